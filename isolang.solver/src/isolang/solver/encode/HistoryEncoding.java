// SPDX-License-Identifier: EPL-2.0
package isolang.solver.encode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Transaction;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.HistoryVocabulary;
import isolang.solver.spec.Scope;
import isolang.solver.spec.StepVocabulary;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Relation;
import kodkod.ast.Variable;
import kodkod.instance.Bounds;
import kodkod.instance.TupleFactory;
import kodkod.instance.TupleSet;
import kodkod.instance.Universe;

/**
 * The Kodkod encoding of histories: a universe, the history relations with their bounds, and
 * the well-formedness formula. Either <em>symbolic</em> (all histories of a scope; the SAT
 * solver chooses the history) or <em>concrete</em> (one given history, every relation exact).
 *
 * <p>Atoms: transactions {@code T0} (initial) to {@code Tn}, objects, values {@code v0}
 * (initial) upwards, sessions, and in the operation model {@code Ti.ok}. Session order is
 * derived from a session assignment and the transaction-id order ({@code so = T0×others ∪
 * {(Ti,Tj) | i<j, same session}}), so sessions are always total chains and {@code so} is
 * contained in the id order; every history can be renumbered along a linear extension of
 * {@code so} to have this form.
 *
 * <p>The abstract model is exact for levels written over the abstract vocabulary: such a level
 * sees of a transaction only its external reads (the set of values it read of each object
 * before writing it) and its final writes, and the abstract encoding ranges over all of those,
 * non-repeatable reads included. The operation model adds program order for levels that need it.
 */
public final class HistoryEncoding {

    final Universe universe;
    final TupleFactory factory;
    final Bounds bounds;
    final HistoryModel model;
    final int transactions;
    final int objects;
    final int values;
    final int sessions;
    final int[] idOfAtom;
    final Relation txn = Relation.unary("Txn");
    final Relation initial = Relation.unary("T0");
    final Relation obj = Relation.unary("Obj");
    final Relation val = Relation.unary("Val");
    final Relation idOrder = Relation.binary("idOrder");
    final Relation reads = Relation.ternary("reads");
    final Relation writes = Relation.ternary("writes");
    final Relation so = Relation.binary("so");
    final Relation wr = Relation.binary("wr");
    final Relation wrByObject = Relation.ternary("wrx");
    final Relation writers = Relation.binary("writers");
    final Relation sessionOf = Relation.binary("sessionOf");
    final Relation step = Relation.unary("Step");
    final Relation earlier = Relation.binary("earlier");
    final Relation rt = Relation.binary("rt");
    final int steps;
    private final int firstStepAtom;
    final Relation[] txnAtom;
    final Relation[] objAtom;
    final Relation[] valAtom;
    final Optional<OperationEncoding> operations;
    private final List<Formula> wellFormed = new ArrayList<>();
    private final HistoryVocabulary vocabulary;

