// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.List;
import java.util.Optional;

import isolang.solver.encode.CandidateRestriction;
import isolang.solver.encode.HistoryEncoding;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.spec.HistoryVocabulary;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Relation;
import kodkod.ast.Variable;
import kodkod.instance.Bounds;
import kodkod.instance.TupleFactory;
import kodkod.instance.TupleSet;

/**
 * The fast mode's sufficient condition for unserializability (IsoPredict §4.2.2): the
 * must-order {@code pco = (so ∪ wr ∪ ww(pco) ∪ rw(pco))⁺}, which every serial order of the
 * history contains, has a cycle.
 *
 * <p>{@code pco} is built from below, as a <em>least</em> fixpoint: {@code pco₀ = (so ∪ wr)⁺},
 * {@code pcoᵢ₊₁ = (so ∪ wr ∪ ww(pcoᵢ) ∪ rw(pcoᵢ))⁺}, for {@code depth} steps. Every edge of
 * {@code pcoᵢ} is derived from edges of {@code pcoᵢ₋₁}, so every edge is in the least fixpoint
 * and a cycle is a real one. The plain fixpoint equation would let the solver pick a larger
 * fixpoint whose edges justify themselves (IsoPredict's Fig. 6: {@code T1 w(x) | T2 w(x) |
 * T3 r(x) from T2}, where {@code pco(T1,T3) ⇒ ww(T1,T2) ⇒ pco(T1,T3)}) and report a cycle of a
 * serializable history. A derivation deeper than {@code depth} is missed, never invented.
 *
 * <p>{@code ww(P)(t1,t2)}: both write some x and a reader of t2's x other than t1 is P-after t1;
 * {@code rw(P)(t1,t2)}: t1 reads x from some tw that is P-before t2, a writer of x.
 *
 * <p>Candidates the membership check refuted (a cycle that the strict levels still allow, when
 * they are weaker than serializability) are excluded by the values they read.
 */
final class CycleCondition implements CandidateRestriction {

    private final CandidateRestriction run;
    private final int depth;
    private final List<History> refuted;

    /**
     * The condition on the candidates of {@code run}, unrolled {@code depth} times, other than
     * the {@code refuted} candidates (histories over the encoding's transaction atoms).
     */
    CycleCondition(CandidateRestriction run, int depth, List<History> refuted) {
        this.run = run;
        this.depth = depth;
        this.refuted = List.copyOf(refuted);
    }

    @Override
    public Formula restrict(HistoryEncoding enc, Bounds bounds) {
        Formula pinned = run.restrict(enc, bounds);
        Formula result = pinned.and(cyclic(enc.vocabulary(), depth));
        for (int i = 0; i < refuted.size(); i++) {
            result = result.and(excluded(enc, bounds, refuted.get(i), "refuted" + i));
        }
        return result;
    }

    /**
     * Excludes one candidate: by its external reads in the abstract model, by the value of every
     * operation slot in the operation model (where repeated reads of one object differ by
     * position).
     */
    private static Formula excluded(HistoryEncoding enc, Bounds bounds, History candidate, String name) {
        TupleFactory factory = bounds.universe().factory();
        Optional<HistoryEncoding.OperationRelations> slots = enc.operationRelations();
        TupleSet tuples = factory.noneOf(slots.isPresent() ? 2 : 3);
        for (Transaction txn : candidate.transactions()) {
            if (slots.isPresent()) {
                List<Operation> ops = txn.operations();
                for (int k = 0; k < ops.size(); k++) {
                    tuples.add(factory.tuple(enc.operationAtom(txn.id(), k),
                            enc.valueAtom((int) ops.get(k).value())));
                }
            } else {
                txn.externalReads().forEach((x, values) -> values.forEach(value -> tuples.add(factory.tuple(
                        enc.transactionAtom(txn.id()), enc.objectAtom(x), enc.valueAtom((int) (long) value)))));
            }
        }
        Relation relation = slots.isPresent() ? Relation.binary(name) : Relation.ternary(name);
        bounds.boundExactly(relation, tuples);
        return (slots.isPresent() ? slots.get().value() : enc.readsRelation()).eq(relation).not();
    }

    /** Whether the must-order unrolled {@code depth} times over {@code v} has a cycle. */
    static Formula cyclic(HistoryVocabulary v, int depth) {
        Expression base = v.so().union(v.wr());
        Expression pco = base.closure();
        for (int i = 0; i < depth; i++) {
            pco = base.union(writeWrite(v, pco)).union(readWrite(v, pco)).closure();
        }
        return pco.intersection(Expression.IDEN).some();
    }

    private static Expression writeWrite(HistoryVocabulary v, Expression order) {
        Variable t1 = Variable.unary("ww.t1");
        Variable t2 = Variable.unary("ww.t2");
        Variable x = Variable.unary("ww.x");
        Expression writers = x.join(v.writers());
        Formula body = t1.in(writers).and(t2.in(writers))
                .and(t2.join(x.join(v.wrByObject())).difference(t1).intersection(t1.join(order)).some());
        return t1.eq(t2).not().and(body.forSome(x.oneOf(v.obj())))
                .comprehension(t1.oneOf(v.txn()).and(t2.oneOf(v.txn())));
    }

    private static Expression readWrite(HistoryVocabulary v, Expression order) {
        Variable t1 = Variable.unary("rw.t1");
        Variable t2 = Variable.unary("rw.t2");
        Variable x = Variable.unary("rw.x");
        Formula body = t2.in(x.join(v.writers()))
                .and(x.join(v.wrByObject()).join(t1).intersection(order.join(t2)).some());
        return t1.eq(t2).not().and(body.forSome(x.oneOf(v.obj())))
                .comprehension(t1.oneOf(v.txn()).and(t2.oneOf(v.txn())));
    }
}
