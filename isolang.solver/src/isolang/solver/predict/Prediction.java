// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.List;
import java.util.Objects;

import isolang.solver.Statistics;
import isolang.solver.SynthesisResult;
import isolang.solver.UnknownReason;
import isolang.solver.WitnessExecution;
import isolang.solver.history.History;

/**
 * The answer to a prediction: a predicted history, none (within the observed run: prediction
 * searches every variation, so "none" is exhaustive for that run and boundary), unknown, or a
 * disagreement between two of the engine's procedures (a bug report, never an answer).
 */
public sealed interface Prediction {

    /** Measurements of the call. */
    Statistics statistics();

    /**
     * A feasible variation of the observed run that the permissive levels allow and the strict
     * levels forbid.
     *
     * @param history the predicted history: the observed one cut at the boundary, with the changed reads
     * @param changes the reads whose writer changed, in session order
     * @param cuts where the boundary ends each session that is cut
     * @param witnesses one witness execution per permissive level, in order (empty before they are checked)
     * @param decidedBy the mode whose search found it: {@link PredictionMode#FAST} (the must-order
     *        has a cycle) or {@link PredictionMode#EXACT}
     * @param statistics measurements
     * @param window the id of the first transaction of the {@link RunWindow window} the prediction
     *        was found in, of a run larger than the limit: the transactions with smaller ids are
     *        kept as observed and the initial transaction stands for them; 0 if the prediction
     *        is of the run from its beginning
     */
    record Predicted(History history, List<ChangedRead> changes, List<SessionCut> cuts,
            List<WitnessExecution> witnesses, PredictionMode decidedBy, Statistics statistics, int window)
            implements Prediction {
        /** A prediction of the run from its beginning. */
        public Predicted(History history, List<ChangedRead> changes, List<SessionCut> cuts,
                List<WitnessExecution> witnesses, PredictionMode decidedBy, Statistics statistics) {
            this(history, changes, cuts, witnesses, decidedBy, statistics, 0);
        }

        /** Checks the invariants. */
        public Predicted {
            Objects.requireNonNull(history, "history");
            Objects.requireNonNull(decidedBy, "decidedBy");
            changes = List.copyOf(changes);
            cuts = List.copyOf(cuts);
            witnesses = List.copyOf(witnesses);
            Objects.requireNonNull(statistics, "statistics");
            if (changes.isEmpty()) {
                throw new IllegalArgumentException("a prediction changes at least one read");
            }
        }
    }

    /**
     * No variation of the observed run within the boundary is allowed by the permissive and
     * forbidden by the strict levels ({@link PredictionMode#EXACT}), or none meets the fast
     * mode's cycle condition ({@link PredictionMode#FAST}: not exhaustive).
     *
     * @param decidedBy the mode that searched last
     * @param wholeRun whether the whole run was searched, not only its beginning (a run larger
     *        than the predictor encodes at once)
     * @param statistics measurements
     */
    record NoPrediction(PredictionMode decidedBy, boolean wholeRun, Statistics statistics) implements Prediction {
        /** An answer about the whole run. */
        public NoPrediction(PredictionMode decidedBy, Statistics statistics) {
            this(decidedBy, true, statistics);
        }

        /** Whether this answer covers every variation of the run (the exact search of the whole run gave it). */
        public boolean exhaustive() {
            return decidedBy == PredictionMode.EXACT && wholeRun;
        }
    }

    /**
     * The engine stopped without an answer.
     *
     * @param reason why
     * @param statistics measurements up to the stop
     */
    record Unknown(UnknownReason reason, Statistics statistics) implements Prediction {
    }

    /**
     * Two procedures of the engine contradict each other on a history (a bug in isolang).
     *
     * @param disagreement both views, as the synthesis reports them
     */
    record Disagreement(SynthesisResult.Disagreement disagreement) implements Prediction {
        @Override
        public Statistics statistics() {
            return disagreement.statistics();
        }
    }
}
