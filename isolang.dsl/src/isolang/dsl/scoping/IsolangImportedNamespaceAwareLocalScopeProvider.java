// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.scoping;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.scoping.impl.ImportNormalizer;
import org.eclipse.xtext.scoping.impl.ImportedNamespaceAwareLocalScopeProvider;

/**
 * Imports as the language defines them: {@code import a.b.c} makes every name {@code X} of
 * module {@code a.b.c} reachable as {@code c.X}, and {@code import a.b.c.*} also as plain
 * {@code X}.
 */
public class IsolangImportedNamespaceAwareLocalScopeProvider extends ImportedNamespaceAwareLocalScopeProvider {

    @Override
    protected List<ImportNormalizer> internalGetImportedNamespaceResolvers(EObject context, boolean ignoreCase) {
        List<ImportNormalizer> normalizers = new ArrayList<>(super.internalGetImportedNamespaceResolvers(context,
                ignoreCase));
        for (ImportNormalizer normalizer : List.copyOf(normalizers)) {
            QualifiedName module = normalizer.getImportedNamespacePrefix();
            if (!normalizer.hasWildCard() && module.getSegmentCount() > 0) {
                normalizers.remove(normalizer);
            }
            if (module.getSegmentCount() > 1) {
                normalizers.add(new ModuleAliasNormalizer(module, ignoreCase));
            }
        }
        return normalizers;
    }

    /** Resolves {@code c.X} to {@code a.b.c.X} for an imported module {@code a.b.c}. */
    static final class ModuleAliasNormalizer extends ImportNormalizer {

        private final QualifiedName module;

        ModuleAliasNormalizer(QualifiedName module, boolean ignoreCase) {
            super(module.skipLast(1), true, ignoreCase);
            this.module = module;
        }

        @Override
        public QualifiedName resolve(QualifiedName relativeName) {
            if (relativeName.getSegmentCount() < 2 || !relativeName.getFirstSegment().equals(module.getLastSegment())) {
                return null;
            }
            return super.resolve(relativeName);
        }

        @Override
        public QualifiedName deresolve(QualifiedName fullyQualifiedName) {
            if (!fullyQualifiedName.startsWith(module)
                    || fullyQualifiedName.getSegmentCount() <= module.getSegmentCount()) {
                return null;
            }
            return super.deresolve(fullyQualifiedName);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof ModuleAliasNormalizer that && module.equals(that.module)
                    && isIgnoreCase() == that.isIgnoreCase();
        }

        @Override
        public int hashCode() {
            return module.hashCode();
        }

        @Override
        public String toString() {
            return module.getLastSegment() + ".* -> " + module + ".*";
        }
    }
}
