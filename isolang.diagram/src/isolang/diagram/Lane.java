// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

/**
 * The lane of one session: the strip of a panel that holds the session's transactions in
 * session order. Its bounds are zero until the panel is laid out.
 *
 * @param session the session index, {@code >= 0}, as in {@code History.sessions()}
 * @param title the lane heading, e.g. {@code "session 1"}
 * @param x the left edge
 * @param y the top edge
 * @param width the width, {@code >= 0}
 * @param height the height, {@code >= 0}
 */
public record Lane(int session, String title, double x, double y, double width, double height) {

    /** Checks that the session index and the size are non-negative. */
    public Lane {
        if (session < 0 || width < 0 || height < 0) {
            throw new IllegalArgumentException("invalid lane " + session + ": " + width + "x" + height);
        }
    }

    /** This lane moved and resized to the given bounds. */
    public Lane withBounds(double newX, double newY, double newWidth, double newHeight) {
        return new Lane(session, title, newX, newY, newWidth, newHeight);
    }
}
