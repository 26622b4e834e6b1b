// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

/**
 * When the strong levels' search adds VeriStrong's 2-width clauses ({@link PairConflicts}). The
 * clauses are implied by acyclicity, so every choice gives the same verdicts; they differ in
 * time only. Finding them costs about as much as pruning (both walk the open edges with the
 * known graph's reachability), and they pay off only when the lazy search would otherwise need
 * many rounds to find the same short cycles one at a time (contended histories); on histories
 * where pruning leaves few open choices the search ends in a few cheap rounds without them.
 */
public enum PairClauses {
    /** Before the first solver call. */
    FIRST,
    /**
     * Once the lazy search's rounds have taken as long as pruning did (a stand-in for the cost
     * of finding the clauses, measured on the same graph): a search that ends sooner never pays
     * for them, one that goes on pays at most about twice what the better choice would have.
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
            case WHEN_NEEDED -> rounds > 0 && roundNanos >= pruneNanos;
            case NEVER -> false;
        };
    }
}
