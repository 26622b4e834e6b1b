// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.ArrayList;
import java.util.List;

/**
 * A transaction drawn as a box: a title line ({@code T1}) and its operations in program
 * order ({@code r(x,0) w(y,1) …}), wrapped a few per line.
 *
 * <p>Invariants: the size fits the text lines (it is computed by {@link #of}); the position
 * is the top left corner and is {@link Point#ORIGIN} until the panel is laid out; the
 * initial transaction has id 0 and session {@link #NO_SESSION}.
 *
 * @param id the transaction id (0 for the initial transaction)
 * @param session the session index, or {@link #NO_SESSION} for the initial transaction
 * @param title the heading, e.g. {@code "T1"}
 * @param operations the operation labels in program order, e.g. {@code ["r(y,0)", "w(y,1)"]}
 * @param x the left edge
 * @param y the top edge
 * @param width the width
 * @param height the height
 */
public record TransactionBox(int id, int session, String title, List<String> operations, double x, double y,
        double width, double height) {

    /** The session index of the initial transaction, which belongs to no session. */
    public static final int NO_SESSION = -1;

    /** Freezes the operation list. */
    public TransactionBox {
        operations = List.copyOf(operations);
    }

    /** A box at the origin sized to show {@code title} and {@code operations} in the {@link TextMetrics#DEFAULT default} font. */
    public static TransactionBox of(int id, int session, String title, List<String> operations) {
        return new TransactionBox(id, session, title, operations, 0, 0, 0, 0).sized(TextMetrics.DEFAULT);
    }

    /** This box resized to show its text lines in the font of {@code metrics}. */
    public TransactionBox sized(TextMetrics metrics) {
        double textWidth = 0;
        for (String line : lines()) {
            textWidth = Math.max(textWidth, metrics.width(line));
        }
        return new TransactionBox(id, session, title, operations, x, y, Math.ceil(textWidth + 2 * metrics.padding()),
                Math.ceil(lines().size() * metrics.lineHeight() + 2 * metrics.padding()));
    }

    /** The text lines to draw: the title, then the operations, a few per line. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add(title);
        for (int i = 0; i < operations.size(); i += TextMetrics.OPERATIONS_PER_LINE) {
            lines.add(String.join(" ", operations.subList(i,
                    Math.min(operations.size(), i + TextMetrics.OPERATIONS_PER_LINE))));
        }
        return lines;
    }

    /** Whether this box is the initial transaction T0. */
    public boolean isInitial() {
        return session == NO_SESSION;
    }

    /** This box with its top left corner moved to {@code (newX, newY)}. */
    public TransactionBox withPosition(double newX, double newY) {
        return new TransactionBox(id, session, title, operations, newX, newY, width, height);
    }

    /** Whether this box and {@code other} share interior area. */
    public boolean overlaps(TransactionBox other) {
        return x < other.x + other.width && other.x < x + width && y < other.y + other.height
                && other.y < y + height;
    }
}
