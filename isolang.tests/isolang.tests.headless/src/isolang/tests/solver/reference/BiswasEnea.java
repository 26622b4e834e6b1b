// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.reference;

import java.util.List;

import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.Framework;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.OperationVocabulary;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Variable;

/**
 * The framework of Biswas and Enea (OOPSLA 2019) and its levels. The witness is a commit order
 * {@code co}, a strict total order on transactions with the initial transaction first, that
 * extends {@code so ∪ wr}. Every level is a conjunction of axioms of the shape
 * <pre>
 *   ∀x, t1 ≠ t2, t3.  t1 -wr_x-> t3 ∧ t2 writes x ∧ PREMISE(t2, t3)  ⇒  t2 -co-> t1
 * </pre>
 */
public final class BiswasEnea {

    /** The name of the commit order witness. */
    public static final String CO = "co";

    /** {@code so ∪ wr ⊆ co}. */
    public static final Axiom SO_WR_IN_CO = Axiom.of("SoWrInCo", e -> e.so().union(e.wr()).in(co(e)));

    /** The framework: witness {@code co} (strict total order, initial first), base axiom {@code so ∪ wr ⊆ co}. */
    public static final Framework FRAMEWORK = new Framework("BiswasEnea",
            List.of(new WitnessRelation(CO, new WitnessShape.StrictTotalOrder())), List.of(SO_WR_IN_CO),
            "Biswas & Enea, On the complexity of checking transactional consistency, OOPSLA 2019.");

    /** Read Atomic: PREMISE = {@code t2 -(so ∪ wr)-> t3}. */
    public static final Axiom READ_ATOMIC = Axiom.of("ReadAtomic",
            e -> commitAxiom(e, (t2, t3) -> t2.product(t3).in(e.so().union(e.wr()))));

    /** Causal: PREMISE = {@code t2 -(so ∪ wr)+-> t3}. */
    public static final Axiom CAUSAL = Axiom.of("Causal",
            e -> commitAxiom(e, (t2, t3) -> t2.product(t3).in(e.so().union(e.wr()).closure())));

    /** Prefix: PREMISE = {@code t2 -co*;(so ∪ wr)-> t3}. */
    public static final Axiom PREFIX = Axiom.of("Prefix",
            e -> commitAxiom(e, (t2, t3) -> t2.product(t3).in(co(e).reflexiveClosure().join(e.so().union(e.wr())))));

    /** Serializability: PREMISE = {@code t2 -co-> t3}. */
    public static final Axiom SERIALIZABILITY = Axiom.of("Serializability",
            e -> commitAxiom(e, (t2, t3) -> t2.product(t3).in(co(e))));

    /**
     * Conflict: {@code ∀x, y, t1 ≠ t2, t3, t4. t1 -wr_x-> t3 ∧ t2 writes x ∧ t3 writes y ∧ t4 writes y
     * ∧ t2 -co*-> t4 -co-> t3 ⇒ t2 -co-> t1}.
     */
    public static final Axiom CONFLICT = Axiom.of("Conflict", BiswasEnea::conflict);

    /**
     * Read Committed (operation model): PREMISE = t3 has a read r that reads from t2 and
     * {@code r -po->} a read of x that reads from t1.
     */
    public static final Axiom READ_COMMITTED = Axiom.of("ReadCommitted", BiswasEnea::readCommitted);

    /** Read Committed, {@code RC = ReadCommitted}; needs the operation history model. */
    public static final Level RC = new Level("RC", FRAMEWORK, List.of(READ_COMMITTED), HistoryModel.OPERATION,
            "Read Committed: a read r after a read that saw t2 must not see a write older than t2's.");
    /** Read Atomic. */
    public static final Level RA = Level.of("RA", FRAMEWORK, List.of(READ_ATOMIC), "Read Atomic.");
    /** Causal Consistency. */
    public static final Level CC = Level.of("CC", FRAMEWORK, List.of(CAUSAL), "Causal Consistency.");
    /** Prefix Consistency. */
    public static final Level PREFIX_LEVEL = Level.of("Prefix", FRAMEWORK, List.of(PREFIX), "Prefix.");
    /** The Conflict axiom alone. */
    public static final Level CONFLICT_LEVEL = Level.of("Conflict", FRAMEWORK, List.of(CONFLICT), "Conflict.");
    /** Prefix Consistency, {@code PC = Prefix}. */
    public static final Level PC = Level.of("PC", FRAMEWORK, List.of(PREFIX), "Prefix Consistency (= Prefix).");
    /** Snapshot Isolation, {@code SI = Prefix ∧ Conflict}. */
    public static final Level SI = Level.of("SI", FRAMEWORK, List.of(PREFIX, CONFLICT), "Snapshot Isolation.");
    /** Serializability. */
    public static final Level SER = Level.of("SER", FRAMEWORK, List.of(SERIALIZABILITY), "Serializability.");
    /** {@code rt ⊆ co}: a transaction that ended before another began comes first in the commit order. */
    public static final Axiom REAL_TIME = Axiom.of("RealTime", e -> e.history().rt().in(co(e)));
    /** Strict serializability: serializability in a commit order that contains real time. */
    public static final Level STRICT_SER = Level.of("StrictSER", FRAMEWORK, List.of(SERIALIZABILITY, REAL_TIME),
            "Strict serializability.");

