// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

/**
 * Hears the phases of a long check (parsing, relations, saturation, solving, cycles) with counts,
 * so the CLI can show progress with rates. Implementations must be cheap and thread-safe.
 */
@FunctionalInterface
public interface ProgressListener {

    /** A listener that ignores everything. */
    ProgressListener NONE = (phase, done, total) -> {
    };

    /**
     * Reports progress.
     *
     * @param phase the phase's name
     * @param done the units done so far
     * @param total the units of the phase, or -1 if unknown
     */
    void phase(String phase, long done, long total);
}
