// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

import java.util.Objects;

import kodkod.ast.Expression;

/**
 * A candidate value of a witness relation, derived from a history and the witness relations
 * declared before it (e.g. Cerone's {@code vis := (so ∪ wr) ∩ ar}). The engine derives one per
 * level from the level's axioms ({@link isolang.solver.cegis.DerivedHints}); a framework built in
 * Java may state more. The engine uses them to generalize counterexamples: when a history is shown to be
 * allowed by a forbidden level under some witness, it also rules out every candidate history that
 * the hint's witness, computed on that candidate, makes allowed. That is sound for any hint, so a
 * hint only has to be useful, never correct; hints that match how levels are usually witnessed
 * (the least relation satisfying the level's closure axioms) pay most.
 *
 * <p>Invariant: the name is non-empty. Like {@link ExecutionFormula}, the derivation must be pure
 * and may use only the history vocabulary and the witnesses declared before the hinted one.
 *
 * @param name a short name for statistics and diagnostics, e.g. {@code "causal"}
 * @param derivation builds the expression over an execution holding the earlier witnesses
 */
public record WitnessHint(String name, Derivation derivation) {

    /** Checks the invariants. */
    public WitnessHint {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("a witness hint needs a name");
        }
        Objects.requireNonNull(derivation, "derivation");
    }

    /** The derivation of a hinted witness value. */
    @FunctionalInterface
    public interface Derivation {
        /**
         * The witness value over {@code e}'s history; {@code e} holds the witnesses declared
         * before the hinted one (asking it for any other throws {@link IllegalArgumentException}).
         */
        Expression derive(Execution e);
    }

    /** The hinted value over an execution holding the earlier witnesses. */
    public Expression derive(Execution e) {
        return derivation.derive(e);
    }

    @Override
    public String toString() {
        return name;
    }
}
