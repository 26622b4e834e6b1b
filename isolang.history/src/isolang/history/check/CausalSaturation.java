// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import isolang.history.model.CompactHistory;

/**
 * The commit-order edges causal consistency forces, by AWDIT's Algorithm 3 (§3.3 of the paper):
 * if t3 reads x from t1 and t2 ≠ t1 writes x and happens before t3 (in {@code (so ∪ wr)+}), then
 * t2 commits before t1.
 *
 * <p>First happens-before as vector clocks over sessions, one per committed transaction
 * ({@link VectorClocks#inOrder}: {@code clock[t][s]} is the position of the session-latest
 * transaction of s in t's strict causal past). Then one sweep per reading session s, over its
 * transactions t3 in session order: for every read of t3 (x from t1) and every session s' that
 * writes x, the pointer {@code lastWrite[s'][x]} walks forward over the positions of s'
 * transactions writing x while they are at most {@code clock[t3][s']}; it then names the latest
 * writer t2 of x in s' that happens before t3. Only that writer gets an edge: earlier writers of
 * s' precede t2 in session order. The edge is left out when t2 happens before t1 already (t1's
 * clock covers t2's position, or t2 precedes t1 in their session; this also covers t2 = t1); a
 * read of the initial transaction gets an edge from every such t2 (the initial transaction
 * precedes everything in session order, so any such edge closes a cycle).
 *
 * <p>Why O(n·k) (the paper's Lemma 3.8; n operations, k sessions). The pointers are reset for
 * every reading session, and within one they only move forward: along session order a
 * transaction's clock contains its predecessor's (the predecessor's clock is joined into it), so
 * {@code clock[t3][s']} never decreases while t3 walks its session, and a pointer never has to
 * step back. A pointer step passes one (transaction, written key) pair, of which there are at
 * most n, so the steps of one reading session are O(n), of all sessions O(n·k). Per read the
 * loop visits the sessions writing its key, at most k: O(n·k) over all reads. The clocks are
 * O(k) per join, one join per session-order or distinct write–read predecessor: O(n·k). Resetting
 * the pointers costs their number, at most n, per reading session.
 *
 * <p>Order and memory. The sweep runs session by session, not in the topological order of the
 * clocks: a pointer shared by two reading sessions would have to move back and forth between
 * their causal pasts. So the state is AWDIT's: one pointer per (writing session, key) pair that
 * occurs, reused by every reading session, not one per (reading session, writing session, key).
 * The price is that every clock is kept until the end (one array per session, {@code 4·k}
 * bytes per committed transaction: 400 MB for a million transactions in 100 sessions), instead
 * of being freed once its readers have joined it. The initial transaction has no session: it is
 * never a t2 here, and aborted transactions are in no session, so they neither read nor write in
 * the sweep.
 */
final class CausalSaturation {

    private final BaseRelations base;
    private final CompactHistory h;
    private final VectorClocks clocks;
    /** The sessions writing each key and, per session, the positions of its writes of the key. */
    private final WriterGroups groups;
    /**
     * AWDIT's {@code lastWrite}: per group, the first entry not (yet) in the reading transaction's
     * causal past; the latest writer of the group in it is the entry before.
     */
    private final int[] nextWrite;

    private CausalSaturation(BaseRelations base, VectorClocks clocks) {
        this.base = base;
        this.h = base.index().history();
        this.clocks = clocks;
        this.groups = new WriterGroups(base.index());
        this.nextWrite = new int[groups.groupSession.length];
    }

    /** Adds the forced edges; {@code order} is a topological order of {@code so ∪ wr}. */
    static void addForcedEdges(BaseRelations base, int[] order, ConstraintGraph graph, ProgressListener progress) {
        VectorClocks clocks = VectorClocks.inOrder(base, order, progress);
        new CausalSaturation(base, clocks).sweep(graph, progress);
    }

    private void sweep(ConstraintGraph graph, ProgressListener progress) {
        long done = 0;
        for (int s = 0; s < h.sessionCount(); s++) {
            System.arraycopy(groups.groupStart, 0, nextWrite, 0, nextWrite.length);
            for (int i = 0; i < h.sessionLength(s); i++) {
                if ((++done & (WeakLevelChecker.REPORT_EVERY - 1)) == 0) {
                    progress.phase("saturation", done, h.transactionCount());
                }
                readsOf(h.sessionTxn(s, i), graph);
            }
        }
    }

    /** Adds the edges the reads of {@code t3} force, moving the pointers of the keys it reads. */
    private void readsOf(int t3, ConstraintGraph graph) {
        int[] clock = clocks.row(t3);
        int at = clocks.offset(t3);
        int[] keyGroupStart = groups.keyGroupStart;
        int[] groupSession = groups.groupSession;
        int[] groupStart = groups.groupStart;
        int[] positions = groups.positions;
        for (int op = h.opStart(t3); op < h.opEnd(t3); op++) {
            int t1 = h.isRead(op) ? base.writer(op) : -1;
            if (t1 < 0) {
                continue;
            }
            int x = h.opKey(op);
            int writerSession = h.txnSession(t1);
            int writerPosition = h.txnPosition(t1);
            int writerAt = clocks.offset(t1);
            int[] writerClock = writerAt < 0 ? null : clocks.row(t1);
            for (int g = keyGroupStart[x]; g < keyGroupStart[x + 1]; g++) {
                int s = groupSession[g];
                int limit = clock[at + s];
                int known = s == writerSession ? writerPosition : writerAt < 0 ? -1 : writerClock[writerAt + s];
                if (limit <= known) {
                    continue;
                }
                int next = nextWrite[g];
                int end = groupStart[g + 1];
                while (next < end && positions[next] <= limit) {
                    next++;
                }
                nextWrite[g] = next;
                if (next > groupStart[g] && positions[next - 1] > known) {
                    graph.add(h.sessionTxn(s, positions[next - 1]), t1, EdgeKind.CAUSAL, x, op, -1);
                }
            }
        }
    }
}
