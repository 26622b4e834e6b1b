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
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import isolang.dsl.history.LevelCatalog;
import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.Verdict;
import isolang.history.check.ProgressListener;
import isolang.history.explain.KodkodRecheck;
import isolang.history.generate.AnomalyGadget;
import isolang.history.generate.LevelSimulator;
import isolang.history.generate.Planting;
import isolang.history.generate.RandomHistories;
import isolang.history.level.GenericSaturation;
import isolang.history.level.LevelPlan;
import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.TxnStatus;
import isolang.solver.CancellationToken;
import isolang.solver.SatSolverChoice;
import isolang.solver.spec.Level;

/**
 * The generic saturation drops the forced edges that session order implies (an edge into a
 * transaction from each session's last source, out of a transaction to each session's first
 * target). On histories of a hundred-odd transactions in eight sessions, simulated at Read
 * Committed, Read Atomic and causal consistency (so that restated RA and CC hold on some and not
 * on others), some with an anomaly planted, restated RA and CC get the same verdict with thinning,
 * with every forced edge, and from AWDIT's checker of the standard level they restate, and
 * thinning never keeps more edges. A framework that does not put session order in the commit
 * order gets no session-order edges at all, and agrees with Kodkod. The system property
 * {@code isolang.history.thinning=N} runs N histories per simulated level (default
 * {@value #DEFAULT_COUNT}).
 */
class ForcedEdgeThinningTest {

    private static final int DEFAULT_COUNT = 60;
    private static final int COUNT = Integer.getInteger("isolang.history.thinning", DEFAULT_COUNT);
    private static final Duration LIMIT = Duration.ofSeconds(60);

    /** Restated levels (not recognized, so checked by the generic saturation) and what they mean. */
    private static final Map<String, String> RESTATED = new TreeMap<>(Map.of("RaRestated", "biswas.RA",
            "CcRestated", "biswas.CC", "RaOrPremise", "biswas.RA", "CcOrPremise", "biswas.CC"));

    private static final String UNORDERED_SESSIONS = """
            framework loose {
              witness co: Txn -> Txn as total order
            }
            level WrOnly in loose {
              axiom A: all x: Obj, t1, t2, t3: Txn |
                t1 != t2 and t1->t3 in wr[x] and t2 in writers[x] and t2->t3 in wr implies t2->t1 in co
            }
            """;

    private static LevelCatalog restated;
    private static LevelCatalog disjunctive;
    private static LevelCatalog loose;

    @BeforeAll
    static void load(@TempDir Path dir) throws IOException {
        restated = RestatedLevelsTest.compile(dir, RestatedDifferentialTest.SPEC);
        disjunctive = RestatedLevelsTest.compile(Files.createDirectory(dir.resolve("d")), RestatedLevelsTest.SPEC);
        loose = RestatedLevelsTest.compile(Files.createDirectory(dir.resolve("l")), UNORDERED_SESSIONS);
    }

    private static HistoryChecker checker() {
        return new HistoryChecker(StandardLevels.CLASSIFIER,
                CheckOptions.defaults().withSolver(SatSolverChoice.SAT4J).withTimeout(LIMIT).withExplanations(0),
                w -> {});
    }

    @ParameterizedTest
    @EnumSource(value = LevelSimulator.Semantics.class, names = {"READ_COMMITTED", "READ_ATOMIC", "CAUSAL"})
    void thinningKeepsTheVerdictOfEveryEdgeAndOfTheStandardChecker(LevelSimulator.Semantics semantics) {
        HistoryChecker checker = checker();
        LevelSimulator simulator = new LevelSimulator(semantics, 8, 120, 25, 4, 0.5, 1.0);
        List<AnomalyGadget> gadgets = AnomalyGadget.all();
        Random plant = new Random(semantics.ordinal());
        Map<String, Integer> verdicts = new TreeMap<>();
        List<String> disagreements = new ArrayList<>();
        long thinned = 0;
        long every = 0;
        for (int i = 0; i < COUNT; i++) {
            CompactHistory history = simulator.generate(1000L * semantics.ordinal() + i);
            if (plant.nextInt(3) == 0) {
                history = Planting.plant(history, gadgets.get(plant.nextInt(gadgets.size())));
            }
            PreparedHistory prepared = PreparedHistory.of(history);
            for (Map.Entry<String, String> level : RESTATED.entrySet()) {
                Level definition = restated.find(level.getKey()).or(() -> disjunctive.find(level.getKey()))
                        .orElseThrow();
                LevelPlan.Saturation plan = assertInstanceOf(LevelPlan.Saturation.class, checker.plan(definition));
                GenericSaturation.Outcome thin = saturate(prepared, plan, true);
                GenericSaturation.Outcome all = saturate(prepared, plan, false);
                LevelResult standard = checker.check(prepared, StandardLevels.level(level.getValue()),
                        new CancellationToken(), ProgressListener.NONE);
                Verdict verdict = verdict(thin);
                if (verdict != verdict(all) || verdict != standard.verdict()) {
                    disagreements.add(level.getKey() + " on history " + i + ": thinned " + verdict + ", every edge "
                            + verdict(all) + ", " + level.getValue() + " " + standard.verdict());
                }
                assertTrue(thin.forcedEdges() <= all.forcedEdges(), level.getKey());
                thinned += thin.forcedEdges();
                every += all.forcedEdges();
                verdicts.merge(level.getKey() + " " + verdict, 1, Integer::sum);
            }
        }
        System.out.println("ForcedEdgeThinningTest " + semantics + ": " + COUNT + " histories, verdicts " + verdicts
                + ", forced edges " + thinned + " thinned of " + every + ", disagreements " + disagreements.size());
        assertEquals(List.of(), disagreements.stream().limit(5).toList(), disagreements.size() + " disagreements");
    }

