// SPDX-License-Identifier: EPL-2.0
package isolang.solver.encode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import isolang.solver.history.History;
import isolang.solver.history.OpKind;
import isolang.solver.history.Operation;
import isolang.solver.history.RealTime;
import isolang.solver.history.Transaction;
import kodkod.instance.Instance;
import kodkod.instance.Tuple;
import kodkod.instance.TupleSet;

/**
 * Reads the history chosen by the SAT solver back from a Kodkod instance of a symbolic
 * encoding. Abstract transactions become their external reads (by object, several values of
 * one object in value order) followed by their final writes; operation-level transactions keep
 * their operations in program order. Values are the encoding's value atoms {@code 0, 1, …}.
 */
public final class HistoryDecoder {

    private HistoryDecoder() {
    }

    /** The history of an instance of the symbolic encoding {@code enc}. */
    public static History decode(HistoryEncoding enc, Instance instance) {
        Map<Integer, List<Transaction>> sessions = new TreeMap<>();
        Map<Integer, Integer> sessionOfTxn = new TreeMap<>();
        for (Tuple t : instance.tuples(enc.sessionOf)) {
            sessionOfTxn.put(t.atomIndex(0), t.atomIndex(1));
        }
        for (int i = 1; i <= enc.transactions; i++) {
            Transaction txn = new Transaction(enc.idOf(i), operations(enc, instance, i));
            sessions.computeIfAbsent(sessionOfTxn.getOrDefault(i, -1), s -> new ArrayList<>()).add(txn);
        }
        List<List<Transaction>> ordered = new ArrayList<>(sessions.values());
        ordered.sort((a, b) -> Integer.compare(a.get(0).id(), b.get(0).id()));
        List<RealTime.Precedence> realTime = new ArrayList<>();
        for (Tuple t : instance.tuples(enc.rt)) {
            realTime.add(new RealTime.Precedence(enc.idOf(t.atomIndex(0)), enc.idOf(t.atomIndex(1))));
        }
        return History.of(enc.objects, ordered).withRealTime(RealTime.of(realTime));
    }

    private static List<Operation> operations(HistoryEncoding enc, Instance instance, int atom) {
        List<Operation> ops = new ArrayList<>();
        if (enc.operations.isPresent()) {
            return enc.operations.get().decode(instance, atom);
        }
        addAll(enc, instance.tuples(enc.reads), atom, OpKind.READ, ops);
        addAll(enc, instance.tuples(enc.writes), atom, OpKind.WRITE, ops);
        return ops;
    }

    private static void addAll(HistoryEncoding enc, TupleSet set, int atom, OpKind kind, List<Operation> ops) {
        for (Tuple t : set) {
            if (t.atomIndex(0) == atom) {
                ops.add(new Operation(kind, t.atomIndex(1) - enc.transactions - 1,
                        t.atomIndex(2) - enc.transactions - 1 - enc.objects));
            }
        }
    }
}
