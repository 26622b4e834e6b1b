// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import isolang.history.check.WeakLevelChecker;
import isolang.history.sat.StrongLevel;
import isolang.solver.cegis.OrderingCriterion;

/** How a level is checked on a recorded history, as the {@link LevelClassifier} decided. */
public sealed interface LevelPlan {

    /** The checker's name for results, e.g. {@code saturation (AWDIT, causal consistency)}. */
    String checker();

    /** Which standard level's checker decides this level, when it is a known equivalent. */
    Optional<String> equivalentTo();

    /**
     * A standard weak level: AWDIT's saturation algorithm.
     *
     * @param kind the level
     * @param equivalentTo the standard level this one is equivalent to, if it is not that level itself
     */
    record Weak(WeakLevelChecker.Kind kind, Optional<String> equivalentTo) implements LevelPlan {
        /** Checks the invariants. */
        public Weak {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(equivalentTo, "equivalentTo");
        }

        @Override
        public String checker() {
            return "saturation (AWDIT, " + switch (kind) {
                case READ_COMMITTED -> "Read Committed";
                case READ_ATOMIC -> "Read Atomic";
                case CAUSAL -> "causal consistency";
            } + ")";
        }
    }

    /**
     * A standard strong level: SAT over version orders with lazy acyclicity.
     *
     * @param level the level
     * @param equivalentTo the standard level this one is equivalent to, if it is not that level itself
     */
    record Strong(StrongLevel level, Optional<String> equivalentTo) implements LevelPlan {
        /** Checks the invariants. */
        public Strong {
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(equivalentTo, "equivalentTo");
        }

        @Override
        public String checker() {
            return "SAT (polygraph, " + level.title() + ")";
        }
    }

    /**
     * Any level of the Biswas–Enea shape with the commit order only in conclusions: the premises
     * are evaluated on the history, the forced edges must be acyclic.
     *
     * @param rules the forcing rules of the level's axioms
     */
    record Saturation(List<OrderingCriterion.Rule> rules) implements LevelPlan {
        /** Freezes the rules. */
        public Saturation {
            rules = List.copyOf(rules);
        }

        @Override
        public String checker() {
            return "generic saturation";
        }

        @Override
        public Optional<String> equivalentTo() {
            return Optional.empty();
        }
    }

    /**
     * A level no fast checker fits: only the Kodkod membership checker decides it, on small
     * histories.
     *
     * @param reason why no fast checker fits
     */
    record Membership(String reason) implements LevelPlan {
        /** Checks the invariants. */
        public Membership {
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public String checker() {
            return "Kodkod membership";
        }

        @Override
        public Optional<String> equivalentTo() {
            return Optional.empty();
        }
    }

    /**
     * Strict serializability ({@code biswas.StrictSER}): a search for a serial order that respects
     * session order and the history's real time ({@link isolang.history.check.RealTimeSerialOrder}).
     *
     * @param equivalentTo the standard level this one is equivalent to, if it is not that level itself
     */
    record RealTimeSerial(Optional<String> equivalentTo) implements LevelPlan {
        /** Checks the invariants. */
        public RealTimeSerial {
            Objects.requireNonNull(equivalentTo, "equivalentTo");
        }

        @Override
        public String checker() {
            return "serial order search (strict serializability)";
        }
    }
}
