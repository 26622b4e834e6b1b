// SPDX-License-Identifier: EPL-2.0
package isolang.solver.check;

import java.util.Objects;

import isolang.solver.WitnessExecution;

/**
 * The outcome of {@link IndependentChecker#check}: allowed with a witness, disallowed, or
 * refused because the history is too large to enumerate its witness relations.
 */
public sealed interface IndependentVerdict {

    /** Number of witness candidates evaluated (0 when refused). */
    long candidates();

    /**
     * Some enumerated witness satisfies the framework's base axioms and the level's axioms.
     *
     * @param witness the first such witness in enumeration order
     * @param candidates witness candidates evaluated
     */
    record Allowed(WitnessExecution witness, long candidates) implements IndependentVerdict {
        /** Checks the invariants. */
        public Allowed {
            Objects.requireNonNull(witness, "witness");
        }
    }

    /**
     * No witness satisfies the axioms (or the history is not read-consistent).
     *
     * @param reason a one-line explanation
     * @param candidates witness candidates evaluated
     */
    record Disallowed(String reason, long candidates) implements IndependentVerdict {
        /** Checks the invariants. */
        public Disallowed {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * The history was not checked: enumeration would exceed the checker's limit, or the call
     * was cancelled.
     *
     * @param reason a message naming the history size and the limit
     */
    record Refused(String reason) implements IndependentVerdict {
        /** Checks the invariants. */
        public Refused {
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public long candidates() {
            return 0;
        }
    }
}