    private HistoryEncoding(HistoryModel model, int transactions, int objects, int values, int sessions,
            int operations, int steps, int[] idOfAtom) {
        this.model = model;
        this.steps = steps;
        this.transactions = transactions;
        this.objects = objects;
        this.values = values;
        this.sessions = sessions;
        this.idOfAtom = idOfAtom;
        List<Object> atoms = new ArrayList<>();
        for (int i = 0; i <= transactions; i++) {
            atoms.add("T" + idOfAtom[i]);
        }
        for (int x = 0; x < objects; x++) {
            atoms.add(ObjectNames.of(x));
        }
        for (int v = 0; v < values; v++) {
            atoms.add("v" + v);
        }
        for (int s = 1; s <= sessions; s++) {
            atoms.add("S" + s);
        }
        if (model == HistoryModel.OPERATION) {
            for (int i = 1; i <= transactions; i++) {
                for (int k = 0; k < operations; k++) {
                    atoms.add("T" + idOfAtom[i] + ".o" + k);
                }
            }
        }
        firstStepAtom = atoms.size();
        for (int k = 1; k <= steps; k++) {
            atoms.add("s" + k);
        }
        universe = new Universe(atoms);
        factory = universe.factory();
        bounds = new Bounds(universe);
        txnAtom = new Relation[transactions + 1];
        objAtom = new Relation[objects];
        valAtom = new Relation[values];
        bounds.boundExactly(txn, range(0, transactions + 1));
        bounds.boundExactly(initial, factory.setOf(t(0)));
        bounds.boundExactly(obj, factory.range(factory.tuple(o(0)), factory.tuple(o(objects - 1))));
        bounds.boundExactly(val, factory.range(factory.tuple(v(0)), factory.tuple(v(values - 1))));
        for (int i = 0; i <= transactions; i++) {
            txnAtom[i] = Relation.unary("T" + idOfAtom[i] + "'");
            bounds.boundExactly(txnAtom[i], factory.setOf(t(i)));
        }
        for (int x = 0; x < objects; x++) {
            objAtom[x] = Relation.unary(ObjectNames.of(x) + "'");
            bounds.boundExactly(objAtom[x], factory.setOf(o(x)));
        }
        for (int v = 0; v < values; v++) {
            valAtom[v] = Relation.unary("v" + v + "'");
            bounds.boundExactly(valAtom[v], factory.setOf(v(v)));
        }
        TupleSet order = factory.noneOf(2);
        for (int i = 0; i <= transactions; i++) {
            for (int j = i + 1; j <= transactions; j++) {
                order.add(factory.tuple(t(i), t(j)));
            }
        }
        bounds.boundExactly(idOrder, order);
        boundSteps();
        this.operations = model == HistoryModel.OPERATION
                ? Optional.of(new OperationEncoding(this, operations)) : Optional.empty();
        vocabulary = new HistoryVocabulary(txn, initial, obj, val, reads, writes, so, wr, wrByObject, writers,
                this.operations.map(OperationEncoding::vocabulary), new StepVocabulary(step, earlier), rt);
    }

    /** The symbolic encoding of all histories within {@code scope} in the given model. */
    public static HistoryEncoding symbolic(Scope scope, HistoryModel model, boolean symmetryBreaking) {
        return symbolic(scope, model, symmetryBreaking, false);
    }

