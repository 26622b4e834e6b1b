// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.reference;

import java.util.List;

import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.Framework;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessHint;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Variable;

/**
 * The framework of Cerone, Bernardi and Gotsman (CONCUR 2015) and its levels. Witnesses:
 * arbitration {@code ar}, a strict total order, and visibility {@code vis ⊆ ar}.
 *
 * <p>The initial transaction: it is first in {@code ar} (by the shape of {@code ar}) and
 * visible to every other transaction (base axiom {@code InitialVisible}). With it, "the
 * initial value if no writer is visible" of EXT becomes "the initial transaction is the
 * ar-greatest visible writer", so EXT needs no special case. INT is a base axiom: histories
 * may contain non-repeatable reads, and every level of the framework forbids them.
 */
public final class Cerone {

    /** The name of the arbitration witness. */
    public static final String AR = "ar";
    /** The name of the visibility witness. */
    public static final String VIS = "vis";

    /** {@code T0 × (Txn ∖ T0) ⊆ vis}. */
    public static final Axiom INITIAL_VISIBLE = Axiom.of("InitialVisible",
            e -> e.initial().product(e.txn().difference(e.initial())).in(vis(e)));

    /**
     * INT: a read that follows an access of its own transaction to the same object returns the
     * value of the latest such access. Reads after own writes do so in every history the engine
     * accepts (read consistency), so INT amounts to: a transaction reads at most one value of
     * each object before writing it, {@code ∀t, x. lone x.(t.reads)}.
     */
    public static final Axiom INT = Axiom.of("INT", Cerone::internalConsistency);

    /**
     * EXT: an external read of x by T returns the value written by the ar-greatest transaction
     * among those visible to T that write x.
     */
    public static final Axiom EXT = Axiom.of("EXT", Cerone::ext);

    /**
     * Typical visibility relations given {@code ar}: for each level, the least {@code vis} its
     * closure axioms require on top of {@code B = so ∪ wr ∪ (T0 × Txn∖T0)} (every valid {@code vis}
     * contains {@code B ∩ ar}, EXT stays true when {@code vis} shrinks to a relation that still
     * contains {@code wr}). With {@code WW} the pairs of distinct transactions writing a common
     * object: {@code B ∩ ar} (RA), {@code (B ∪ WW) ∩ ar} (UA), {@code ^B ∩ ar} (CC),
     * {@code ^((B ∪ WW) ∩ ar)} (PSI), {@code ar* ; (B ∩ ar)} (PC), {@code ar* ; ((B ∪ WW) ∩ ar)} (SI)
     * and {@code ar} (SER).
     */
    public static final List<WitnessHint> VIS_HINTS = List.of(
            new WitnessHint("session-reads", e -> base(e).intersection(ar(e))),
            new WitnessHint("session-reads-conflicts", e -> base(e).union(conflicts(e)).intersection(ar(e))),
            new WitnessHint("causal", e -> base(e).closure().intersection(ar(e))),
            new WitnessHint("causal-conflicts", e -> base(e).union(conflicts(e)).intersection(ar(e)).closure()),
            new WitnessHint("prefix", e -> ar(e).reflexiveClosure().join(base(e).intersection(ar(e)))),
            new WitnessHint("prefix-conflicts",
                    e -> ar(e).reflexiveClosure().join(base(e).union(conflicts(e)).intersection(ar(e)))),
            new WitnessHint("total", Cerone::ar));

    /** The framework: witnesses {@code ar} (strict total order, initial first), {@code vis ⊆ ar}; base INT, EXT. */
    public static final Framework FRAMEWORK = new Framework("Cerone",
            List.of(new WitnessRelation(AR, new WitnessShape.StrictTotalOrder()),
                    new WitnessRelation(VIS, new WitnessShape.SubsetOf(AR), VIS_HINTS)),
            List.of(INITIAL_VISIBLE, INT, EXT),
            "Cerone, Bernardi & Gotsman, A framework for transactional consistency models, CONCUR 2015.");

