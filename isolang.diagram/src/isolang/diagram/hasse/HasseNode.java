// SPDX-License-Identifier: EPL-2.0
package isolang.diagram.hasse;

import java.util.List;

/**
 * A box of a Hasse diagram: one class of levels that imply each other, placed on its rank.
 *
 * @param levels the indices of the levels in the class, in the written order
 * @param names their names, in the same order
 * @param rank the length of the longest chain of stronger classes below it (0 for the strongest)
 * @param x left edge
 * @param y top edge
 * @param width width
 * @param height height
 */
public record HasseNode(List<Integer> levels, List<String> names, int rank, double x, double y, double width,
        double height) {

    /** Freezes the lists. */
    public HasseNode {
        levels = List.copyOf(levels);
        names = List.copyOf(names);
    }

    /**
     * Returns the box's text.
     *
     * @return the names joined with {@code " = "}, e.g. {@code biswas.RA = cerone.RA}
     */
    public String label() {
        return String.join(" = ", names);
    }

    /**
     * Returns whether a point lies in the box.
     *
     * @param px horizontal coordinate
     * @param py vertical coordinate
     * @return true inside or on the border
     */
    public boolean contains(double px, double py) {
        return px >= x && px <= x + width && py >= y && py <= y + height;
    }
}
