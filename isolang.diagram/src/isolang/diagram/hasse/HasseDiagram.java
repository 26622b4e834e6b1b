// SPDX-License-Identifier: EPL-2.0
package isolang.diagram.hasse;

import java.util.List;
import java.util.Optional;

/**
 * A laid-out Hasse diagram of the implication order among levels: equivalent levels share a
 * {@link HasseNode box}, each covering pair is a {@link HasseEdge line} from the stronger box
 * (lower) up to the weaker one, as {@code stronger < weaker} is written. Coordinates are in
 * pixels at 100 %, origin top left; the legend is drawn below {@link #height()}.
 *
 * @param nodes the boxes, strongest rank last in no particular order within a rank
 * @param edges the covering lines
 * @param width the width of the boxes and lines, with the margin
 * @param height the height of the boxes and lines, with the margin
 */
public record HasseDiagram(List<HasseNode> nodes, List<HasseEdge> edges, double width, double height) {

    /** Font size of box and legend text, in pixels. */
    public static final double FONT_SIZE = 12;

    /** Advance width of one monospace character at {@link #FONT_SIZE}. */
    public static final double CHAR_WIDTH = 7.3;

    /** Radius of the mark halfway along a line that opens its separating history. */
    public static final double MARK_RADIUS = 7;

    /** The legend, one line each, drawn below the diagram. */
    public static final List<String> LEGEND = List.of(
            "lower box \u2192 higher box: the lower level is stronger (every history it allows, the higher allows)",
            "\u25c6 on a line: a history the higher level allows and the lower does not; A = B: equivalent");

    /** Freezes the lists. */
    public HasseDiagram {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
    }

    /**
     * Lays out the order an implication matrix describes. Two levels are equivalent when each
     * is known to imply the other; a class is below another when its levels are known to imply
     * the other's and the converse is known to fail. Unknown answers relate nothing.
     *
     * @param levels the levels' names, in the written order
     * @param implies {@code implies.get(i).get(j)}: whether level i implies level j, empty if unknown
     * @return the laid-out diagram
     * @throws IllegalArgumentException if the matrix is not square over the levels
     */
    public static HasseDiagram of(List<String> levels, List<List<Optional<Boolean>>> implies) {
        if (implies.size() != levels.size() || implies.stream().anyMatch(row -> row.size() != levels.size())) {
            throw new IllegalArgumentException("one row and one column per level");
        }
        return new HasseLayout(levels, implies).layout();
    }

    /**
     * Returns the box that holds a level.
     *
     * @param level the level's index in the written order
     * @return its box, if the level is in the diagram
     */
    public Optional<HasseNode> nodeOf(int level) {
        return nodes.stream().filter(n -> n.levels().contains(level)).findFirst();
    }

    /**
     * Returns the line whose {@link HasseEdge#middle() mark} is nearest to a point, within the
     * mark's radius and a little more for the pointer.
     *
     * @param x horizontal coordinate at 100 %
     * @param y vertical coordinate at 100 %
     * @return the line, if a mark is under the point
     */
    public Optional<HasseEdge> edgeAt(double x, double y) {
        double reach = MARK_RADIUS + 3;
        return edges.stream().filter(e -> Math.hypot(e.middle().x() - x, e.middle().y() - y) <= reach).findFirst();
    }

    /**
     * Returns the width of text set in the diagram's monospace font.
     *
     * @param text the text
     * @return its width in pixels at 100 %
     */
    public static double textWidth(String text) {
        return text.length() * CHAR_WIDTH;
    }
}
