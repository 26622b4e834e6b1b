// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.List;

/**
 * An arrow {@code from -> to} of one relation layer.
 *
 * <p>Invariants: the route is empty before layout and afterwards runs from the border of the
 * source box to the border of the target box (first and last point), through its bend
 * points; the label position is the top left corner of the label text box and is
 * {@link Point#ORIGIN} before layout or when the label is empty.
 *
 * @param layer the relation this edge belongs to ({@code so}, {@code wr}, {@code co}, …)
 * @param from the source transaction id
 * @param to the target transaction id
 * @param label the text shown on the edge, e.g. {@code "wr_x"} (a {@code _} starts a
 *     subscript), empty for none
 * @param implied whether the edge follows by transitivity from other edges of the same
 *     layer, and is therefore hidden unless transitive edges are shown
 * @param demanded whether the edge is not the panel's witness's own but one an
 *     {@link Emphasis.Edge#demanded() emphasis demands}, added to the panel
 * @param route the polyline of the drawn arrow
 * @param labelPosition where the label is drawn
 */
public record DiagramEdge(String layer, int from, int to, String label, boolean implied, boolean demanded,
        List<Point> route, Point labelPosition) {

    /** Freezes the route. */
    public DiagramEdge {
        route = List.copyOf(route);
    }

    /** An edge of the history or of a witness that is not laid out yet. */
    static DiagramEdge of(String layer, int from, int to, String label, boolean implied) {
        return new DiagramEdge(layer, from, to, label, implied, false, List.of(), Point.ORIGIN);
    }

    /** An edge an emphasis adds to a panel, not laid out yet. */
    static DiagramEdge added(Emphasis.Edge edge, String label) {
        return new DiagramEdge(edge.layer(), edge.from(), edge.to(), label, false, edge.demanded(), List.of(),
                Point.ORIGIN);
    }

    /** This edge with the given route and label position. */
    public DiagramEdge withRoute(List<Point> newRoute, Point newLabelPosition) {
        return new DiagramEdge(layer, from, to, label, implied, demanded, newRoute, newLabelPosition);
    }

    /** The pair of transaction ids this edge connects. */
    public TxnPair pair() {
        return new TxnPair(from, to);
    }
}
