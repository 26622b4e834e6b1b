// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import isolang.solver.encode.CandidateRestriction;
import isolang.solver.encode.HistoryEncoding;
import isolang.solver.history.Operation;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Relation;
import kodkod.instance.Bounds;
import kodkod.instance.TupleFactory;
import kodkod.instance.TupleSet;

/**
 * Pins the candidate histories of a synthesis to the variations of one observed run
 * (IsoPredict's feasibility, §4.1 and §4.5): transactions, sessions and the objects of every
 * operation are fixed by exact bounds; only the value of each free read (which write it
 * observes) is free, among the initial value and the final writes of other transactions.
 *
 * <p>The boundary is a function of the reads: an operation is in the prediction iff every free
 * read before it in its session (strict), or in an earlier transaction of its session
 * (relaxed), observes its observed writer. A transaction's final write of an object is the last
 * of its writes of it that is in the prediction; cut transactions stay as empty transactions
 * (they neither read nor write, so no level is affected) and are dropped when decoding. A read
 * can only observe a write that is in the prediction (well-formedness of the encoding), and at
 * least one read must change.
 *
 * <p>In the abstract model a free read's choice is the value set of its transaction and object
 * in {@code reads} (one free read per transaction and object). In the operation model (levels
 * over program order, or runs reading an object twice in a transaction) every operation is a
 * pinned slot: present iff in the prediction, object and written values fixed, a read of an own
 * write fixed to it, and each free read's value its own choice.
 */
final class PredictionEncoding implements CandidateRestriction {

    private final ObservedRun run;
    private final Boundary boundary;

    PredictionEncoding(ObservedRun run, Boundary boundary) {
        this.run = run;
        this.boundary = boundary;
    }

    @Override
    public Formula restrict(HistoryEncoding enc, Bounds bounds) {
        return new Builder(enc, bounds).build();
    }

    /** The constraints of one encoding. */
    private final class Builder {
        private final HistoryEncoding enc;
        private final Bounds bounds;
        private final TupleFactory factory;
        private final Map<Object, Relation> constants = new HashMap<>();
        private final List<Formula> parts = new ArrayList<>();
        private final List<Formula> changes = new ArrayList<>();

        private final Optional<HistoryEncoding.OperationRelations> slots;
        private final TupleSet opUpper;
        private final TupleSet readOpsUpper;
        private final TupleSet objectUpper;
        private final TupleSet valueUpper;
        private final TupleSet readFromUpper;

        Builder(HistoryEncoding enc, Bounds bounds) {
            this.enc = enc;
            this.bounds = bounds;
            this.factory = bounds.universe().factory();
            this.slots = enc.operationRelations();
            opUpper = factory.noneOf(1);
            readOpsUpper = factory.noneOf(1);
            objectUpper = factory.noneOf(2);
            valueUpper = factory.noneOf(2);
            readFromUpper = factory.noneOf(2);
        }

        Formula build() {
            boundSessionOrder();
            TupleSet readUpper = factory.noneOf(3);
            TupleSet writeLower = factory.noneOf(3);
            for (int x = 0; x < enc.objects(); x++) {
                writeLower.add(factory.tuple(enc.transactionAtom(0), enc.objectAtom(x), enc.valueAtom(0)));
            }
            TupleSet writeUpper = writeLower.clone();
            for (List<ObservedRun.Step> session : run.sessions()) {
                encodeSession(session, readUpper, writeUpper);
            }
            bounds.bound(enc.readsRelation(), readUpper);
            bounds.bound(enc.writesRelation(), writeLower, writeUpper);
            slots.ifPresent(rel -> {
                bounds.bound(rel.op(), opUpper);
                bounds.bound(rel.readOps(), readOpsUpper);
                bounds.bound(rel.object(), objectUpper);
                bounds.bound(rel.value(), valueUpper);
                bounds.bound(rel.readFrom(), readFromUpper);
            });
            parts.add(Formula.or(changes));
            return Formula.and(parts);
        }

        private void boundSessionOrder() {
            TupleSet so = factory.noneOf(2);
            int first = 1;
            for (int length : run.sessionLengths()) {
                for (int a = first; a < first + length; a++) {
                    so.add(factory.tuple(enc.transactionAtom(0), enc.transactionAtom(a)));
                    for (int b = a + 1; b < first + length; b++) {
                        so.add(factory.tuple(enc.transactionAtom(a), enc.transactionAtom(b)));
                    }
                }
                first += length;
            }
            bounds.boundExactly(enc.sessionOrderRelation(), so);
        }

