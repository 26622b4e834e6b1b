// SPDX-License-Identifier: EPL-2.0
package isolang.ui.diagram;

import java.util.EnumMap;
import java.util.Map;

import isolang.diagram.DiagramLayout;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.LaneOrientation;
import isolang.diagram.TextMetrics;

/**
 * One history diagram laid out in each lane orientation (sessions as columns, as in the
 * papers, or as rows), in one font: a view that fits the drawing to its size chooses the
 * orientation as the editor does for inline diagrams ({@link ArrangedDiagram#fitting}), by
 * what reads largest in its space.
 */
public final class OrientedLayouts {

    private final HistoryDiagram diagram;

    private final TextMetrics font;

    private final Map<LaneOrientation, HistoryDiagram> layouts = new EnumMap<>(LaneOrientation.class);

    /**
     * Lays a diagram out in each orientation.
     *
     * @param diagram the diagram (laid out or not)
     * @param font the text measures to lay it out in
     */
    public OrientedLayouts(HistoryDiagram diagram, TextMetrics font) {
        this.diagram = diagram;
        this.font = font;
        for (LaneOrientation orientation : LaneOrientation.values()) {
            layouts.put(orientation, new DiagramLayout(orientation, font).layout(diagram));
        }
    }

    /**
     * Returns the diagram laid out in an orientation.
     *
     * @param orientation sessions as columns or as rows
     * @return the laid-out diagram
     */
    public HistoryDiagram in(LaneOrientation orientation) {
        return layouts.get(orientation);
    }

    /**
     * Returns the layouts of the diagram with a relation layer shown or hidden.
     *
     * @param layer the layer, e.g. {@code wr}
     * @param visible whether its edges are drawn
     * @return the new layouts
     */
    public OrientedLayouts withLayerVisible(String layer, boolean visible) {
        return new OrientedLayouts(diagram.withLayerVisible(layer, visible), font);
    }
}
