// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.AbstractHyperlinkDetector;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;

import isolang.ui.model.IsolangLanguage;
import isolang.ui.model.ParsedDocument;

/**
 * Ctrl+click on a reference opens its definition: in the same file, another file of the
 * workspace, or the standard library (opened read-only from the isolang bundle).
 */
final class IsolangHyperlinkDetector extends AbstractHyperlinkDetector {

    private final IsolangEditor editor;

    IsolangHyperlinkDetector(IsolangEditor editor) {
        this.editor = editor;
    }

    @Override
    public IHyperlink[] detectHyperlinks(ITextViewer viewer, IRegion region, boolean canShowMultipleHyperlinks) {
        ParsedDocument parsed = editor.parseOf(viewer.getDocument().get());
        EObjectAtOffsetHelper helper = IsolangLanguage.get(EObjectAtOffsetHelper.class);
        INode node = helper.getCrossReferenceNode(parsed.resource(), new org.eclipse.xtext.util.TextRegion(
                region.getOffset(), region.getLength()));
        EObject target = helper.resolveCrossReferencedElementAt(parsed.resource(), region.getOffset());
        if (node == null || target == null || target.eIsProxy()) {
            return null;
        }
        Region linkRegion = new Region(node.getOffset(), node.getLength());
        return new IHyperlink[] {new DefinitionLink(linkRegion, target)};
    }

    /** A link to one definition. */
    private static final class DefinitionLink implements IHyperlink {
        private final IRegion region;
        private final EObject target;

        DefinitionLink(IRegion region, EObject target) {
            this.region = region;
            this.target = target;
        }

        @Override
        public IRegion getHyperlinkRegion() {
            return region;
        }

        @Override
        public String getTypeLabel() {
            return "Open Definition";
        }

        @Override
        public String getHyperlinkText() {
            return "Open Definition";
        }

        @Override
        public void open() {
            Definitions.open(target);
        }
    }
}
