// SPDX-License-Identifier: EPL-2.0
package isolang.history.explain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import isolang.history.check.HistoryIndex;
import isolang.history.check.ReadResolution;
import isolang.history.model.CompactHistory;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.RealTime;
import isolang.solver.history.Transaction;

/**
 * Turns (part of) a recorded history into the engine's {@link History}, the input of the Kodkod
 * membership checker and the diagram renderer: the chosen committed transactions, in their
 * sessions, with keys renumbered ({@code x, y, z, …}) and values relabeled per key so that each
 * write has its own value and the initial value is 0. A read keeps what it read:
 * <ul>
 * <li>a read of a kept transaction's write reads that write's new value; a read of the initial
 *     transaction reads 0; a read of a transaction left out is dropped (the part is a projection:
 *     every axiom instance of the part is one of the whole, so a violation of the part is one of
 *     the whole);</li>
 * <li>a read with several possible writers reads the writer {@code choices} names, or is dropped;</li>
 * <li>a read that is a read-consistency violation keeps its defect: a read of its own later or
 *     earlier write, or of an intermediate write, reads that write's value; a thin-air read or a read
 *     of an aborted write reads a value nobody writes.</li>
 * </ul>
 */
public final class EngineHistoryConverter {

    private EngineHistoryConverter() {
    }

    /**
     * A converted history.
     *
     * @param history the engine history
     * @param compactOf the compact transaction of each engine transaction, in the engine's order (index 0: the
     *     initial one)
     * @param ids the engine id of each engine transaction, in the same order: the original labels when they are
     *     small positive numbers, all different, otherwise 1, 2, …
     * @param keyNames the original key of each engine object index
     * @param objects the engine object index of each key of the converted history, or -1 if no kept operation uses it
     * @param values the engine value of each operation of the converted history, or -1 if the operation was left out
     */
    public record Converted(History history, int[] compactOf, int[] ids, List<String> keyNames, int[] objects,
            int[] values) {

        /** The engine id of compact transaction {@code t}, or -1 if it was left out. */
        public int engineId(int t) {
            for (int i = 0; i < compactOf.length; i++) {
                if (compactOf[i] == t) {
                    return ids[i];
                }
            }
            return -1;
        }
    }

    /**
     * Converts the transactions {@code keep} (all committed ones if null) of the resolved history.
     *
     * @param choices per read operation with several possible writers, the writer to read from
     *     (-1 or absent: drop the read); may be null
     */
    public static Converted convert(ReadResolution reads, Set<Integer> keep, Map<Integer, Integer> choices) {
        HistoryIndex index = reads.index();
        CompactHistory h = index.history();
        boolean[] kept = new boolean[h.transactionCount()];
        for (int t = 1; t < h.transactionCount(); t++) {
            kept[t] = h.isCommitted(t) && h.txnPosition(t) >= 0 && (keep == null || keep.contains(t));
        }
        Map<Integer, Integer> objectOf = new HashMap<>();
        List<String> keyNames = new ArrayList<>();
        int[] nextValue = new int[h.keyCount()];
        int[] valueOfWrite = new int[h.operationCount()];
        Arrays.fill(valueOfWrite, -1);
        for (int t = 1; t < h.transactionCount(); t++) {
            for (int op = h.opStart(t); op < h.opEnd(t) && kept[t]; op++) {
                if (!h.isRead(op)) {
                    valueOfWrite[op] = ++nextValue[h.opKey(op)];
                }
            }
        }
        List<List<Transaction>> sessions = new ArrayList<>();
        List<Integer> compactOf = new ArrayList<>(List.of(CompactHistory.INITIAL));
        int[] values = new int[h.operationCount()];
        Arrays.fill(values, -1);
        boolean ownIds = ownIdsUsable(h, kept);
        for (int s = 0; s < h.sessionCount(); s++) {
            List<Transaction> session = new ArrayList<>();
            for (int i = 0; i < h.sessionLength(s); i++) {
                int t = h.sessionTxn(s, i);
                if (!kept[t]) {
                    continue;
                }
                List<Operation> ops = new ArrayList<>();
                for (int op = h.opStart(t); op < h.opEnd(t); op++) {
                    int object = objectOf.computeIfAbsent(h.opKey(op), k -> {
                        keyNames.add(h.keyName(k));
                        return keyNames.size() - 1;
                    });
                    int value = h.isRead(op) ? readValue(reads, op, kept, valueOfWrite, nextValue, choices)
                            : valueOfWrite[op];
                    if (value >= 0) {
                        values[op] = value;
                        ops.add(h.isRead(op) ? Operation.read(object, value) : Operation.write(object, value));
                    }
                }
                compactOf.add(t);
                session.add(new Transaction(ownIds ? (int) h.txnLabel(t) : compactOf.size() - 1, ops));
            }
            if (!session.isEmpty()) {
                sessions.add(session);
            }
        }
        int[] ids = new int[compactOf.size()];
        for (int i = 1; i < ids.length; i++) {
            ids[i] = ownIds ? (int) h.txnLabel(compactOf.get(i)) : i;
        }
        Map<Integer, RealTime.Interval> intervals = new java.util.HashMap<>();
        for (int i = 1; i < ids.length; i++) {
            int t = compactOf.get(i);
            if (h.hasInterval(t)) {
                intervals.put(ids[i], new RealTime.Interval(h.intervalStart(t), h.intervalEnd(t)));
            }
        }
        History history = History.of(keyNames.size(), sessions).withRealTime(RealTime.ofIntervals(intervals));
        int[] objects = new int[h.keyCount()];
        Arrays.fill(objects, -1);
        objectOf.forEach((key, object) -> objects[key] = object);
        return new Converted(history, compactOf.stream().mapToInt(Integer::intValue).toArray(), ids,
                List.copyOf(keyNames),
                objects, values);
    }

