// SPDX-License-Identifier: EPL-2.0
package isolang.solver.check;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import isolang.solver.WitnessExecution;
import isolang.solver.encode.ScopeTooLargeException;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.ReadFrom;
import isolang.solver.history.Transaction;
import isolang.solver.history.ValueLabels;
import isolang.solver.spec.Execution;
import isolang.solver.spec.Framework;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.HistoryVocabulary;
import isolang.solver.spec.Level;
import isolang.solver.spec.OperationVocabulary;
import isolang.solver.spec.StepVocabulary;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import kodkod.ast.Expression;
import kodkod.ast.Relation;
import kodkod.instance.Instance;
import kodkod.instance.Tuple;
import kodkod.instance.TupleFactory;
import kodkod.instance.TupleSet;
import kodkod.instance.Universe;

/**
 * One concrete history as an exact Kodkod instance of the history vocabulary (the abstract
 * part, and the operation-level part if the level needs it), plus one relation per witness of
 * a framework. A history too large for a Kodkod universe is refused with a
 * {@link ScopeTooLargeException}.
 *
 * <p>Built here from the {@link History} alone, so the checkers share no encoding code with
 * the synthesis engine. Atoms are {@link Atom} records; transaction atoms are ordered by id,
 * the initial transaction first; value atoms are the history's {@link ValueLabels}, so their
 * number does not depend on how large the values are. {@code reads} holds every external read
 * (all values a transaction read of an object before writing it) and {@code wr} an edge for
 * each of them. Instances are immutable after construction.
 */
final class ConcreteExecution {

    /** A universe atom: a transaction, object, value or operation. */
    sealed interface Atom {
    }

    /** Transaction atom, by id (0: initial). */
    record TxnAtom(int id) implements Atom {
        @Override
        public String toString() {
            return "T" + id;
        }
    }

    /** Object atom, by index. */
    record ObjAtom(int index) implements Atom {
        @Override
        public String toString() {
            return isolang.solver.history.ObjectNames.of(index);
        }
    }

    /** Value atom: a value label (see {@link ValueLabels}), 0 for the initial value. */
    record ValAtom(int label) implements Atom {
        @Override
        public String toString() {
            return "v" + label;
        }
    }

    /** Step atom of a protocol trace, by index (0: the first step). */
    record StepAtom(int index) implements Atom {
        @Override
        public String toString() {
            return "s" + (index + 1);
        }
    }

    /** Operation atom: the {@code index}-th operation of transaction {@code txn}. */
    record OpAtom(int txn, int index) implements Atom {
        @Override
        public String toString() {
            return "T" + txn + "." + index;
        }
    }

    /** The most atoms a universe with ternary relations may have in Kodkod ({@code n³ < 2³¹}). */
    static final int MAX_ATOMS = 1290;

    final History history;
    final Level level;
    final Universe universe;
    final TupleFactory factory;
    final List<TxnAtom> txns = new ArrayList<>();
    final Map<String, Relation> witnesses = new LinkedHashMap<>();
    final Execution execution;
    /** The number of steps (0 unless a protocol's trace is checked). */
    final int steps;
    private final ValueLabels labels;
    private final Instance historyInstance;

    ConcreteExecution(History history, Level level) {
        this(history, level, 0);
    }

    /** The history with {@code steps} steps in their fixed order, for checking a protocol's trace. */
    ConcreteExecution(History history, Level level, int steps) {
        this.history = history;
        this.level = level;
        this.steps = steps;
        this.labels = history.valueLabels();
        List<Atom> atoms = new ArrayList<>();
        txns.add(new TxnAtom(Transaction.INITIAL));
        history.transactions().forEach(t -> txns.add(new TxnAtom(t.id())));
        atoms.addAll(txns);
        for (int x = 0; x < history.objectCount(); x++) {
            atoms.add(new ObjAtom(x));
        }
        for (int v = 0; v < labels.count(); v++) {
            atoms.add(new ValAtom(v));
        }
        for (int s = 0; s < steps; s++) {
            atoms.add(new StepAtom(s));
        }
        if (operationModel()) {
            for (Transaction t : history.transactions()) {
                for (int i = 0; i < t.operations().size(); i++) {
                    atoms.add(new OpAtom(t.id(), i));
                }
            }
        }
        if ((long) atoms.size() * atoms.size() * atoms.size() > Integer.MAX_VALUE) {
            throw new ScopeTooLargeException("the history needs " + atoms.size() + " atoms (transactions, objects,"
                    + " value labels" + (operationModel() ? " and operations" : "") + "); ternary relations over"
                    + " more than " + MAX_ATOMS + " atoms do not fit the relational encoding");
        }
        universe = new Universe(atoms);
        factory = universe.factory();
        historyInstance = new Instance(universe);
        HistoryVocabulary vocabulary = buildVocabulary();
        Framework framework = level.framework();
        Map<String, Expression> witnessExpressions = new LinkedHashMap<>();
        for (WitnessRelation w : framework.witnesses()) {
            Relation r = Relation.nary(framework.name() + "." + w.name(), w.arity());
            witnesses.put(w.name(), r);
            witnessExpressions.put(w.name(), r);
        }
        execution = Execution.of(vocabulary, witnessExpressions);
    }