    /**
     * {@code t1} writes x then {@code t2} overwrites it in one session, {@code t3} in another
     * session reads x from {@code t1} and y from {@code t2}: WrOnly forces {@code t2} before
     * {@code t1}, which session order contradicts only if the framework put it in the commit
     * order. {@code loose} does not, so the history is allowed.
     */
    @Test
    void sessionOrderOutsideTheCommitOrderIsNotAssumed() {
        HistoryBuilder b = new HistoryBuilder("sessions", false, 0);
        int first = b.newSession(1, null);
        int second = b.newSession(2, null);
        int x = b.key("x");
        int y = b.key("y");
        int t1 = b.newTransaction(first, 1, TxnStatus.COMMITTED);
        b.write(t1, x, b.value(1));
        int t2 = b.newTransaction(first, 2, TxnStatus.COMMITTED);
        b.write(t2, x, b.value(2));
        b.write(t2, y, b.value(1));
        int t3 = b.newTransaction(second, 3, TxnStatus.COMMITTED);
        b.read(t3, x, b.value(1));
        b.read(t3, y, b.value(1));
        PreparedHistory prepared = PreparedHistory.of(b.build());
        Level level = loose.find("WrOnly").orElseThrow(() -> new AssertionError(loose.issues()));

        LevelResult result = checker().check(prepared, level, new CancellationToken(), ProgressListener.NONE);

        assertEquals(Verdict.SATISFIED, result.verdict(), result.checker() + " " + result.violations());
        assertEquals(Boolean.TRUE,
                KodkodRecheck.allows(prepared.reads(), level, 50, LIMIT, new CancellationToken()).allowed());
    }

    @Test
    void frameworkWithoutSessionOrderAgreesWithKodkod() throws Exception {
        HistoryChecker checker = checker();
        Level level = loose.find("WrOnly").orElseThrow(() -> new AssertionError(loose.issues()));
        assertInstanceOf(LevelPlan.Saturation.class, checker.plan(level));
        List<String> disagreements = new ArrayList<>();
        int checked = 0;
        for (CompactHistory history : new RandomHistories(5, 2, 3, false, true).sample(21L, 4 * COUNT)) {
            PreparedHistory prepared = PreparedHistory.of(history);
            if (prepared.reads().ambiguousReads() > 0) {
                continue;
            }
            LevelResult result = checker.check(prepared, level, new CancellationToken(), ProgressListener.NONE);
            KodkodRecheck.Answer oracle = KodkodRecheck.allows(prepared.reads(), level, 50, LIMIT,
                    new CancellationToken());
            assertTrue(oracle.allowed() != null, "Kodkod gave no answer: " + oracle.detail());
            DifferentialTest.compare("WrOnly", result.verdict(), oracle.allowed(), history, disagreements);
            checked++;
        }
        System.out.println("ForcedEdgeThinningTest loose framework: " + checked + " histories, disagreements "
                + disagreements.size());
        assertEquals(List.of(), disagreements.stream().limit(5).toList(), disagreements.size() + " disagreements");
    }

    /** The generic saturation's outcome with or without thinning; it must have an answer. */
    static GenericSaturation.Outcome saturate(PreparedHistory prepared, LevelPlan.Saturation plan,
            boolean thin) {
        GenericSaturation.Outcome outcome = GenericSaturation.check(prepared.reads(), plan.rules(),
                StandardLevels.CLASSIFIER.symbols(), 1, LIMIT, new CancellationToken(), ProgressListener.NONE, thin);
        assertEquals(null, outcome.unknown());
        return outcome;
    }

    /** The verdict of an outcome that has an answer. */
    static Verdict verdict(GenericSaturation.Outcome outcome) {
        return outcome.found() > 0 ? Verdict.VIOLATED : Verdict.SATISFIED;
    }
}