    /** SESSION: {@code so ⊆ vis}. */
    public static final Axiom SESSION = Axiom.of("Session", e -> e.so().in(vis(e)));
    /** TRANSVIS: {@code vis} is transitive. */
    public static final Axiom TRANSVIS = Axiom.of("TransVis", e -> vis(e).join(vis(e)).in(vis(e)));
    /** PREFIX: {@code ar ; vis ⊆ vis}. */
    public static final Axiom PREFIX = Axiom.of("Prefix", e -> ar(e).join(vis(e)).in(vis(e)));
    /** NOCONFLICT: two distinct transactions writing a common object are related by {@code vis}. */
    public static final Axiom NOCONFLICT = Axiom.of("NoConflict", Cerone::noConflict);
    /** TOTALVIS: {@code vis = ar}. */
    public static final Axiom TOTALVIS = Axiom.of("TotalVis", e -> vis(e).eq(ar(e)));

    /** Read Atomic = SESSION. */
    public static final Level RA = Level.of("RA", FRAMEWORK, List.of(SESSION), "Read Atomic: SESSION.");
    /** Update Atomic = SESSION ∧ NOCONFLICT. */
    public static final Level UA = Level.of("UA", FRAMEWORK, List.of(SESSION, NOCONFLICT),
            "Update Atomic: SESSION, NOCONFLICT.");
    /** Causal Consistency = SESSION ∧ TRANSVIS. */
    public static final Level CC = Level.of("CC", FRAMEWORK, List.of(SESSION, TRANSVIS), "Causal: SESSION, TRANSVIS.");
    /** Parallel Snapshot Isolation = SESSION ∧ TRANSVIS ∧ NOCONFLICT. */
    public static final Level PSI = Level.of("PSI", FRAMEWORK, List.of(SESSION, TRANSVIS, NOCONFLICT),
            "Parallel SI: SESSION, TRANSVIS, NOCONFLICT.");
    /** Prefix Consistency = SESSION ∧ PREFIX. */
    public static final Level PC = Level.of("PC", FRAMEWORK, List.of(SESSION, PREFIX), "Prefix: SESSION, PREFIX.");
    /** Snapshot Isolation = SESSION ∧ PREFIX ∧ NOCONFLICT. */
    public static final Level SI = Level.of("SI", FRAMEWORK, List.of(SESSION, PREFIX, NOCONFLICT),
            "Snapshot Isolation: SESSION, PREFIX, NOCONFLICT.");
    /** Serializability = SESSION ∧ TOTALVIS. */
    public static final Level SER = Level.of("SER", FRAMEWORK, List.of(SESSION, TOTALVIS),
            "Serializability: SESSION, TOTALVIS.");

    private Cerone() {
    }

    /** The arbitration order of an execution. */
    public static Expression ar(Execution e) {
        return e.witness(AR);
    }

    /** The visibility relation of an execution. */
    public static Expression vis(Execution e) {
        return e.witness(VIS);
    }

    private static Expression base(Execution e) {
        return e.so().union(e.wr()).union(e.initial().product(e.txn().difference(e.initial())));
    }

    private static Expression conflicts(Execution e) {
        return e.writers().transpose().join(e.writers()).difference(Expression.IDEN);
    }

    private static Formula internalConsistency(Execution e) {
        Variable t = Variable.unary("t");
        Variable x = Variable.unary("x");
        return x.join(t.join(e.reads())).lone().forAll(t.oneOf(e.txn()).and(x.oneOf(e.obj())));
    }

    private static Formula ext(Execution e) {
        Variable t = Variable.unary("t");
        Variable x = Variable.unary("x");
        Variable v = Variable.unary("v");
        Variable w = Variable.unary("w");
        Expression visibleWriters = vis(e).join(t).intersection(x.join(e.writers()));
        Formula greatestWritesV = w.product(x).product(v).in(e.writes())
                .and(w.join(ar(e)).intersection(visibleWriters).no()).forSome(w.oneOf(visibleWriters));
        return t.product(x).product(v).in(e.reads()).implies(greatestWritesV)
                .forAll(t.oneOf(e.txn()).and(x.oneOf(e.obj())).and(v.oneOf(e.val())));
    }

    private static Formula noConflict(Execution e) {
        Variable t = Variable.unary("t");
        Variable s = Variable.unary("s");
        Expression vis = vis(e);
        Formula conflict = t.eq(s).not().and(e.writers().join(t).intersection(e.writers().join(s)).some());
        return conflict.implies(t.product(s).in(vis.union(vis.transpose())))
                .forAll(t.oneOf(e.txn()).and(s.oneOf(e.txn())));
    }
}
