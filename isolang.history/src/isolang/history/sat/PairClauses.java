// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

/**
 * When the strong levels' search adds VeriStrong's 2-width clauses ({@link PairConflicts}). The
 * clauses are implied by acyclicity, so every choice gives the same verdicts; they differ in
 * time only. Finding them costs a fraction of pruning to somewhat more (both walk the open edges
 * with the known graph's reachability; 0.2 to 1.2 times on the histories of
 * docs/history-benchmarks.md), and they pay off only when the lazy search would otherwise need
 * many rounds to find the same short cycles one at a time; on histories where pruning leaves few
 * open choices the search ends in a few cheap rounds without them.
 */
public enum PairClauses {
    /** Before the first solver call. */
    FIRST,
    /**
     * Once the lazy search's rounds have taken twice as long as pruning did (pruning's time
     * stands for the cost of finding the clauses, measured on the same graph): a search that
     * ends sooner never pays for them, one that goes on pays for them once it has shown that
     * its rounds are the expensive part.
     */
    WHEN_NEEDED,
    /** Never. */
    NEVER;

    /**
     * Whether the clauses are due before the next solver call, after {@code rounds} calls that
     * took {@code roundNanos} in all, when pruning took {@code pruneNanos}.
     */
    boolean due(int rounds, long roundNanos, long pruneNanos) {
        return switch (this) {
            case FIRST -> rounds == 0;
            case WHEN_NEEDED -> rounds > 0 && roundNanos >= 2 * pruneNanos;
            case NEVER -> false;
        };
    }
}
