// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

import isolang.dsl.isolang.Element;
import isolang.ui.model.ParsedDocument;

/** The foldable regions of a parse: every element and every comment that spans several lines. */
final class Folding {

    private Folding() {
    }

    static List<Position> regions(ParsedDocument parsed, IDocument document) {
        List<Position> regions = new ArrayList<>();
        if (!parsed.text().equals(document.get()) || parsed.resource().getParseResult() == null) {
            return regions;
        }
        parsed.model().ifPresent(model -> {
            for (Element element : model.getElements()) {
                ICompositeNode node = NodeModelUtils.findActualNodeFor(element);
                if (node != null) {
                    add(regions, document, node.getOffset(), node.getLength());
                }
            }
        });
        for (ILeafNode leaf : parsed.resource().getParseResult().getRootNode().getLeafNodes()) {
            if (leaf.isHidden() && leaf.getText().startsWith("/*")) {
                add(regions, document, leaf.getOffset(), leaf.getLength());
            }
        }
        return regions;
    }

    private static void add(List<Position> regions, IDocument document, int offset, int length) {
        try {
            int first = document.getLineOfOffset(offset);
            int last = document.getLineOfOffset(offset + length);
            if (last > first) {
                int start = document.getLineOffset(first);
                int end = last + 1 < document.getNumberOfLines() ? document.getLineOffset(last + 1)
                        : document.getLength();
                regions.add(new Position(start, end - start));
            }
        } catch (BadLocationException e) {
            throw new IllegalStateException("a parse does not fit its own text", e);
        }
    }
}
