// SPDX-License-Identifier: EPL-2.0
package isolang.solver.check;

import java.util.List;
import java.util.Objects;

import isolang.solver.UnknownReason;
import isolang.solver.WitnessExecution;
import isolang.solver.spec.Axiom;

/** The answer of {@link MembershipChecker#check}: is a concrete history allowed by a level? */
public sealed interface MembershipResult {

    /**
     * The level allows the history.
     *
     * @param witness a witness execution satisfying the base axioms and the level's axioms
     */
    record Allowed(WitnessExecution witness) implements MembershipResult {
        /** Checks the invariants. */
        public Allowed {
            Objects.requireNonNull(witness, "witness");
        }
    }

    /**
     * The level disallows the history.
     *
     * <p>{@code forbidding} is a smallest set of axioms that, together with the framework's base
     * axioms, no witness satisfies: level axioms when some are needed; base axioms (a smallest
     * subset of them) when the history has no well-formed execution at all; empty when the
     * history is not read-consistent (then {@code reason} says so). From
     * {@link MembershipChecker#decide}, which does not look for a smallest set: every axiom of
     * the level.
     *
     * @param forbidding the smallest forbidding set of axioms, for the IDE to underline
     * @param reason a one-line explanation
     */
    record Disallowed(List<Axiom> forbidding, String reason) implements MembershipResult {
        /** Checks the invariants and freezes the list. */
        public Disallowed {
            forbidding = List.copyOf(forbidding);
            Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * No answer: the time limit was reached, the call was cancelled, or the solver failed.
     *
     * @param reason why
     */
    record Unknown(UnknownReason reason) implements MembershipResult {
        /** Checks the invariants. */
        public Unknown {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
