// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import isolang.history.PreparedHistory;
import isolang.history.check.BaseRelations;
import isolang.history.check.ConstraintGraph;
import isolang.history.check.EdgeKind;
import isolang.history.check.ProgressListener;
import isolang.history.check.ReadResolution;
import isolang.history.check.ReadViolation;
import isolang.history.check.WeakLevelChecker;
import isolang.history.generate.LevelSimulator;
import isolang.history.generate.LevelSimulator.Semantics;
import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.TxnStatus;

/**
 * AWDIT's causal-consistency saturation against a plain O(n³) one written here from the axiom:
 * happens-before as the transitive closure of {@code so ∪ wr} on a bit matrix, and an edge
 * {@code t2 -> t1} for every read of x from t1 by t3 and every other committed writer t2 of x
 * that happens before t3. On {@value #COUNT} random histories of 50 to 300 transactions in 3 to
 * 10 sessions (stale, aborted, intermediate, own and repeated reads; a quarter simulated at
 * causal consistency, Read Atomic or Read Committed) the two must give the same verdict, every
 * edge the saturation forces must be one the axiom forces, and both graphs must have the same
 * transitive closure (the saturation leaves out only edges the others imply).
 */
class CausalSaturationOracleTest {

    private static final int COUNT = 2_000;

    @Test
    void saturationAgreesWithTheAxiomApplied() {
        Random random = new Random(42);
        List<String> disagreements = new ArrayList<>();
        int violated = 0;
        int causalCycles = 0;
        for (int i = 0; i < COUNT; i++) {
            CompactHistory history = i % 4 == 0 ? simulated(random) : randomHistory(random);
            ReadResolution reads = PreparedHistory.of(history).reads();
            Oracle oracle = new Oracle(reads);
            boolean fastViolated = WeakLevelChecker
                    .check(reads, WeakLevelChecker.Kind.CAUSAL, 1, ProgressListener.NONE).found() > 0;
            violated += oracle.violated() ? 1 : 0;
            causalCycles += oracle.causalCycle ? 1 : 0;
            if (fastViolated != oracle.violated()) {
                disagreements.add("history " + i + ": saturation says violated=" + fastViolated);
                continue;
            }
            boolean[] excluded = new boolean[history.operationCount()];
            for (ReadViolation v : WeakLevelChecker.nonRepeatableReads(reads)) {
                excluded[v.readOp()] = true;
            }
            ConstraintGraph graph = WeakLevelChecker.constraints(new BaseRelations(reads, excluded),
                    WeakLevelChecker.Kind.CAUSAL, ProgressListener.NONE);
            BitSet[] fast = new BitSet[oracle.n];
            for (int t = 0; t < oracle.n; t++) {
                fast[t] = new BitSet(oracle.n);
            }
            for (int e = 0; e < graph.edgeCount(); e++) {
                fast[graph.from(e)].set(graph.to(e));
                if (graph.kind(e) == EdgeKind.CAUSAL && !oracle.forced[graph.from(e)].get(graph.to(e))) {
                    disagreements.add("history " + i + ": edge T" + graph.from(e) + " -> T" + graph.to(e)
                            + " is not forced by the axiom");
                }
            }
            if (!oracle.causalCycle && !java.util.Arrays.equals(closure(fast), oracle.saturated())) {
                disagreements.add("history " + i + ": the closures differ");
            }
        }
        System.out.println("CausalSaturationOracleTest: " + COUNT + " histories, " + violated + " violate CC ("
                + causalCycles + " with a cycle in so ∪ wr), disagreements " + disagreements.size());
        assertTrue(violated > COUNT / 5 && violated < COUNT * 4 / 5, "both verdicts occur: " + violated);
        assertEquals(List.of(), disagreements.stream().limit(5).toList(), disagreements.size() + " disagreements");
    }

    /** The transitive closure of {@code edges} (rows updated in place), Floyd–Warshall on bit rows. */
    static BitSet[] closure(BitSet[] edges) {
        for (int k = 0; k < edges.length; k++) {
            for (BitSet row : edges) {
                if (row.get(k)) {
                    row.or(edges[k]);
                }
            }
        }
        return edges;
    }

    /** The axiom applied to every triple, from the resolved reads. */
    private static final class Oracle {
        final int n;
        final BitSet[] forced;
        final boolean causalCycle;
        private final BitSet[] base;
        private final boolean readViolation;

