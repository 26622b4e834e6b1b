// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.PrintStream;
import java.util.concurrent.TimeUnit;

import isolang.history.check.ProgressListener;

/**
 * Progress of {@code history check} on standard error: the history and level at hand, the phase
 * (reading, relations, happens-before, saturation, polygraph, pruning, solving, cycles,
 * explaining) with its counts, the rate of reading, and the time so far; printed at most once a
 * second (rewritten in place on a terminal, every five seconds as separate lines otherwise) and
 * only once a phase has run for a second.
 */
final class HistoryProgress implements ProgressListener {

    private static final long SHOW_AFTER = TimeUnit.SECONDS.toNanos(1);

    private final StatusLine status;
    private final boolean enabled;
    private volatile String subject = "";
    private volatile long started = System.nanoTime();
    private volatile long printed;

    HistoryProgress(PrintStream err, boolean enabled, boolean terminal) {
        this.status = new StatusLine(err, terminal);
        this.enabled = enabled;
    }

    /** Starts a new subject (a history, or a history and a level). */
    void subject(String text) {
        subject = text;
        started = System.nanoTime();
        printed = started;
    }

    @Override
    public void phase(String phase, long done, long total) {
        if (!enabled) {
            return;
        }
        long now = System.nanoTime();
        if (now - started < SHOW_AFTER || now - printed < TimeUnit.SECONDS.toNanos(status.terminal() ? 1 : 5)) {
            return;
        }
        printed = now;
        double seconds = (now - started) / 1e9;
        StringBuilder line = new StringBuilder("isolang: ").append(subject).append(": ").append(phase);
        if (phase.equals("reading") && total > 0) {
            line.append(String.format(" %.0f of %.0f MB (%.0f MB/s)", done / 1e6, total / 1e6, done / 1e6 / seconds));
        } else if (phase.equals("solving")) {
            line.append(", round ").append(done);
        } else if (total > 0 && done > 0) {
            line.append(String.format(" %,d of %,d", done, total));
        } else if (total > 0) {
            line.append(String.format(" %,d", total));
        }
        line.append(String.format(", %.0fs", seconds));
        status.show(line.toString());
    }

    /** Ends a line rewritten in place, before other output. */
    void clear() {
        status.clear();
    }
}
