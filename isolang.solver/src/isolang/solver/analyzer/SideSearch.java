// SPDX-License-Identifier: EPL-2.0
package isolang.solver.analyzer;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

import isolang.solver.CegisListener;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.UnknownReason;
import isolang.solver.cegis.CegisSynthesizer;
import isolang.solver.cegis.RunContext;
import isolang.solver.sat.CancellableSatFactory;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import kodkod.engine.config.Options;

/**
 * One CEGIS search of a call run on a worker thread beside the call's own: its own encoding,
 * SAT solvers (a {@link CancellableSatFactory#child() child} of the call's factory, so it can
 * be stopped alone, and stops with the call), counters and held-back progress
 * ({@link DeferredListener}). Its answer does not depend on what runs beside it; the caller
 * decides, in a fixed order, whether the answer is used, and only then takes its counters and
 * its progress.
 */
final class SideSearch {

    private final Scope scope;
    private final CancellableSatFactory parent;
    private final CancellableSatFactory sat;
    private final DeferredListener listener;
    private final RunContext context;
    private final Future<SynthesisResult> answer;
    private CegisSynthesizer found;
    private boolean stopped;

    /**
     * Starts (or queues on {@code pool}) CEGIS for {@code problem} within {@code scope}, with
     * the settings of {@code kodkod} and solvers of a child of {@code sat}; progress goes to
     * {@code listener} once {@link #answer(RunContext)} is asked; {@code call} gives the cancellation token
     * and deadline.
     */
    SideSearch(ExecutorService pool, Problem problem, Scope scope, SynthesisOptions options, Options kodkod,
            CancellableSatFactory sat, CegisListener listener, RunContext call, long deadlineNanos) {
        this.scope = scope;
        this.parent = sat;
        this.sat = sat.child();
        this.listener = new DeferredListener(listener);
        this.context = new RunContext(this.listener, call.token(), deadlineNanos);
        Options settings = kodkod.clone();
        settings.setSolver(this.sat);
        settings.setReporter(this.sat.reporter());
        Problem within = problem.withScope(scope);
        this.answer = pool.submit(() -> {
            CegisSynthesizer started = new CegisSynthesizer(within, options, settings, context);
            SynthesisResult result;
            try {
                result = started.open();
            } catch (RuntimeException | Error e) {
                started.close();
                throw e;
            }
            synchronized (this) {
                if (result instanceof SynthesisResult.Found && !stopped) {
                    found = started;
                    return result;
                }
            }
            started.close();
            return result;
        });
    }

    /** The scope searched. */
    Scope scope() {
        return scope;
    }

    /** The counters of this search (read them after {@link #answer(RunContext)}). */
    RunContext context() {
        return context;
    }

    /**
     * Waits for the answer, handing on the progress held back so far (and from now on). A search
     * stopped because {@code call} was cancelled or timed out answers {@code Unknown} with the
     * call's statistics; so does an interrupted wait, which stops the call's solvers.
     */
    SynthesisResult answer(RunContext call) {
        listener.release();
        try {
            return answer.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            parent.cancel();
            return new SynthesisResult.Unknown(UnknownReason.CANCELLED, call.statistics());
        } catch (ExecutionException e) {
            UnknownReason stop = call.stopReason();
            if (stop != null || parent.isCancelled()) {
                // the call was stopped while this searched: its solvers threw
                return new SynthesisResult.Unknown(stop == null ? UnknownReason.CANCELLED : stop, call.statistics());
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("the search within " + scope + " failed", e.getCause());
        }
    }

    /**
     * The search that found the answer, still open (see {@link CegisSynthesizer#open()}), after
     * {@link #answer}; the caller closes it.
     */
    synchronized CegisSynthesizer openSearch() {
        return found;
    }

    /**
     * Stops this search, running or queued; its answer is not needed. A running search ends on
     * its own thread and frees its solvers there; one that already found a history is freed here.
     */
    void stop() {
        sat.cancel();
        answer.cancel(false);
        CegisSynthesizer left;
        synchronized (this) {
            stopped = true;
            left = found;
            found = null;
        }
        if (left != null) {
            left.close();
        }
    }
}
