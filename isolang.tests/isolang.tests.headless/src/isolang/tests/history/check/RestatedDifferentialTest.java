// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import isolang.dsl.history.LevelCatalog;
import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.Verdict;
import isolang.history.check.ProgressListener;
import isolang.history.explain.KodkodRecheck;
import isolang.history.generate.RandomHistories;
import isolang.history.level.LevelPlan;
import isolang.history.model.CompactHistory;
import isolang.solver.CancellationToken;
import isolang.solver.SatSolverChoice;
import isolang.solver.spec.Level;

/**
 * Levels that mean RC, RA or CC but are written so that they are not recognized (an operand the
 * closure already holds, a conjunct that always holds, a disjunction in a premise) go to the
 * generic saturation and its planned join; on random small histories (repeated reads, blind
 * writes, aborted transactions, several keys) its verdict must equal the Kodkod membership
 * checker's, both on the restated definition and on the standard level it restates (a level of
 * no standard meaning, {@code SoOrWrSo}, on its own definition), and the verdict with every
 * forced edge kept must be the same as with the edges session order implies dropped. The system
 * property {@code isolang.history.differential=N} runs N histories per shape (default
 * {@value #DEFAULT_COUNT}).
 */
class RestatedDifferentialTest {

    private static final int DEFAULT_COUNT = 120;
    private static final int COUNT = Integer.getInteger("isolang.history.differential", DEFAULT_COUNT);
    private static final Duration LIMIT = Duration.ofSeconds(60);

    /** Restated levels without disjunctions. */
    static final String SPEC = """
            import isolang.std.biswas.*

            level RcExtra in biswas {
              axiom A:
                all x: Obj, t1, t2, t3: Txn, r1, r2: t3.ops |
                  t1 != t2 and t2 in writers[x] and r2 in ReadOp and r2.opObj = x and r1 in ReadOp
                    and t1->r2 in wrOp and t2->r1 in wrOp and r1->r2 in po
                    implies t2->t1 in co
            }
            level RaRestated in biswas { axiom A: orderedBefore[so + wr + so.so] }
            level CcRestated in biswas { axiom A: orderedBefore[^(so + wr) + so] }
            level CcExtra in biswas {
              axiom A: all x: Obj, t1, t2, t3: Txn |
                t1 != t2 and t1->t3 in wr[x] and t2 in writers[x] and t2->t3 in ^(so + wr) and t3 in Txn
                  implies t2->t1 in co
            }
            """;

    /**
     * Each restated level with the standard level it means, if any: those of {@link #SPEC}, then
     * those with disjunctions in premises of {@link RestatedLevelsTest#SPEC}.
     */
    private static final Map<String, List<String>> RESTATED = new TreeMap<>(Map.of("RcExtra", List.of("biswas.RC"),
            "RaRestated", List.of("biswas.RA"), "CcRestated", List.of("biswas.CC"), "CcExtra", List.of("biswas.CC"),
            "RaOrPremise", List.of("biswas.RA"), "RaOrDeMorgan", List.of("biswas.RA"), "CcOrPremise",
            List.of("biswas.CC"), "CcOrNested", List.of("biswas.CC"), "SoOrWrSo", List.of()));

    private static LevelCatalog catalog;
    private static LevelCatalog disjunctive;

    @BeforeAll
    static void load(@TempDir Path dir) throws IOException {
        catalog = RestatedLevelsTest.compile(dir, SPEC);
        disjunctive = RestatedLevelsTest.compile(Files.createDirectory(dir.resolve("disjunctive")),
                RestatedLevelsTest.SPEC);
    }

    private static Level find(String name) {
        return catalog.find(name).or(() -> disjunctive.find(name))
                .orElseThrow(() -> new AssertionError(name + ": " + catalog.issues() + disjunctive.issues()));
    }

    static Stream<Arguments> shapes() {
        return Stream.of(
                Arguments.of("unique values", new RandomHistories(4, 2, 3, false, false), 11L),
                Arguments.of("aborted transactions", new RandomHistories(4, 2, 3, false, true), 12L),
                Arguments.of("one key, long transactions", new RandomHistories(3, 1, 4, false, false), 14L),
                Arguments.of("three keys", new RandomHistories(4, 3, 3, false, false), 15L),
                Arguments.of("six transactions, aborted ones", new RandomHistories(6, 2, 3, false, true), 16L));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void genericSaturationAgreesWithKodkod(String shape, RandomHistories histories, long seed) throws Exception {
        HistoryChecker checker = new HistoryChecker(StandardLevels.CLASSIFIER,
                CheckOptions.defaults().withSolver(SatSolverChoice.SAT4J).withTimeout(LIMIT).withExplanations(0),
                w -> {});
        Map<String, Integer> checked = new TreeMap<>();
        List<String> disagreements = new ArrayList<>();
        for (CompactHistory history : histories.sample(seed, COUNT)) {
            PreparedHistory prepared = PreparedHistory.of(history);
            if (prepared.reads().ambiguousReads() > 0) {
                continue;
            }
            for (Map.Entry<String, List<String>> restated : RESTATED.entrySet()) {
                Level level = find(restated.getKey());
                LevelPlan.Saturation plan = assertInstanceOf(LevelPlan.Saturation.class, checker.plan(level),
                        restated.getKey());
                LevelResult result = checker.check(prepared, level, new CancellationToken(), ProgressListener.NONE);
                Verdict unthinned = ForcedEdgeThinningTest.verdict(ForcedEdgeThinningTest.saturate(prepared, plan,
                        false));
                if (unthinned != result.verdict()) {
                    disagreements.add(restated.getKey() + ": " + result.verdict() + " thinned, " + unthinned
                            + " with every forced edge");
                }
                List<Level> definitions = new ArrayList<>(List.of(level));
                restated.getValue().forEach(standard -> definitions.add(StandardLevels.level(standard)));
                for (Level definition : definitions) {
                    KodkodRecheck.Answer oracle = KodkodRecheck.allows(prepared.reads(), definition, 50, LIMIT,
                            new CancellationToken());
                    assertTrue(oracle.allowed() != null, "Kodkod gave no answer: " + oracle.detail());
                    DifferentialTest.compare(restated.getKey() + " against " + definition, result.verdict(),
                            oracle.allowed(),
                            history, disagreements);
                }
                checked.merge(restated.getKey(), 1, Integer::sum);
            }
        }
        System.out.println("RestatedDifferentialTest " + shape + ": " + COUNT + " histories, checks " + checked
                + ", disagreements " + disagreements.size());
        assertEquals(List.of(), disagreements.stream().limit(5).toList(), shape + ": " + disagreements.size()
                + " disagreements over " + checked);
    }
}
