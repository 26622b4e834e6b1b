// SPDX-License-Identifier: EPL-2.0
package isolang.solver.analyzer;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.CegisListener;
import isolang.solver.CegisPhase;
import isolang.solver.Optimization;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.UnknownReason;
import isolang.solver.cegis.CegisSynthesizer;
import isolang.solver.cegis.RunContext;
import isolang.solver.encode.CandidateRestriction;
import isolang.solver.encode.ScopeEstimate;
import isolang.solver.sat.CancellableSatFactory;
import isolang.solver.sat.SolverSelection;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import kodkod.engine.config.Options;

/**
 * The engine's facade: synthesizes histories for {@link Problem}s and answers implication and
 * equivalence questions within a scope.
 *
 * <p>When found histories are minimized, the search tries small scopes first
 * ({@link SmallScopesFirst}). A history CEGIS finds is, as the options say, shrunk to a locally
 * minimal one and re-verified by an independent enumeration before it is returned (see
 * {@link FoundHistoryPipeline}); if two of the engine's procedures contradict each other the
 * answer is a {@link SynthesisResult.Disagreement}, never a silently wrong history.
 *
 * <p>Every call has a time limit (from the options) and can be cancelled from another thread
 * through a {@link CancellationToken}; the call then returns {@link SynthesisResult.Unknown}
 * promptly. The work stops too: a running SAT search is interrupted (native MiniSat and
 * Glucose of the shipped builds, SAT4J; see {@link CancellableSatFactory}), Kodkod's
 * translation is aborted at its next stage, and minimization and re-verification stop at their
 * next step.
 */
public final class IsolationAnalyzer {

    private final SynthesisOptions options;
    private final CegisListener listener;

    /** An analyzer with the given options, reporting progress to {@code listener}. */
    public IsolationAnalyzer(SynthesisOptions options, CegisListener listener) {
        this.options = options;
        this.listener = listener;
    }

    /** An analyzer with default options and no progress reporting. */
    public IsolationAnalyzer() {
        this(SynthesisOptions.defaults(), new AbstractCegisListener());
    }

    /** The options of this analyzer. */
    public SynthesisOptions options() {
        return options;
    }

    /** Synthesizes a history for {@code problem}; not cancellable except by the time limit. */
    public SynthesisResult synthesize(Problem problem) {
        return synthesize(problem, new CancellationToken());
    }

    /**
     * Synthesizes a history for {@code problem}.
     *
     * @throws isolang.solver.encode.ScopeTooLargeException if the scope would not fit in memory
     */
    public SynthesisResult synthesize(Problem problem, CancellationToken token) {
        return synthesize(problem, CandidateRestriction.NONE, token);
    }

    /**
     * Synthesizes a history for {@code problem} among the candidates {@code restriction} admits;
     * the options must suit the restriction (see {@link CandidateRestriction}). A restricted
     * search is one search in the problem's scope: smaller scopes would not hold the restriction.
     *
     * @throws isolang.solver.encode.ScopeTooLargeException if the scope would not fit in memory
     */
    public SynthesisResult synthesize(Problem problem, CandidateRestriction restriction, CancellationToken token) {
        ScopeEstimate.check(problem.scope(), problem.model());
        long deadline = System.nanoTime() + options.timeout().toNanos();
        RunContext context = new RunContext(listener, token, deadline);
        CancellableSatFactory sat = new CancellableSatFactory(SolverSelection.resolve(options.solver(),
                listener::warning));
        CancellationToken stop = new CancellationToken();
        Options kodkod = new Options();
        kodkod.setSolver(sat);
        kodkod.setReporter(sat.reporter());
        kodkod.setSymmetryBreaking(options.has(Optimization.SYMMETRY_BREAKING) ? 20 : 0);
        context.timeSolvesBy(sat.clock());
        context.enter(CegisPhase.PREPARE, 0);
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "isolang-synthesis");
            t.setDaemon(true);
            return t;
        });
        try {
            Future<SynthesisResult> future = worker.submit(() -> {
                SmallScopesFirst.Outcome outcome = options.minimize() && restriction == CandidateRestriction.NONE
                        ? SmallScopesFirst.search(problem, options, kodkod, sat, context, deadline)
                        : new SmallScopesFirst.Outcome(
                                new CegisSynthesizer(problem, restriction, options, kodkod, context).run(), false,
                                Optional.empty());
                try {
                    if (outcome.result() instanceof SynthesisResult.Found found
                            && (options.minimize() || options.recheck())) {
                        return new FoundHistoryPipeline(problem, options, kodkod, context, stop, deadline)
                                .process(found, outcome.fewestTransactions(), outcome.search(), outcome.oneObject());
                    }
                    return outcome.result();
                } finally {
                    outcome.close();
                }
            });
            return await(future, token, deadline, context, () -> {
                stop.cancel();
                sat.cancel();
            });
        } finally {
            worker.shutdownNow();
        }
    }

    private static SynthesisResult await(Future<SynthesisResult> future, CancellationToken token, long deadline,
            RunContext context, Runnable halt) {
        while (true) {
            if (token.isCancelled()) {
                halt.run();
                future.cancel(true);
                return new SynthesisResult.Unknown(UnknownReason.CANCELLED, context.statistics());
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                halt.run();
                future.cancel(true);
                return new SynthesisResult.Unknown(UnknownReason.TIMEOUT, context.statistics());
            }
            try {
                return future.get(Math.min(left, TimeUnit.MILLISECONDS.toNanos(50)), TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                continue;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                halt.run();
                future.cancel(true);
                return new SynthesisResult.Unknown(UnknownReason.CANCELLED, context.statistics());
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException runtime) {
                    throw runtime;
                }
                throw new IllegalStateException("synthesis failed", e.getCause());
            }
        }
    }

    /** A history allowed by {@code a} and disallowed by {@code b}: a refutation of "a implies b". */
    public SynthesisResult implies(Level a, Level b, Scope scope) {
        return synthesize(Problem.separating(a, b, scope));
    }

    /**
     * Both separations, {@code a ∧ ¬b} then {@code b ∧ ¬a}: the levels are equivalent within the
     * scope iff both are {@link SynthesisResult.NoneWithinScope}.
     */
    public List<SynthesisResult> equivalent(Level a, Level b, Scope scope) {
        return List.of(implies(a, b, scope), implies(b, a, scope));
    }
}
