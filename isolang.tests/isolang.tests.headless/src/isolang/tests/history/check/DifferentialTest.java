// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.Verdict;
import isolang.history.check.ProgressListener;
import isolang.history.explain.KodkodRecheck;
import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.generate.RandomHistories;
import isolang.history.level.GenericSaturation;
import isolang.history.level.LevelPlan;
import isolang.history.model.CompactHistory;
import isolang.solver.CancellationToken;
import isolang.solver.SatSolverChoice;
import isolang.solver.cegis.OrderingCriterion;
import isolang.solver.spec.Level;

/**
 * Every fast checker agrees with the Kodkod membership checker on the standard levels' own
 * definitions, on random small histories: repeated reads, blind writes, intermediate and own
 * writes, thin-air and aborted reads, and duplicate written values (the Kodkod verdict is then
 * "some choice of writers is allowed"). The checkers: AWDIT's saturation (RC, RA, CC), SAT (PC,
 * SI, SER), the Cerone et al. levels through their Biswas–Enea equivalents, and the generic
 * saturation forced on RC, RA and CC. The build runs {@value #DEFAULT_COUNT} histories per
 * shape; the system property {@code isolang.history.differential=N} runs N (through Tycho:
 * {@code -Dtycho.testArgLine=-Disolang.history.differential=N}; the long run is documented in
 * docs/history-benchmarks.md).
 */
class DifferentialTest {

    private static final int DEFAULT_COUNT = 120;
    private static final int COUNT = Integer.getInteger("isolang.history.differential", DEFAULT_COUNT);
    private static final Duration LIMIT = Duration.ofSeconds(60);

    static Stream<Arguments> shapes() {
        return Stream.of(
                Arguments.of("unique values", new RandomHistories(4, 2, 3, false, false), 1L),
                Arguments.of("aborted transactions", new RandomHistories(4, 2, 3, false, true), 2L),
                Arguments.of("duplicate values", new RandomHistories(4, 2, 3, true, true), 3L),
                Arguments.of("one key, long transactions", new RandomHistories(3, 1, 4, false, false), 4L),
                Arguments.of("three keys", new RandomHistories(4, 3, 3, true, false), 5L));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void fastCheckersAgreeWithKodkod(String shape, RandomHistories histories, long seed) throws Exception {
        HistoryChecker checker = new HistoryChecker(StandardLevels.CLASSIFIER,
                CheckOptions.defaults().withSolver(SatSolverChoice.SAT4J).withTimeout(LIMIT).withExplanations(0),
                w -> {});
        Map<String, Integer> checked = new TreeMap<>();
        List<String> disagreements = new ArrayList<>();
        int done = 0;
        for (CompactHistory history : histories.sample(seed, COUNT)) {
            if (++done % 250 == 0) {
                System.out
                        .println("DifferentialTest " + shape + ": " + done + "/" + COUNT + " histories, disagreements "
                                + disagreements.size());
            }
            PreparedHistory prepared = PreparedHistory.of(history);
            if (prepared.reads().ambiguousReads() > 0) {
                checked.merge("with several possible writers", 1, Integer::sum);
            }
            for (String name : StandardLevels.CHECKED) {
                Level level = StandardLevels.level(name);
                KodkodRecheck.Answer oracle = KodkodRecheck.allows(prepared.reads(), level, 50, LIMIT,
                        new CancellationToken());
                assertTrue(oracle.allowed() != null, "Kodkod gave no answer: " + oracle.detail());
                LevelResult result = checker.check(prepared, level, new CancellationToken(), ProgressListener.NONE);
                compare(name + " (" + result.checker() + ")", result.verdict(), oracle.allowed(), history,
                        disagreements);
                checked.merge(name, 1, Integer::sum);
                var rules = OrderingCriterion.rules(level, StandardLevels.CLASSIFIER.symbols().vocabulary());
                if (checker.plan(level) instanceof LevelPlan.Weak && rules.isPresent()
                        && prepared.reads().ambiguousReads() == 0) {
                    GenericSaturation.Outcome generic = GenericSaturation.check(prepared.reads(), rules.get(),
                            StandardLevels.CLASSIFIER.symbols(), 1, LIMIT, new CancellationToken(),
                            ProgressListener.NONE);
                    Verdict verdict = generic.unknown() != null ? Verdict.UNKNOWN
                            : generic.violations().isEmpty() ? Verdict.SATISFIED : Verdict.VIOLATED;
                    compare(name + " (generic saturation)", verdict, oracle.allowed(), history, disagreements);
                    checked.merge(name + " generic", 1, Integer::sum);
                }
            }
        }
        // the build's log shows what a run covered (the test platform drops JUnit's report entries)
        System.out.println("DifferentialTest " + shape + ": " + COUNT + " histories, checks " + checked
                + ", disagreements " + disagreements.size());
        assertEquals(List.of(), disagreements.stream().limit(5).toList(), shape + ": " + disagreements.size()
                + " disagreements over " + checked);
    }

    /** Adds a disagreement (with the history as JSON) if {@code verdict} is not Kodkod's {@code allowed}. */
    static void compare(String checker, Verdict verdict, boolean allowed, CompactHistory history,
            List<String> disagreements) throws Exception {
        Verdict expected = allowed ? Verdict.SATISFIED : Verdict.VIOLATED;
        if (verdict != expected) {
            StringWriter text = new StringWriter();
            HistoryFiles.write(history, text, HistoryFormat.JSON, "H", "history");
            disagreements.add(checker + ": " + verdict + " but Kodkod says " + (allowed ? "allowed" : "disallowed")
                    + " on\n" + text);
        }
    }
}
