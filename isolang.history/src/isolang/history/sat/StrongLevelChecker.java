// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;

import isolang.history.check.CycleEdge;
import isolang.history.check.HistoryIndex;
import isolang.history.check.ProgressListener;
import isolang.history.check.ReadResolution;
import isolang.history.check.Violation;
import isolang.solver.CancellationToken;
import isolang.solver.SatSolverChoice;
import isolang.solver.sat.CancellableSatFactory;
import isolang.solver.sat.SolverSelection;
import kodkod.engine.satlab.SATAbortedException;
import kodkod.engine.satlab.SATSolver;

/**
 * Checks a read-consistent history against serializability, snapshot isolation or prefix
 * consistency: builds its {@link Polygraph} (duplicate values become write–read choices), prunes
 * 1-width cycles ({@link Pruner}), adds the 2-width cycles as binary clauses
 * ({@link PairConflicts}; when, {@link PairClauses} says), then searches the remaining version orders with a SAT solver
 * and lazy acyclicity ({@link LazyAcyclicitySolver}). Every call has a time limit and a
 * cancellation token; a search that runs out is unknown, never a verdict.
 */
public final class StrongLevelChecker {

    /** The verdict of a check. */
    public enum Status {
        /** Some choice of version orders makes the level's graph acyclic. */
        SATISFIED,
        /** None does. */
        VIOLATED,
        /** No answer (time limit, cancelled). */
        UNKNOWN
    }

    /**
     * What a check found.
     *
     * @param status the verdict
     * @param violations a cycle that proves the violation, or one of the cycles every choice ran into
     * @param suspects the transactions of every cycle met (where a small violating sub-history lies)
     * @param proven whether {@code violations} holds a cycle of edges every choice has (not just one met)
     * @param reason why there is no answer, if so
     * @param statistics counts and times of the phases
     */
    public record Outcome(Status status, List<Violation> violations, TreeSet<Integer> suspects, boolean proven,
            String reason, Map<String, Long> statistics) {
    }

    /** The most polygraph edges built (about 40 bytes each). */
    static final long MAX_EDGES = 40_000_000L;

    private StrongLevelChecker() {
    }

    /**
     * Checks the history of {@code reads} (which must be free of read-consistency violations)
     * against {@code level}.
     *
     * @param solverChoice the SAT solver (natives fall back to SAT4J with a warning)
     * @param pairClauses when the 2-width clauses are added
     * @param timeout the time limit
     * @param cancel stops the check when set
     * @param warnings where solver warnings go
     */
    public static Outcome check(ReadResolution reads, StrongLevel level, SatSolverChoice solverChoice,
            PairClauses pairClauses, Duration timeout, CancellationToken cancel, ProgressListener progress,
            Consumer<String> warnings) {
        Map<String, Long> statistics = new LinkedHashMap<>();
        long started = System.nanoTime();
        long estimate = Polygraph.estimatedEdges(reads, level);
        statistics.put("estimatedEdges", estimate);
        if (estimate > MAX_EDGES) {
            return unknown("its polygraph would have about " + String.format("%,d", estimate)
                    + " edges (pairs of writers"
                    + " of the same key and the anti-dependencies they imply), more than the "
                    + String.format("%,d", MAX_EDGES)
                    + " this checker builds; hot keys written by many transactions make strong levels expensive",
                    statistics);
        }
        progress.phase("known edges", 0, reads.index().history().transactionCount());
        KnownEdges.Found early = KnownEdges.cycle(reads, level);
        statistics.put("knownEdgesMillis", millis(started));
        if (early != null) {
            return violated(early.graph(), reads.index(), List.of(early.cycle()), true, statistics);
        }
        progress.phase("polygraph", 0, reads.index().history().transactionCount());
        Polygraph p = Polygraph.build(reads, level);
        statistics.put("variables", (long) p.variables());
        statistics.put("edges", (long) p.graph.edgeCount());
        statistics.put("buildMillis", millis(started));
        long pruning = System.nanoTime();
        progress.phase("pruning", 0, p.variables());
        Pruner.Result pruned = Pruner.prune(p, level);
        statistics.put("forced", (long) pruned.forced().length);
        statistics.put("prunePasses", (long) pruned.passes());
        long pruneNanos = System.nanoTime() - pruning;
        statistics.put("pruneMillis", pruneNanos / 1_000_000);
        if (pruned.conflict() != null) {
            return violated(p.graph, p.index, List.of(pruned.conflict()), true, statistics);
        }
        if (cancel.isCancelled()) {
            return unknown("cancelled", statistics);
        }
        CancellableSatFactory factory = new CancellableSatFactory(SolverSelection.resolve(solverChoice, warnings));
        SATSolver solver = factory.instance();
        Watchdog watchdog = new Watchdog(factory, cancel, started + timeout.toNanos());
        long solving = System.nanoTime();
        try {
            LazyAcyclicitySolver.Outcome outcome = LazyAcyclicitySolver.solve(p, level, pruned, () -> {
                long pairing = System.nanoTime();
                int[] pairs = PairConflicts.of(p, level, pruned);
                statistics.put("pairMillis", millis(pairing));
                return pairs;
            }, pairClauses, pruneNanos, solver, progress);
            statistics.put("pairClauses", (long) outcome.pairClauses());
            statistics.put("pairRound", (long) outcome.pairRound());
            statistics.put("rounds", (long) outcome.rounds());
            statistics.put("clauses", (long) outcome.clauses());
            statistics.put("solveMillis", millis(solving));
            if (outcome.satisfied()) {
                long verifying = System.nanoTime();
                java.util.Optional<String> wrong = verify(reads, p, level, outcome.assignment());
                statistics.put("verifyMillis", millis(verifying));
                if (wrong.isPresent()) {
                    return unknown("internal error: the commit order of the satisfying assignment does not satisfy "
                            + level.title() + " (" + wrong.get() + "); please report this", statistics);
                }
                return new Outcome(Status.SATISFIED, List.of(), new TreeSet<>(), false, "", statistics);
            }
            if (outcome.knownCycle() != null) {
                return violated(p.graph, p.index, List.of(outcome.knownCycle()), true, statistics);
            }
            return violated(p.graph, p.index, outcome.blocked(), false, statistics);
        } catch (SATAbortedException e) {
            statistics.put("solveMillis", millis(solving));
            return unknown(watchdog.timedOut() ? "time limit of " + timeout.toSeconds() + " s reached" : "cancelled",
                    statistics);
        } finally {
            watchdog.stop();
            solver.free();
        }
    }