    /** Whether the level needs the operation vocabulary (only then are operations atoms). */
    private boolean operationModel() {
        return level.model() == HistoryModel.OPERATION;
    }

    private HistoryVocabulary buildVocabulary() {
        int objects = history.objectCount();
        Relation txn = unary("txn", txns);
        Relation initial = unary("initial", List.of(txns.get(0)));
        List<Atom> objAtoms = new ArrayList<>();
        for (int x = 0; x < objects; x++) {
            objAtoms.add(new ObjAtom(x));
        }
        List<Atom> valAtoms = new ArrayList<>();
        for (int v = 0; v < labels.count(); v++) {
            valAtoms.add(new ValAtom(v));
        }
        Relation obj = unary("obj", objAtoms);
        Relation val = unary("val", valAtoms);
        TupleSet reads = factory.noneOf(3);
        TupleSet writes = factory.noneOf(3);
        TupleSet writers = factory.noneOf(2);
        for (int x = 0; x < objects; x++) {
            writes.add(factory.tuple(txns.get(0), new ObjAtom(x), new ValAtom(0)));
            writers.add(factory.tuple(new ObjAtom(x), txns.get(0)));
        }
        for (Transaction t : history.transactions()) {
            TxnAtom a = new TxnAtom(t.id());
            t.externalReads().forEach((x, values) -> values.forEach(
                    v -> reads.add(factory.tuple(a, new ObjAtom(x), value(x, v)))));
            t.finalWrites().forEach((x, v) -> {
                writes.add(factory.tuple(a, new ObjAtom(x), value(x, v)));
                writers.add(factory.tuple(new ObjAtom(x), a));
            });
        }
        TupleSet so = factory.noneOf(2);
        for (TxnAtom a : txns) {
            for (TxnAtom b : txns) {
                if (a.id() != b.id() && history.sessionOrder(a.id(), b.id())) {
                    so.add(factory.tuple(a, b));
                }
            }
        }
        TupleSet wr = factory.noneOf(2);
        TupleSet wrByObject = factory.noneOf(3);
        for (ReadFrom edge : history.writeReads()) {
            wr.add(factory.tuple(new TxnAtom(edge.writer()), new TxnAtom(edge.reader())));
            wrByObject.add(factory.tuple(new ObjAtom(edge.object()), new TxnAtom(edge.writer()),
                    new TxnAtom(edge.reader())));
        }
        TupleSet rt = factory.noneOf(2);
        history.realTime().edges()
                .forEach(e -> rt.add(factory.tuple(new TxnAtom(e.before()), new TxnAtom(e.after()))));
        return new HistoryVocabulary(txn, initial, obj, val, exact("reads", reads), exact("writes", writes),
                exact("so", so), exact("wr", wr), exact("wrByObject", wrByObject), exact("writers", writers),
                operationModel() ? Optional.of(buildOperations()) : Optional.empty(), buildSteps(),
                exact("rt", rt));
    }

    /** The steps and their order, or none. */
    private StepVocabulary buildSteps() {
        if (steps == 0) {
            return StepVocabulary.none();
        }
        List<StepAtom> stepAtoms = new ArrayList<>();
        TupleSet earlier = factory.noneOf(2);
        for (int a = 0; a < steps; a++) {
            stepAtoms.add(new StepAtom(a));
            for (int b = a + 1; b < steps; b++) {
                earlier.add(factory.tuple(new StepAtom(a), new StepAtom(b)));
            }
        }
        return new StepVocabulary(unary("step", stepAtoms), exact("earlier", earlier));
    }

    private OperationVocabulary buildOperations() {
        List<Atom> ops = new ArrayList<>();
        TupleSet opsOf = factory.noneOf(2);
        TupleSet po = factory.noneOf(2);
        TupleSet object = factory.noneOf(2);
        TupleSet value = factory.noneOf(2);
        List<Atom> readOps = new ArrayList<>();
        List<Atom> writeOps = new ArrayList<>();
        TupleSet readFrom = factory.noneOf(2);
        for (Transaction t : history.transactions()) {
            List<Operation> operations = t.operations();
            for (int i = 0; i < operations.size(); i++) {
                Operation op = operations.get(i);
                OpAtom atom = new OpAtom(t.id(), i);
                ops.add(atom);
                opsOf.add(factory.tuple(new TxnAtom(t.id()), atom));
                for (int j = i + 1; j < operations.size(); j++) {
                    po.add(factory.tuple(atom, new OpAtom(t.id(), j)));
                }
                object.add(factory.tuple(atom, new ObjAtom(op.object())));
                value.add(factory.tuple(atom, value(op.object(), op.value())));
                (op.isRead() ? readOps : writeOps).add(atom);
                if (op.isRead()) {
                    finalWriter(op).filter(w -> w != t.id())
                            .ifPresent(w -> readFrom.add(factory.tuple(new TxnAtom(w), atom)));
                }
            }
        }
        return new OperationVocabulary(unary("op", ops), exact("opsOf", opsOf), exact("po", po),
                exact("object", object), exact("value", value), unary("readOps", readOps),
                unary("writeOps", writeOps), exact("readFrom", readFrom));
    }

