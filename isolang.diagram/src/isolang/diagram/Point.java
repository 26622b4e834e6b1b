// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

/**
 * A point in panel coordinates (pixels, origin top left, y growing downwards).
 *
 * @param x the horizontal coordinate
 * @param y the vertical coordinate
 */
public record Point(double x, double y) {

    /** The origin, also the position of every element before layout. */
    public static final Point ORIGIN = new Point(0, 0);
}
