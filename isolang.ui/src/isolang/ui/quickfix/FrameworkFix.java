// SPDX-License-Identifier: EPL-2.0
package isolang.ui.quickfix;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

import isolang.dsl.isolang.Definition;
import isolang.dsl.isolang.FrameworkDecl;
import isolang.dsl.isolang.IsolangPackage;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.Ref;
import isolang.dsl.isolang.Witness;
import isolang.ui.model.DocumentParser;
import isolang.ui.model.ParsedDocument;

/**
 * The quick fix of a witness relation used outside its framework: the enclosing level or
 * definition is moved to the relation's framework ({@code in <framework>} is replaced, or
 * added to a definition that names none).
 */
final class FrameworkFix {

    private FrameworkFix() {
    }

    static void add(IMarker marker, List<IMarkerResolution> fixes) throws CoreException {
        IFile file = (IFile) marker.getResource();
        int start = marker.getAttribute(IMarker.CHAR_START, -1);
        ParsedDocument parsed = DocumentParser.parse(file, DocumentParser.uriOf(file),
                DocumentParser.currentText(file));
        if (start < 0 || start >= parsed.text().length() || parsed.resource().getParseResult() == null) {
            return;
        }
        EObject at = NodeModelUtils.findActualSemanticObjectFor(
                NodeModelUtils.findLeafNodeAtOffset(parsed.resource().getParseResult().getRootNode(), start));
        Ref ref = at == null ? null : EcoreUtil2.getContainerOfType(at, Ref.class);
        if (ref == null || !(ref.getTarget() instanceof Witness witness)) {
            return;
        }
        FrameworkDecl owner = EcoreUtil2.getContainerOfType(witness, FrameworkDecl.class);
        LevelDecl level = EcoreUtil2.getContainerOfType(ref, LevelDecl.class);
        EObject holder = level != null ? level : EcoreUtil2.getContainerOfType(ref, Definition.class);
        if (owner == null || holder == null) {
            return;
        }
        EReference feature = holder instanceof LevelDecl ? IsolangPackage.Literals.LEVEL_DECL__FRAMEWORK
                : holder.eClass().getEStructuralFeature("framework") instanceof EReference r ? r : null;
        if (feature == null) {
            return;
        }
        List<INode> written = NodeModelUtils.findNodesForFeature(holder, feature);
        String name = owner.getName();
        int[] range = ParsedDocument.range(holder);
        int brace = parsed.text().indexOf('{', range[0]);
        if (written.isEmpty() && (brace < 0 || brace > range[0] + range[1])) {
            return;
        }
        fixes.add(new Resolution("Move to framework " + name,
                "Write the declaration in framework " + name + ", where " + witness.getName() + " is defined",
                m -> DocumentEdits.apply(file, document -> {
                    if (written.isEmpty()) {
                        document.replace(brace, 0, "in " + name + " ");
                    } else {
                        INode node = written.get(0);
                        document.replace(node.getOffset(), node.getLength(), name);
                    }
                })));
    }
}
