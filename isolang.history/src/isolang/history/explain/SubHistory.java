// SPDX-License-Identifier: EPL-2.0
package isolang.history.explain;

import java.util.Set;

import isolang.history.check.HistoryIndex;
import isolang.history.check.ReadResolution;
import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.IntList;

/**
 * The projection of a history onto some of its transactions: they keep their sessions, labels
 * and operations, except reads whose writer was left out (and reads with several possible
 * writers not all kept), which are dropped. Every axiom instance of the projection is one of
 * the whole history (the levels' axioms quantify universally and their premises only lose
 * instances when reads and transactions go), so a projection that violates a level shows that
 * the whole history violates it.
 */
public final class SubHistory {

    private SubHistory() {
    }

    /** The projection of the resolved history onto {@code keep} (the initial transaction is always kept). */
    public static CompactHistory project(ReadResolution reads, Set<Integer> keep) {
        return project(reads, keep, Set.of()).history();
    }

    /**
     * A projection and where its parts come from in the whole history.
     *
     * @param history the projection
     * @param originalTxn the whole history's transaction of each of the projection's
     * @param originalOp the whole history's operation of each of the projection's (-1 for the initial transaction's)
     * @param originalKey the whole history's key of each of the projection's
     */
    public record Projection(CompactHistory history, int[] originalTxn, int[] originalOp, int[] originalKey) {
    }

    /**
     * The projection of the resolved history onto {@code keep} (the initial transaction is always
     * kept), also without the reads in {@code droppedReads}. Dropping a read only removes axiom
     * instances too, so a projection that violates a level still shows that the whole history does.
     */
    public static Projection project(ReadResolution reads, Set<Integer> keep, Set<Integer> droppedReads) {
        HistoryIndex index = reads.index();
        CompactHistory h = index.history();
        HistoryBuilder b = new HistoryBuilder(h.source(), h.unsignedLabels(), h.valueLabel(h.initialValue()));
        java.util.Map<Integer, Integer> keys = new java.util.HashMap<>();
        for (int op = h.opStart(0); op < h.opEnd(0); op++) {
            b.initialWrite(key(b, h, op, keys), b.value(h.valueLabel(h.opValue(op))));
        }
        int[] session = new int[h.sessionCount()];
        java.util.Arrays.fill(session, -1);
        IntList txns = new IntList();
        txns.add(CompactHistory.INITIAL);
        IntList ops = new IntList();
        for (int t = 1; t < h.transactionCount(); t++) {
            if (!keep.contains(t)) {
                continue;
            }
            int s = h.txnSession(t);
            int target = -1;
            if (s >= 0) {
                if (session[s] < 0) {
                    session[s] = b.newSession(h.sessionLabel(s), h.sessionName(s));
                }
                target = session[s];
            }
            int copy = b.newTransaction(target, h.txnLabel(t), h.status(t));
            txns.add(t);
            for (int op = h.opStart(t); op < h.opEnd(t); op++) {
                if (h.isRead(op) && (!kept(reads, op, keep) || droppedReads.contains(op))) {
                    continue;
                }
                int key = key(b, h, op, keys);
                int value = b.value(h.valueLabel(h.opValue(op)));
                if (h.isRead(op)) {
                    b.read(copy, key, value);
                } else {
                    b.write(copy, key, value);
                }
                ops.add(op);
            }
        }
        CompactHistory projection = b.build();
        int[] originalOp = new int[projection.operationCount()];
        int initialOps = projection.opEnd(CompactHistory.INITIAL) - projection.opStart(CompactHistory.INITIAL);
        java.util.Arrays.fill(originalOp, 0, initialOps, -1);
        for (int i = 0; i < ops.size(); i++) {
            originalOp[initialOps + i] = ops.get(i);
        }
        int[] originalKey = new int[projection.keyCount()];
        keys.forEach((copy, original) -> originalKey[copy] = original);
        return new Projection(projection, txns.toArray(), originalOp, originalKey);
    }

    private static int key(HistoryBuilder b, CompactHistory h, int op, java.util.Map<Integer, Integer> keys) {
        int k = h.opKey(op);
        int copy = h.isNamedKey(k) ? b.key(h.keyName(k)) : b.key(h.keyLabel(k));
        keys.put(copy, k);
        return copy;
    }

    private static boolean kept(ReadResolution reads, int op, Set<Integer> keep) {
        int writer = reads.writer(op);
        if (writer >= 0) {
            return writer == CompactHistory.INITIAL || keep.contains(writer);
        }
        if (writer == ReadResolution.AMBIGUOUS) {
            for (int candidate : reads.candidates(op)) {
                if (candidate != CompactHistory.INITIAL && !keep.contains(candidate)) {
                    return false;
                }
            }
        }
        return true;
    }
}