    /** Checks the assignment's commit order against the level's definition ({@link WitnessVerifier}). */
    private static java.util.Optional<String> verify(ReadResolution reads, Polygraph p, StrongLevel level,
            boolean[] assignment) {
        var h = reads.index().history();
        int[] order = InducedGraph.of(p.graph, level, assignment).commitOrder();
        if (order == null) {
            return java.util.Optional.of("the graph of the assignment has a cycle");
        }
        int[] position = new int[h.transactionCount()];
        for (int i = 0; i < order.length; i++) {
            position[order[i]] = i;
        }
        int[] writerOf = new int[h.operationCount()];
        for (int op = 0; op < writerOf.length; op++) {
            writerOf[op] = reads.writer(op);
            int[][] choices = p.choicesOfRead.get(op);
            for (int i = 0; choices != null && i < choices[0].length; i++) {
                if (assignment[choices[1][i]]) {
                    writerOf[op] = choices[0][i];
                }
            }
        }
        return WitnessVerifier.violation(reads, level, position, writerOf);
    }

    private static long millis(long since) {
        return (System.nanoTime() - since) / 1_000_000;
    }

    private static Outcome unknown(String reason, Map<String, Long> statistics) {
        return new Outcome(Status.UNKNOWN, List.of(), new TreeSet<>(), false, reason, statistics);
    }

    private static Outcome violated(DependencyGraph graph, HistoryIndex index, List<int[]> cycles, boolean proven,
            Map<String, Long> statistics) {
        TreeSet<Integer> suspects = new TreeSet<>();
        List<Violation> violations = new ArrayList<>();
        for (int[] cycle : cycles) {
            List<CycleEdge> edges = new ArrayList<>();
            for (int e : cycle) {
                edges.add(
                        new CycleEdge(graph.from(e), graph.to(e), graph.kind(e), graph.key(e), graph.read(e), -1, ""));
                suspects.add(graph.from(e));
                suspects.add(graph.to(e));
            }
            if (violations.isEmpty() && !edges.isEmpty()) {
                violations.add(Violation.of(edges, index));
            }
        }
        return new Outcome(Status.VIOLATED, violations, suspects, proven, "", statistics);
    }

    /** Cancels the solver at the deadline or when the token is set; a daemon thread polling every 20 ms. */
    private static final class Watchdog {
        private final Thread thread;
        private volatile boolean stopped;
        private volatile boolean timedOut;

        Watchdog(CancellableSatFactory factory, CancellationToken cancel, long deadline) {
            thread = new Thread(() -> {
                while (!stopped) {
                    if (cancel.isCancelled() || System.nanoTime() > deadline) {
                        timedOut = !cancel.isCancelled();
                        factory.cancel();
                        return;
                    }
                    try {
                        Thread.sleep(20);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "isolang-history-watchdog");
            thread.setDaemon(true);
            thread.start();
        }

        boolean timedOut() {
            return timedOut;
        }

        void stop() {
            stopped = true;
            thread.interrupt();
        }
    }
}
