// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import java.util.Arrays;

import isolang.history.check.EdgeKind;
import isolang.history.check.HistoryIndex;
import isolang.history.check.ReadResolution;
import isolang.history.model.CompactHistory;
import isolang.history.model.IntList;

/**
 * The external reads of a history grouped by key, for building a {@link Polygraph}: each entry
 * is a reading transaction and either its one writer or a group of candidate writers with one
 * write–read variable each (duplicate values). Repeated reads of a key from the same writer are
 * one entry. Building it adds the write–read edges (known, or conditioned on the choice).
 */
final class ReadsByKey {

    private final int[] keyStart;
    private final int[] reader;
    private final int[] readOp;
    /** A writer transaction ({@code >= 0}) or {@code -(group + 1)}. */
    private final int[] writer;
    private final IntList groupStart = new IntList();
    private final IntList groupCandidate = new IntList();
    private final IntList groupLiteral = new IntList();

    ReadsByKey(ReadResolution reads, Polygraph p) {
        HistoryIndex index = reads.index();
        CompactHistory h = index.history();
        IntList entryKey = new IntList();
        IntList entryReader = new IntList();
        IntList entryOp = new IntList();
        IntList entryWriter = new IntList();
        int[] keyStamp = new int[h.keyCount()];
        int[] keyWriter = new int[h.keyCount()];
        Arrays.fill(keyStamp, -1);
        int[] writerStamp = new int[h.transactionCount()];
        Arrays.fill(writerStamp, -1);
        for (int t3 = 1; t3 < h.transactionCount(); t3++) {
            if (!h.isCommitted(t3)) {
                continue;
            }
            for (int op = h.opStart(t3); op < h.opEnd(t3); op++) {
                int w = reads.writer(op);
                int x = h.opKey(op);
                if (!h.isRead(op) || (w < 0 && w != ReadResolution.AMBIGUOUS)) {
                    continue;
                }
                if (w >= 0 && keyStamp[x] == t3 && keyWriter[x] == w) {
                    continue;
                }
                keyStamp[x] = t3;
                keyWriter[x] = w;
                entryKey.add(x);
                entryReader.add(t3);
                entryOp.add(op);
                if (w >= 0) {
                    entryWriter.add(w);
                    if (w != CompactHistory.INITIAL && writerStamp[w] != t3) {
                        writerStamp[w] = t3;
                        p.graph.add(w, t3, EdgeKind.WR, x, op, 0, 0);
                    }
                } else {
                    entryWriter.add(-(groupStart.size() + 1));
                    addGroup(reads.candidates(op), t3, x, op, p);
                }
            }
        }
        groupStart.add(groupCandidate.size());
        int entries = entryKey.size();
        keyStart = new int[h.keyCount() + 1];
        for (int e = 0; e < entries; e++) {
            keyStart[entryKey.get(e) + 1]++;
        }
        for (int x = 0; x < h.keyCount(); x++) {
            keyStart[x + 1] += keyStart[x];
        }
        int[] fill = Arrays.copyOf(keyStart, h.keyCount());
        reader = new int[entries];
        readOp = new int[entries];
        writer = new int[entries];
        for (int e = 0; e < entries; e++) {
            int at = fill[entryKey.get(e)]++;
            reader[at] = entryReader.get(e);
            readOp[at] = entryOp.get(e);
            writer[at] = entryWriter.get(e);
        }
    }

    private void addGroup(int[] candidates, int t3, int x, int op, Polygraph p) {
        groupStart.add(groupCandidate.size());
        p.choiceStart.add(p.choiceVars.size());
        int[] variables = new int[candidates.length];
        p.choicesOfRead.put(op, new int[][] {candidates, variables});
        for (int i = 0; i < candidates.length; i++) {
            int c = candidates[i];
            int v = p.newChoiceVariable();
            variables[i] = v;
            groupCandidate.add(c);
            groupLiteral.add(v);
            p.choiceVars.add(v);
            if (c != CompactHistory.INITIAL) {
                p.graph.add(c, t3, EdgeKind.WR, x, op, v, 0);
            }
        }
    }

    /** For each writer of {@code x}, whether some read of {@code x} may read from it (0) or not (-1). */
    int[] writerPositions(int x, int[] writers) {
        int[] read = new int[writers.length];
        Arrays.fill(read, -1);
        for (int e = keyStart[x]; e < keyStart[x + 1]; e++) {
            if (writer[e] >= 0) {
                mark(writers, read, writer[e]);
            } else {
                int g = -writer[e] - 1;
                for (int i = groupStart.get(g); i < groupStart.get(g + 1); i++) {
                    mark(writers, read, groupCandidate.get(i));
                }
            }
        }
        return read;
    }

    private static void mark(int[] writers, int[] read, int w) {
        int at = Arrays.binarySearch(writers, w);
        if (at >= 0) {
            read[at] = 0;
        }
    }

    /** Adds, for every read of {@code x}, the anti-dependencies to the other writers of {@code x}. */
    void deriveAntiDependencies(int x, int[] writers, Polygraph p) {
        for (int e = keyStart[x]; e < keyStart[x + 1]; e++) {
            if (writer[e] >= 0) {
                derive(x, writers, p, e, writer[e], 0);
            } else {
                int g = -writer[e] - 1;
                for (int i = groupStart.get(g); i < groupStart.get(g + 1); i++) {
                    derive(x, writers, p, e, groupCandidate.get(i), groupLiteral.get(i));
                }
            }
        }
    }

    private void derive(int x, int[] writers, Polygraph p, int e, int t1, int choice) {
        int t3 = reader[e];
        for (int t2 : writers) {
            if (t2 == t1 || t2 == t3) {
                continue;
            }
            int order = p.before(x, t1, t2);
            if (t1 != CompactHistory.INITIAL && order == 0) {
                continue;
            }
            p.graph.add(t3, t2, EdgeKind.RW, x, readOp[e], order, choice);
        }
    }
}
