// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import isolang.history.model.CompactHistory;
import isolang.history.model.IntList;

/**
 * The commit-order edges Read Atomic forces (AWDIT Algorithm 2, O(n^{3/2})): if t3 reads x from
 * t1 and t2 ≠ t1 writes x and precedes t3 in session order or is read by t3, then t2 commits
 * before t1. Of the session predecessors only the latest writer of x is instantiated; keys are
 * intersected by iterating the smaller set. Requires repeatable reads: each key read by t3 has
 * one writer (the caller excludes later, differing reads).
 */
final class ReadAtomicSaturation {

    private ReadAtomicSaturation() {
    }

    static void addForcedEdges(BaseRelations base, ConstraintGraph graph, ProgressListener progress) {
        HistoryIndex index = base.index();
        CompactHistory h = index.history();
        int keys = h.keyCount();
        int[] lastWrite = new int[keys];
        int[] lastWriteStamp = WeakLevelChecker.unsetStamps(keys);
        int[] readStamp = WeakLevelChecker.unsetStamps(keys);
        int[] readWriter = new int[keys];
        int[] readOp = new int[keys];
        IntList readKeys = new IntList();
        long done = 0;
        for (int s = 0; s < h.sessionCount(); s++) {
            for (int i = 0; i < h.sessionLength(s); i++) {
                if ((++done & (WeakLevelChecker.REPORT_EVERY - 1)) == 0) {
                    progress.phase("saturation", done, h.transactionCount());
                }
                int t3 = h.sessionTxn(s, i);
                readKeys.clear();
                for (int op = h.opStart(t3); op < h.opEnd(t3); op++) {
                    int x = h.opKey(op);
                    if (h.isRead(op) && base.writer(op) >= 0 && readStamp[x] != t3) {
                        readStamp[x] = t3;
                        readWriter[x] = base.writer(op);
                        readOp[x] = op;
                        readKeys.add(x);
                    }
                }
                for (int j = 0; j < readKeys.size(); j++) {
                    int x = readKeys.get(j);
                    if (lastWriteStamp[x] == s && lastWrite[x] != readWriter[x]) {
                        graph.add(lastWrite[x], readWriter[x], EdgeKind.FRACTURED_SO, x, readOp[x], -1);
                    }
                }
                for (int w = 0; w < base.writerCount(t3); w++) {
                    int t2 = base.writerOf(t3, w);
                    int readOfT2 = base.writerReadOf(t3, w);
                    if (readKeys.size() <= index.writtenCount(t2)) {
                        for (int j = 0; j < readKeys.size(); j++) {
                            int x = readKeys.get(j);
                            if (readWriter[x] != t2 && index.writesExplicitly(t2, x)) {
                                graph.add(t2, readWriter[x], EdgeKind.FRACTURED_WR, x, readOp[x], readOfT2);
                            }
                        }
                    } else {
                        for (int j = 0; j < index.writtenCount(t2); j++) {
                            int x = index.writtenKey(t2, j);
                            if (readStamp[x] == t3 && readWriter[x] != t2) {
                                graph.add(t2, readWriter[x], EdgeKind.FRACTURED_WR, x, readOp[x], readOfT2);
                            }
                        }
                    }
                }
                for (int j = 0; j < index.writtenCount(t3); j++) {
                    int x = index.writtenKey(t3, j);
                    lastWrite[x] = t3;
                    lastWriteStamp[x] = s;
                }
            }
        }
    }
}
