// SPDX-License-Identifier: EPL-2.0
package isolang.ui.diagram;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.swt.graphics.GC;

import isolang.diagram.DiagramLayout;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.LaneOrientation;
import isolang.diagram.TextMetrics;

/**
 * A laid-out history diagram with the arrangement of its panels, as drawn in a space of a given
 * width: {@link #fitting} chooses the sessions' orientation and whether the panels stand side by
 * side or stacked.
 *
 * @param diagram the laid-out diagram
 * @param arrangement how its panels are placed
 * @param orientation how its sessions are laid out
 */
public record ArrangedDiagram(HistoryDiagram diagram, PanelArrangement arrangement, LaneOrientation orientation) {

    /**
     * The arrangement that takes the fewest lines among those as wide as {@code width} at most:
     * sessions as columns (as in the papers) or as rows (order left to right), panels side by
     * side or stacked; the narrowest one if none fits. On a tie, columns before rows and side by
     * side before stacked.
     *
     * @param diagram the diagram (laid out or not)
     * @param font the text measures to lay it out in
     * @param width the width available, in pixels at scale 1
     * @return the diagram laid out and arranged
     */
    public static ArrangedDiagram fitting(HistoryDiagram diagram, TextMetrics font, double width) {
        List<ArrangedDiagram> candidates = new ArrayList<>();
        List<PanelArrangement> arrangements = diagram.panels().size() > 1 ? List.of(PanelArrangement.values())
                : List.of(PanelArrangement.SIDE_BY_SIDE);
        for (PanelArrangement arrangement : arrangements) {
            for (LaneOrientation orientation : List.of(LaneOrientation.COLUMNS, LaneOrientation.ROWS)) {
                candidates.add(new ArrangedDiagram(new DiagramLayout(orientation, font).layout(diagram), arrangement,
                        orientation));
            }
        }
        return candidates.stream().filter(c -> c.size()[0] <= width).min(Comparator.comparingDouble(c -> c.size()[1]))
                .orElseGet(() -> candidates.stream().min(Comparator.comparingDouble(c -> c.size()[0])).orElseThrow());
    }

    /**
     * Returns the size of the drawing with its legend at scale 1.
     *
     * @return width and height in diagram units
     */
    public double[] size() {
        return DiagramPainter.size(diagram, true, arrangement);
    }

    /**
     * Paints the diagram with its legend.
     *
     * @param gc where to paint
     * @param x left edge in pixels
     * @param y top edge in pixels
     * @param scale pixels per diagram unit
     */
    public void paint(GC gc, int x, int y, double scale) {
        DiagramPainter.paint(gc, diagram, x, y, scale, true, arrangement);
    }
}
