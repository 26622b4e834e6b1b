// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.check;

import java.util.List;

import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.Framework;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Variable;

/**
 * Small Kodkod definitions of a few levels, written for the checker tests so that they exercise
 * both witness shapes of the reference frameworks (a commit order; vis ⊆ ar) without depending
 * on the engine's level catalogue.
 */
public final class FixtureLevels {

    public static final Framework BISWAS_ENEA = new Framework("FixtureBiswasEnea",
            List.of(new WitnessRelation("co", new WitnessShape.StrictTotalOrder())),
            List.of(Axiom.of("CommitOrderExtendsSoWr", e -> e.so().union(e.wr()).in(e.witness("co")))),
            "commit order containing so and wr");

    public static final Framework CERONE = new Framework("FixtureCerone",
            List.of(new WitnessRelation("ar", new WitnessShape.StrictTotalOrder()),
                    new WitnessRelation("vis", new WitnessShape.SubsetOf("ar"))),
            List.of(Axiom.of("InitialVisible", e -> e.initial().product(e.txn().difference(e.initial()))
                    .in(e.witness("vis"))), Axiom.of("Ext", FixtureLevels::ext)),
            "visibility inside arbitration, EXT");

    public static final Level BE_RA = Level.of("RA", BISWAS_ENEA, List.of(Axiom.of("ReadAtomic",
            e -> forcedEdges(e, (t2, t3) -> t2.product(t3).in(e.so().union(e.wr()))))), "");
    public static final Level BE_CC = Level.of("CC", BISWAS_ENEA, List.of(Axiom.of("Causal",
            e -> forcedEdges(e, (t2, t3) -> t2.product(t3).in(e.so().union(e.wr()).closure())))), "");
    public static final Level BE_SER = Level.of("SER", BISWAS_ENEA, List.of(Axiom.of("Serializability",
            e -> forcedEdges(e, (t2, t3) -> t2.product(t3).in(e.witness("co"))))), "");

    public static final Axiom SESSION = Axiom.of("Session", e -> e.so().in(e.witness("vis")));
    public static final Axiom NO_CONFLICT = Axiom.of("NoConflict", FixtureLevels::noConflict);
    public static final Axiom TOTAL_VIS = Axiom.of("TotalVis", e -> e.witness("vis").eq(e.witness("ar")));

    public static final Level CERONE_RA = Level.of("RA", CERONE, List.of(SESSION), "");
    public static final Level CERONE_UA = Level.of("UA", CERONE, List.of(SESSION, NO_CONFLICT), "");
    public static final Level CERONE_SER = Level.of("SER", CERONE, List.of(SESSION, TOTAL_VIS), "");

    private FixtureLevels() {
    }

    private interface Premise {
        Formula of(Variable t2, Variable t3);
    }

    /** ∀x, t1 ≠ t2, t3: t1 -wr_x-> t3 ∧ t2 writes x ∧ premise ⇒ t2 -co-> t1. */
    private static Formula forcedEdges(Execution e, Premise premise) {
        Variable x = Variable.unary("x");
        Variable t1 = Variable.unary("t1");
        Variable t2 = Variable.unary("t2");
        Variable t3 = Variable.unary("t3");
        return Formula.and(t1.eq(t2).not(), t1.product(t3).in(e.wr(x)), e.writes(t2, x), premise.of(t2, t3))
                .implies(t2.product(t1).in(e.witness("co")))
                .forAll(x.oneOf(e.obj()).and(t1.oneOf(e.txn())).and(t2.oneOf(e.txn())).and(t3.oneOf(e.txn())));
    }

    /** Each external read returns the value of the ar-latest visible writer of its object. */
    private static Formula ext(Execution e) {
        Variable t = Variable.unary("t");
        Variable x = Variable.unary("x");
        Variable v = Variable.unary("v");
        Expression visibleWriters = e.witness("vis").join(t).intersection(x.join(e.writers()));
        Expression latest = visibleWriters.difference(e.witness("ar").join(visibleWriters));
        return t.product(x).product(v).in(e.reads()).implies(x.product(v).in(latest.join(e.writes())))
                .forAll(t.oneOf(e.txn()).and(x.oneOf(e.obj())).and(v.oneOf(e.val())));
    }

    private static Formula noConflict(Execution e) {
        Variable a = Variable.unary("a");
        Variable b = Variable.unary("b");
        Variable x = Variable.unary("x");
        Expression vis = e.witness("vis");
        return Formula.and(a.eq(b).not(), e.writes(a, x), e.writes(b, x))
                .implies(a.product(b).in(vis).or(b.product(a).in(vis)))
                .forAll(a.oneOf(e.txn()).and(b.oneOf(e.txn())).and(x.oneOf(e.obj())));
    }
}
