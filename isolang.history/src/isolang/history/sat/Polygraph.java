// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import isolang.history.check.EdgeKind;
import isolang.history.check.HistoryIndex;
import isolang.history.check.ReadResolution;
import isolang.history.model.CompactHistory;
import isolang.history.model.IntList;
import isolang.history.model.LongIntMap;

/**
 * Builds the hyper-polygraph of a read-consistent history (VeriStrong Alg. 4): session order and
 * the write–read edges of reads with one possible writer are known; a read with several
 * possible writers (duplicate values) gets one variable per candidate, exactly one true; every
 * pair of writers of a key that matters gets a version-order variable; every read derives an
 * anti-dependency to every other writer of its key, conditioned on the version order (the
 * initial transaction is first in every version order). For serializability and prefix
 * consistency a pair matters only if one of its writers is read from on that key (the order of
 * writers nobody reads can follow any topological order); for snapshot isolation every pair
 * does. Version-order hints of list-append histories become unit clauses.
 *
 * <p>Variable polarity follows a topological order of the known graph: a variable's default
 * value (false, as MiniSat tries first) orders the pair as that order does (VeriStrong's
 * polarity heuristic, fixed up front).
 */
final class Polygraph {

    final HistoryIndex index;
    final DependencyGraph graph;
    /** Per version-order variable: key, and the writer that comes first when it is true, and the other. */
    final IntList varKey = new IntList();
    final IntList varFirst = new IntList();
    final IntList varSecond = new IntList();
    /** Groups of write–read variables of which exactly one holds (start offsets into {@link #choiceVars}). */
    final IntList choiceStart = new IntList();
    final IntList choiceVars = new IntList();
    /** Unit clauses from version-order hints. */
    final IntList units = new IntList();
    /** Per read with several possible writers: its candidates and their write–read variables. */
    final Map<Integer, int[][]> choicesOfRead = new HashMap<>();
    private final Map<Integer, LongIntMap> pairVars = new HashMap<>();
    private final int[] rank;
    private int variables;

    private Polygraph(HistoryIndex index, int[] rank) {
        this.index = index;
        this.graph = DependencyGraph.ofSessionOrder(index.history());
        this.rank = rank;
        varKey.add(-1);
        varFirst.add(-1);
        varSecond.add(-1);
    }

    /** The number of variables (numbered from 1). */
    int variables() {
        return variables;
    }

    /**
     * The polygraph of the history behind {@code reads}, or null if its known part has a cycle
     * already (then a checker of a weaker level finds it).
     */
    static Polygraph build(ReadResolution reads, StrongLevel level) {
        HistoryIndex index = reads.index();
        CompactHistory h = index.history();
        int[] rank = knownRanks(reads);
        Polygraph p = new Polygraph(index, rank == null ? new int[h.transactionCount()] : rank);
        int[][] writersByKey = writersByKey(index);
        ReadsByKey readsByKey = new ReadsByKey(reads, p);
        for (int x = 0; x < h.keyCount(); x++) {
            p.addKey(x, writersByKey[x], readsByKey, level);
        }
        p.addHints();
        return p;
    }

    /**
     * An upper bound of the edges the polygraph of {@code reads} would have for {@code level}:
     * two per version-order pair, one per anti-dependency, plus session order and write–read.
     */
    static long estimatedEdges(ReadResolution reads, StrongLevel level) {
        HistoryIndex index = reads.index();
        CompactHistory h = index.history();
        long[] writers = new long[h.keyCount()];
        long[] readers = new long[h.keyCount()];
        for (int t = 1; t < h.transactionCount(); t++) {
            if (!h.isCommitted(t)) {
                continue;
            }
            for (int i = 0; i < index.writtenCount(t); i++) {
                writers[index.writtenKey(t, i)]++;
            }
            for (int op = h.opStart(t); op < h.opEnd(t); op++) {
                if (h.isRead(op) && (reads.writer(op) >= 0 || reads.writer(op) == ReadResolution.AMBIGUOUS)) {
                    readers[h.opKey(op)]++;
                }
            }
        }
        long edges = h.operationCount() + h.transactionCount();
        for (int x = 0; x < writers.length; x++) {
            long w = writers[x];
            long pairs = w * (w - 1) / 2;
            edges += 2 * (level.ordersUnreadWriters() ? pairs : Math.min(pairs, readers[x] * w)) + readers[x] * w;
        }
        return edges;
    }

