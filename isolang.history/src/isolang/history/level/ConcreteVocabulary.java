// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import isolang.history.check.BaseRelations;
import isolang.history.check.HistoryIndex;
import isolang.history.check.ReadResolution;
import isolang.history.check.VectorClocks;
import isolang.history.model.CompactHistory;
import isolang.history.model.IntList;
import kodkod.ast.Relation;

/**
 * The values of the {@link SymbolicVocabulary} on a resolved history, as the evaluator's
 * relations, with the engine's meaning (transactions include the initial one, which writes
 * the initial value of every key and precedes everything in session order; every external read
 * has a write–read edge, initial reads from the initial transaction; operations are those of the
 * committed transactions). Atoms are numbered: transactions, then keys, then values, then
 * operations. Reads with several possible writers take no part.
 */
final class ConcreteVocabulary {

    /** The most vector-clock entries kept for happens-before. */
    private static final long MAX_CLOCK_ENTRIES = 50_000_000L;

    private final CompactHistory h;
    private final int keyBase;
    private final int valueBase;
    private final int opBase;
    private final int atoms;
    private final Map<Relation, Rel> values = new HashMap<>();
    private final Rel happensBefore;
    private final OrderRel sessionOrder;
    private final int[] committed;
    private final Relation rt;

    ConcreteVocabulary(ReadResolution reads, SymbolicVocabulary symbols) {
        HistoryIndex index = reads.index();
        h = index.history();
        keyBase = h.transactionCount();
        valueBase = keyBase + h.keyCount();
        opBase = valueBase + h.valueCount();
        atoms = opBase + h.operationCount();
        IntList committed = new IntList();
        committed.add(CompactHistory.INITIAL);
        for (int t = 1; t < h.transactionCount(); t++) {
            if (h.isCommitted(t) && h.txnPosition(t) >= 0) {
                committed.add(t);
            }
        }
        values.put(symbols.txn, Relations.unary(committed.toArray()));
        values.put(symbols.initial, Relations.unary(new int[] {CompactHistory.INITIAL}));
        values.put(symbols.obj, Relations.range(keyBase, valueBase));
        values.put(symbols.val, Relations.range(valueBase, opBase));
        int[][] chains = new int[h.sessionCount()][];
        for (int s = 0; s < chains.length; s++) {
            chains[s] = new int[h.sessionLength(s)];
            for (int i = 0; i < chains[s].length; i++) {
                chains[s][i] = h.sessionTxn(s, i);
            }
        }
        sessionOrder = new OrderRel(chains, CompactHistory.INITIAL, atoms);
        values.put(symbols.so, sessionOrder);
        this.committed = committed.toArray();
        this.rt = symbols.rt;
        addReadsAndWrites(reads, index, committed.toArray(), symbols);
        addOperations(reads, committed.toArray(), symbols);
        int[][] clocks = VectorClocks.all(new BaseRelations(reads, null), MAX_CLOCK_ENTRIES);
        happensBefore = clocks == null ? null : new HappensBeforeRel(h, clocks, committed.toArray());
    }

    private void addReadsAndWrites(ReadResolution reads, HistoryIndex index, int[] committed,
            SymbolicVocabulary symbols) {
        List<int[]> readTuples = new ArrayList<>();
        List<int[]> wr = new ArrayList<>();
        List<int[]> wrByObject = new ArrayList<>();
        List<int[]> writes = new ArrayList<>();
        List<int[]> writers = new ArrayList<>();
        for (int t : committed) {
            for (int op = h.opStart(t); op < h.opEnd(t); op++) {
                int key = keyBase + h.opKey(op);
                int value = valueBase + h.opValue(op);
                if (!h.isRead(op)) {
                    if (index.isFinalWrite(op)) {
                        writes.add(new int[] {t, key, value});
                        writers.add(new int[] {key, t});
                    }
                    continue;
                }
                int w = reads.writer(op);
                if (w >= 0 && w != t) {
                    readTuples.add(new int[] {t, key, value});
                    wr.add(new int[] {w, t});
                    wrByObject.add(new int[] {key, w, t});
                }
            }
        }
        for (int k = 0; k < h.keyCount(); k++) {
            if (!index.writesExplicitly(CompactHistory.INITIAL, k)) {
                writes.add(new int[] {CompactHistory.INITIAL, keyBase + k, valueBase + h.initialValue()});
                writers.add(new int[] {keyBase + k, CompactHistory.INITIAL});
            }
        }
        values.put(symbols.reads, Relations.Explicit.of(3, readTuples.toArray(new int[0][])));
        values.put(symbols.writes, Relations.Explicit.of(3, writes.toArray(new int[0][])));
        values.put(symbols.wr, Relations.Explicit.of(2, wr.toArray(new int[0][])));
        values.put(symbols.wrByObject, Relations.Explicit.of(3, wrByObject.toArray(new int[0][])));
        values.put(symbols.writers, Relations.Explicit.of(2, writers.toArray(new int[0][])));
    }

