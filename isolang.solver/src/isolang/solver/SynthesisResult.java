// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

import java.util.List;
import java.util.Objects;

import isolang.solver.history.History;
import isolang.solver.spec.Level;
import isolang.solver.spec.Scope;

/**
 * The answer to a synthesis problem. There is deliberately no "equivalent" or "implies"
 * outcome: failing to find a history only speaks about the scope searched. A
 * {@link Disagreement} is not an answer but a bug report: two decision procedures of the
 * engine contradicted each other on a concrete history.
 */
public sealed interface SynthesisResult {

    /** Measurements of the call. */
    Statistics statistics();

    /**
     * A history allowed by every allowed level and disallowed by every forbidden level.
     *
     * @param history the (minimized, re-verified) history
     * @param witnesses one witness execution per allowed level, in the problem's order
     * @param statistics measurements
     */
    record Found(History history, List<WitnessExecution> witnesses, Statistics statistics)
            implements SynthesisResult {
        /** Checks the invariants. */
        public Found {
            Objects.requireNonNull(history, "history");
            witnesses = List.copyOf(witnesses);
            Objects.requireNonNull(statistics, "statistics");
        }
    }

    /**
     * No such history exists within the scope.
     *
     * @param scope the scope that was searched exhaustively
     * @param statistics measurements
     */
    record NoneWithinScope(Scope scope, Statistics statistics) implements SynthesisResult {
        /** Checks the invariants. */
        public NoneWithinScope {
            Objects.requireNonNull(scope, "scope");
            Objects.requireNonNull(statistics, "statistics");
        }
    }

    /**
     * The engine stopped without an answer.
     *
     * @param reason why it stopped
     * @param statistics measurements up to the stop
     */
    record Unknown(UnknownReason reason, Statistics statistics) implements SynthesisResult {
        /** Checks the invariants. */
        public Unknown {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(statistics, "statistics");
        }
    }

    /**
     * The engine's decision procedures contradict each other about one level on a found
     * history: the synthesis (or the SAT membership check) says one thing, the independent
     * enumeration the other. This is a bug in isolang, reported with both views so it can be
     * reproduced; the history is not claimed to solve the problem.
     *
     * @param history the history the procedures disagree on
     * @param level the level they disagree about
     * @param engineVerdict what the synthesis or membership check concluded, with its witness if any
     * @param independentVerdict what the other procedure concluded, with its witness or reason
     * @param statistics measurements
     */
    record Disagreement(History history, Level level, String engineVerdict, String independentVerdict,
            Statistics statistics) implements SynthesisResult {
        /** Checks the invariants. */
        public Disagreement {
            Objects.requireNonNull(history, "history");
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(engineVerdict, "engineVerdict");
            Objects.requireNonNull(independentVerdict, "independentVerdict");
            Objects.requireNonNull(statistics, "statistics");
        }
    }
}