    /** The version-order literal "{@code before} precedes {@code after} on {@code key}", or 0 if not a variable. */
    int before(int key, int before, int after) {
        if (before == CompactHistory.INITIAL) {
            return 0;
        }
        LongIntMap pairs = pairVars.get(key);
        int v = pairs == null ? LongIntMap.ABSENT : pairs.get(pair(before, after));
        if (v == LongIntMap.ABSENT) {
            return 0;
        }
        return varFirst.get(v) == before ? v : -v;
    }

    /** Whether {@code before} precedes {@code after} on {@code key} needs a variable. */
    boolean hasPair(int key, int a, int b) {
        LongIntMap pairs = pairVars.get(key);
        return pairs != null && pairs.get(pair(a, b)) != LongIntMap.ABSENT;
    }

    int newChoiceVariable() {
        varKey.add(-1);
        varFirst.add(-1);
        varSecond.add(-1);
        return ++variables;
    }

    private static long pair(int a, int b) {
        return a < b ? (long) a << 32 | b : (long) b << 32 | a;
    }

    private void addKey(int x, int[] writers, ReadsByKey reads, StrongLevel level) {
        boolean[] read = new boolean[writers.length];
        int[] position = reads.writerPositions(x, writers);
        for (int i = 0; i < writers.length; i++) {
            read[i] = position[i] >= 0;
        }
        for (int i = 0; i < writers.length; i++) {
            for (int j = i + 1; j < writers.length; j++) {
                if (read[i] || read[j] || level.ordersUnreadWriters()) {
                    addPair(x, writers[i], writers[j]);
                }
            }
        }
        reads.deriveAntiDependencies(x, writers, this);
    }

    private void addPair(int x, int a, int b) {
        int later = rank[a] >= rank[b] ? a : b;
        int earlier = later == a ? b : a;
        int v = ++variables;
        varKey.add(x);
        varFirst.add(later);
        varSecond.add(earlier);
        pairVars.computeIfAbsent(x, k -> new LongIntMap()).put(pair(a, b), v);
        graph.add(later, earlier, EdgeKind.WW, x, -1, v, 0);
        graph.add(earlier, later, EdgeKind.WW, x, -1, -v, 0);
    }

    private void addHints() {
        CompactHistory h = index.history();
        for (int i = 0; i < h.orderHintCount(); i++) {
            int x = h.orderHintKey(i);
            int before = uniqueFinalWriter(x, h.orderHintBefore(i));
            int after = uniqueFinalWriter(x, h.orderHintAfter(i));
            if (before >= 0 && after >= 0 && before != after) {
                int literal = before(x, before, after);
                if (literal != 0) {
                    units.add(literal);
                }
            }
        }
    }

    private int uniqueFinalWriter(int key, int value) {
        int found = -1;
        for (int w = index.firstWrite(key, value); w >= 0; w = index.nextSameWrite(w)) {
            int t = index.txnOf(w);
            if (index.history().isCommitted(t) && index.isFinalWrite(w)) {
                if (found >= 0 && found != t) {
                    return -1;
                }
                found = t;
            }
        }
        return found;
    }

    /** The committed writers of every key (final writes, initial transaction excluded), in transaction order. */
    static int[][] writersByKey(HistoryIndex index) {
        CompactHistory h = index.history();
        int[] count = new int[h.keyCount()];
        for (int t = 1; t < h.transactionCount(); t++) {
            if (h.isCommitted(t)) {
                for (int i = 0; i < index.writtenCount(t); i++) {
                    count[index.writtenKey(t, i)]++;
                }
            }
        }
        int[][] writers = new int[h.keyCount()][];
        for (int x = 0; x < writers.length; x++) {
            writers[x] = new int[count[x]];
        }
        Arrays.fill(count, 0);
        for (int t = 1; t < h.transactionCount(); t++) {
            if (h.isCommitted(t)) {
                for (int i = 0; i < index.writtenCount(t); i++) {
                    int x = index.writtenKey(t, i);
                    writers[x][count[x]++] = t;
                }
            }
        }
        return writers;
    }

    /** Ranks of a topological order of session order and known write–read, or null if they form a cycle. */
    private static int[] knownRanks(ReadResolution reads) {
        int[] order = new isolang.history.check.BaseRelations(reads, null).topologicalOrder();
        if (order == null) {
            return null;
        }
        int[] rank = new int[reads.index().history().transactionCount()];
        for (int i = 0; i < order.length; i++) {
            rank[order[i]] = i;
        }
        return rank;
    }
}