        private void encodeSession(List<ObservedRun.Step> steps, TupleSet readUpper, TupleSet writeUpper) {
            List<Formula> unchangedBefore = new ArrayList<>();
            List<Formula> unchangedInTxn = new ArrayList<>();
            Map<List<Integer>, List<Formula[]>> writesOf = new LinkedHashMap<>();
            int atom = -1;
            Formula txnIn = Formula.TRUE;
            for (ObservedRun.Step step : steps) {
                if (step.atom() != atom) {
                    atom = step.atom();
                    unchangedBefore.addAll(unchangedInTxn);
                    unchangedInTxn.clear();
                    txnIn = Formula.and(unchangedBefore);
                }
                Formula in = boundary == Boundary.STRICT
                        ? txnIn.and(Formula.and(unchangedInTxn)) : txnIn;
                Operation op = step.op();
                List<Integer> choices = step.freeRead() ? run.candidates(atom, op.object())
                        : List.of(run.indexOf(op.object(), op.value()));
                slots.ifPresent(s -> pinSlot(s, step, choices, in));
                if (step.freeRead()) {
                    int observed = run.indexOf(op.object(), op.value());
                    for (int c : choices) {
                        readUpper.add(factory.tuple(enc.transactionAtom(atom), enc.objectAtom(op.object()),
                                enc.valueAtom(c)));
                    }
                    Formula unchanged;
                    if (slots.isPresent()) {
                        Expression slot = constant(enc.operationAtom(atom, step.index()));
                        unchanged = slot.product(constant(enc.valueAtom(observed))).in(slots.get().value());
                    } else {
                        Expression value = obj(op.object()).join(txn(atom).join(enc.readsRelation()));
                        parts.add(value.some().iff(in));
                        unchanged = read(atom, op.object(), observed).in(enc.readsRelation());
                    }
                    changes.add(in.and(unchanged.not()));
                    unchangedInTxn.add(unchanged);
                } else if (op.isWrite() && (step.finalWrite() || boundary == Boundary.STRICT)) {
                    int index = run.indexOf(op.object(), op.value());
                    writeUpper.add(factory.tuple(enc.transactionAtom(atom), enc.objectAtom(op.object()),
                            enc.valueAtom(index)));
                    writesOf.computeIfAbsent(List.of(atom, op.object()), k -> new ArrayList<>())
                            .add(new Formula[] {in, read(atom, op.object(), index).in(enc.writesRelation())});
                }
            }
            writesOf.values().forEach(this::lastWriteInPrediction);
        }

        /**
         * Pins the slot of {@code step} in the operation model: present iff {@code in}, its
         * object fixed, its value one of {@code choices} (a write's or an own write's value, or
         * a free read's candidates), and a free read reading from the candidates' writers.
         */
        private void pinSlot(HistoryEncoding.OperationRelations rel, ObservedRun.Step step, List<Integer> choices,
                Formula in) {
            Object slot = enc.operationAtom(step.atom(), step.index());
            opUpper.add(factory.tuple(slot));
            objectUpper.add(factory.tuple(slot, enc.objectAtom(step.op().object())));
            for (int c : choices) {
                valueUpper.add(factory.tuple(slot, enc.valueAtom(c)));
            }
            if (step.op().isRead()) {
                readOpsUpper.add(factory.tuple(slot));
                if (step.freeRead()) {
                    for (int c : choices) {
                        readFromUpper.add(factory.tuple(
                                enc.transactionAtom(run.writerAtom(step.op().object(), c)), slot));
                    }
                }
            }
            Expression present = constant(slot);
            parts.add(present.in(rel.op()).iff(in));
            if (step.op().isRead()) {
                parts.add(present.in(rel.readOps()).iff(in));
            }
        }

        /** The final write of an object is the last of the transaction's writes of it that is in the prediction. */
        private void lastWriteInPrediction(List<Formula[]> writes) {
            for (int i = 0; i < writes.size(); i++) {
                Formula in = writes.get(i)[0];
                Formula last = i + 1 < writes.size() ? in.and(writes.get(i + 1)[0].not()) : in;
                parts.add(writes.get(i)[1].iff(last));
            }
        }

        private Expression read(int atom, int x, int value) {
            return txn(atom).product(obj(x)).product(constant(enc.valueAtom(value)));
        }

        private Expression txn(int atom) {
            return constant(enc.transactionAtom(atom));
        }

        private Expression obj(int x) {
            return constant(enc.objectAtom(x));
        }

        private Relation constant(Object atom) {
            return constants.computeIfAbsent(atom, a -> {
                Relation r = Relation.unary("pinned." + a);
                bounds.boundExactly(r, factory.setOf(a));
                return r;
            });
        }
    }
}
