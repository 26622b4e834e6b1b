// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.scoping;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.diagnostics.Diagnostic;
import org.eclipse.xtext.diagnostics.DiagnosticMessage;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.linking.impl.LinkingDiagnosticMessageProvider;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsProvider;

import com.google.inject.Inject;

import isolang.dsl.isolang.Import;
import isolang.dsl.isolang.Model;
import isolang.dsl.lib.StandardLibrary;

/**
 * Explains unresolved names that are ambiguous rather than unknown: with
 * {@code import isolang.std.biswas.*} and {@code import isolang.std.cerone.*}, {@code RA}
 * names two levels, and the message says to write {@code biswas.RA} or {@code cerone.RA}. Unknown
 * names are reported in the language's words ({@code unknown level 'SIX'}), not by the class names
 * of the syntax tree.
 */
public class IsolangLinkingDiagnosticMessageProvider extends LinkingDiagnosticMessageProvider {

    @Inject
    private ResourceDescriptionsProvider indexProvider;

    @Inject
    private StandardLibrary library;

    @Override
    public DiagnosticMessage getUnresolvedProxyMessage(ILinkingDiagnosticContext context) {
        List<String> candidates = importedCandidates(context);
        if (candidates.size() < 2) {
            return new DiagnosticMessage("unknown " + kind(context.getReference().getEReferenceType()) + " '"
                    + context.getLinkText() + "'", Severity.ERROR, Diagnostic.LINKING_DIAGNOSTIC);
        }
        String name = context.getLinkText();
        List<String> qualified = candidates.stream().map(c -> c.substring(c.lastIndexOf('.', c.length()
                - name.length() - 2) + 1)).toList();
        return new DiagnosticMessage(name + " is ambiguous: it names " + String.join(" and ", candidates) + "; write "
                + String.join(" or ", qualified), Severity.ERROR, Diagnostic.LINKING_DIAGNOSTIC);
    }

    /** The words a user knows for what a reference names: {@code LevelDecl} is a "level". */
    private static String kind(EClass type) {
        String name = type.getName().replaceFirst("(Decl|Literal)$", "");
        return name.replaceAll("(?<=[a-z])(?=[A-Z])", " ").toLowerCase(Locale.ROOT);
    }

    private List<String> importedCandidates(ILinkingDiagnosticContext context) {
        Model model = EcoreUtil2.getContainerOfType(context.getContext(), Model.class);
        String name = context.getLinkText();
        List<String> found = new ArrayList<>();
        if (model == null || name == null || name.isEmpty() || name.contains(".")) {
            return found;
        }
        List<IResourceDescriptions> indexes = List.of(
                indexProvider.getResourceDescriptions(context.getContext().eResource()), library.descriptions());
        for (Import imp : model.getImports()) {
            String namespace = imp.getImportedNamespace();
            if (namespace == null || !namespace.endsWith(".*")) {
                continue;
            }
            QualifiedName candidate = QualifiedName.create(namespace.substring(0, namespace.length() - 2).split("\\."))
                    .append(name);
            for (IResourceDescriptions index : indexes) {
                for (IEObjectDescription d : index.getExportedObjects(context.getReference().getEReferenceType(),
                        candidate, false)) {
                    if (!found.contains(d.getQualifiedName().toString())) {
                        found.add(d.getQualifiedName().toString());
                    }
                }
            }
        }
        return found;
    }
}
