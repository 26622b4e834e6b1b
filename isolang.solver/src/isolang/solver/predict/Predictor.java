// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.CegisListener;
import isolang.solver.Optimization;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.UnknownReason;
import isolang.solver.WitnessExecution;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.history.History;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;

/**
 * Predicts from an observed history (IsoPredict, exact mode): is there a variation of the
 * observed run, differing only in which write each read observes and cut at the boundary,
 * that every permissive level allows and every strict level forbids?
 *
 * <p>The search is the CEGIS synthesis with the run pinned (see {@link PredictionEncoding}); the
 * synthesis re-verifies its candidate by enumeration, and the decoded prediction is checked
 * once more against every level by the SAT membership check. Options that assume
 * interchangeable transactions, objects or values are switched off.
 */
public final class Predictor {

    private final SynthesisOptions options;
    private final CegisListener listener;

    /** A predictor with the given options (time limit, solver), reporting progress to {@code listener}. */
    public Predictor(SynthesisOptions options, CegisListener listener) {
        this.options = options.without(Optimization.FIXED_ORDER).without(Optimization.ANCHOR_VIOLATIONS)
                .without(Optimization.SYMMETRY_BREAKING).withMinimize(false);
        this.listener = listener;
    }

    /** A predictor with default options and no progress reporting. */
    public Predictor() {
        this(SynthesisOptions.defaults(), new AbstractCegisListener());
    }

    /**
     * Predicts from {@code observed}.
     *
     * @param observed the observed history (read-consistent, at least one transaction)
     * @param permissive the levels the prediction must be allowed by
     * @param strict the levels the prediction must be forbidden by
     * @param boundary the prediction boundary
     * @param token cancels the call
     * @throws IllegalArgumentException if the history or a level is not supported, with the reason
     * @throws isolang.solver.encode.ScopeTooLargeException if the run is too large to encode
     */
    public Prediction predict(History observed, List<Level> permissive, List<Level> strict, Boundary boundary,
            CancellationToken token) {
        if (observed.transactions().isEmpty()) {
            throw new IllegalArgumentException("the observed history has no transactions");
        }
        for (Level level : Stream.concat(permissive.stream(), strict.stream()).toList()) {
            if (level.model() != HistoryModel.ABSTRACT) {
                throw new IllegalArgumentException(level.name() + " needs the " + level.model()
                        + " history model; prediction supports levels of the abstract model only");
            }
        }
        ObservedRun run = new ObservedRun(observed);
        if (permissive.isEmpty() && strict.isEmpty()) {
            throw new IllegalArgumentException("a prediction needs at least one level");
        }
        Problem problem = new Problem(permissive, strict, run.scope(), HistoryModel.ABSTRACT);
        long start = System.nanoTime();
        SynthesisResult result = new IsolationAnalyzer(options, listener)
                .synthesize(problem, new PredictionEncoding(run, boundary), token);
        if (result instanceof SynthesisResult.Found found) {
            Prediction.Predicted predicted = new PredictionDecoder(run, boundary).decode(found.history(),
                    found.statistics());
            return confirmed(predicted, permissive, strict, start, token);
        }
        if (result instanceof SynthesisResult.NoneWithinScope none) {
            return new Prediction.NoPrediction(none.statistics());
        }
        if (result instanceof SynthesisResult.Unknown unknown) {
            return new Prediction.Unknown(unknown.reason(), unknown.statistics());
        }
        return new Prediction.Disagreement((SynthesisResult.Disagreement) result);
    }

    /**
     * The scope a prediction from {@code observed} searches: its transactions, objects, sessions
     * and written values.
     *
     * @throws IllegalArgumentException if the history is not supported, with the reason
     */
    public static Scope scope(History observed) {
        return new ObservedRun(observed).scope();
    }

    /** The prediction if the membership check agrees on every level, else the disagreement or unknown. */
    private Prediction confirmed(Prediction.Predicted predicted, List<Level> permissive, List<Level> strict,
            long start, CancellationToken token) {
        Duration left = options.timeout().minusNanos(System.nanoTime() - start);
        if (left.isNegative() || left.isZero()) {
            return new Prediction.Unknown(UnknownReason.TIMEOUT, predicted.statistics());
        }
        MembershipChecker checker = new MembershipChecker(left);
        List<WitnessExecution> witnesses = new ArrayList<>();
        for (Level level : Stream.concat(permissive.stream(), strict.stream()).toList()) {
            boolean wanted = permissive.contains(level);
            MembershipResult verdict = checker.check(predicted.history(), level, token);
            if (verdict instanceof MembershipResult.Unknown unknown) {
                return new Prediction.Unknown(unknown.reason(), predicted.statistics());
            }
            if (verdict instanceof MembershipResult.Allowed != wanted) {
                return new Prediction.Disagreement(new SynthesisResult.Disagreement(predicted.history(), level,
                        "the synthesis says " + (wanted ? "allowed" : "forbidden") + " (on the pinned encoding)",
                        "the membership check says " + (wanted ? "forbidden" : "allowed"), predicted.statistics()));
            }
            if (verdict instanceof MembershipResult.Allowed allowed) {
                witnesses.add(allowed.witness());
            }
        }
        return new Prediction.Predicted(predicted.history(), predicted.changes(), predicted.cuts(), witnesses,
                predicted.statistics());
    }
}
