// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.Verdict;
import isolang.history.check.Anomaly;
import isolang.history.check.CycleEdge;
import isolang.history.check.ProgressListener;
import isolang.history.check.Violation;
import isolang.history.explain.KodkodRecheck;
import isolang.history.explain.SubHistory;
import isolang.history.explain.ViolationExplainer;
import isolang.history.generate.AnomalyGadget;
import isolang.history.generate.LevelSimulator;
import isolang.history.generate.LevelSimulator.Semantics;
import isolang.history.generate.Planting;
import isolang.history.generate.RandomHistories;
import isolang.history.model.CompactHistory;
import isolang.solver.CancellationToken;
import isolang.solver.SatSolverChoice;
import isolang.solver.spec.Level;

/**
 * Every distinct violation of a strong level (SER, SI, PC) with no cap, judged by the Kodkod
 * membership checker on the level's definition: each violation either violates on its own
 * sub-history, or the rest of the history without the transactions of the cycles listed before
 * it (and without the bad reads listed before it) is disallowed; cycles share no transaction
 * but the initial one (which every projection keeps);
 * when the checker says the rest satisfies the level, Kodkod allows the rest; the verdict is the
 * one of a check that stops at the first violation. Random histories with several sessions,
 * aborted transactions, repeated and thin-air reads, and enough transactions for several
 * disjoint anomalies.
 */
class StrongViolationsTest {

    private static final int COUNT = Integer.getInteger("isolang.history.strongViolations", 120);
    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final List<String> LEVELS = List.of("biswas.SER", "biswas.SI", "biswas.PC");

    @Test
    void everyViolationIsRealAndTheRestIsAllowed() {
        CheckOptions options = CheckOptions.defaults().withSolver(SatSolverChoice.SAT4J).withTimeout(LIMIT)
                .withExplanations(0);
        HistoryChecker all = new HistoryChecker(StandardLevels.CLASSIFIER,
                options.withMaxViolations(CheckOptions.ALL), w -> {});
        HistoryChecker first = new HistoryChecker(StandardLevels.CLASSIFIER, options.withMaxViolations(1), w -> {});
        Map<String, Integer> several = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (CompactHistory history : new RandomHistories(10, 4, 3, false, true).sample(29, COUNT)) {
            PreparedHistory prepared = PreparedHistory.of(history);
            for (String name : LEVELS) {
                Level level = StandardLevels.level(name);
                LevelResult result = all.check(prepared, level, new CancellationToken(), ProgressListener.NONE);
                LevelResult verdict = first.check(prepared, level, new CancellationToken(), ProgressListener.NONE);
                assertEquals(verdict.verdict(), result.verdict(), name + ": the same verdict");
                assertEquals(result.violationsFound(), result.violations().size(), name + ": all are listed");
                assertEquals(result.verdict() == Verdict.VIOLATED, result.violationsFound() > 0, name);
                if (result.violations().size() > 1) {
                    several.merge(name, 1, Integer::sum);
                }
                failures.addAll(judge(prepared, level, result));
            }
        }
        System.out.println("StrongViolationsTest: " + COUNT + " histories, level checks with several violations: "
                + several);
        assertEquals(List.of(), failures.stream().limit(3).toList(), failures.size() + " failures");
        for (String name : LEVELS) {
            assertTrue(several.getOrDefault(name, 0) > COUNT / 20, name + " has checks with several violations");
        }
    }

    /**
     * Three anomalies planted in a serializable history are three violations of serializability,
     * found one per round, each explained once by its own minimal sub-history.
     */
    @Test
    void plantedAnomaliesAreFoundOneByOneAndExplainedOnce() {
        AnomalyGadget lostUpdate = gadget(Anomaly.LOST_UPDATE);
        AnomalyGadget writeSkew = gadget(Anomaly.WRITE_SKEW);
        CompactHistory planted = Planting.plant(
                new LevelSimulator(Semantics.SERIALIZABLE, 6, 400, 100, 5, 0.6, 1.0).generate(7), lostUpdate,
                writeSkew, lostUpdate);
        HistoryChecker checker = new HistoryChecker(StandardLevels.CLASSIFIER,
                CheckOptions.defaults().withSolver(SatSolverChoice.SAT4J).withTimeout(LIMIT)
                        .withMaxViolations(CheckOptions.ALL).withExplanations(3),
                w -> {});
        LevelResult result = checker.check(PreparedHistory.of(planted), StandardLevels.level("biswas.SER"),
                new CancellationToken(), ProgressListener.NONE);
        assertEquals(Verdict.VIOLATED, result.verdict());
        assertEquals(Map.of(Anomaly.LOST_UPDATE, 2L, Anomaly.WRITE_SKEW, 1L), result.listedByAnomaly(),
                result.violations().toString());
        assertTrue(result.notes().stream().anyMatch(note -> note.contains("the rest of the history satisfies")),
                result.notes().toString());
        Set<String> explained = new HashSet<>();
        for (var explanation : result.explanations()) {
            assertTrue(explained.add(explanation.engine().history().toString()), "explained twice: " + explanation);
        }
        assertEquals(3, explained.size(), "one explanation per violation");
    }

    private static AnomalyGadget gadget(Anomaly anomaly) {
        return AnomalyGadget.all().stream().filter(g -> g.anomaly() == anomaly).findFirst().orElseThrow();
    }

    private static List<String> judge(PreparedHistory prepared, Level level, LevelResult result) {
        List<String> failures = new ArrayList<>();
        Set<Integer> excluded = new HashSet<>();
        Set<Integer> dropped = new HashSet<>();
        for (Violation violation : result.violations()) {
            String what = level.name() + ": " + violation.describe(prepared.index()) + "\n";
            for (CycleEdge edge : violation.cycle()) {
                if (edge.from() != CompactHistory.INITIAL && excluded.contains(edge.from())) {
                    failures.add(what + "shares T" + edge.from() + " with a cycle listed before it");
                }
            }
            boolean alone = disallowed(
                    SubHistory.project(prepared.reads(), ViolationExplainer.seeds(prepared.reads(), violation)), level);
            if (!alone && !disallowed(rest(prepared, excluded, dropped), level)) {
                failures.add(what + "neither its sub-history nor the rest before it is disallowed by Kodkod");
            }
            violation.read().ifPresent(read -> dropped.add(read.readOp()));
            violation.cycle().forEach(edge -> {
                excluded.add(edge.from());
                excluded.add(edge.to());
            });
        }
        boolean complete = result.notes().stream().anyMatch(note -> note.contains("the rest of the history satisfies"));
        if (complete && disallowed(rest(prepared, excluded, dropped), level)) {
            failures.add(level.name() + ": the rest is said to satisfy the level, Kodkod disallows it");
        }
        return failures;
    }

    private static CompactHistory rest(PreparedHistory prepared, Set<Integer> excluded, Set<Integer> dropped) {
        Set<Integer> keep = new HashSet<>();
        for (int t = 1; t < prepared.history().transactionCount(); t++) {
            if (!excluded.contains(t)) {
                keep.add(t);
            }
        }
        return SubHistory.project(prepared.reads(), keep, dropped).history();
    }

    private static boolean disallowed(CompactHistory history, Level level) {
        KodkodRecheck.Answer answer = KodkodRecheck.allows(PreparedHistory.of(history).reads(), level, 50, LIMIT,
                new CancellationToken());
        return Boolean.FALSE.equals(answer.allowed());
    }
}