    private void addOperations(ReadResolution reads, int[] committed, SymbolicVocabulary symbols) {
        IntList ops = new IntList();
        IntList readOps = new IntList();
        IntList writeOps = new IntList();
        List<int[]> opsOf = new ArrayList<>();
        List<int[]> opObj = new ArrayList<>();
        List<int[]> opVal = new ArrayList<>();
        List<int[]> wrOp = new ArrayList<>();
        List<int[]> chains = new ArrayList<>();
        for (int t : committed) {
            int[] chain = new int[h.opEnd(t) - h.opStart(t)];
            for (int op = h.opStart(t); op < h.opEnd(t); op++) {
                int atom = opBase + op;
                chain[op - h.opStart(t)] = atom;
                ops.add(atom);
                (h.isRead(op) ? readOps : writeOps).add(atom);
                opsOf.add(new int[] {t, atom});
                opObj.add(new int[] {atom, keyBase + h.opKey(op)});
                opVal.add(new int[] {atom, valueBase + h.opValue(op)});
                int w = h.isRead(op) ? reads.writer(op) : -1;
                if (w >= 0 && w != t) {
                    wrOp.add(new int[] {w, atom});
                }
            }
            if (t != CompactHistory.INITIAL) {
                chains.add(chain);
            }
        }
        values.put(symbols.op, Relations.unary(ops.toArray()));
        values.put(symbols.readOps, Relations.unary(readOps.toArray()));
        values.put(symbols.writeOps, Relations.unary(writeOps.toArray()));
        values.put(symbols.opsOf, Relations.Explicit.of(2, opsOf.toArray(new int[0][])));
        values.put(symbols.opObj, Relations.Explicit.of(2, opObj.toArray(new int[0][])));
        values.put(symbols.opVal, Relations.Explicit.of(2, opVal.toArray(new int[0][])));
        values.put(symbols.wrOp, Relations.Explicit.of(2, wrOp.toArray(new int[0][])));
        values.put(symbols.po, new OrderRel(chains.toArray(new int[0][]), -1, atoms));
    }

    /** The value of a vocabulary relation, or null for a relation that is not one. */
    Rel value(Relation relation) {
        if (relation == rt && !values.containsKey(rt)) {
            values.put(rt, realTime());
        }
        return values.get(relation);
    }

    /** The real-time order of the committed transactions, built on first use (quadratic in a timed history). */
    private Rel realTime() {
        List<int[]> realTime = new ArrayList<>();
        if (h.hasRealTime()) {
            for (int a : committed) {
                for (int b : committed) {
                    if (h.realTimePrecedes(a, b)) {
                        realTime.add(new int[] {a, b});
                    }
                }
            }
        }
        return Relations.Explicit.of(2, realTime.toArray(new int[0][]));
    }

    /** {@code ^(so + wr)} by vector clocks, or null if unavailable (cyclic or too large). */
    Rel happensBefore() {
        return happensBefore;
    }

    /** Session order (for covering edges). */
    OrderRel sessionOrder() {
        return sessionOrder;
    }

    /** The number of atoms. */
    int atoms() {
        return atoms;
    }

    /** Whether {@code atom} is a transaction. */
    boolean isTransaction(int atom) {
        return atom >= 0 && atom < keyBase;
    }

    /** A readable name of an atom, for justifications. */
    String name(int atom) {
        if (atom < keyBase) {
            return h.txnName(atom);
        }
        if (atom < valueBase) {
            return h.keyName(atom - keyBase);
        }
        if (atom < opBase) {
            return h.valueName(atom - valueBase);
        }
        return h.opText(atom - opBase) + " of " + h.txnName(h.txnOfOp(atom - opBase));
    }
}
