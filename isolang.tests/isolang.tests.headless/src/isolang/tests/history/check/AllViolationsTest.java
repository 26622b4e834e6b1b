// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
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
import isolang.history.check.ProgressListener;
import isolang.history.check.Violation;
import isolang.history.explain.KodkodRecheck;
import isolang.history.explain.SubHistory;
import isolang.history.explain.ViolationExplainer;
import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.generate.RandomHistories;
import isolang.history.model.CompactHistory;
import isolang.solver.CancellationToken;
import isolang.solver.SatSolverChoice;
import isolang.solver.spec.Level;

/**
 * Every distinct violation the checkers report with no cap ({@link CheckOptions#ALL}) is a
 * violation on its own: the sub-history of the transactions it involves (its seeds: reader and
 * writers of a bad read, the cycle's transactions and the reads that justify its edges) is
 * disallowed by the Kodkod membership checker on the level's definition. Cycles come from
 * different strongly connected components (no transaction in two of them), bad reads are
 * different reads, and every violation found is listed. Random histories with several sessions,
 * aborted transactions, repeated and thin-air reads, so that many have several violations. The
 * strong levels, whose later violations are found on the rest of the history, have their own
 * test ({@link StrongViolationsTest}).
 */
class AllViolationsTest {

    private static final int COUNT = Integer.getInteger("isolang.history.allViolations", 150);
    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final List<String> LEVELS = List.of("biswas.RC", "biswas.RA", "biswas.CC");

    @Test
    void everyReportedViolationIsOneOnItsOwnSubHistory() throws Exception {
        HistoryChecker checker = new HistoryChecker(StandardLevels.CLASSIFIER,
                CheckOptions.defaults().withSolver(SatSolverChoice.SAT4J).withTimeout(LIMIT).withExplanations(0)
                        .withMaxViolations(CheckOptions.ALL),
                w -> {});
        Map<String, Integer> rechecked = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        int several = 0;
        for (CompactHistory history : new RandomHistories(9, 3, 3, false, true).sample(13, COUNT)) {
            PreparedHistory prepared = PreparedHistory.of(history);
            for (String name : LEVELS) {
                Level level = StandardLevels.level(name);
                LevelResult result = checker.check(prepared, level, new CancellationToken(), ProgressListener.NONE);
                assertEquals(result.violationsFound(), result.violations().size(), name + ": all are listed");
                assertEquals(result.verdict() == Verdict.VIOLATED, result.violationsFound() > 0,
                        name + ": a violated verdict has violations: " + result.reason());
                assertDistinct(result.violations(), name);
                several += result.violations().size() > 1 ? 1 : 0;
                for (Violation violation : result.violations()) {
                    CompactHistory sub = SubHistory.project(prepared.reads(),
                            ViolationExplainer.seeds(prepared.reads(), violation));
                    KodkodRecheck.Answer answer = KodkodRecheck.allows(PreparedHistory.of(sub).reads(), level, 50,
                            LIMIT, new CancellationToken());
                    rechecked.merge(name + " " + violation.anomaly().title(), 1, Integer::sum);
                    if (!Boolean.FALSE.equals(answer.allowed())) {
                        failures.add(name + ": " + violation.describe(prepared.index()) + "\nKodkod: "
                                + answer.detail() + "\non the sub-history\n" + text(sub));
                    }
                }
            }
        }
        System.out.println("AllViolationsTest: " + COUNT + " histories, " + several
                + " level checks with several violations, re-checked " + rechecked);
        assertTrue(several > COUNT / 10, "the sample has histories with several violations: " + several);
        assertEquals(List.of(), failures.stream().limit(3).toList(), failures.size() + " failures");
    }

    private static void assertDistinct(List<Violation> violations, String level) {
        Set<Integer> readOps = new HashSet<>();
        Set<Integer> inCycles = new HashSet<>();
        for (Violation v : violations) {
            v.read().ifPresent(r -> assertTrue(readOps.add(r.readOp()), level + ": one violation per bad read"));
            if (v.read().isEmpty()) {
                Set<Integer> mine = new HashSet<>(v.transactions());
                for (int t : mine) {
                    assertTrue(inCycles.add(t), level + ": cycles of different components share T" + t);
                }
            }
        }
    }

    private static String text(CompactHistory history) throws Exception {
        StringWriter text = new StringWriter();
        HistoryFiles.write(history, text, HistoryFormat.JSON, "H", "history");
        return text.toString();
    }
}
