// SPDX-License-Identifier: EPL-2.0
package isolang.solver.analyzer;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import isolang.solver.AbstractCegisListener;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.cegis.RunContext;
import isolang.solver.sat.CancellableSatFactory;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import kodkod.engine.config.Options;

/**
 * The rungs of {@link SmallScopesFirst}'s ladder (CEGIS within 1, 2, … transactions), run
 * by up to {@link #workers()} threads at once, each a {@link SideSearch}. The answer is the one
 * of sequential rungs: the first rung, in ladder order, that does not answer "none within
 * scope" decides, whatever finished first, and every rung above it is stopped and its work
 * dropped. Running a rung beside another changes neither its answer nor the statistics of the
 * call, which count exactly the rungs up to the deciding one; progress of a rung reaches the
 * call's listener when the caller starts waiting for it.
 *
 * <p>With two workers the top rung starts first (see {@link #startOrder}) and, after the
 * small rungs, the search that the minimizer's last narrowing step would run: the top rung's
 * transactions with one object ({@link SmallScopesFirst.Outcome#oneObject()}), which usually
 * proves that no one-object history exists while the top rung still searches.
 */
final class ConcurrentRungs {

    private final Problem problem;
    private final SynthesisOptions options;
    private final Options kodkod;
    private final CancellableSatFactory sat;
    private final RunContext context;
    private final long deadline;

    /**
     * Rungs of {@code problem} sharing {@code kodkod}'s settings; {@code sat} is the call's
     * factory (the one in {@code kodkod}), {@code context} the call's counters, token and
     * listener, {@code deadlineNanos} its deadline.
     */
    ConcurrentRungs(Problem problem, SynthesisOptions options, Options kodkod, CancellableSatFactory sat,
            RunContext context, long deadlineNanos) {
        this.problem = problem;
        this.options = options;
        this.kodkod = kodkod;
        this.sat = sat;
        this.context = context;
        this.deadline = deadlineNanos;
    }

    /** How many searches run at once: two where the machine has two processors or more. */
    static int workers() {
        return Math.min(2, Runtime.getRuntime().availableProcessors());
    }

    /**
     * The order in which the rungs of 1 to {@code ladder} transactions start: with several
     * workers the top rung first, since it takes longer than all others together (its candidate
     * formula grows over several rounds), so that it searches on one core from the start while
     * the small rungs answer in turn on the other; with one worker, ladder order.
     */
    static List<Integer> startOrder(int ladder) {
        List<Integer> order = new ArrayList<>();
        if (workers() > 1 && ladder > 1) {
            order.add(ladder);
        }
        for (int n = 1; n <= ladder; n++) {
            if (!order.contains(n)) {
                order.add(n);
            }
        }
        return order;
    }

    /**
     * Searches the rungs of 1 to {@code ladder} transactions: the deciding rung's outcome (its
     * search left open if it found a history), or empty if every rung answered "none within
     * scope". The counters of every rung up to the deciding one are added to the call's.
     */
    Optional<SmallScopesFirst.Outcome> first(int ladder) {
        ExecutorService pool = Executors.newFixedThreadPool(workers(), r -> {
            Thread t = new Thread(r, "isolang-search");
            t.setDaemon(true);
            return t;
        });
        SideSearch[] rungs = new SideSearch[ladder];
        Optional<SideSearch> oneObject = Optional.empty();
        try {
            for (int n : startOrder(ladder)) {
                rungs[n - 1] = new SideSearch(pool, problem, problem.scope().withTransactions(n), options, kodkod, sat,
                        context.listener(), context, deadline);
            }
            if (workers() > 1 && ladder > 1 && problem.scope().objects() > 1) {
                Scope top = problem.scope().withTransactions(ladder);
                oneObject = Optional.of(new SideSearch(pool, problem, new Scope(ladder, 1, top.values(),
                        top.sessions(), top.operations()), options, kodkod, sat,
                        AbstractCegisListener.warningsTo(context.listener()), context, deadline));
            }
            for (int i = 0; i < ladder; i++) {
                SynthesisResult result = rungs[i].answer(context);
                context.absorb(rungs[i].context());
                if (!(result instanceof SynthesisResult.NoneWithinScope)) {
                    for (int above = i + 1; above < ladder; above++) {
                        rungs[above].stop();
                    }
                    boolean found = result instanceof SynthesisResult.Found;
                    if (!found || i < ladder - 1) {
                        oneObject.ifPresent(SideSearch::stop);
                        oneObject = Optional.empty();
                    }
                    SmallScopesFirst.Outcome outcome = new SmallScopesFirst.Outcome(withCallStatistics(result), true,
                            found ? Optional.of(rungs[i].openSearch()) : Optional.empty(), oneObject);
                    oneObject = Optional.empty();
                    return Optional.of(outcome);
                }
            }
            return Optional.empty();
        } finally {
            oneObject.ifPresent(SideSearch::stop);
            // stopped searches end on their own threads (each frees its solvers), never waited for
            pool.shutdown();
        }
    }

    /** The deciding rung's result with the call's statistics (all rungs up to it). */
    private SynthesisResult withCallStatistics(SynthesisResult result) {
        if (result instanceof SynthesisResult.Found found) {
            return new SynthesisResult.Found(found.history(), found.witnesses(), context.statistics());
        }
        if (result instanceof SynthesisResult.Unknown unknown) {
            return new SynthesisResult.Unknown(unknown.reason(), context.statistics());
        }
        return result;
    }
}
