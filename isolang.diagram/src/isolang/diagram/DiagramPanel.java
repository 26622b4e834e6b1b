// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.List;
import java.util.Optional;

/**
 * One panel of a {@link HistoryDiagram}: the whole history (every transaction box, its lanes,
 * so and wr) plus the relations of one witness execution.
 *
 * <p>Invariants: box ids are unique and include the initial transaction 0; every edge
 * connects two boxes of this panel; coordinates are panel-local and the size bounds every
 * element once laid out (it is zero before).
 *
 * @param title the panel title, e.g. the isolation level {@code "SI"}
 * @param boxes the transaction boxes, the initial transaction first
 * @param lanes the session lanes, in session order
 * @param edges all edges of all layers, including implied ones
 * @param width the panel width
 * @param height the panel height
 */
public record DiagramPanel(String title, List<TransactionBox> boxes, List<Lane> lanes, List<DiagramEdge> edges,
        double width, double height) {

    /** Freezes the lists. */
    public DiagramPanel {
        boxes = List.copyOf(boxes);
        lanes = List.copyOf(lanes);
        edges = List.copyOf(edges);
    }

    /** The box of transaction {@code id}, if the panel has it. */
    public Optional<TransactionBox> box(int id) {
        return boxes.stream().filter(b -> b.id() == id).findFirst();
    }

    /** The edges of one layer, implied ones included. */
    public List<DiagramEdge> edges(String layer) {
        return edges.stream().filter(e -> e.layer().equals(layer)).toList();
    }
}
