// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

/**
 * Hears the phases of a long check (parsing, relations, saturation, solving, cycles) with counts,
 * so the CLI can show progress with rates. Implementations must be cheap and thread-safe. A
 * listener may stop a check by throwing {@link java.util.concurrent.CancellationException}: the
 * checkers report often enough (every few thousand transactions) and let it propagate, which is
 * how {@code HistoryChecker} applies its time limit and cancellation to the weak levels.
 */
@FunctionalInterface
public interface ProgressListener {

    /** A listener that ignores everything. */
    ProgressListener NONE = (phase, done, total) -> {};

    /**
     * Reports progress.
     *
     * @param phase the phase's name
     * @param done the units done so far
     * @param total the units of the phase, or -1 if unknown
     */
    void phase(String phase, long done, long total);
}