    private BiswasEnea() {
    }

    /** The premise of a commit axiom over {@code t2} and {@code t3}. */
    @FunctionalInterface
    public interface Premise {
        /** The premise formula. */
        Formula of(Expression t2, Expression t3);
    }

    /** The commit order of an execution. */
    public static Expression co(Execution e) {
        return e.witness(CO);
    }

    /** {@code ∀x, t1 ≠ t2, t3. t1 -wr_x-> t3 ∧ t2 writes x ∧ premise(t2,t3) ⇒ t2 -co-> t1}. */
    public static Formula commitAxiom(Execution e, Premise premise) {
        Variable x = Variable.unary("x");
        Variable t1 = Variable.unary("t1");
        Variable t2 = Variable.unary("t2");
        Variable t3 = Variable.unary("t3");
        Formula lhs = t1.eq(t2).not().and(t1.product(t3).in(e.wr(x))).and(e.writes(t2, x)).and(premise.of(t2, t3));
        return lhs.implies(t2.product(t1).in(co(e)))
                .forAll(x.oneOf(e.obj()).and(t1.oneOf(e.txn())).and(t2.oneOf(e.txn())).and(t3.oneOf(e.txn())));
    }

    private static Formula conflict(Execution e) {
        Variable x = Variable.unary("x");
        Variable y = Variable.unary("y");
        Variable t1 = Variable.unary("t1");
        Variable t2 = Variable.unary("t2");
        Variable t3 = Variable.unary("t3");
        Variable t4 = Variable.unary("t4");
        Expression co = co(e);
        Formula lhs = t1.eq(t2).not().and(t1.product(t3).in(e.wr(x))).and(e.writes(t2, x)).and(e.writes(t3, y))
                .and(e.writes(t4, y)).and(t2.product(t4).in(co.reflexiveClosure())).and(t4.product(t3).in(co));
        return lhs.implies(t2.product(t1).in(co)).forAll(x.oneOf(e.obj()).and(y.oneOf(e.obj()))
                .and(t1.oneOf(e.txn())).and(t2.oneOf(e.txn())).and(t3.oneOf(e.txn())).and(t4.oneOf(e.txn())));
    }

    private static Formula readCommitted(Execution e) {
        OperationVocabulary ops = e.operations();
        Variable x = Variable.unary("x");
        Variable t1 = Variable.unary("t1");
        Variable t2 = Variable.unary("t2");
        Variable t3 = Variable.unary("t3");
        Variable r = Variable.unary("r");
        Variable rx = Variable.unary("rx");
        Expression readsOfT3 = t3.join(ops.opsOf()).intersection(ops.readOps());
        Formula earlierRead = t2.product(r).in(ops.readFrom()).and(t1.product(rx).in(ops.readFrom()))
                .and(rx.join(ops.object()).eq(x)).and(r.product(rx).in(ops.po()))
                .forSome(r.oneOf(readsOfT3).and(rx.oneOf(readsOfT3)));
        Formula lhs = t1.eq(t2).not().and(t1.product(t3).in(e.wr(x))).and(e.writes(t2, x)).and(earlierRead);
        return lhs.implies(t2.product(t1).in(co(e)))
                .forAll(x.oneOf(e.obj()).and(t1.oneOf(e.txn())).and(t2.oneOf(e.txn())).and(t3.oneOf(e.txn())));
    }
}
