// SPDX-License-Identifier: EPL-2.0
package isolang.history;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import isolang.history.check.CycleEdge;
import isolang.history.check.ProgressListener;
import isolang.history.check.ReadResolution;
import isolang.history.check.Violation;
import isolang.history.explain.SubHistory;
import isolang.history.level.LevelPlan;
import isolang.solver.CancellationToken;
import isolang.solver.spec.Level;

/**
 * Every distinct violation of a strong level (serializability, snapshot isolation, prefix
 * consistency), not only the first: the SAT search answers one cycle per history, so after it
 * the level is checked again on the rest of the history, without the transactions of the cycles
 * found so far and without the reads already reported as bad ({@link SubHistory#project}). A
 * projection that violates the level shows a violation of the whole history (dropping
 * transactions and reads only removes axiom instances) that shares no transaction with the
 * cycles before it. The rounds end when the rest satisfies the level (then every further
 * violation involves a transaction of a listed cycle), at the cap of violations, or when half
 * the remaining time is spent (the rest is for explanations); the note says which. Each round's
 * phases are reported with the violations found so far and the time left for the search.
 */
final class StrongViolations {

    private StrongViolations() {
    }

    /**
     * {@code first} (a violated decision of the level's checker) with the violations found in
     * the rest of the history added, at most up to the cap of the checker's options.
     */
    static HistoryChecker.Decision more(HistoryChecker checker, ReadResolution reads, Level level, LevelPlan plan,
            HistoryChecker.Decision first, long deadline, CancellationToken cancel, ProgressListener progress) {
        int cap = checker.options().maxViolations();
        if (first.violations().isEmpty() || first.found() > first.violations().size()
                || first.violations().size() >= cap) {
            return first;
        }
        long started = System.nanoTime();
        long budget = started + Math.max(0, deadline - started) / 2;
        List<Violation> found = new ArrayList<>(first.violations());
        Set<Integer> excluded = new HashSet<>();
        Set<Integer> droppedReads = new HashSet<>();
        found.forEach(v -> exclude(v, excluded, droppedReads));
        String end = "stopped at the cap of " + cap + " violations; more may exist";
        while (found.size() < cap) {
            if (cancel.isCancelled()) {
                end = "stopped: cancelled";
                break;
            }
            progress.phase("further violations", found.size(), cap == CheckOptions.ALL ? -1 : cap);
            Set<Integer> keep = new HashSet<>();
            for (int t = 1; t < reads.index().history().transactionCount(); t++) {
                if (!excluded.contains(t)) {
                    keep.add(t);
                }
            }
            SubHistory.Projection rest = SubHistory.project(reads, keep, droppedReads);
            String round = "further violations (" + found.size() + " found, "
                    + (budget - System.nanoTime()) / 1_000_000_000L + " s left): ";
            HistoryChecker.Decision next = checker.decide(PreparedHistory.of(rest.history()).reads(), level, plan,
                    Math.min(budget, deadline), cancel, (phase, done, total) -> progress.phase(round + phase, done,
                            total));
            if (next.verdict() == Verdict.SATISFIED) {
                end = "the rest of the history satisfies " + level.name()
                        + ", so every other violation involves a transaction of a listed cycle";
                break;
            }
            Violation cycle = next.violations().stream().filter(v -> !v.cycle().isEmpty()).findFirst().orElse(null);
            if (next.verdict() != Verdict.VIOLATED || cycle == null) {
                end = budget < deadline && System.nanoTime() >= budget && !cancel.isCancelled()
                        ? "stopped after half of the level's time limit (" + (budget - started) / 1_000_000_000L
                                + " s, the rest is for explanations); more may exist, --timeout gives more time"
                        : "stopped: " + (next.reason().isEmpty() ? "no cycle to show" : next.reason());
                break;
            }
            Violation original = inWhole(cycle, rest, reads);
            found.add(original);
            exclude(original, excluded, droppedReads);
        }
        List<String> notes = new ArrayList<>(first.notes());
        notes.add("further violations were searched for without the transactions of the cycles listed before each: "
                + end);
        return new HistoryChecker.Decision(first.verdict(), first.checker(), first.reason(), found, found.size(),
                first.suspects(), notes, first.statistics());
    }

    private static void exclude(Violation violation, Set<Integer> excluded, Set<Integer> droppedReads) {
        violation.read().ifPresent(read -> droppedReads.add(read.readOp()));
        for (CycleEdge edge : violation.cycle()) {
            excluded.add(edge.from());
            excluded.add(edge.to());
        }
    }

    /** The cycle of a projection's violation in the whole history's transactions, operations and keys. */
    private static Violation inWhole(Violation violation, SubHistory.Projection rest, ReadResolution reads) {
        List<CycleEdge> edges = new ArrayList<>();
        for (CycleEdge e : violation.cycle()) {
            edges.add(new CycleEdge(rest.originalTxn()[e.from()], rest.originalTxn()[e.to()], e.kind(),
                    e.key() < 0 ? -1 : rest.originalKey()[e.key()], e.read() < 0 ? -1 : rest.originalOp()[e.read()],
                    e.other() < 0 ? -1 : rest.originalOp()[e.other()], e.axiom()));
        }
        return new Violation(violation.anomaly(), java.util.Optional.empty(), edges);
    }
}
