// SPDX-License-Identifier: EPL-2.0
package isolang.history;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

import isolang.history.check.ProgressListener;
import isolang.history.check.ReadResolution;
import isolang.history.check.RealTimeSerialOrder;
import isolang.history.check.VectorClocks;
import isolang.history.check.Violation;
import isolang.history.check.WeakLevelChecker;
import isolang.history.explain.Explanation;
import isolang.history.explain.ViolationExplainer;
import isolang.history.level.GenericSaturation;
import isolang.history.level.LevelClassifier;
import isolang.history.level.LevelPlan;
import isolang.history.sat.StrongLevel;
import isolang.history.sat.StrongLevelChecker;
import isolang.solver.CancellationToken;
import isolang.solver.spec.Level;

/**
 * Checks prepared histories against compiled levels: the {@link LevelClassifier} picks the
 * checker (AWDIT's saturation for the standard weak levels, SAT for the standard strong ones,
 * the generic saturation for any level of the Biswas–Enea shape, the Kodkod membership checker
 * for small histories otherwise), duplicate written values are handled soundly (weak levels:
 * every choice of writers is tried when there are few, otherwise serializability may still
 * decide, else the answer is unknown), every distinct violation of a strong level is searched
 * for on the rest of the history ({@link StrongViolations}), and the first violations are explained
 * ({@link Explainer}). Thread-safe; one instance serves many histories and levels.
 */
public final class HistoryChecker {

    /** Try every choice of writers for duplicate values up to this many choices. */
    private static final int MAX_CHOICES = 64;

    private final LevelClassifier classifier;
    private final CheckOptions options;
    private final Consumer<String> warnings;

    /**
     * A checker.
     *
     * @param classifier recognizes the standard levels
     * @param options time limit, solver, how much to report and explain
     * @param warnings where warnings of the SAT solver selection go
     */
    public HistoryChecker(LevelClassifier classifier, CheckOptions options, Consumer<String> warnings) {
        this.classifier = classifier;
        this.options = options;
        this.warnings = warnings;
    }

    /** How {@code level} will be checked. */
    public LevelPlan plan(Level level) {
        return classifier.classify(level);
    }

    /** The options. */
    public CheckOptions options() {
        return options;
    }

    /**
     * Checks {@code history} against {@code level}, within the time limit of the options.
     *
     * @param cancel stops the check (the verdict is then unknown)
     * @param progress hears the phases
     */
    public LevelResult check(PreparedHistory history, Level level, CancellationToken cancel,
            ProgressListener progress) {
        long started = System.nanoTime();
        long deadline = started + options.timeout().toNanos();
        long processorStarted = processorNanos();
        LevelPlan plan = classifier.classify(level);
        Decision decision = decide(history.reads(), level, plan, deadline, cancel, progress);
        if (plan instanceof LevelPlan.Strong && decision.verdict() == Verdict.VIOLATED) {
            decision = StrongViolations.more(this, history.reads(), level, plan, decision, deadline, cancel, progress);
        }
        Map<String, Long> statistics = new java.util.LinkedHashMap<>(decision.statistics());
        statistics.put("checkCpuMillis", (processorNanos() - processorStarted) / 1_000_000);
        List<Explanation> explanations = List.of();
        if (decision.verdict() == Verdict.VIOLATED && options.explanations() > 0 && !cancel.isCancelled()) {
            progress.phase("explaining", 0,
                    Math.min(options.explanations(), Math.max(1, decision.violations().size())));
            explanations = new Explainer(this, level, plan, deadline, cancel).explain(history.reads(), decision);
        }
        List<String> notes = new ArrayList<>(decision.notes());
        plan.equivalentTo().ifPresent(name -> notes.add(0, "decided by the checker of " + name
                + (name.startsWith("biswas.") && !level.framework().name().equals("biswas")
                        ? " (the standard library checks " + level.name()
                                + " equivalent to it within 4 txn, 3 obj, 3 val)"
                        : " (same definition)")));
        return new LevelResult(level, decision.verdict(), decision.checker(), decision.reason(), decision.violations(),
                decision.found(), explanations, notes, (System.nanoTime() - started) / 1_000_000, statistics);
    }

    /** The processor time of this thread so far (the checkers run on one thread), or 0 where the JVM cannot tell. */
    private static long processorNanos() {
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : 0;
    }

    /**
     * What a checker decided.
     *
     * @param verdict the verdict
     * @param checker the checker's name
     * @param reason the explanation of an unknown verdict, or of a violation without cycle
     * @param violations the violations (at most the cap of the options)
     * @param found how many distinct violations were found, also beyond the cap
     * @param suspects transactions where a violation without a proof cycle lies
     * @param notes remarks
     * @param statistics counts and times
     */
    record Decision(Verdict verdict, String checker, String reason, List<Violation> violations, long found,
            TreeSet<Integer> suspects,
            List<String> notes, Map<String, Long> statistics) {

        static Decision of(Verdict verdict, String checker, String reason, List<Violation> violations) {
            return new Decision(verdict, checker, reason, violations, violations.size(), new TreeSet<>(), List.of(),
                    Map.of());
        }

        Decision withNote(String note) {
            List<String> more = new ArrayList<>(notes);
            more.add(note);
            return new Decision(verdict, checker, reason, violations, found, suspects, more, statistics);
        }
    }

