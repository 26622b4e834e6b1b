// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import isolang.history.model.CompactHistory;

/**
 * Decides strict serializability of a resolved history by searching for a serial order of its
 * committed transactions directly: an order that extends session order and real time in which
 * every external read returns the latest write of its key scheduled before it (Biswas and Enea's
 * serializability with a commit order that also contains {@code rt}). The search builds the order
 * transaction by transaction and remembers the states (transactions placed, latest writer of
 * each key) from which no order exists. A read-only transaction that may be placed is placed at
 * once: placing it earlier never hurts, since it changes no key and only satisfies more order
 * constraints. Exponential in the worst case, like the problem; the search gives up after
 * {@link #MAX_STATES} states. It shares nothing with the SAT checker or with Kodkod, so it also
 * serves as their independent oracle.
 */
public final class RealTimeSerialOrder {

    /** Give up after this many explored states. */
    public static final int MAX_STATES = 2_000_000;

    /** The outcome: an order, none, or undecided (with the reason). */
    public record Outcome(boolean decided, int[] order, String reason) {
        /** Whether a serial order respecting real time exists. */
        public boolean serializable() {
            return decided && order != null;
        }
    }

    private final CompactHistory h;
    private final int[] txns;
    private final int[][] reads;
    private final int[][] writes;
    private final int[] sessionPredecessor;
    private final int[][] realTimePredecessors;
    private final Set<List<Integer>> failed = new HashSet<>();
    private final ProgressListener progress;
    private long states;

    private RealTimeSerialOrder(ReadResolution resolution, ProgressListener progress, int[][] reads) {
        this.h = resolution.index().history();
        this.progress = progress;
        List<Integer> committed = new ArrayList<>();
        for (int t = 1; t < h.transactionCount(); t++) {
            if (h.isCommitted(t) && h.txnPosition(t) >= 0) {
                committed.add(t);
            }
        }
        txns = committed.stream().mapToInt(Integer::intValue).toArray();
        this.reads = reads;
        writes = new int[h.transactionCount()][];
        sessionPredecessor = new int[h.transactionCount()];
        realTimePredecessors = new int[h.transactionCount()][];
        for (int t : txns) {
            writes[t] = keysWritten(t);
            int position = h.txnPosition(t);
            sessionPredecessor[t] = position > 0 ? h.sessionTxn(h.txnSession(t), position - 1) : -1;
            realTimePredecessors[t] = Arrays.stream(txns).filter(u -> h.realTimePrecedes(u, t)).toArray();
        }
    }

    /**
     * Searches a serial order of the committed transactions of {@code resolution} that respects
     * session order and real time.
     *
     * @param progress hears the search's progress (and may stop it by throwing)
     */
    public static Outcome search(ReadResolution resolution, ProgressListener progress) {
        CompactHistory h = resolution.index().history();
        int[][] reads = new int[h.transactionCount()][];
        for (int t = 1; t < h.transactionCount(); t++) {
            if (!h.isCommitted(t) || h.txnPosition(t) < 0) {
                continue;
            }
            List<int[]> external = new ArrayList<>();
            for (int op = h.opStart(t); op < h.opEnd(t); op++) {
                int writer = h.isRead(op) ? resolution.writer(op) : ReadResolution.INTERNAL;
                if (writer == ReadResolution.AMBIGUOUS) {
                    return new Outcome(false, null, "a read of " + h.opText(op) + " has several possible writers");
                }
                if (writer == ReadResolution.BAD || writer == ReadResolution.NOT_CHECKED) {
                    return new Outcome(true, null, "the read " + h.opText(op) + " of " + h.txnName(t)
                            + " returns no committed final write");
                }
                if (writer >= 0) {
                    external.add(new int[] {h.opKey(op), writer});
                }
            }
            reads[t] = external.stream().flatMapToInt(Arrays::stream).toArray();
        }
        RealTimeSerialOrder search = new RealTimeSerialOrder(resolution, progress, reads);
        int[] latest = new int[h.keyCount()];
        Arrays.fill(latest, CompactHistory.INITIAL);
        int[] order = new int[search.txns.length];
        if (search.place(new BitSet(), latest, order, 0)) {
            return new Outcome(true, order, "");
        }
        if (search.states > MAX_STATES) {
            return new Outcome(false, null, "more than " + MAX_STATES + " partial orders searched");
        }
        return new Outcome(true, null, "no serial order respects session order, real time and the reads");
    }

    private int[] keysWritten(int t) {
        return Arrays.stream(h.opStart(t) < h.opEnd(t) ? rangeOf(t) : new int[0]).filter(op -> !h.isRead(op))
                .map(h::opKey).distinct().toArray();
    }

    private int[] rangeOf(int t) {
        int[] ops = new int[h.opEnd(t) - h.opStart(t)];
        Arrays.setAll(ops, i -> h.opStart(t) + i);
        return ops;
    }

    private boolean place(BitSet placed, int[] latest, int[] order, int count) {
        if (count == txns.length) {
            return true;
        }
        if (++states > MAX_STATES) {
            return false;
        }
        if ((states & 0xFFF) == 0) {
            progress.phase("searching serial orders that respect real time", states, MAX_STATES);
        }
        List<Integer> key = key(placed, latest);
        if (failed.contains(key)) {
            return false;
        }
        for (int t : txns) {
            if (!placed.get(t) && ready(t, placed, latest) && writes[t].length == 0) {
                placed.set(t);
                order[count] = t;
                if (place(placed, latest, order, count + 1)) {
                    return true;
                }
                placed.clear(t);
                failed.add(key);
                return false;
            }
        }
        for (int t : txns) {
            if (placed.get(t) || !ready(t, placed, latest)) {
                continue;
            }
            int[] next = latest.clone();
            for (int x : writes[t]) {
                next[x] = t;
            }
            placed.set(t);
            order[count] = t;
            if (place(placed, next, order, count + 1)) {
                return true;
            }
            placed.clear(t);
        }
        failed.add(key);
        return false;
    }

    /** Whether {@code t} may come next: its predecessors are placed and its reads see the latest writes. */
    private boolean ready(int t, BitSet placed, int[] latest) {
        if (sessionPredecessor[t] >= 0 && !placed.get(sessionPredecessor[t])) {
            return false;
        }
        for (int u : realTimePredecessors[t]) {
            if (!placed.get(u)) {
                return false;
            }
        }
        int[] r = reads[t];
        for (int i = 0; i < r.length; i += 2) {
            if (latest[r[i]] != r[i + 1]) {
                return false;
            }
        }
        return true;
    }

    private static List<Integer> key(BitSet placed, int[] latest) {
        List<Integer> key = new ArrayList<>(latest.length + 8);
        Arrays.stream(placed.toLongArray()).forEach(word -> {
            key.add((int) word);
            key.add((int) (word >>> 32));
        });
        key.add(-1);
        Arrays.stream(latest).forEach(key::add);
        return key;
    }
}
