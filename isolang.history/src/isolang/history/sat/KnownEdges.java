// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import java.util.Arrays;
import java.util.List;

import isolang.history.check.EdgeKind;
import isolang.history.check.HistoryIndex;
import isolang.history.check.ReadResolution;
import isolang.history.model.CompactHistory;
import isolang.history.model.IntList;
import isolang.history.model.LongIntMap;

/**
 * Looks for a violation among the edges that every choice of version orders implies, before the
 * polygraph is built (which, with pairs of writers and the anti-dependencies they derive, costs
 * far more than this): session order, the write–read edges of reads with one possible writer,
 * the version-order edges no acyclic choice can avoid (the initial transaction precedes every
 * writer; a transaction that reads a key from a writer and writes the key follows that writer,
 * or the two close a cycle), and the anti-dependencies they derive (a reader of a version
 * precedes every known later writer). A cycle of the level's graph among these edges is a
 * violation with every edge justified. For snapshot isolation one more pattern needs no search:
 * two transactions that read the same version of a key and both write it (a lost update) close a
 * cycle whichever is ordered first. Anything else is left to the polygraph.
 */
final class KnownEdges {

    /** Leave the history to the polygraph when there would be more derived anti-dependencies than this. */
    private static final long MAX_DERIVED = 10_000_000L;

    /**
     * A violation found.
     *
     * @param graph the known edges (all without condition)
     * @param cycle the dependency edges of a cycle of the level's graph, in order
     */
    record Found(DependencyGraph graph, int[] cycle) {
    }

    private final HistoryIndex index;
    private final CompactHistory h;
    private final ReadResolution reads;
    /** External reads with one possible writer, one entry per reader, key and writer. */
    private final IntList readKey = new IntList();
    private final IntList readTxn = new IntList();
    private final IntList readWriter = new IntList();
    private final IntList readOp = new IntList();
    /** Read–modify–write successors of a version: (key, writer) to a chain of readers that write the key. */
    private final LongIntMap firstSuccessor = new LongIntMap();
    private final IntList successorTxn = new IntList();
    private final IntList successorNext = new IntList();
    /** Two transactions that read the same version of {@code lostKey} and write it, with the second one's read. */
    private int lostKey = -1;
    private int lostFirst;
    private int lostSecond;
    private int lostSecondRead;

    private KnownEdges(ReadResolution reads) {
        this.reads = reads;
        this.index = reads.index();
        this.h = index.history();
    }

    /** A cycle of {@code level}'s graph among the edges every choice implies, or null if there is none (or too many edges). */
    static Found cycle(ReadResolution reads, StrongLevel level) {
        KnownEdges known = new KnownEdges(reads);
        known.collectReads();
        int[][] writers = Polygraph.writersByKey(known.index);
        if (known.derivedCount(writers) > MAX_DERIVED) {
            return null;
        }
        DependencyGraph graph = known.graph(writers);
        List<int[]> cycles = InducedGraph.of(graph, level, null).cycles(1);
        if (!cycles.isEmpty()) {
            return new Found(graph, cycles.get(0));
        }
        if (known.lostKey >= 0 && level == StrongLevel.SNAPSHOT_ISOLATION) {
            int ww = graph.add(known.lostFirst, known.lostSecond, EdgeKind.WW, known.lostKey, -1, 0, 0);
            int rw = graph.add(known.lostSecond, known.lostFirst, EdgeKind.RW, known.lostKey, known.lostSecondRead, 0,
                    0);
            return new Found(graph, new int[] {ww, rw});
        }
        return null;
    }

    private void collectReads() {
        int[] keyStamp = new int[h.keyCount()];
        int[] keyWriter = new int[h.keyCount()];
        Arrays.fill(keyStamp, -1);
        for (int t = 1; t < h.transactionCount(); t++) {
            if (!h.isCommitted(t)) {
                continue;
            }
            for (int op = h.opStart(t); op < h.opEnd(t); op++) {
                int w = reads.writer(op);
                int x = h.opKey(op);
                if (!h.isRead(op) || w < 0 || (keyStamp[x] == t && keyWriter[x] == w)) {
                    continue;
                }
                keyStamp[x] = t;
                keyWriter[x] = w;
                readKey.add(x);
                readTxn.add(t);
                readWriter.add(w);
                readOp.add(op);
                if (index.writesExplicitly(t, x)) {
                    addSuccessor(x, w, t, op);
                }
            }
        }
    }

    private void addSuccessor(int x, int writer, int t, int op) {
        long version = (long) x << 32 | writer;
        int first = firstSuccessor.get(version);
        if (first != LongIntMap.ABSENT && lostKey < 0) {
            lostKey = x;
            lostFirst = successorTxn.get(first);
            lostSecond = t;
            lostSecondRead = op;
        }
        successorTxn.add(t);
        successorNext.add(first);
        firstSuccessor.put(version, successorTxn.size() - 1);
    }

    private long derivedCount(int[][] writers) {
        long derived = 0;
        for (int e = 0; e < readKey.size(); e++) {
            derived += readWriter.get(e) == CompactHistory.INITIAL ? writers[readKey.get(e)].length
                    : successorCount(readKey.get(e), readWriter.get(e));
        }
        return derived;
    }

    private int successorCount(int x, int writer) {
        int count = 0;
        for (int s = firstSuccessor.get((long) x << 32 | writer); s != LongIntMap.ABSENT; s = successorNext.get(s)) {
            count++;
        }
        return count;
    }

    private DependencyGraph graph(int[][] writers) {
        DependencyGraph graph = DependencyGraph.ofSessionOrder(h);
        int[] writerStamp = new int[h.transactionCount()];
        Arrays.fill(writerStamp, -1);
        for (int e = 0; e < readKey.size(); e++) {
            int x = readKey.get(e);
            int reader = readTxn.get(e);
            int writer = readWriter.get(e);
            if (writer != CompactHistory.INITIAL && writerStamp[writer] != reader) {
                writerStamp[writer] = reader;
                graph.add(writer, reader, EdgeKind.WR, x, readOp.get(e), 0, 0);
            }
        }
        for (int e = 0; e < readKey.size(); e++) {
            int x = readKey.get(e);
            int reader = readTxn.get(e);
            int writer = readWriter.get(e);
            if (writer == CompactHistory.INITIAL) {
                for (int later : writers[x]) {
                    if (later != reader) {
                        graph.add(reader, later, EdgeKind.RW, x, readOp.get(e), 0, 0);
                    }
                }
                continue;
            }
            for (int s = firstSuccessor.get((long) x << 32 | writer); s != LongIntMap.ABSENT; s = successorNext
                    .get(s)) {
                int later = successorTxn.get(s);
                if (later == reader) {
                    graph.add(writer, later, EdgeKind.WW, x, -1, 0, 0);
                } else {
                    graph.add(reader, later, EdgeKind.RW, x, readOp.get(e), 0, 0);
                }
            }
        }
        return graph;
    }
}