    /**
     * Decides the level on the resolved history without explaining (also used on sub-histories):
     * unknown once the deadline passes or {@code cancel} is set, which the checkers notice at
     * their next report of progress.
     */
    Decision decide(ReadResolution reads, Level level, LevelPlan plan, long deadline, CancellationToken cancel,
            ProgressListener progress) {
        ProgressListener limited = (phase, done, total) -> {
            if (cancel.isCancelled() || System.nanoTime() > deadline) {
                throw new CancellationException(phase);
            }
            progress.phase(phase, done, total);
        };
        try {
            return decideWithin(reads, level, plan, deadline, cancel, limited);
        } catch (CancellationException e) {
            return Decision.of(Verdict.UNKNOWN, plan.checker(), cancel.isCancelled() ? "cancelled"
                    : "time limit of " + options.timeout().toSeconds() + " s reached (while " + e.getMessage() + ")",
                    List.of());
        }
    }

    private Decision decideWithin(ReadResolution reads, Level level, LevelPlan plan, long deadline,
            CancellationToken cancel, ProgressListener progress) {
        if (plan instanceof LevelPlan.Weak weak) {
            return weak(reads, weak, deadline, cancel, progress);
        }
        if (plan instanceof LevelPlan.Strong strong) {
            return strong(reads, strong.level(), strong.checker(), deadline, cancel, progress);
        }
        if (plan instanceof LevelPlan.Saturation saturation) {
            return saturation(reads, level, saturation, deadline, cancel, progress);
        }
        if (plan instanceof LevelPlan.RealTimeSerial) {
            return realTimeSerial(reads, plan.checker(), progress);
        }
        return membership(reads, level, ((LevelPlan.Membership) plan).reason(), deadline, cancel);
    }

    /** Strict serializability by the serial order search; a history that records no time has empty real time. */
    private static Decision realTimeSerial(ReadResolution reads, String checker, ProgressListener progress) {
        RealTimeSerialOrder.Outcome outcome = RealTimeSerialOrder.search(reads, progress);
        Decision decision = Decision.of(!outcome.decided() ? Verdict.UNKNOWN
                : outcome.serializable() ? Verdict.SATISFIED : Verdict.VIOLATED, checker, outcome.reason(), List.of());
        return reads.index().history().hasRealTime() ? decision
                : decision.withNote("the history records no real time (rt is empty): decided as serializability");
    }

    private Decision weak(ReadResolution reads, LevelPlan.Weak plan, long deadline, CancellationToken cancel,
            ProgressListener progress) {
        Optional<String> tooLarge = plan.kind() == WeakLevelChecker.Kind.CAUSAL
                ? VectorClocks.beyond(reads.index().history(), VectorClocks.MAX_ROW_ENTRIES)
                : Optional.empty();
        if (tooLarge.isPresent()) {
            return Decision.of(Verdict.UNKNOWN, plan.checker(), tooLarge.get(), List.of());
        }
        WeakLevelChecker.Outcome outcome = WeakLevelChecker.check(reads, plan.kind(), options.maxViolations(),
                progress);
        Map<String, Long> statistics = Map.of("forcedEdges", outcome.forcedEdges());
        if (!outcome.violations().isEmpty()) {
            return new Decision(Verdict.VIOLATED, plan.checker(), "", outcome.violations(), outcome.found(),
                    new TreeSet<>(), List.of(), statistics);
        }
        if (reads.ambiguousReads() == 0) {
            return new Decision(Verdict.SATISFIED, plan.checker(), "", List.of(), 0, new TreeSet<>(), List.of(),
                    statistics);
        }
        Optional<Decision> byChoices = everyChoice(reads, r -> weak(r, plan, deadline, cancel, progress));
        if (byChoices.isPresent()) {
            return byChoices.get();
        }
        Decision serializable = strong(reads, StrongLevel.SERIALIZABILITY, "SAT (polygraph, serializability)", deadline,
                cancel, progress);
        if (serializable.verdict() == Verdict.SATISFIED) {
            return Decision.of(Verdict.SATISFIED, plan.checker() + " and " + serializable.checker(),
                    "the history is serializable, which implies the level", List.of());
        }
        return Decision.of(Verdict.UNKNOWN, plan.checker(), reads.ambiguousReads()
                + " reads have several possible writers"
                + " (duplicate written values); too many choices to try them all, no violation without them, and the"
                + " history is not shown serializable", List.of());
    }