    private ValAtom value(int object, long value) {
        return new ValAtom(labels.labelOf(object, value));
    }

    /** The transaction whose final write the read returns, if any. */
    private Optional<Integer> finalWriter(Operation read) {
        OptionalInt writer = history.writerOf(read.object(), read.value());
        if (writer.isEmpty()) {
            return Optional.empty();
        }
        int w = writer.getAsInt();
        boolean isFinal = w == Transaction.INITIAL || Long.valueOf(read.value())
                .equals(history.transaction(w).orElseThrow().finalWrites().get(read.object()));
        return isFinal ? Optional.of(w) : Optional.empty();
    }

    private Relation unary(String name, List<? extends Atom> atoms) {
        TupleSet tuples = factory.noneOf(1);
        atoms.forEach(a -> tuples.add(factory.tuple(a)));
        return exact(name, tuples);
    }

    private Relation exact(String name, TupleSet tuples) {
        Relation r = Relation.nary(name, tuples.arity());
        historyInstance.add(r, tuples);
        return r;
    }

    /** The history relations' exact values (a fresh copy the caller may extend). */
    Instance historyInstance() {
        return historyInstance.clone();
    }

    /** The history relations by relation, for exact bounds. */
    Map<Relation, TupleSet> historyTuples() {
        return historyInstance.relationTuples();
    }

    /** The transaction atoms besides the initial one, in id order. */
    List<TxnAtom> nonInitialTxns() {
        return txns.subList(1, txns.size());
    }

    /** The objects' atoms. */
    List<ObjAtom> objects() {
        List<ObjAtom> objects = new ArrayList<>();
        for (int x = 0; x < history.objectCount(); x++) {
            objects.add(new ObjAtom(x));
        }
        return objects;
    }

    private static int idOf(Atom atom) {
        if (atom instanceof TxnAtom t) {
            return t.id();
        }
        if (atom instanceof ObjAtom o) {
            return o.index();
        }
        throw new IllegalStateException("witness relations range over transactions and objects, not " + atom);
    }

    /**
     * The tuple set of a witness relation given in the engine's id-based form: pairs of
     * transaction ids, or (object, transaction, transaction) rows for a per-object relation.
     */
    TupleSet witnessTuples(int arity, Collection<List<Integer>> rows) {
        TupleSet set = factory.noneOf(arity);
        for (List<Integer> row : rows) {
            set.add(arity == 2 ? factory.tuple(new TxnAtom(row.get(0)), new TxnAtom(row.get(1)))
                    : factory.tuple(new ObjAtom(row.get(0)), new TxnAtom(row.get(1)), new TxnAtom(row.get(2))));
        }
        return set;
    }

    /**
     * The tuple set of a witness relation of free shape given in the engine's form, a row of ids
     * per tuple: transaction ids, object indices, value numbers (the history's values, numbered
     * {@code 0, 1, …} per object, checked by {@link WitnessConfirmation}) and step indices by the
     * relation's columns.
     */
    TupleSet freeTuples(WitnessShape.Free shape, Collection<List<Integer>> rows) {
        TupleSet set = factory.noneOf(shape.arity());
        for (List<Integer> row : rows) {
            List<Atom> atoms = new ArrayList<>();
            for (int c = 0; c < row.size(); c++) {
                int id = row.get(c);
                atoms.add(switch (shape.columns().get(c)) {
                    case TXN -> new TxnAtom(id);
                    case OBJ -> new ObjAtom(id);
                    case STEP -> new StepAtom(id);
                    case VAL -> new ValAtom(id);
                });
            }
            set.add(factory.tuple(atoms));
        }
        return set;
    }

    /** Converts witness values to the engine's id-based form. */
    WitnessExecution toWitness(Map<String, TupleSet> values) {
        Map<String, List<List<Integer>>> relations = new LinkedHashMap<>();
        values.forEach((name, tuples) -> {
            List<List<Integer>> rows = new ArrayList<>();
            for (Tuple tuple : tuples) {
                List<Integer> row = new ArrayList<>();
                for (int i = 0; i < tuple.arity(); i++) {
                    row.add(idOf((Atom) tuple.atom(i)));
                }
                rows.add(List.copyOf(row));
            }
            relations.put(name, List.copyOf(rows));
        });
        return new WitnessExecution(level, relations);
    }
}
