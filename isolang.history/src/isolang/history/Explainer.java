// SPDX-License-Identifier: EPL-2.0
package isolang.history;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

import isolang.history.check.CycleEdge;
import isolang.history.check.EdgeKind;
import isolang.history.check.ProgressListener;
import isolang.history.check.Violation;
import isolang.history.explain.EngineHistoryConverter;
import isolang.history.explain.Explanation;
import isolang.history.explain.KodkodRecheck;
import isolang.history.explain.Recheck;
import isolang.history.explain.ViolationExplainer;
import isolang.history.level.LevelPlan;
import isolang.solver.CancellationToken;
import isolang.solver.spec.Level;

/**
 * Explains the first violations of a level: a minimal violating sub-history, each once
 * ({@link ViolationExplainer}, with the level's own checker deciding every candidate), the
 * violation as shown on it, the Kodkod membership checker's second opinion on the level's
 * definition, and the edges to draw.
 */
final class Explainer {

    /** The time limit of one Kodkod re-check. */
    private static final Duration RECHECK_LIMIT = Duration.ofSeconds(60);

    private final HistoryChecker checker;
    private final Level level;
    private final LevelPlan plan;
    private final long deadline;
    private final CancellationToken cancel;

    Explainer(HistoryChecker checker, Level level, LevelPlan plan, long deadline, CancellationToken cancel) {
        this.checker = checker;
        this.level = level;
        this.plan = plan;
        this.deadline = deadline;
        this.cancel = cancel;
    }

    List<Explanation> explain(isolang.history.check.ReadResolution reads, HistoryChecker.Decision decision) {
        List<Explanation> explanations = new ArrayList<>();
        List<TreeSet<Integer>> seeds = new ArrayList<>();
        for (Violation violation : decision.violations()) {
            seeds.add(ViolationExplainer.seeds(reads, violation));
        }
        if (!decision.suspects().isEmpty()) {
            seeds.add(0, decision.suspects());
        }
        java.util.Set<java.util.Set<Integer>> explained = new java.util.HashSet<>();
        for (TreeSet<Integer> seed : seeds) {
            if (explanations.size() >= checker.options().explanations() || cancel.isCancelled()
                    || System.nanoTime() > deadline) {
                break;
            }
            ViolationExplainer.minimize(reads, seed, this::violation)
                    .filter(minimal -> explained.add(minimal.transactions())).map(this::explained)
                    .ifPresent(explanations::add);
        }
        return explanations;
    }

    private Optional<Violation> violation(isolang.history.model.CompactHistory sub) {
        if (cancel.isCancelled() || System.nanoTime() > deadline) {
            return Optional.empty();
        }
        PreparedHistory prepared = PreparedHistory.of(sub);
        HistoryChecker.Decision decision = checker.decide(prepared.reads(), level, plan, deadline, cancel,
                ProgressListener.NONE);
        if (decision.verdict() != Verdict.VIOLATED || decision.violations().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(decision.violations().get(0));
    }

    private Explanation explained(ViolationExplainer.Minimal minimal) {
        PreparedHistory prepared = PreparedHistory.of(minimal.history());
        KodkodRecheck.Answer answer = KodkodRecheck.allows(prepared.reads(), level,
                checker.options().kodkodTransactions(),
                RECHECK_LIMIT, cancel);
        Recheck recheck;
        if (answer.allowed() == null) {
            recheck = new Recheck(answer.detail().startsWith("it has") || answer.detail().startsWith("its duplicate")
                    ? Recheck.Outcome.SKIPPED : Recheck.Outcome.UNKNOWN, answer.detail());
        } else {
            recheck = new Recheck(answer.allowed() ? Recheck.Outcome.DISAGREES : Recheck.Outcome.AGREES,
                    answer.detail());
        }
        EngineHistoryConverter.Converted engine = EngineHistoryConverter.convert(prepared.reads(), null, null);
        List<Explanation.DiagramEdge> edges = new ArrayList<>();
        for (CycleEdge edge : minimal.violation().cycle()) {
            if (edge.kind() != EdgeKind.SO && edge.kind() != EdgeKind.WR) {
                edges.add(new Explanation.DiagramEdge(edge.kind().relation(), engine.engineId(edge.from()),
                        engine.engineId(edge.to())));
            }
        }
        return new Explanation(minimal.violation(), minimal.history(), engine, recheck, edges);
    }
}
