// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

import isolang.history.model.CompactHistory;

/**
 * Happens-before ({@code (so ∪ wr)+}) as vector clocks over sessions: {@code clock[t][s]} is the
 * position of the session-latest transaction of s in t's strict causal past (-1 if none). A
 * transaction's clock is the join of its predecessors' clocks and the predecessors themselves
 * (AWDIT Alg. 3 with the fix of the reference: the predecessor is joined too). The clocks of a
 * session's transactions are kept in one array, row after row in session order, so that a
 * million clocks are a hundred arrays rather than a million; the initial transaction's clock is
 * all -1 and not stored.
 */
public final class VectorClocks {

    /** The most entries one session's clocks may take: the largest array the JVM allocates. */
    public static final long MAX_ROW_ENTRIES = Integer.MAX_VALUE - 8;

    private final CompactHistory h;
    private final int sessions;
    /** Per session: its transactions' clocks, {@code sessions} entries each, in session order. */
    private final int[][] rows;

    private VectorClocks(CompactHistory h) {
        this.h = h;
        this.sessions = h.sessionCount();
        this.rows = new int[sessions][];
        for (int s = 0; s < sessions; s++) {
            // callers ask beyond(h, MAX_ROW_ENTRIES) first; the exact product guards the others
            rows[s] = new int[Math.multiplyExact(h.sessionLength(s), sessions)];
        }
    }

    /**
     * Why the clocks of {@code h} cannot be kept, if a session's clocks would take more than
     * {@code maxRowEntries} entries (a session's transactions times the sessions); empty if they fit.
     */
    public static Optional<String> beyond(CompactHistory h, long maxRowEntries) {
        int sessions = h.sessionCount();
        for (int s = 0; s < sessions; s++) {
            long entries = (long) h.sessionLength(s) * sessions;
            if (entries > maxRowEntries) {
                return Optional.of(String.format(Locale.ROOT, "session %d has %d transactions: with %d"
                        + " sessions its vector clocks take %d entries, more than the %d one array holds",
                        s, h.sessionLength(s), sessions, entries, maxRowEntries));
            }
        }
        return Optional.empty();
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
        if (order == null) {
            return null;
        }
        VectorClocks clocks = inOrder(base, order, ProgressListener.NONE);
        int[][] all = new int[h.transactionCount()][];
        for (int t : order) {
            int at = clocks.offset(t);
            all[t] = at < 0 ? clocks.initial() : Arrays.copyOfRange(clocks.row(t), at, at + clocks.sessions);
        }
        return all;
    }

    /**
     * Every committed transaction's clock, computed along {@code order} (a topological order of
     * {@code so ∪ wr}), reporting to {@code progress} as phase {@code happens-before}.
     */
    static VectorClocks inOrder(BaseRelations base, int[] order, ProgressListener progress) {
        VectorClocks clocks = new VectorClocks(base.index().history());
        long done = 0;
        for (int t : order) {
            if ((++done & (WeakLevelChecker.REPORT_EVERY - 1)) == 0) {
                progress.phase("happens-before", done, order.length);
            }
            clocks.compute(base, t);
        }
        return clocks;
    }

    /** The clocks of {@code t}'s session: {@code t}'s is at {@link #offset}. */
    int[] row(int t) {
        return rows[h.txnSession(t)];
    }

    /** Where {@code t}'s clock starts in {@link #row}, or -1 for a transaction in no session (the initial one). */
    int offset(int t) {
        return h.txnPosition(t) < 0 ? -1 : h.txnPosition(t) * sessions;
    }

    private int[] initial() {
        int[] clock = new int[sessions];
        Arrays.fill(clock, -1);
        return clock;
    }

    /** {@code t}'s clock from its predecessors' (computed before it in the topological order). */
    private void compute(BaseRelations base, int t) {
        int at = offset(t);
        if (at < 0) {
            return;
        }
        int[] row = row(t);
        if (at == 0) {
            Arrays.fill(row, 0, sessions, -1);
        } else {
            System.arraycopy(row, at - sessions, row, at, sessions);
            row[at + h.txnSession(t)] = h.txnPosition(t) - 1;
        }
        for (int i = 0; i < base.writerCount(t); i++) {
            int w = base.writerOf(t, i);
            int from = offset(w);
            if (from < 0) {
                continue;
            }
            int[] other = row(w);
            for (int s = 0; s < sessions; s++) {
                row[at + s] = Math.max(row[at + s], other[from + s]);
            }
            int session = h.txnSession(w);
            row[at + session] = Math.max(row[at + session], h.txnPosition(w));
        }
    }
}