        Oracle(ReadResolution reads) {
            CompactHistory h = reads.index().history();
            n = h.transactionCount();
            base = new BitSet[n];
            forced = new BitSet[n];
            for (int t = 0; t < n; t++) {
                base[t] = new BitSet(n);
                forced[t] = new BitSet(n);
            }
            List<Integer> inSessions = new ArrayList<>();
            for (int s = 0; s < h.sessionCount(); s++) {
                for (int i = 0; i < h.sessionLength(s); i++) {
                    int t = h.sessionTxn(s, i);
                    inSessions.add(t);
                    base[CompactHistory.INITIAL].set(t);
                    for (int j = 0; j < i; j++) {
                        base[h.sessionTxn(s, j)].set(t);
                    }
                }
            }
            boolean nonRepeatable = false;
            List<int[]> externalReads = new ArrayList<>();
            for (int t3 : inSessions) {
                int[] first = new int[h.keyCount()];
                java.util.Arrays.fill(first, -1);
                for (int op = h.opStart(t3); op < h.opEnd(t3); op++) {
                    int t1 = h.isRead(op) ? reads.writer(op) : -1;
                    if (t1 < 0) {
                        continue;
                    }
                    int x = h.opKey(op);
                    if (first[x] >= 0 && first[x] != t1) {
                        nonRepeatable = true;
                        continue;
                    }
                    first[x] = t1;
                    base[t1].set(t3);
                    externalReads.add(new int[] {t1, x, t3});
                }
            }
            readViolation = nonRepeatable || !reads.violations().isEmpty();
            BitSet[] hb = closure(copy(base));
            boolean cycle = false;
            for (int t = 0; t < n; t++) {
                cycle |= hb[t].get(t);
            }
            causalCycle = cycle;
            for (int[] read : externalReads) {
                for (int t2 : inSessions) {
                    if (t2 != read[0] && writes(h, t2, read[1]) && hb[t2].get(read[2])) {
                        forced[t2].set(read[0]);
                    }
                }
            }
        }

        /** The closure of {@code so ∪ wr} and the forced edges. */
        BitSet[] saturated() {
            BitSet[] all = copy(base);
            for (int t = 0; t < n; t++) {
                all[t].or(forced[t]);
            }
            return CausalSaturationOracleTest.closure(all);
        }

        boolean violated() {
            if (readViolation || causalCycle) {
                return true;
            }
            BitSet[] all = saturated();
            for (int t = 0; t < n; t++) {
                if (all[t].get(t)) {
                    return true;
                }
            }
            return false;
        }

        private static boolean writes(CompactHistory h, int t, int key) {
            for (int op = h.opStart(t); op < h.opEnd(t); op++) {
                if (!h.isRead(op) && h.opKey(op) == key) {
                    return true;
                }
            }
            return false;
        }

        private static BitSet[] copy(BitSet[] rows) {
            BitSet[] copy = new BitSet[rows.length];
            for (int t = 0; t < rows.length; t++) {
                copy[t] = (BitSet) rows[t].clone();
            }
            return copy;
        }
    }

    /** A history simulated at causal consistency, Read Atomic or Read Committed. */
    private static CompactHistory simulated(Random random) {
        Semantics[] semantics = {Semantics.CAUSAL, Semantics.READ_ATOMIC, Semantics.READ_COMMITTED};
        return new LevelSimulator(semantics[random.nextInt(3)], 3 + random.nextInt(8), 50 + random.nextInt(251),
                5 + random.nextInt(26), 4, 0.6, random.nextDouble()).generate(random.nextLong());
    }

    /**
     * A history whose reads see the latest committed write of their key (in generation order),
     * or, as often as the history's staleness says, one of the few before it; now and then a
     * transaction aborts, or a read returns an aborted, own, unwritten or future value (a future
     * one may close a cycle in {@code so ∪ wr}).
     */
    private static CompactHistory randomHistory(Random random) {
        HistoryBuilder b = new HistoryBuilder("oracle", false, 0);
        int sessions = 3 + random.nextInt(8);
        int keys = 3 + random.nextInt(20);
        double stale = random.nextInt(3) == 0 ? 0 : random.nextDouble() * 0.05;
        double noise = random.nextInt(3) == 0 ? 0.02 : 0;
        int[] session = new int[sessions];
        for (int s = 0; s < sessions; s++) {
            session[s] = b.newSession(s + 1, null);
        }
        int[] key = new int[keys];
        List<List<Long>> committed = new ArrayList<>();
        for (int k = 0; k < keys; k++) {
            key[k] = b.key("k" + k);
            committed.add(new ArrayList<>(List.of(0L)));
        }
        long nextValue = 1;
        int transactions = 50 + random.nextInt(251);
        for (int i = 0; i < transactions; i++) {
            boolean aborts = random.nextInt(15) == 0;
            int t = b.newTransaction(session[random.nextInt(sessions)], i + 1,
                    aborts ? TxnStatus.ABORTED : TxnStatus.COMMITTED);
            long[] own = new long[keys];
            List<long[]> writes = new ArrayList<>();
            int ops = 1 + random.nextInt(6);
            for (int o = 0; o < ops; o++) {
                int k = random.nextInt(1 + random.nextInt(keys));
                List<Long> values = committed.get(k);
                if (random.nextDouble() < 0.4) {
                    own[k] = nextValue++;
                    writes.add(new long[] {k, own[k]});
                    b.write(t, key[k], b.value(own[k]));
                } else if (own[k] != 0 && random.nextDouble() >= noise) {
                    b.read(t, key[k], b.value(own[k]));
                } else if (random.nextDouble() < noise) {
                    long[] odd = {1_000_000 + nextValue, nextValue - 1, nextValue + random.nextInt(8)};
                    b.read(t, key[k], b.value(odd[random.nextInt(odd.length)]));
                } else {
                    int back = random.nextDouble() < stale ? random.nextInt(Math.min(4, values.size())) : 0;
                    b.read(t, key[k], b.value(values.get(values.size() - 1 - back)));
                }
            }
            if (!aborts) {
                for (long[] w : writes) {
                    committed.get((int) w[0]).add(w[1]);
                }
            }
        }
        return b.build();
    }
}
