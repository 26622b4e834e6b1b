// SPDX-License-Identifier: EPL-2.0
package isolang.solver.encode;

import java.util.ArrayList;
import java.util.List;

import isolang.solver.history.OpKind;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.history.ValueLabels;
import isolang.solver.spec.OperationVocabulary;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Relation;
import kodkod.ast.Variable;
import kodkod.instance.Instance;
import kodkod.instance.Tuple;
import kodkod.instance.TupleFactory;
import kodkod.instance.TupleSet;

/**
 * The operation-level part of a history encoding. Each transaction owns a fixed sequence of
 * operation slots {@code Ti.o0 … Ti.o(p-1)}; the used slots form a prefix, program order is the
 * slot order. External reads (reads that follow no own write of their object) and final writes
 * are derived, so levels written over the abstract vocabulary apply unchanged. Well-formedness
 * requires a read after an own write of the object to return the latest such write; reads
 * after own reads are free (non-repeatable reads are histories too, forbidden only by levels
 * whose axioms say so, such as Cerone et al.'s INT).
 */
final class OperationEncoding {

    private final HistoryEncoding enc;
    private final int slots;
    private final Relation op = Relation.unary("Op");
    private final Relation owner = Relation.binary("owner");
    private final Relation slotOrder = Relation.binary("slotOrder");
    private final Relation slotPrevious = Relation.binary("slotPrevious");
    private final Relation object = Relation.binary("opObject");
    private final Relation value = Relation.binary("opValue");
    private final Relation readOps = Relation.unary("ReadOp");
    private final Relation readFrom = Relation.binary("readFrom");
    private final OperationVocabulary vocabulary;

    OperationEncoding(HistoryEncoding enc, int slots) {
        this.enc = enc;
        this.slots = slots;
        TupleFactory f = enc.factory;
        TupleSet owners = f.noneOf(2);
        TupleSet order = f.noneOf(2);
        TupleSet previous = f.noneOf(2);
        for (int i = 1; i <= enc.transactions; i++) {
            for (int k = 0; k < slots; k++) {
                owners.add(f.tuple(enc.t(i), slot(i, k)));
                for (int l = k + 1; l < slots; l++) {
                    order.add(f.tuple(slot(i, k), slot(i, l)));
                }
                if (k > 0) {
                    previous.add(f.tuple(slot(i, k), slot(i, k - 1)));
                }
            }
        }
        enc.bounds.boundExactly(owner, owners);
        enc.bounds.boundExactly(slotOrder, order);
        enc.bounds.boundExactly(slotPrevious, previous);
        Expression opsOf = owner.intersection(enc.txn.product(op));
        Expression po = slotOrder.intersection(op.product(op));
        vocabulary = new OperationVocabulary(op, opsOf, po, object, value, readOps, op.difference(readOps), readFrom);
    }

    OperationVocabulary vocabulary() {
        return vocabulary;
    }

    HistoryEncoding.OperationRelations relations() {
        return new HistoryEncoding.OperationRelations(op, readOps, object, value, readFrom);
    }

    Object slot(int txnAtom, int k) {
        return enc.universe.atom(enc.transactions + 1 + enc.objects + enc.values + enc.sessions
                + (txnAtom - 1) * slots + k);
    }

    private TupleSet allSlots() {
        return enc.factory.range(enc.factory.tuple(slot(1, 0)), enc.factory.tuple(slot(enc.transactions, slots - 1)));
    }

