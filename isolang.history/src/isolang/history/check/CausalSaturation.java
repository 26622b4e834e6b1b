// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.Arrays;

import isolang.history.model.CompactHistory;

/**
 * The commit-order edges causal consistency forces (AWDIT Algorithm 3, O(n·k) with a binary
 * search per session): if t3 reads x from t1 and t2 ≠ t1 writes x and happens before t3 (in
 * {@code (so ∪ wr)+}), then t2 commits before t1. Happens-before is kept as vector clocks over
 * sessions, computed in a topological order of {@code so ∪ wr}: {@code clock[t][s]} is the
 * position of the session-latest transaction of s in t's causal past (a join of the
 * predecessors' clocks and the predecessors themselves). Per session only the latest writer of
 * x in the causal past is instantiated; earlier ones follow by session order; an edge that
 * happens-before already implies is left out. A clock is freed once every transaction that
 * reads it has been processed.
 */
final class CausalSaturation {

    private final BaseRelations base;
    private final CompactHistory h;
    private final int sessions;
    /** Per key: the groups (one per session writing the key) in {@code groupStart}. */
    private final int[] keyGroupStart;
    private final int[] groupSession;
    private final int[] groupStart;
    private final int[] positions;
    /** Per group, the answer of its last search: searches start there (they mostly move forward). */
    private final int[] cursor;

    private CausalSaturation(BaseRelations base) {
        this.base = base;
        this.h = base.index().history();
        this.sessions = h.sessionCount();
        HistoryIndex index = base.index();
        int keys = h.keyCount();
        int[] perKey = new int[keys + 1];
        for (int s = 0; s < sessions; s++) {
            for (int i = 0; i < h.sessionLength(s); i++) {
                int t = h.sessionTxn(s, i);
                for (int j = 0; j < index.writtenCount(t); j++) {
                    perKey[index.writtenKey(t, j) + 1]++;
                }
            }
        }
        for (int k = 0; k < keys; k++) {
            perKey[k + 1] += perKey[k];
        }
        int[] fill = Arrays.copyOf(perKey, keys);
        int entries = perKey[keys];
        int[] entrySession = new int[entries];
        positions = new int[entries];
        for (int s = 0; s < sessions; s++) {
            for (int i = 0; i < h.sessionLength(s); i++) {
                int t = h.sessionTxn(s, i);
                for (int j = 0; j < index.writtenCount(t); j++) {
                    int at = fill[index.writtenKey(t, j)]++;
                    entrySession[at] = s;
                    positions[at] = i;
                }
            }
        }
        keyGroupStart = new int[keys + 1];
        int groups = 0;
        for (int k = 0; k < keys; k++) {
            for (int e = perKey[k]; e < perKey[k + 1]; e++) {
                if (e == perKey[k] || entrySession[e] != entrySession[e - 1]) {
                    groups++;
                }
            }
            keyGroupStart[k + 1] = groups;
        }
        groupSession = new int[groups];
        groupStart = new int[groups + 1];
        int g = 0;
        for (int k = 0; k < keys; k++) {
            for (int e = perKey[k]; e < perKey[k + 1]; e++) {
                if (e == perKey[k] || entrySession[e] != entrySession[e - 1]) {
                    groupSession[g] = entrySession[e];
                    groupStart[g++] = e;
                }
            }
        }
        groupStart[groups] = entries;
        cursor = Arrays.copyOf(groupStart, groups);
    }

    /**
     * Adds the forced edges; {@code order} is a topological order of {@code so ∪ wr}. Returns the
     * number of edges added.
     */
    static long addForcedEdges(BaseRelations base, int[] order, ConstraintGraph graph, ProgressListener progress) {
        return new CausalSaturation(base).run(order, graph, progress);
    }

