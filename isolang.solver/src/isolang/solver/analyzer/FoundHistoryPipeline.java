// SPDX-License-Identifier: EPL-2.0
package isolang.solver.analyzer;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.CegisPhase;
import isolang.solver.Statistics;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.UnknownReason;
import isolang.solver.WitnessExecution;
import isolang.solver.cegis.CegisSynthesizer;
import isolang.solver.cegis.RunContext;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.history.History;
import isolang.solver.minimize.HistoryMinimizer;
import isolang.solver.minimize.SmallerScopes;
import isolang.solver.sat.SolveClock;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import kodkod.engine.config.Options;

/**
 * What happens to a history CEGIS found before it is reported: with
 * {@link SynthesisOptions#minimize()}, the SAT membership check first confirms CEGIS's verdict on
 * every level; unless the search already tried every smaller number of transactions
 * ({@link SmallScopesFirst}), {@link SmallerScopes} asks CEGIS again within smaller scopes for
 * the fewest transactions and then objects, each smaller history confirmed by SAT (when a
 * one-object search runs beside the ladder, whole objects are first removed by membership checks,
 * {@link HistoryMinimizer#withoutRemovableObjects}, so that the searches start from fewer
 * objects; if only the one-object search is left, the operations are shrunk before its answer is
 * taken, while it finishes); the
 * result is shrunk further by {@link HistoryMinimizer} (values, operations) and one witness per
 * allowed level is recomputed for it; with {@link SynthesisOptions#recheck()}, the
 * {@link IndependentChecker} re-decides every level by enumeration and confirms every reported
 * witness. Any contradiction between two of these procedures becomes a
 * {@link SynthesisResult.Disagreement}; a level the enumeration refuses (too many witness
 * candidates) is named in the result's {@link Statistics#notes() notes} and reported as a
 * warning, never passed off as re-verified.
 *
 * <p>Runs on the synthesis thread; {@code stop} is set by the facade when the call times out
 * or is cancelled, and every step then returns promptly.
 */
final class FoundHistoryPipeline {

    private final Problem problem;
    private final SynthesisOptions options;
    private final Options kodkod;
    private final RunContext context;
    private final CancellationToken stop;
    private final long deadline;
    private final List<String> notes = new ArrayList<>();

    FoundHistoryPipeline(Problem problem, SynthesisOptions options, Options kodkod, RunContext context,
            CancellationToken stop, long deadlineNanos) {
        this.problem = problem;
        this.options = options;
        this.kodkod = kodkod;
        this.context = context;
        this.stop = stop;
        this.deadline = deadlineNanos;
    }

    /**
     * The history to report for {@code found}, minimized and re-verified as the options say;
     * {@code fewestTransactions} if no solution within the scope has fewer transactions;
     * {@code search} the still open search that found it, if any, which the minimizer narrows to
     * fewer objects in place (see {@link CegisSynthesizer#withinObjects}); {@code oneObject} a
     * search started beside the others that answers the narrowing step to one object, if it asks
     * for that search's scope.
     */
    SynthesisResult process(SynthesisResult.Found found, boolean fewestTransactions,
            Optional<CegisSynthesizer> search, Optional<SideSearch> oneObject) {
        int round = found.statistics().rounds();
        History history = found.history();
        List<WitnessExecution> witnesses = found.witnesses();
        if (protocol()) {
            return protocolHistory(history, witnesses);
        }
        if (options.minimize()) {
            context.enter(CegisPhase.MINIMIZE, round);
            MembershipChecker membership = new MembershipChecker(remaining(), SolveClock.of(kodkod));
            Optional<SynthesisResult> wrong = confirmBySat(history, membership, "the synthesis (CEGIS)");
            if (wrong.isPresent()) {
                return wrong.get();
            }
            HistoryMinimizer minimizer = new HistoryMinimizer(membership);
            History cut = history;
            boolean shrunk = false;
            if (fewestTransactions && oneObject.isPresent()) {
                cut = minimizer.withoutRemovableObjects(history, problem, stop);
                if (stopped()) {
                    return unknown();
                }
                if (SmallerScopes.usedObjects(cut) == oneObject.get().scope().objects() + 1) {
                    // Only the search run beside is left to ask: shrink the operations while it finishes.
                    cut = minimizer.minimizeOperations(cut, problem, stop);
                    shrunk = true;
                }
            }
            Optional<SynthesisResult> fewer = SmallerScopes.fewestTransactionsAndObjects(cut, problem.scope(),
                    fewestTransactions, within -> smaller(within, membership, search, oneObject));
            if (fewer.isPresent() && !(fewer.get() instanceof SynthesisResult.Found)) {
                return fewer.get();
            }
            History smaller = fewer.isEmpty() && shrunk ? cut
                    : minimizer.minimizeOperations(fewer.map(f -> ((SynthesisResult.Found) f).history()).orElse(cut),
                            problem, stop);
            if (stopped()) {
                return unknown();
            }
            if (!smaller.equals(history)) {
                notes.add("minimized from " + size(history) + " to " + size(smaller));
                history = smaller;
                List<WitnessExecution> recomputed = new ArrayList<>();
                for (Level level : problem.allowed()) {
                    MembershipResult result = membership.decide(history, level, stop);
                    if (result instanceof MembershipResult.Allowed allowed) {
                        recomputed.add(allowed.witness());
                    } else if (stopped()) {
                        return unknown();
                    } else {
                        return disagreement(history, level, "the minimizer kept this history as allowed",
                                "the membership check (SAT) then answered " + result);
                    }
                }
                witnesses = recomputed;
            }
        }
        if (options.recheck()) {
            context.enter(CegisPhase.RECHECK, round);
            Optional<SynthesisResult> wrong = recheck(history, witnesses);
            if (wrong.isPresent()) {
                return wrong.get();
            }
        }
        if (stopped()) {
            return unknown();
        }
        return new SynthesisResult.Found(history, witnesses, context.statistics().withNotes(notes));
    }

