// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
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
import isolang.history.generate.AnomalyGadget;
import isolang.history.generate.LevelSimulator;
import isolang.history.generate.LevelSimulator.Semantics;
import isolang.history.generate.LowerBounds;
import isolang.history.generate.Planting;
import isolang.history.model.CompactHistory;
import isolang.solver.CancellationToken;
import isolang.solver.SatSolverChoice;

/**
 * Histories with known verdicts made on purpose: histories valid by construction for each level
 * are allowed by it (by the fast checker, and by Kodkod on small ones); every anomaly gadget
 * violates exactly its levels (by Kodkod on the gadget alone) and, planted into a serializable
 * history, is found at exactly those levels and reported as its class at the weakest; AWDIT's
 * lower-bound histories violate Read Committed (Read Atomic) exactly when their graph has a
 * triangle.
 */
class GeneratedCorpusTest {

    private static final List<String> LEVELS = List.of("RC", "RA", "CC", "PC", "SI", "SER");
    private static final Set<String> STRONG = Set.of("PC", "SI", "SER");
    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final HistoryChecker CHECKER = new HistoryChecker(StandardLevels.CLASSIFIER,
            CheckOptions.defaults().withSolver(SatSolverChoice.SAT4J).withTimeout(LIMIT).withExplanations(0), w -> {});

    private static LevelResult check(CompactHistory history, String level) {
        return CHECKER.check(PreparedHistory.of(history), StandardLevels.level("biswas." + level),
                new CancellationToken(),
                ProgressListener.NONE);
    }

    static Stream<Arguments> semantics() {
        return Stream.of(Arguments.of(Semantics.SERIALIZABLE, "SER"), Arguments.of(Semantics.SNAPSHOT_ISOLATION, "SI"),
                Arguments.of(Semantics.PREFIX_CONSISTENCY, "PC"), Arguments.of(Semantics.CAUSAL, "CC"),
                Arguments.of(Semantics.READ_ATOMIC, "RA"), Arguments.of(Semantics.READ_COMMITTED, "RC"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("semantics")
    void simulatedHistoriesSatisfyTheirLevel(Semantics semantics, String level) {
        LevelSimulator small = new LevelSimulator(semantics, 3, 7, 2, 2.5, 0.6, 0);
        for (long seed = 0; seed < 25; seed++) {
            CompactHistory history = small.generate(seed);
            assertEquals(Verdict.SATISFIED, check(history, level).verdict(), level + " seed " + seed);
            KodkodRecheck.Answer oracle = KodkodRecheck.allows(PreparedHistory.of(history).reads(),
                    StandardLevels.level("biswas." + level), 20, LIMIT, new CancellationToken());
            assertEquals(Boolean.TRUE, oracle.allowed(), level + " seed " + seed + ": " + oracle.detail());
        }
        LevelSimulator medium = new LevelSimulator(semantics, 8, 1500, 200, 6, 0.6, 1.0);
        for (long seed = 0; seed < 3; seed++) {
            LevelResult result = check(medium.generate(seed), level);
            assertEquals(Verdict.SATISFIED, result.verdict(), level + " seed " + seed + ": " + result.reason());
        }
    }

    static Stream<AnomalyGadget> gadgets() {
        return AnomalyGadget.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gadgets")
    void gadgetViolatesExactlyItsLevels(AnomalyGadget gadget) {
        CompactHistory alone = Planting.plant(
                new LevelSimulator(Semantics.SERIALIZABLE, 1, 0, 1, 1, 0.5, 0).generate(0),
                gadget);
        Set<String> byKodkod = new TreeSet<>();
        for (String level : LEVELS) {
            KodkodRecheck.Answer oracle = KodkodRecheck.allows(PreparedHistory.of(alone).reads(),
                    StandardLevels.level("biswas." + level), 20, LIMIT, new CancellationToken());
            if (Boolean.FALSE.equals(oracle.allowed())) {
                byKodkod.add(level);
            }
        }
        assertEquals(new TreeSet<>(gadget.violates()), byKodkod, gadget.anomaly() + " alone");
        CompactHistory planted = Planting.plant(new LevelSimulator(Semantics.SERIALIZABLE, 6, 800, 100, 5, 0.6, 1.0)
                .generate(42), gadget);
        Set<String> found = new TreeSet<>();
        String weakest = null;
        for (String level : LEVELS) {
            LevelResult result = check(planted, level);
            if (result.verdict() == Verdict.VIOLATED) {
                found.add(level);
                if (STRONG.contains(level) && !gadget.violates().contains("CC")) {
                    assertTrue(result.statistics().containsKey("knownEdgesMillis")
                            && !result.statistics().containsKey("variables"),
                            gadget.anomaly() + " at " + level
                                    + " is found among the known edges, before a polygraph is built: "
                                    + result.statistics());
                }
                if (weakest == null) {
                    weakest = level;
                    assertEquals(gadget.anomaly(), result.violations().get(0).anomaly(),
                            gadget.anomaly() + " at " + level);
                }
            } else {
                assertEquals(Verdict.SATISFIED, result.verdict(), level + ": " + result.reason());
            }
        }
        assertEquals(new TreeSet<>(gadget.violates()), found, gadget.anomaly() + " planted");
    }

    @Test
    void lowerBoundHistoriesViolateExactlyWithATriangle() {
        Random random = new Random(7);
        for (int i = 0; i < 12; i++) {
            int nodes = 6 + random.nextInt(20);
            List<int[]> free = LowerBounds.triangleFree(nodes, nodes * 2, random);
            List<int[]> triangle = LowerBounds.withTriangle(nodes, free, random);
            assertEquals(Verdict.SATISFIED, check(LowerBounds.general(nodes, free, false), "CC").verdict());
            assertEquals(Verdict.VIOLATED, check(LowerBounds.general(nodes, triangle, false), "RC").verdict());
            assertEquals(Verdict.SATISFIED, check(LowerBounds.general(nodes, free, true), "RC").verdict());
            assertEquals(Verdict.VIOLATED, check(LowerBounds.general(nodes, triangle, true), "RC").verdict());
            assertEquals(Verdict.SATISFIED, check(LowerBounds.readAtomic(nodes, free), "RA").verdict());
            assertEquals(Verdict.VIOLATED, check(LowerBounds.readAtomic(nodes, triangle), "RA").verdict());
        }
        Map<String, Boolean> tiny = Map.of("free", false, "triangle", true);
        tiny.forEach((name, hasTriangle) -> {
            List<int[]> edges = hasTriangle ? List.of(new int[] {0, 1}, new int[] {1, 2}, new int[] {0, 2})
                    : List.of(new int[] {0, 1}, new int[] {1, 2});
            KodkodRecheck.Answer oracle = KodkodRecheck.allows(PreparedHistory.of(LowerBounds.general(3, edges, false))
                    .reads(), StandardLevels.level("biswas.RC"), 20, LIMIT, new CancellationToken());
            assertEquals(!hasTriangle, oracle.allowed(), name);
        });
    }
}
