// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.replay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import isolang.dsl.isolang.BuiltinName;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.ReadFrom;
import isolang.solver.history.Transaction;
import isolang.solver.history.ValueLabels;

/**
 * The explicit relations a protocol's rules are interpreted over: the history's vocabulary
 * ({@code Txn}, {@code reads}, {@code wr}, …), the steps of the trace with their order, and the
 * trace's witness relations. Built from the {@link History} and the trace's tuples alone, by
 * the definitions of docs/LANGUAGE.md (the initial transaction writes value 0 to every object and
 * precedes every transaction in session order; {@code reads} are the external reads; values are
 * the history's value labels). Immutable after construction.
 */
final class TraceWorld {

    /** The sorts of atoms. */
    enum Sort {
        TXN, OBJ, VAL, OP, STEP
    }

    /** One atom: a transaction id, object index, value label, operation number or step. */
    record Atom(Sort sort, int id) {
    }

    private final Map<BuiltinName, Set<List<Atom>>> builtins = new LinkedHashMap<>();
    /** {@code x -> t1 -> t2}: t2 reads x from t1. */
    private final Set<List<Atom>> wrByObject = new LinkedHashSet<>();
    private final Map<String, Set<List<Atom>>> witnesses;
    private final Set<List<Atom>> universe = new LinkedHashSet<>();

    /**
     * The world of one history and trace.
     *
     * @param history the history the trace induced
     * @param witnesses the trace's relations, already as atoms
     * @param steps the number of steps of the trace
     */
    TraceWorld(History history, Map<String, Set<List<Atom>>> witnesses, int steps) {
        this.witnesses = Map.copyOf(witnesses);
        ValueLabels labels = history.valueLabels();
        Set<List<Atom>> txns = new LinkedHashSet<>();
        txns.add(List.of(txn(Transaction.INITIAL)));
        history.transactions().forEach(t -> txns.add(List.of(txn(t.id()))));
        put(BuiltinName.TXN, txns);
        put(BuiltinName.INIT, Set.of(List.of(txn(Transaction.INITIAL))));
        Set<List<Atom>> objects = new LinkedHashSet<>();
        Set<List<Atom>> values = new LinkedHashSet<>();
        Set<List<Atom>> writes = new LinkedHashSet<>();
        Set<List<Atom>> writers = new LinkedHashSet<>();
        for (int x = 0; x < history.objectCount(); x++) {
            objects.add(List.of(obj(x)));
            writes.add(List.of(txn(Transaction.INITIAL), obj(x), val(0)));
            writers.add(List.of(obj(x), txn(Transaction.INITIAL)));
        }
        for (int v = 0; v < labels.count(); v++) {
            values.add(List.of(val(v)));
        }
        Set<List<Atom>> reads = new LinkedHashSet<>();
        Set<List<Atom>> readers = new LinkedHashSet<>();
        for (Transaction t : history.transactions()) {
            t.externalReads().forEach((x, read) -> read.forEach(v -> {
                reads.add(List.of(txn(t.id()), obj(x), val(labels.labelOf(x, v))));
                readers.add(List.of(obj(x), txn(t.id())));
            }));
            t.finalWrites().forEach((x, v) -> {
                writes.add(List.of(txn(t.id()), obj(x), val(labels.labelOf(x, v))));
                writers.add(List.of(obj(x), txn(t.id())));
            });
        }
        put(BuiltinName.OBJ, objects);
        // a value a trace holds that no operation reads or writes is a value of the scope all the same
        witnesses.values().forEach(tuples -> tuples.forEach(tuple -> tuple.stream()
                .filter(a -> a.sort() == Sort.VAL).forEach(a -> values.add(List.of(a)))));
        put(BuiltinName.VAL, values);
        put(BuiltinName.READS, reads);
        put(BuiltinName.WRITES, writes);
        put(BuiltinName.WRITERS, writers);
        put(BuiltinName.READERS, readers);
        put(BuiltinName.SO, sessionOrder(history));
        Set<List<Atom>> wr = new LinkedHashSet<>();
        for (ReadFrom edge : history.writeReads()) {
            wr.add(List.of(txn(edge.writer()), txn(edge.reader())));
            wrByObject.add(List.of(obj(edge.object()), txn(edge.writer()), txn(edge.reader())));
        }
        put(BuiltinName.WR, wr);
        Set<List<Atom>> rt = new LinkedHashSet<>();
        history.realTime().edges().forEach(e -> rt.add(List.of(txn(e.before()), txn(e.after()))));
        put(BuiltinName.RT, rt);
        operations(history, labels);
        Set<List<Atom>> stepAtoms = new LinkedHashSet<>();
        Set<List<Atom>> earlier = new LinkedHashSet<>();
        for (int a = 0; a < steps; a++) {
            stepAtoms.add(List.of(new Atom(Sort.STEP, a)));
            for (int b = a + 1; b < steps; b++) {
                earlier.add(List.of(new Atom(Sort.STEP, a), new Atom(Sort.STEP, b)));
            }
        }
        put(BuiltinName.STEP, stepAtoms);
        put(BuiltinName.EARLIER, earlier);
        put(BuiltinName.NONE, Set.of());
        for (BuiltinName sort : List.of(BuiltinName.TXN, BuiltinName.OBJ, BuiltinName.VAL, BuiltinName.OP,
                BuiltinName.STEP)) {
            universe.addAll(builtins.get(sort));
        }
        Set<List<Atom>> identity = new LinkedHashSet<>();
        universe.forEach(a -> identity.add(List.of(a.get(0), a.get(0))));
        put(BuiltinName.UNIV, universe);
        put(BuiltinName.IDEN, identity);
    }