    private long run(int[] order, ConstraintGraph graph, ProgressListener progress) {
        int txns = h.transactionCount();
        int[] consumers = new int[txns];
        for (int t = 1; t < txns; t++) {
            int p = base.sessionPredecessor(t);
            if (p >= 0) {
                consumers[p]++;
            }
            for (int i = 0; i < base.writerCount(t); i++) {
                consumers[base.writerOf(t, i)]++;
            }
        }
        int[][] clocks = new int[txns][];
        long added = 0;
        long done = 0;
        for (int t : order) {
            if ((++done & (WeakLevelChecker.REPORT_EVERY - 1)) == 0) {
                progress.phase("saturation", done, txns);
            }
            if (t == CompactHistory.INITIAL) {
                continue;
            }
            int[] clock = new int[sessions];
            Arrays.fill(clock, -1);
            int p = base.sessionPredecessor(t);
            if (p >= 0) {
                VectorClocks.join(h, clock, clocks[p], p);
            }
            for (int i = 0; i < base.writerCount(t); i++) {
                int w = base.writerOf(t, i);
                VectorClocks.join(h, clock, clocks[w], w);
            }
            clocks[t] = clock;
            added += readsOf(t, clock, clocks, graph);
            if (p >= 0) {
                release(clocks, consumers, p);
            }
            for (int i = 0; i < base.writerCount(t); i++) {
                release(clocks, consumers, base.writerOf(t, i));
            }
            if (consumers[t] == 0) {
                clocks[t] = null;
            }
        }
        return added;
    }

    private static void release(int[][] clocks, int[] consumers, int t) {
        if (--consumers[t] == 0) {
            clocks[t] = null;
        }
    }

    /**
     * Adds the edges the reads of {@code t3} force. An edge {@code t2 -> t1} is left out when
     * {@code t2} happens before {@code t1} already ({@code so ∪ wr} implies it). That is decided
     * on positions alone: {@code t1}'s clock (held, as every read's writer is a predecessor of
     * {@code t3}) covers {@code t2}'s position in its session, or both are in one session with
     * {@code t2} first; so the loop over the sessions writing the key touches no transaction's data
     * unless it adds an edge.
     */
    private int readsOf(int t3, int[] clock, int[][] clocks, ConstraintGraph graph) {
        int added = 0;
        for (int op = h.opStart(t3); op < h.opEnd(t3); op++) {
            int t1 = h.isRead(op) ? base.writer(op) : -1;
            if (t1 < 0) {
                continue;
            }
            int x = h.opKey(op);
            boolean initial = t1 == CompactHistory.INITIAL;
            int[] writerClock = initial ? null : clocks[t1];
            int writerSession = initial ? -1 : h.txnSession(t1);
            int writerPosition = initial ? -1 : h.txnPosition(t1);
            for (int g = keyGroupStart[x]; g < keyGroupStart[x + 1]; g++) {
                int s = groupSession[g];
                int limit = clock[s];
                int known = initial ? -1 : s == writerSession ? writerPosition : writerClock[s];
                if (limit <= known || positions[groupStart[g]] > limit) {
                    continue;
                }
                int position = positions[lastAtMost(g, limit)];
                if (position > known) {
                    graph.add(h.sessionTxn(s, position), t1, EdgeKind.CAUSAL, x, op, -1);
                    added++;
                }
            }
        }
        return added;
    }

    /**
     * The last index of group {@code g} whose position is at most {@code limit} (one exists): a
     * galloping search from the group's cursor, so that searches moving forward with the
     * topological order cost O(1) amortized.
     */
    private int lastAtMost(int g, int limit) {
        int from = groupStart[g];
        int to = groupStart[g + 1] - 1;
        int at = cursor[g];
        int low;
        int high;
        if (positions[at] <= limit) {
            low = at;
            int step = 1;
            while (at + step <= to && positions[at + step] <= limit) {
                low = at + step;
                step <<= 1;
            }
            high = Math.min(to, at + step);
        } else {
            high = at - 1;
            int step = 1;
            while (at - step >= from && positions[at - step] > limit) {
                high = at - step - 1;
                step <<= 1;
            }
            low = Math.max(from, at - step);
        }
        while (low < high) {
            int middle = (low + high + 1) >>> 1;
            if (positions[middle] <= limit) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        cursor[g] = low;
        return low;
    }
}