    /**
     * The symbolic encoding of all histories within {@code scope} in the given model, with their
     * real-time orders if {@code realTime} (every strict interval order over the transactions
     * other than the initial one; see {@link isolang.solver.history.RealTime}), otherwise with
     * none. Only a problem whose levels use {@code rt} needs it ({@link RealTimeUse}).
     */
    public static HistoryEncoding symbolic(Scope scope, HistoryModel model, boolean symmetryBreaking,
            boolean realTime) {
        ScopeEstimate.check(scope, model);
        int[] ids = new int[scope.transactions() + 1];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = i;
        }
        HistoryEncoding enc = new HistoryEncoding(model, scope.transactions(), scope.objects(), scope.values(),
                scope.sessions(), scope.operations(), scope.steps(), ids);
        enc.boundSymbolic(symmetryBreaking);
        enc.boundRealTime(realTime);
        return enc;
    }

    /**
     * The concrete encoding of one history; transaction atoms follow increasing ids, value atoms
     * are the history's value labels.
     */
    public static HistoryEncoding concrete(History history, HistoryModel model) {
        List<Transaction> txns = history.transactions();
        int[] ids = new int[txns.size() + 1];
        for (int i = 0; i < txns.size(); i++) {
            ids[i + 1] = txns.get(i).id();
        }
        int ops = Math.max(1, txns.stream().mapToInt(t -> t.operations().size()).max().orElse(1));
        HistoryEncoding enc = new HistoryEncoding(model, txns.size(), Math.max(1, history.objectCount()),
                history.valueLabels().count(), Math.max(1, history.sessions().size()), ops, 0, ids);
        ConcreteBounds.bound(enc, history);
        return enc;
    }

    /**
     * The real-time order of a symbolic encoding: a free strict interval order over the
     * transactions other than the initial one, or exactly empty.
     */
    private void boundRealTime(boolean free) {
        TupleSet upper = factory.noneOf(2);
        if (free) {
            for (int i = 1; i <= transactions; i++) {
                for (int j = 1; j <= transactions; j++) {
                    if (i != j) {
                        upper.add(factory.tuple(t(i), t(j)));
                    }
                }
            }
        }
        bounds.bound(rt, upper);
        if (free && transactions > 1) {
            Variable a = Variable.unary("a");
            Variable b = Variable.unary("b");
            Variable c = Variable.unary("c");
            Variable d = Variable.unary("d");
            Expression others = txn.difference(initial);
            wellFormed.add(a.product(b).in(rt).and(c.product(d).in(rt))
                    .implies(a.product(d).in(rt).or(c.product(b).in(rt)))
                    .forAll(a.oneOf(others).and(b.oneOf(others)).and(c.oneOf(others)).and(d.oneOf(others))));
        }
    }

    /** The steps of a protocol trace and their order, both exact (empty without steps). */
    private void boundSteps() {
        TupleSet all = factory.noneOf(1);
        TupleSet order = factory.noneOf(2);
        for (int k = 0; k < steps; k++) {
            all.add(factory.tuple(stepAtom(k)));
            for (int l = k + 1; l < steps; l++) {
                order.add(factory.tuple(stepAtom(k), stepAtom(l)));
            }
        }
        bounds.boundExactly(step, all);
        bounds.boundExactly(earlier, order);
    }

    private void boundSymbolic(boolean symmetryBreaking) {
        TupleSet writeUpper = factory.noneOf(3);
        TupleSet writeLower = factory.noneOf(3);
        TupleSet readUpper = factory.noneOf(3);
        for (int x = 0; x < objects; x++) {
            writeLower.add(factory.tuple(t(0), o(x), v(0)));
            for (int i = 1; i <= transactions; i++) {
                for (int v = 0; v < values; v++) {
                    readUpper.add(factory.tuple(t(i), o(x), v(v)));
                    if (v > 0) {
                        writeUpper.add(factory.tuple(t(i), o(x), v(v)));
                    }
                }
            }
        }
        writeUpper.addAll(writeLower);
        if (model == HistoryModel.ABSTRACT) {
            bounds.bound(reads, readUpper);
            bounds.bound(writes, writeLower, writeUpper);
        } else {
            operations.orElseThrow().boundSymbolic(readUpper, writeLower, writeUpper, wellFormed);
        }
        TupleSet sessionUpper = factory.noneOf(2);
        for (int i = 1; i <= transactions; i++) {
            for (int s = 0; s < sessions; s++) {
                sessionUpper.add(factory.tuple(t(i), "S" + (s + 1)));
            }
        }
        bounds.bound(sessionOf, sessionUpper);
        TupleSet initialFirst = factory.noneOf(2);
        for (int i = 1; i <= transactions; i++) {
            initialFirst.add(factory.tuple(t(0), t(i)));
        }
        bounds.bound(so, initialFirst, bounds.upperBound(idOrder));
        TupleSet wrUpper = factory.noneOf(2);
        TupleSet wrxUpper = factory.noneOf(3);
        TupleSet writersLower = factory.noneOf(2);
        for (int i = 0; i <= transactions; i++) {
            for (int j = 1; j <= transactions; j++) {
                if (i != j) {
                    wrUpper.add(factory.tuple(t(i), t(j)));
                    for (int x = 0; x < objects; x++) {
                        wrxUpper.add(factory.tuple(o(x), t(i), t(j)));
                    }
                }
            }
        }
        for (int x = 0; x < objects; x++) {
            writersLower.add(factory.tuple(o(x), t(0)));
        }
        bounds.bound(wr, wrUpper);
        bounds.bound(wrByObject, wrxUpper);
        bounds.bound(writers, writersLower, objectsTimesTxns());
        defineDerived();
        readConsistency();
        if (symmetryBreaking) {
            breakValueSymmetry();
        }
    }

    private TupleSet objectsTimesTxns() {
        TupleSet set = factory.noneOf(2);
        for (int x = 0; x < objects; x++) {
            for (int i = 0; i <= transactions; i++) {
                set.add(factory.tuple(o(x), t(i)));
            }
        }
        return set;
    }

    private void defineDerived() {
        Variable t = Variable.unary("t");
        Variable t1 = Variable.unary("t1");
        Variable t2 = Variable.unary("t2");
        Variable x = Variable.unary("x");
        Variable v = Variable.unary("v");
        Expression others = txn.difference(initial);
        wellFormed.add(t.join(sessionOf).one().forAll(t.oneOf(others)));
        wellFormed
                .add(so.eq(initial.product(others).union(idOrder.intersection(sessionOf.join(sessionOf.transpose())))));
        Formula readsFrom = t1.product(x).product(v).in(writes).and(t2.product(x).product(v).in(reads))
                .forSome(v.oneOf(val)).and(t1.eq(t2).not());
        wellFormed.add(wrByObject.eq(readsFrom.comprehension(x.oneOf(obj).and(t1.oneOf(txn)).and(t2.oneOf(txn)))));
        wellFormed.add(wr.eq(obj.join(wrByObject)));
        wellFormed.add(writers.eq(x.join(t.join(writes)).some().comprehension(x.oneOf(obj).and(t.oneOf(txn)))));
    }

    /**
     * Unique final writes, and no thin-air, aborted, intermediate or future reads: every external
     * read returns the final write of another transaction (or the initial value). A transaction
     * may read several values of one object (a non-repeatable read): the abstract model thus
     * represents every operation-level history's external reads, and levels that forbid
     * non-repeatable reads (Cerone et al.'s INT) say so in their axioms.
     */
    private void readConsistency() {
        Variable t = Variable.unary("t");
        Variable x = Variable.unary("x");
        Variable v = Variable.unary("v");
        wellFormed.add(x.join(t.join(writes)).lone().forAll(t.oneOf(txn).and(x.oneOf(obj))));
        wellFormed.add(writes.join(v).join(x).lone().forAll(x.oneOf(obj).and(v.oneOf(val))));
        wellFormed.add(t.product(x).product(v).in(reads).implies(writes.join(v).join(x).difference(t).some())
                .forAll(t.oneOf(txn).and(x.oneOf(obj)).and(v.oneOf(val))));
    }

    /**
     * Values of one object are interchangeable (axioms only compare values of the same object):
     * written values are used from {@code v1} upwards, in the id order of their writers.
     */
    private void breakValueSymmetry() {
        for (int x = 0; x < objects; x++) {
            for (int v = 2; v < values; v++) {
                Expression writer = writes.join(valAtom[v]).join(objAtom[x]);
                Expression previous = writes.join(valAtom[v - 1]).join(objAtom[x]);
                wellFormed.add(writer.some().implies(previous.product(writer).in(idOrder)));
            }
        }
    }

    /** The history vocabulary of this encoding. */
    public HistoryVocabulary vocabulary() {
        return vocabulary;
    }

    /** The history model. */
    public HistoryModel model() {
        return model;
    }

    /** The well-formedness formula (empty conjunction for a concrete history). */
    public Formula wellFormed() {
        return Formula.and(wellFormed);
    }

    /** The set of the first {@code count} objects (all objects if there are fewer). */
    public Expression firstObjects(int count) {
        return Expression.union(Arrays.asList(objAtom).subList(0, Math.min(count, objects)));
    }

    /**
     * The histories that use only the first {@code count} objects: no transaction but the initial
     * one reads or writes another. Objects are interchangeable, so this says "at most
     * {@code count} objects are used" up to renaming them; added to a symbolic search, it narrows
     * it as a scope with {@code count} objects would, without a new universe.
     */
    public Formula onlyFirstObjects(int count) {
        List<Formula> unused = new ArrayList<>();
        Expression others = txn.difference(initial);
        for (int x = count; x < objects; x++) {
            Expression touching = reads.union(writes).join(val).join(objAtom[x]);
            unused.add(touching.intersection(others).no());
        }
        return Formula.and(unused);
    }

    /** The strict order of transaction atoms by id, initial transaction first. */
    public Expression idOrder() {
        return idOrder;
    }

    /** The universe. */
    public Universe universe() {
        return universe;
    }

    /** A copy of the bounds of the history relations. */
    public Bounds bounds() {
        return bounds.clone();
    }

    /** The number of transaction atoms, the initial one included. */
    public int transactionAtoms() {
        return transactions + 1;
    }

    /** The number of objects. */
    public int objects() {
        return objects;
    }

    /** The external-read relation {@code Txn×Obj×Val}, for restricting its bounds. */
    public Relation readsRelation() {
        return reads;
    }

    /** The final-write relation {@code Txn×Obj×Val}, for restricting its bounds. */
    public Relation writesRelation() {
        return writes;
    }

    /** The session-order relation, for restricting its bounds. */
    public Relation sessionOrderRelation() {
        return so;
    }

    /**
     * The operation-level relations of the operation model, for restricting their bounds: the
     * operations, the reads among them, each operation's object and value, and the
     * operation-level write–read relation; empty in the abstract model.
     */
    public Optional<OperationRelations> operationRelations() {
        return operations.map(OperationEncoding::relations);
    }

    /**
     * The relations of the operation model a restriction may bound.
     *
     * @param op the operations present
     * @param readOps the reads among them
     * @param object each operation's object, {@code Op×Obj}
     * @param value each operation's value, {@code Op×Val}
     * @param readFrom the operation-level write–read relation, {@code Txn×Op}
     */
    public record OperationRelations(Relation op, Relation readOps, Relation object, Relation value,
            Relation readFrom) {
    }

    /** The atom of operation slot {@code k} of transaction atom index {@code i} (operation model only). */
    public Object operationAtom(int i, int k) {
        return operations.orElseThrow().slot(i, k);
    }

    /** The atom of transaction atom index {@code i} (0 is the initial transaction). */
    public Object transactionAtom(int i) {
        return t(i);
    }

    /** The atom of object {@code x}. */
    public Object objectAtom(int x) {
        return o(x);
    }

    /** The atom of value {@code value}. */
    public Object valueAtom(int value) {
        return v(value);
    }

    /** The transaction id of a transaction atom index. */
    public int idOf(int atom) {
        return idOfAtom[atom];
    }

    /** The number of protocol steps (0 without a protocol model). */
    public int steps() {
        return steps;
    }

    /** The atom of protocol step {@code k} (0-based). */
    public Object stepAtom(int k) {
        return universe.atom(firstStepAtom + k);
    }

    /** The step index of a step atom's universe index. */
    int stepOf(int atom) {
        return atom - firstStepAtom;
    }

    /** The value index of a value atom's universe index. */
    int valueOf(int atom) {
        return atom - transactions - 1 - objects;
    }

    TupleSet range(int from, int to) {
        TupleSet set = factory.noneOf(1);
        for (int i = from; i < to; i++) {
            set.add(factory.tuple(t(i)));
        }
        return set;
    }

    Object t(int i) {
        return universe.atom(i);
    }

    Object o(int x) {
        return universe.atom(transactions + 1 + x);
    }

    Object v(int value) {
        return universe.atom(transactions + 1 + objects + value);
    }

    Object s(int session) {
        return universe.atom(transactions + 1 + objects + values + session);
    }
}
