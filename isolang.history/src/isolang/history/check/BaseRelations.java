// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.Arrays;

import isolang.history.model.CompactHistory;
import isolang.history.model.IntList;

/**
 * Session order and write–read at the transaction level, shared by the weak checkers: the
 * so-predecessor of every transaction, its distinct writers (CSR, the initial transaction left
 * out: it precedes everything in session order anyway), and a topological order of
 * {@code so ∪ wr} when one exists. Reads the caller excludes (bad, ambiguous, or dropped for
 * non-repeatable reads) contribute no edge.
 */
public final class BaseRelations {

    private final HistoryIndex index;
    private final ReadResolution reads;
    private final boolean[] excluded;
    private final int[] writerStart;
    private final int[] writers;
    private final int[] writerRead;

    /**
     * Collects the relations.
     *
     * @param reads the resolved reads
     * @param excluded reads to leave out (indexed by operation), or null
     */
    public BaseRelations(ReadResolution reads, boolean[] excluded) {
        this.index = reads.index();
        this.reads = reads;
        this.excluded = excluded;
        CompactHistory h = index.history();
        int txns = h.transactionCount();
        writerStart = new int[txns + 1];
        IntList found = new IntList(h.operationCount() / 4 + 16);
        IntList foundRead = new IntList(h.operationCount() / 4 + 16);
        int[] stamp = new int[txns];
        Arrays.fill(stamp, -1);
        for (int t = 0; t < txns; t++) {
            writerStart[t] = found.size();
            if (!h.isCommitted(t)) {
                continue;
            }
            for (int op = h.opStart(t); op < h.opEnd(t); op++) {
                int w = writer(op);
                if (w > CompactHistory.INITIAL && stamp[w] != t) {
                    stamp[w] = t;
                    found.add(w);
                    foundRead.add(op);
                }
            }
        }
        writerStart[txns] = found.size();
        writers = found.toArray();
        writerRead = foundRead.toArray();
    }

    /** The writer read by {@code op} if it takes part ({@code >= 0}), else a negative code. */
    public int writer(int op) {
        if (excluded != null && excluded[op]) {
            return ReadResolution.BAD;
        }
        return reads.writer(op);
    }

    /** The index. */
    public HistoryIndex index() {
        return index;
    }

    /** The resolved reads. */
    public ReadResolution reads() {
        return reads;
    }

    /** The number of distinct non-initial transactions {@code t} reads from. */
    public int writerCount(int t) {
        return writerStart[t + 1] - writerStart[t];
    }

    /** The {@code i}-th distinct transaction {@code t} reads from. */
    public int writerOf(int t, int i) {
        return writers[writerStart[t] + i];
    }

    /** A read of {@code t} that reads from its {@code i}-th writer. */
    public int writerReadOf(int t, int i) {
        return writerRead[writerStart[t] + i];
    }

    /** The transaction before {@code t} in its session, or -1. */
    public int sessionPredecessor(int t) {
        CompactHistory h = index.history();
        int position = h.txnPosition(t);
        return position > 0 ? h.sessionTxn(h.txnSession(t), position - 1) : -1;
    }

    /** Adds the session-order and write–read edges to {@code graph}. */
    public void addTo(ConstraintGraph graph) {
        CompactHistory h = index.history();
        for (int s = 0; s < h.sessionCount(); s++) {
            for (int i = 0; i < h.sessionLength(s); i++) {
                graph.add(i == 0 ? CompactHistory.INITIAL : h.sessionTxn(s, i - 1), h.sessionTxn(s, i), EdgeKind.SO, -1,
                        -1, -1);
            }
        }
        for (int t = 0; t < h.transactionCount(); t++) {
            for (int i = writerStart[t]; i < writerStart[t + 1]; i++) {
                graph.add(writers[i], t, EdgeKind.WR, h.opKey(writerRead[i]), writerRead[i], -1);
            }
        }
    }

    /**
     * A topological order of the committed transactions under {@code so ∪ wr} (the initial one
     * first), or null if {@code so ∪ wr} has a cycle.
     */
    public int[] topologicalOrder() {
        CompactHistory h = index.history();
        int txns = h.transactionCount();
        int[] successorCount = new int[txns + 1];
        for (int i = 0; i < writers.length; i++) {
            successorCount[writers[i] + 1]++;
        }
        for (int t = 0; t < txns; t++) {
            successorCount[t + 1] += successorCount[t];
        }
        int[] successors = new int[writers.length];
        int[] fill = Arrays.copyOf(successorCount, txns);
        int[] pending = new int[txns];
        for (int t = 0; t < txns; t++) {
            for (int i = writerStart[t]; i < writerStart[t + 1]; i++) {
                successors[fill[writers[i]]++] = t;
            }
            pending[t] = writerStart[t + 1] - writerStart[t] + (sessionPredecessor(t) >= 0 ? 1 : 0);
        }
        int committed = 0;
        int[] queue = new int[txns];
        int head = 0;
        int tail = 0;
        for (int t = 0; t < txns; t++) {
            if (h.isCommitted(t)) {
                committed++;
                if (pending[t] == 0) {
                    queue[tail++] = t;
                }
            }
        }
        while (head < tail) {
            int t = queue[head++];
            int position = h.txnPosition(t);
            if (position >= 0 && position + 1 < h.sessionLength(h.txnSession(t))) {
                int next = h.sessionTxn(h.txnSession(t), position + 1);
                if (--pending[next] == 0) {
                    queue[tail++] = next;
                }
            }
            for (int i = successorCount[t]; i < successorCount[t + 1]; i++) {
                if (--pending[successors[i]] == 0) {
                    queue[tail++] = successors[i];
                }
            }
        }
        return tail == committed ? Arrays.copyOf(queue, tail) : null;
    }
}
