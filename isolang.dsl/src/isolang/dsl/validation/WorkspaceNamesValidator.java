// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsProvider;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.CheckType;

import com.google.inject.Inject;

import isolang.dsl.isolang.Model;
import isolang.dsl.lib.StandardLibrary;

/**
 * Names across files. A name of a module ({@code module foo} with {@code level X} is
 * {@code foo.X}) is declared once in all files of the workspace (or of the command line) and the
 * standard library; a second declaration in another file is an error at both, naming the other.
 * A reference into another file to a name that several files declare (two scripts without module
 * declaring {@code X}, or two modules of one name) is an error too, instead of silently binding
 * to whichever file the index lists first.
 *
 * <p>Needs the other files, so it runs with the {@link CheckType#NORMAL normal} checks (the
 * command line's, the language server's and the IDE's validation of saved and edited files).
 */
public class WorkspaceNamesValidator extends ComposedValidator {

    @Inject
    private ResourceDescriptionsProvider indexProvider;

    @Inject
    private StandardLibrary library;

    @Inject
    private IQualifiedNameProvider names;

    /** Declarations of a module are not declared again by another file. */
    @Check(CheckType.NORMAL)
    public void checkModuleNamesUnique(Model model) {
        Resource resource = model.eResource();
        if (model.getName() == null || resource == null) {
            return;
        }
        model.eAllContents().forEachRemaining(element -> {
            QualifiedName name = names.getFullyQualifiedName(element);
            if (name == null) {
                return;
            }
            Set<URI> others = declaringFiles(resource, name);
            others.remove(resource.getURI());
            if (!others.isEmpty()) {
                error(name + " is also declared in " + describe(resource, others) + "; a name of a module is"
                        + " declared once", element, element.eClass().getEStructuralFeature("name"),
                        IssueCodes.DUPLICATE_NAME);
            }
        });
    }

    /** A name of another file that several files declare is ambiguous. */
    @Check(CheckType.NORMAL)
    public void checkReferencesUnambiguous(Model model) {
        Resource resource = model.eResource();
        if (resource == null) {
            return;
        }
        Map<EObject, Set<URI>> declarers = new HashMap<>();
        model.eAllContents().forEachRemaining(source -> {
            for (EReference reference : source.eClass().getEAllReferences()) {
                if (reference.isContainment() || reference.isContainer()) {
                    continue;
                }
                List<?> targets = reference.isMany() ? (List<?>) source.eGet(reference, true)
                        : java.util.Collections.singletonList(source.eGet(reference, true));
                for (int i = 0; i < targets.size(); i++) {
                    if (targets.get(i) instanceof EObject target && !target.eIsProxy() && target.eResource() != null
                            && target.eResource() != resource) {
                        Set<URI> files = declarers.computeIfAbsent(target, t -> declaringFilesOf(resource, t));
                        if (files.size() > 1) {
                            error(names.getFullyQualifiedName(target) + " is ambiguous: it is declared in "
                                    + describe(resource, files) + "; rename one of them or give the files modules",
                                    source, reference, reference.isMany() ? i : INSIGNIFICANT_INDEX,
                                    IssueCodes.DUPLICATE_NAME);
                        }
                    }
                }
            }
        });
    }

    private Set<URI> declaringFilesOf(Resource context, EObject target) {
        QualifiedName name = names.getFullyQualifiedName(target);
        return name == null ? Set.of() : declaringFiles(context, name);
    }

    /** The files (the library's included) that declare {@code name}. */
    private Set<URI> declaringFiles(Resource context, QualifiedName name) {
        Set<URI> files = new LinkedHashSet<>();
        for (IResourceDescriptions index : List.of(indexProvider.getResourceDescriptions(context),
                library.descriptions())) {
            for (IEObjectDescription found : index.getExportedObjects(EcorePackage.Literals.EOBJECT, name, false)) {
                files.add(found.getEObjectURI().trimFragment());
            }
        }
        return files;
    }

    /** The files, as paths relative to the file being checked where possible. */
    private static String describe(Resource context, Set<URI> files) {
        List<String> shown = new ArrayList<>();
        Set<URI> library = new LinkedHashSet<>(StandardLibrary.uris());
        for (URI file : files) {
            if (library.contains(file)) {
                shown.add("the standard library (" + file.lastSegment() + ")");
            } else if (file.isFile() && context.getURI().isFile()) {
                shown.add(file.deresolve(context.getURI()).toString());
            } else {
                shown.add(file.toString());
            }
        }
        return String.join(" and ", shown);
    }
}