    private Decision strong(ReadResolution reads, StrongLevel level, String checker, long deadline,
            CancellationToken cancel, ProgressListener progress) {
        WeakLevelChecker.Outcome causal = WeakLevelChecker.check(reads, WeakLevelChecker.Kind.CAUSAL,
                options.maxViolations(), progress);
        if (!causal.violations().isEmpty()) {
            boolean cycles = causal.violations().stream().anyMatch(v -> !v.cycle().isEmpty())
                    || causal.found() > causal.violations().size();
            return new Decision(Verdict.VIOLATED, cycles ? checker + " after the causal consistency check" : checker,
                    cycles ? "the history violates causal consistency, which " + level.title() + " implies" : "",
                    causal.violations(), causal.found(), new TreeSet<>(), List.of(), Map.of());
        }
        StrongLevelChecker.Outcome outcome = StrongLevelChecker.check(reads, level, options.solver(),
                options.pairClauses(), remaining(deadline), cancel, progress, warnings);
        return switch (outcome.status()) {
            case SATISFIED -> new Decision(Verdict.SATISFIED, checker, "", List.of(), 0, new TreeSet<>(), List.of(),
                    outcome.statistics());
            case UNKNOWN ->
                new Decision(Verdict.UNKNOWN, checker, outcome.reason(), List.of(), 0, new TreeSet<>(), List.of(),
                        outcome.statistics());
            case VIOLATED -> new Decision(Verdict.VIOLATED, checker, outcome.proven() ? ""
                    : "no choice of version orders avoids a cycle; the cycle shown is one of those met",
                    outcome.violations(), outcome.violations().size(), outcome.suspects(), List.of(),
                    outcome.statistics());
        };
    }

    private Decision saturation(ReadResolution reads, Level level, LevelPlan.Saturation plan, long deadline,
            CancellationToken cancel, ProgressListener progress) {
        GenericSaturation.Outcome outcome = GenericSaturation.check(reads, plan.rules(), classifier.symbols(),
                options.maxViolations(), remaining(deadline), cancel, progress);
        if (outcome.unknown() != null) {
            Decision kodkod = membership(reads, level, outcome.unknown(), deadline, cancel);
            // the membership checker's reason starts with the saturation's
            return kodkod.verdict() == Verdict.UNKNOWN
                    ? Decision.of(Verdict.UNKNOWN, plan.checker(), kodkod.reason(), List.of())
                    : kodkod.withNote(outcome.unknown());
        }
        Map<String, Long> statistics = Map.of("forcedEdges", outcome.forcedEdges());
        if (reads.ambiguousReads() == 0) {
            Verdict verdict = outcome.violations().isEmpty() ? Verdict.SATISFIED : Verdict.VIOLATED;
            return new Decision(verdict, plan.checker(), "", outcome.violations(), outcome.found(), new TreeSet<>(),
                    List.of(), statistics);
        }
        return everyChoice(reads, r -> saturation(r, level, plan, deadline, cancel, progress))
                .orElse(Decision.of(Verdict.UNKNOWN, plan.checker(),
                        reads.ambiguousReads() + " reads have several possible"
                                + " writers (duplicate written values), too many choices to try them all",
                        List.of()));
    }

    private Decision membership(ReadResolution reads, Level level, String why, long deadline,
            CancellationToken cancel) {
        var answer = isolang.history.explain.KodkodRecheck.allows(reads, level, options.kodkodTransactions(),
                remaining(deadline), cancel);
        if (answer.allowed() == null) {
            return Decision.of(Verdict.UNKNOWN, "Kodkod membership", why + "; " + answer.detail(), List.of());
        }
        return Decision.of(answer.allowed() ? Verdict.SATISFIED : Verdict.VIOLATED, "Kodkod membership",
                answer.allowed() ? "" : answer.detail(), List.of()).withNote(why);
    }

    /**
     * With duplicate values: the level's checker on every choice of writers, when there are at
     * most {@link #MAX_CHOICES}: satisfied if one choice is, violated if all are; empty otherwise.
     */
    private Optional<Decision> everyChoice(ReadResolution reads,
            java.util.function.Function<ReadResolution, Decision> check) {
        List<Map<Integer, Integer>> choices = reads.writerChoices(MAX_CHOICES);
        if (choices == null) {
            return Optional.empty();
        }
        Decision first = null;
        for (Map<Integer, Integer> choice : choices) {
            Decision decision = check.apply(reads.withChoices(choice));
            if (decision.verdict() == Verdict.SATISFIED) {
                return Optional.of(decision.withNote("duplicate values: satisfied with one of " + choices.size()
                        + " choices of writers"));
            }
            if (decision.verdict() == Verdict.UNKNOWN) {
                return Optional.of(decision);
            }
            first = first == null ? decision : first;
        }
        return Optional.of(first.withNote("duplicate values: violated with every one of " + choices.size()
                + " choices of writers; the violation shown is for one of them"));
    }

    private static Duration remaining(long deadline) {
        return Duration.ofNanos(Math.max(1_000_000, deadline - System.nanoTime()));
    }
}