    /** Whether an allowed level models a protocol (its witnesses place events at steps). */
    private boolean protocol() {
        return problem.allowed().stream().anyMatch(l -> l.framework().isProtocol());
    }

    /**
     * A history a protocol produces, with the trace that produces it: not minimized (the trace is
     * the explanation, and the membership checks do not search traces); every forbidden level is
     * confirmed by the SAT membership check and, with {@link SynthesisOptions#recheck()}, by the
     * enumeration of its witnesses. The trace the candidate search found is first checked
     * without SAT ({@link IndependentChecker#confirmTrace}): every rule of the protocol must hold
     * on it, or the result is a disagreement.
     */
    private SynthesisResult protocolHistory(History history, List<WitnessExecution> witnesses) {
        IndependentChecker independent = new IndependentChecker();
        for (int i = 0; i < problem.allowed().size(); i++) {
            Level level = problem.allowed().get(i);
            Optional<String> broken = independent.confirmTrace(history, witnesses.get(i), problem.scope().steps());
            if (broken.isPresent()) {
                return disagreement(history, level, "the synthesis (CEGIS) found a trace of " + level + " with witness "
                        + witnesses.get(i).relations(),
                        "evaluating the protocol's rules on that trace: "
                                + broken.get());
            }
        }
        notes.add("trace re-checked without SAT: every rule holds at every step");
        MembershipChecker membership = new MembershipChecker(remaining(), SolveClock.of(kodkod));
        for (Level level : problem.forbidden()) {
            MembershipResult result = membership.check(history, level, stop);
            if (result instanceof MembershipResult.Unknown) {
                return unknown();
            }
            if (result instanceof MembershipResult.Allowed allowed) {
                return disagreement(history, level, "the synthesis (CEGIS) found the protocol's history disallowed",
                        "the membership check (SAT) allows it with witness " + allowed.witness().relations());
            }
            if (options.recheck()) {
                IndependentVerdict verdict = independent.check(history, level, stop);
                if (verdict instanceof IndependentVerdict.Allowed allowed) {
                    return disagreement(history, level, "the synthesis (CEGIS) found the protocol's history disallowed",
                            "the enumeration of witnesses allows it with witness " + allowed.witness().relations());
                }
                refused(level, verdict);
            }
        }
        if (stopped()) {
            return unknown();
        }
        return new SynthesisResult.Found(history, witnesses, context.statistics().withNotes(notes));
    }

    /**
     * CEGIS within {@code smaller}: empty if it finds nothing; the found history, confirmed by
     * the SAT membership check, otherwise; or why it could not be decided. A scope with as many
     * transactions as the open {@code search} narrows that search to fewer objects instead of
     * translating a new one.
     */
    private Optional<SynthesisResult> smaller(Scope smaller, MembershipChecker membership,
            Optional<CegisSynthesizer> search, Optional<SideSearch> oneObject) {
        RunContext quiet = new RunContext(AbstractCegisListener.warningsTo(context.listener()), stop, deadline);
        boolean inPlace = search.isPresent() && search.get().scope().transactions() == smaller.transactions();
        boolean beside = oneObject.isPresent() && oneObject.get().scope().equals(smaller);
        SynthesisResult result;
        if (beside) {
            result = oneObject.get().answer(context);
            context.countTranslationsOf(oneObject.get().context());
        } else {
            result = inPlace ? search.get().withinObjects(smaller.objects(), quiet)
                    : new CegisSynthesizer(problem.withScope(smaller), options, kodkod, quiet).run();
            context.countTranslationsOf(quiet);
        }
        if (stopped()) {
            return Optional.of(unknown());
        }
        if (!(result instanceof SynthesisResult.Found f)) {
            return Optional.empty();
        }
        Optional<SynthesisResult> wrong = confirmBySat(f.history(), membership,
                "the synthesis (CEGIS) within " + smaller);
        return wrong.isPresent() ? wrong : Optional.of(f);
    }

