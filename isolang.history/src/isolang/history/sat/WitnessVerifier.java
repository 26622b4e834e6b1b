// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import java.util.Arrays;
import java.util.Optional;

import isolang.history.check.HistoryIndex;
import isolang.history.check.ReadResolution;
import isolang.history.model.CompactHistory;
import isolang.history.model.IntList;

/**
 * Checks a satisfying assignment the independent way: a commit order made from it (a
 * topological order of the level's graph) must satisfy the level's Biswas–Enea axioms, read off
 * the definitions rather than the polygraph: {@code so ∪ wr ⊆ co}, and for every read of x from
 * t1 by t3 no writer of x lies strictly between t1 and the read's horizon in the commit order,
 * where the horizon is everything before t3 (serializability), the commit-order-latest session or
 * write–read predecessor of t3 (Prefix), and for snapshot isolation also the latest transaction
 * before t3 that writes a key t3 writes (Conflict). O(n log n).
 */
final class WitnessVerifier {

    private WitnessVerifier() {
    }

    /**
     * The first read the commit order contradicts, described, or empty if the order is a witness.
     *
     * @param position each transaction's place in the commit order (the initial transaction first)
     * @param writerOf the writer each read reads from (the SAT's choice for duplicate values)
     */
    static Optional<String> violation(ReadResolution reads, StrongLevel level, int[] position, int[] writerOf) {
        HistoryIndex index = reads.index();
        CompactHistory h = index.history();
        int[][] writerPositions = writerPositions(index, position);
        for (int t3 = 1; t3 < h.transactionCount(); t3++) {
            if (!h.isCommitted(t3) || h.txnPosition(t3) < 0) {
                continue;
            }
            int horizon = position[t3] - 1;
            if (level != StrongLevel.SERIALIZABILITY) {
                int predecessor = h.txnPosition(t3) > 0 ? h.sessionTxn(h.txnSession(t3), h.txnPosition(t3) - 1) : 0;
                horizon = position[predecessor];
                for (int op = h.opStart(t3); op < h.opEnd(t3); op++) {
                    if (h.isRead(op) && writerOf[op] >= 0 && writerOf[op] != t3) {
                        horizon = Math.max(horizon, position[writerOf[op]]);
                    }
                }
                if (level == StrongLevel.SNAPSHOT_ISOLATION) {
                    for (int i = 0; i < index.writtenCount(t3); i++) {
                        int[] writers = writerPositions[index.writtenKey(t3, i)];
                        int before = lastBelow(writers, position[t3]);
                        if (before >= 0) {
                            horizon = Math.max(horizon, writers[before]);
                        }
                    }
                }
            }
            Optional<String> problem = reads(index, t3, horizon, position, writerOf, writerPositions);
            if (problem.isPresent()) {
                return problem;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> reads(HistoryIndex index, int t3, int horizon, int[] position, int[] writerOf,
            int[][] writerPositions) {
        CompactHistory h = index.history();
        int predecessor = h.txnPosition(t3) > 0 ? h.sessionTxn(h.txnSession(t3), h.txnPosition(t3) - 1) : 0;
        if (position[predecessor] >= position[t3]) {
            return Optional.of(h.txnName(t3) + " does not follow its session predecessor in the commit order");
        }
        for (int op = h.opStart(t3); op < h.opEnd(t3); op++) {
            int t1 = h.isRead(op) ? writerOf[op] : -1;
            if (t1 < 0 || t1 == t3) {
                continue;
            }
            if (position[t1] >= position[t3]) {
                return Optional.of(h.txnName(t3) + " reads " + h.opText(op) + " from " + h.txnName(t1)
                        + ", which does not precede it in the commit order");
            }
            int[] writers = writerPositions[h.opKey(op)];
            int latest = lastBelow(writers, horizon + 1);
            if (latest >= 0 && writers[latest] > position[t1]) {
                return Optional.of(h.txnName(t3) + " reads " + h.opText(op) + " from " + h.txnName(t1)
                        + ", but a later writer of the key is within its horizon in the commit order");
            }
        }
        return Optional.empty();
    }

    /** Per key, the sorted commit-order positions of its committed writers (the initial transaction's included). */
    private static int[][] writerPositions(HistoryIndex index, int[] position) {
        CompactHistory h = index.history();
        IntList[] lists = new IntList[h.keyCount()];
        for (int k = 0; k < lists.length; k++) {
            lists[k] = new IntList(2);
            lists[k].add(position[CompactHistory.INITIAL]);
        }
        for (int t = 1; t < h.transactionCount(); t++) {
            if (h.isCommitted(t) && h.txnPosition(t) >= 0) {
                for (int i = 0; i < index.writtenCount(t); i++) {
                    lists[index.writtenKey(t, i)].add(position[t]);
                }
            }
        }
        int[][] sorted = new int[lists.length][];
        for (int k = 0; k < lists.length; k++) {
            sorted[k] = lists[k].toArray();
            Arrays.sort(sorted[k]);
        }
        return sorted;
    }

    /** The index of the last entry below {@code bound}, or -1. */
    private static int lastBelow(int[] sorted, int bound) {
        int at = Arrays.binarySearch(sorted, bound);
        int insertion = at >= 0 ? at : -at - 1;
        return insertion - 1;
    }
}
