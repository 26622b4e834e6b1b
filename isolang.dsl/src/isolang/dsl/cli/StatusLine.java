// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.PrintStream;

/**
 * The one progress line of a long command on standard error: rewritten in place on a terminal,
 * one line per update elsewhere (a log keeps every line), and cleared before other output.
 */
final class StatusLine {

    private static final String ERASE = "\r\033[K";

    private final PrintStream err;
    private final boolean terminal;
    private boolean open;

    /**
     * A status line on {@code err}.
     *
     * @param err standard error
     * @param terminal whether {@code err} is a terminal, where the line is rewritten in place
     */
    StatusLine(PrintStream err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
    }

    /** Whether the line is rewritten in place. */
    boolean terminal() {
        return terminal;
    }

    /** Shows {@code line} in place of the previous one. */
    void show(String line) {
        synchronized (err) {
            if (terminal) {
                err.print(ERASE + line);
                open = true;
            } else {
                err.println(line);
            }
            err.flush();
        }
    }

    /** Erases a line shown in place, so that other output starts on a clean line. */
    void clear() {
        synchronized (err) {
            if (open) {
                err.print(ERASE);
                err.flush();
                open = false;
            }
        }
    }
}