    /** The SAT membership check must agree with CEGIS on the found history before it is shrunk. */
    private Optional<SynthesisResult> confirmBySat(History history, MembershipChecker membership, String engine) {
        List<Level> levels = new ArrayList<>(problem.allowed());
        levels.addAll(problem.forbidden());
        for (int i = 0; i < levels.size(); i++) {
            boolean wanted = i < problem.allowed().size();
            Level level = levels.get(i);
            MembershipResult result = membership.decide(history, level, stop);
            if (result instanceof MembershipResult.Unknown) {
                return Optional.of(unknown());
            }
            if (wanted && result instanceof MembershipResult.Disallowed verdict) {
                // Rare: the full check names the smallest set of axioms that forbids the history.
                MembershipResult explained = membership.check(history, level, stop);
                String reason = (explained instanceof MembershipResult.Disallowed d ? d : verdict).reason();
                return Optional.of(disagreement(history, level, engine + " found the history allowed",
                        "the membership check (SAT) forbids it: " + reason));
            }
            if (!wanted && result instanceof MembershipResult.Allowed allowed) {
                return Optional.of(disagreement(history, level, engine + " found the history disallowed",
                        "the membership check (SAT) allows it with witness " + allowed.witness().relations()));
            }
        }
        return Optional.empty();
    }

    /** Re-decides every level by enumeration and confirms every reported witness. */
    private Optional<SynthesisResult> recheck(History history, List<WitnessExecution> witnesses) {
        IndependentChecker independent = new IndependentChecker();
        String engine = options.minimize() ? "the synthesis and the membership check (SAT)" : "the synthesis (CEGIS)";
        for (int i = 0; i < problem.allowed().size(); i++) {
            Level level = problem.allowed().get(i);
            WitnessExecution witness = witnesses.get(i);
            Optional<String> invalid = independent.confirm(history, witness);
            if (invalid.isPresent()) {
                return Optional.of(disagreement(history, level, engine + " reports the witness "
                        + witness.relations(), "evaluating that witness: " + invalid.get()));
            }
            IndependentVerdict verdict = independent.check(history, level, stop);
            if (verdict instanceof IndependentVerdict.Disallowed disallowed) {
                return Optional.of(disagreement(history, level, engine + " found the history allowed, witness "
                        + witness.relations(), "the enumeration of witnesses forbids it: " + disallowed.reason()));
            }
            refused(level, verdict);
        }
        for (Level level : problem.forbidden()) {
            IndependentVerdict verdict = independent.check(history, level, stop);
            if (verdict instanceof IndependentVerdict.Allowed allowed) {
                return Optional.of(disagreement(history, level, engine + " found the history disallowed",
                        "the enumeration of witnesses allows it with witness " + allowed.witness().relations()));
            }
            refused(level, verdict);
        }
        return Optional.empty();
    }

    private void refused(Level level, IndependentVerdict verdict) {
        if (verdict instanceof IndependentVerdict.Refused refused && !stopped()) {
            String note = "not re-verified independently for " + level + ": " + refused.reason();
            notes.add(note);
            context.listener().warning(note);
        }
    }

    private SynthesisResult disagreement(History history, Level level, String engine, String independent) {
        return new SynthesisResult.Disagreement(history, level, engine, independent,
                context.statistics().withNotes(notes));
    }

    private boolean stopped() {
        return stop.isCancelled() || context.stopReason() != null;
    }

    private SynthesisResult unknown() {
        UnknownReason reason = context.stopReason();
        return new SynthesisResult.Unknown(reason == null ? UnknownReason.TIMEOUT : reason, context.statistics());
    }

    private Duration remaining() {
        return Duration.ofNanos(Math.max(1_000_000, deadline - System.nanoTime()));
    }

    private static String size(History history) {
        return history.transactions().size() + " transactions, " + history.objectCount() + " objects, "
                + history.transactions().stream().mapToInt(t -> t.operations().size()).sum() + " operations";
    }
}