    /** Session order: the initial transaction before every other, then each session's chain. */
    private static Set<List<Atom>> sessionOrder(History history) {
        Set<List<Atom>> so = new LinkedHashSet<>();
        for (Transaction t : history.transactions()) {
            if (t.id() != Transaction.INITIAL) {
                so.add(List.of(txn(Transaction.INITIAL), txn(t.id())));
            }
        }
        for (List<Transaction> session : history.sessions()) {
            for (int i = 0; i < session.size(); i++) {
                for (int j = i + 1; j < session.size(); j++) {
                    so.add(List.of(txn(session.get(i).id()), txn(session.get(j).id())));
                }
            }
        }
        return so;
    }

    /** The operation vocabulary: operations numbered across the history, in program order. */
    private void operations(History history, ValueLabels labels) {
        Map<BuiltinName, Set<List<Atom>>> ops = new LinkedHashMap<>();
        for (BuiltinName name : List.of(BuiltinName.OP, BuiltinName.OPS, BuiltinName.PO, BuiltinName.OP_OBJ,
                BuiltinName.OP_VAL, BuiltinName.READ_OP, BuiltinName.WRITE_OP, BuiltinName.WR_OP)) {
            ops.put(name, new LinkedHashSet<>());
        }
        int next = 0;
        for (Transaction t : history.transactions()) {
            List<Atom> own = new ArrayList<>();
            Map<Integer, Long> written = new LinkedHashMap<>();
            for (Operation o : t.operations()) {
                Atom op = new Atom(Sort.OP, next++);
                own.forEach(before -> ops.get(BuiltinName.PO).add(List.of(before, op)));
                own.add(op);
                ops.get(BuiltinName.OP).add(List.of(op));
                ops.get(BuiltinName.OPS).add(List.of(txn(t.id()), op));
                ops.get(BuiltinName.OP_OBJ).add(List.of(op, obj(o.object())));
                ops.get(BuiltinName.OP_VAL).add(List.of(op, val(labels.labelOf(o.object(), o.value()))));
                ops.get(o.isRead() ? BuiltinName.READ_OP : BuiltinName.WRITE_OP).add(List.of(op));
                if (o.isWrite()) {
                    written.put(o.object(), o.value());
                } else if (!Long.valueOf(o.value()).equals(written.get(o.object()))) {
                    history.writerOf(o.object(), o.value()).ifPresent(
                            w -> ops.get(BuiltinName.WR_OP).add(List.of(txn(w), op)));
                }
            }
        }
        ops.forEach(this::put);
    }

    private void put(BuiltinName name, Set<List<Atom>> tuples) {
        builtins.put(name, Set.copyOf(tuples));
    }

    static Atom txn(int id) {
        return new Atom(Sort.TXN, id);
    }

    static Atom obj(int index) {
        return new Atom(Sort.OBJ, index);
    }

    static Atom val(int label) {
        return new Atom(Sort.VAL, label);
    }

    /** The tuples a builtin name denotes. */
    Set<List<Atom>> builtin(BuiltinName name) {
        return builtins.get(name);
    }

    /** {@code x.wr_x}-style join: the pairs t1 -> t2 where t2 reads an object of {@code objects} from t1. */
    Set<List<Atom>> wrOf(Set<List<Atom>> objects) {
        Set<List<Atom>> result = new LinkedHashSet<>();
        for (List<Atom> edge : wrByObject) {
            if (objects.contains(List.of(edge.get(0)))) {
                result.add(List.of(edge.get(1), edge.get(2)));
            }
        }
        return result;
    }

    /** The tuples of a witness relation of the trace. */
    Set<List<Atom>> witness(String name) {
        Set<List<Atom>> tuples = witnesses.get(name);
        if (tuples == null) {
            throw new IllegalArgumentException("the trace has no relation " + name);
        }
        return tuples;
    }
}
