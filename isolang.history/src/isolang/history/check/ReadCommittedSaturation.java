// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import isolang.history.model.CompactHistory;
import isolang.history.model.IntList;

/**
 * The commit-order edges Read Committed forces (AWDIT Algorithm 1, O(n^{3/2})): if a read of t3
 * reads from t2, a later read of t3 reads x from t1 ≠ t2, and t2 writes x, then t2 commits
 * before t1. Only the first read of each writer and, per key, the po-earliest later read with a
 * different writer are instantiated; the rest follow transitively. Keys are intersected by
 * iterating the smaller set.
 */
final class ReadCommittedSaturation {

    private ReadCommittedSaturation() {
    }

    static void addForcedEdges(BaseRelations base, ConstraintGraph graph, ProgressListener progress) {
        HistoryIndex index = base.index();
        CompactHistory h = index.history();
        int keys = h.keyCount();
        int[] keyStamp = WeakLevelChecker.unsetStamps(keys);
        int[] newer = new int[keys];
        int[] newerOp = new int[keys];
        int[] older = new int[keys];
        int[] olderOp = new int[keys];
        int[] writerStamp = WeakLevelChecker.unsetStamps(h.transactionCount());
        IntList reads = new IntList();
        IntList readKeys = new IntList();
        boolean[] first = new boolean[16];
        for (int t3 = 1; t3 < h.transactionCount(); t3++) {
            if ((t3 & (WeakLevelChecker.REPORT_EVERY - 1)) == 0) {
                progress.phase("saturation", t3, h.transactionCount());
            }
            if (!h.isCommitted(t3)) {
                continue;
            }
            reads.clear();
            for (int op = h.opStart(t3); op < h.opEnd(t3); op++) {
                if (h.isRead(op) && base.writer(op) >= 0) {
                    reads.add(op);
                }
            }
            if (first.length < reads.size()) {
                first = new boolean[reads.size() * 2];
            }
            for (int i = 0; i < reads.size(); i++) {
                int w = base.writer(reads.get(i));
                first[i] = writerStamp[w] != t3;
                writerStamp[w] = t3;
            }
            readKeys.clear();
            for (int i = reads.size() - 1; i >= 0; i--) {
                int r = reads.get(i);
                int t2 = base.writer(r);
                if (first[i] && t2 != CompactHistory.INITIAL) {
                    if (readKeys.size() <= index.writtenCount(t2)) {
                        for (int j = 0; j < readKeys.size(); j++) {
                            int x = readKeys.get(j);
                            if (index.writesExplicitly(t2, x)) {
                                edge(graph, t2, x, r, newer, newerOp, older, olderOp);
                            }
                        }
                    } else {
                        for (int j = 0; j < index.writtenCount(t2); j++) {
                            int x = index.writtenKey(t2, j);
                            if (keyStamp[x] == t3) {
                                edge(graph, t2, x, r, newer, newerOp, older, olderOp);
                            }
                        }
                    }
                }
                int y = h.opKey(r);
                if (keyStamp[y] != t3) {
                    keyStamp[y] = t3;
                    readKeys.add(y);
                    newer[y] = t2;
                    newerOp[y] = r;
                    older[y] = -1;
                } else if (newer[y] != t2) {
                    older[y] = newer[y];
                    olderOp[y] = newerOp[y];
                    newer[y] = t2;
                    newerOp[y] = r;
                } else {
                    newerOp[y] = r;
                }
            }
        }
    }

    private static void edge(ConstraintGraph graph, int t2, int x, int r, int[] newer, int[] newerOp, int[] older,
            int[] olderOp) {
        int t1 = newer[x];
        int readOfX = newerOp[x];
        if (t1 == t2) {
            t1 = older[x];
            readOfX = olderOp[x];
        }
        if (t1 >= 0) {
            graph.add(t2, t1, EdgeKind.NON_MONOTONIC, x, readOfX, r);
        }
    }
}
