// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.Arrays;

import isolang.history.model.CompactHistory;

/**
 * Happens-before ({@code (so ∪ wr)+}) as vector clocks over sessions: {@code clock[t][s]} is the
 * position of the session-latest transaction of s in t's strict causal past (-1 if none). A
 * transaction's clock is the join of its predecessors' clocks and the predecessors themselves
 * (AWDIT Alg. 3 with the fix of the reference: the predecessor is joined too).
 */
public final class VectorClocks {

    private VectorClocks() {
    }

    /** {@code clock := clock ⊔ other ⊔ [session(predecessor) ↦ position(predecessor)]}. */
    static void join(CompactHistory h, int[] clock, int[] other, int predecessor) {
        for (int s = 0; s < clock.length; s++) {
            if (other[s] > clock[s]) {
                clock[s] = other[s];
            }
        }
        int session = h.txnSession(predecessor);
        clock[session] = Math.max(clock[session], h.txnPosition(predecessor));
    }

    /**
     * Every committed transaction's clock (the initial one's is all -1), or null if
     * {@code so ∪ wr} has a cycle or the clocks would exceed {@code maxEntries} entries.
     */
    public static int[][] all(BaseRelations base, long maxEntries) {
        CompactHistory h = base.index().history();
        if ((long) h.transactionCount() * Math.max(1, h.sessionCount()) > maxEntries) {
            return null;
        }
        int[] order = base.topologicalOrder();
        return order == null ? null : inOrder(base, order, ProgressListener.NONE);
    }

    /**
     * Every committed transaction's clock, computed along {@code order} (a topological order of
     * {@code so ∪ wr}), reporting to {@code progress} as phase {@code happens-before}.
     */
    static int[][] inOrder(BaseRelations base, int[] order, ProgressListener progress) {
        CompactHistory h = base.index().history();
        int sessions = h.sessionCount();
        int[][] clocks = new int[h.transactionCount()][];
        long done = 0;
        for (int t : order) {
            if ((++done & (WeakLevelChecker.REPORT_EVERY - 1)) == 0) {
                progress.phase("happens-before", done, order.length);
            }
            int[] clock = new int[sessions];
            Arrays.fill(clock, -1);
            int p = base.sessionPredecessor(t);
            if (p >= 0) {
                join(h, clock, clocks[p], p);
            }
            for (int i = 0; i < base.writerCount(t); i++) {
                int w = base.writerOf(t, i);
                join(h, clock, clocks[w], w);
            }
            clocks[t] = clock;
        }
        return clocks;
    }
}