    /** Whether the kept transactions' own labels can be the engine's ids: positive ints, all different. */
    private static boolean ownIdsUsable(CompactHistory h, boolean[] kept) {
        java.util.Set<Long> seen = new java.util.HashSet<>();
        for (int t = 1; t < h.transactionCount(); t++) {
            if (kept[t] && (h.txnLabel(t) < 1 || h.txnLabel(t) > Integer.MAX_VALUE || !seen.add(h.txnLabel(t)))) {
                return false;
            }
        }
        return true;
    }

    /** The engine value read by {@code op}, or -1 to drop the read. */
    private static int readValue(ReadResolution reads, int op, boolean[] kept, int[] valueOfWrite, int[] nextValue,
            Map<Integer, Integer> choices) {
        HistoryIndex index = reads.index();
        CompactHistory h = index.history();
        int writer = reads.writer(op);
        if (writer == ReadResolution.AMBIGUOUS) {
            Integer chosen = choices == null ? null : choices.get(op);
            writer = chosen == null ? -1 : chosen;
            if (writer < 0) {
                return -1;
            }
        }
        if (writer == ReadResolution.INTERNAL) {
            return valueOfWrite[reads.writeOp(op)];
        }
        if (writer == CompactHistory.INITIAL) {
            return 0;
        }
        if (writer >= 0) {
            return kept[writer] ? valueOfWrite[finalWrite(index, writer, h.opKey(op))] : -1;
        }
        int defect = defectiveWrite(index, op);
        if (defect >= 0 && kept[index.txnOf(defect)]) {
            return valueOfWrite[defect];
        }
        return ++nextValue[h.opKey(op)];
    }

    /** The write a read-consistency violation returned, if it was a committed transaction's. */
    private static int defectiveWrite(HistoryIndex index, int op) {
        CompactHistory h = index.history();
        int reader = index.txnOf(op);
        int found = -1;
        for (int w = index.firstWrite(h.opKey(op), h.opValue(op)); w >= 0; w = index.nextSameWrite(w)) {
            int t = index.txnOf(w);
            if (h.isCommitted(t) && t != CompactHistory.INITIAL && (found < 0 || t == reader)) {
                found = w;
            }
        }
        return found;
    }

    private static int finalWrite(HistoryIndex index, int t, int key) {
        CompactHistory h = index.history();
        for (int op = h.opEnd(t) - 1; op >= h.opStart(t); op--) {
            if (!h.isRead(op) && h.opKey(op) == key) {
                return op;
            }
        }
        throw new IllegalStateException(h.txnName(t) + " does not write " + h.keyName(key));
    }
}