    void boundSymbolic(TupleSet readUpper, TupleSet writeLower, TupleSet writeUpper, List<Formula> wellFormed) {
        TupleFactory f = enc.factory;
        TupleSet slotsSet = allSlots();
        enc.bounds.bound(op, slotsSet);
        enc.bounds.bound(readOps, slotsSet);
        enc.bounds.bound(object, slotsSet.product(enc.bounds.upperBound(enc.obj)));
        enc.bounds.bound(value, slotsSet.product(enc.bounds.upperBound(enc.val)));
        enc.bounds.bound(readFrom, enc.bounds.upperBound(enc.txn).product(slotsSet));
        enc.bounds.bound(enc.reads, readUpper);
        enc.bounds.bound(enc.writes, writeLower, writeUpper);
        Variable o = Variable.unary("o");
        Variable r = Variable.unary("r");
        Variable t = Variable.unary("t");
        Variable x = Variable.unary("x");
        Variable v = Variable.unary("v");
        Expression po = vocabulary.po();
        Expression writeOps = vocabulary.writeOps();
        wellFormed.add(op.join(slotPrevious).in(op));
        wellFormed.add(readOps.in(op));
        wellFormed.add(object.in(op.product(enc.obj)).and(value.in(op.product(enc.val))));
        wellFormed.add(o.join(object).one().and(o.join(value).one()).forAll(o.oneOf(op)));
        wellFormed.add(writeOps.join(value).in(enc.val.difference(enc.valAtom[0])));
        wellFormed.add(writeOps.intersection(object.join(x)).intersection(value.join(v)).lone()
                .forAll(x.oneOf(enc.obj).and(v.oneOf(enc.val.difference(enc.valAtom[0])))));
        Expression ownWritesBefore = po.join(r).intersection(writeOps).intersection(object.join(r.join(object)));
        Expression latestWrite = ownWritesBefore.difference(po.join(ownWritesBefore));
        wellFormed.add(ownWritesBefore.some().implies(r.join(value).eq(latestWrite.join(value)))
                .forAll(r.oneOf(readOps)));
        Expression ownOps = t.join(vocabulary.opsOf());
        Formula external = r.join(object).eq(x).and(r.join(value).eq(v))
                .and(po.join(r).intersection(writeOps).intersection(object.join(x)).no())
                .forSome(r.oneOf(readOps.intersection(ownOps)));
        wellFormed.add(
                enc.reads.eq(external.comprehension(t.oneOf(enc.txn).and(x.oneOf(enc.obj)).and(v.oneOf(enc.val)))));
        Formula last = r.join(object).eq(x).and(r.join(value).eq(v))
                .and(r.join(po).intersection(writeOps).intersection(object.join(x)).no())
                .forSome(r.oneOf(writeOps.intersection(ownOps)));
        Formula initialWrite = t.eq(enc.initial).and(v.eq(enc.valAtom[0]));
        wellFormed.add(enc.writes.eq(last.or(initialWrite)
                .comprehension(t.oneOf(enc.txn).and(x.oneOf(enc.obj)).and(v.oneOf(enc.val)))));
        Formula fromT = r.in(readOps).and(r.in(ownOps).not())
                .and(r.join(object).product(r.join(value)).in(t.join(enc.writes)));
        wellFormed.add(readFrom.eq(fromT.comprehension(t.oneOf(enc.txn).and(r.oneOf(op)))));
    }

    List<Operation> decode(Instance instance, int txnAtom) {
        List<Operation> result = new ArrayList<>();
        TupleSet present = instance.tuples(op);
        TupleSet reads = instance.tuples(readOps);
        for (int k = 0; k < slots; k++) {
            Tuple atom = enc.factory.tuple(slot(txnAtom, k));
            if (!present.contains(atom)) {
                break;
            }
            int x = -1;
            int v = -1;
            for (Tuple t : instance.tuples(object)) {
                if (t.atom(0).equals(atom.atom(0))) {
                    x = t.atomIndex(1) - enc.transactions - 1;
                }
            }
            for (Tuple t : instance.tuples(value)) {
                if (t.atom(0).equals(atom.atom(0))) {
                    v = t.atomIndex(1) - enc.transactions - 1 - enc.objects;
                }
            }
            result.add(new Operation(reads.contains(atom) ? OpKind.READ : OpKind.WRITE, x, v));
        }
        return result;
    }

    void boundConcrete(List<Transaction> txns, ValueLabels labels) {
        TupleFactory f = enc.factory;
        TupleSet ops = f.noneOf(1);
        TupleSet reads = f.noneOf(1);
        TupleSet objects = f.noneOf(2);
        TupleSet values = f.noneOf(2);
        TupleSet from = f.noneOf(2);
        for (int i = 1; i <= txns.size(); i++) {
            List<Operation> list = txns.get(i - 1).operations();
            for (int k = 0; k < list.size(); k++) {
                Operation operation = list.get(k);
                Object atom = slot(i, k);
                ops.add(f.tuple(atom));
                objects.add(f.tuple(atom, enc.o(operation.object())));
                values.add(f.tuple(atom, enc.v(labels.labelOf(operation.object(), operation.value()))));
                if (operation.isRead()) {
                    reads.add(f.tuple(atom));
                    addReadFrom(txns, i, operation, atom, from);
                }
            }
        }
        enc.bounds.boundExactly(op, ops);
        enc.bounds.boundExactly(readOps, reads);
        enc.bounds.boundExactly(object, objects);
        enc.bounds.boundExactly(value, values);
        enc.bounds.boundExactly(readFrom, from);
    }

    private void addReadFrom(List<Transaction> txns, int reader, Operation read, Object atom, TupleSet from) {
        TupleFactory f = enc.factory;
        if (read.value() == 0) {
            from.add(f.tuple(enc.t(0), atom));
            return;
        }
        for (int j = 1; j <= txns.size(); j++) {
            Long written = txns.get(j - 1).finalWrites().get(read.object());
            if (j != reader && written != null && written == read.value()) {
                from.add(f.tuple(enc.t(j), atom));
            }
        }
    }
}
