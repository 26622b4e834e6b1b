// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.reference;

import java.util.List;

import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.Level;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Variable;

/** Levels defined in the Isolde paper (Barros et al.): UpdateSer and NLU. */
public final class PaperLevels {

    /**
     * UpdateSer: Serializability's axiom with t3 restricted to transactions that write,
     * {@code ∀x, t1 ≠ t2, t3. t1 -wr_x-> t3 ∧ t2 writes x ∧ t3 writes something ∧ t2 -co-> t3 ⇒ t2 -co-> t1}.
     */
    public static final Axiom UPDATE_SERIALIZABILITY = Axiom.of("UpdateSerializability",
            e -> BiswasEnea.commitAxiom(e, (t2, t3) -> t2.product(t3).in(BiswasEnea.co(e))
                    .and(t3.join(e.writes()).some())));

    /** UpdateSer (Biswas–Enea framework). */
    public static final Level UPDATE_SER = Level.of("UpdateSer", BiswasEnea.FRAMEWORK,
            List.of(UPDATE_SERIALIZABILITY), "Serializability restricted to writing transactions (Isolde §3.2.1).");

    /**
     * No lost update: every transaction t writing x sees (vis) the ar-greatest transaction among
     * the writers of x that precede t in ar, i.e. ¬LU with
     * {@code LU = ∃t, x. writes(t,x) ∧ max_ar(ar⁻¹(t) ∩ writes(x)) ∉ vis⁻¹(t)} (Isolde §3.2.2).
     */
    public static final Axiom NO_LOST_UPDATE = Axiom.of("NoLostUpdate", PaperLevels::noLostUpdate);

    /**
     * NLU (Cerone framework) = SESSION ∧ ¬LU: Read Atomic without lost updates, the level
     * Isolde compares with Update Atomic.
     */
    public static final Level NLU = Level.of("NLU", Cerone.FRAMEWORK, List.of(Cerone.SESSION, NO_LOST_UPDATE),
            "No lost update on top of Read Atomic (Isolde §3.2.2).");

    private PaperLevels() {
    }

    private static Formula noLostUpdate(Execution e) {
        Variable t = Variable.unary("t");
        Variable x = Variable.unary("x");
        Expression ar = Cerone.ar(e);
        Expression earlierWriters = ar.join(t).intersection(x.join(e.writers()));
        Expression latest = earlierWriters.difference(ar.join(earlierWriters));
        return e.writes(t, x).implies(latest.in(Cerone.vis(e).join(t)))
                .forAll(t.oneOf(e.txn()).and(x.oneOf(e.obj())));
    }
}
