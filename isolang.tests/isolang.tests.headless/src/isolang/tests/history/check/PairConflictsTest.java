// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.Verdict;
import isolang.history.check.ProgressListener;
import isolang.history.explain.KodkodRecheck;
import isolang.history.generate.LevelSimulator;
import isolang.history.generate.LevelSimulator.Semantics;
import isolang.history.generate.RandomHistories;
import isolang.history.model.CompactHistory;
import isolang.history.sat.PairClauses;
import isolang.solver.CancellationToken;
import isolang.solver.SatSolverChoice;
import isolang.solver.spec.Level;

/**
 * VeriStrong's 2-width cycles become binary clauses of the strong levels' search
 * ({@code pairClauses} in a result's statistics), on serializability's dependency graph and on
 * the composed graphs of snapshot isolation and prefix consistency: they are added on histories
 * of a few hundred transactions valid for the level, which stay valid, and on random small
 * histories the verdict with them agrees with the Kodkod membership checker whenever they were
 * added. When they are added ({@link PairClauses}: before the first solver call, once the rounds
 * have cost twice as much as pruning, or never) changes no verdict.
 */
class PairConflictsTest {

    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final HistoryChecker CHECKER = new HistoryChecker(StandardLevels.CLASSIFIER,
            options(PairClauses.FIRST), w -> {});

    private static CheckOptions options(PairClauses when) {
        return CheckOptions.defaults().withSolver(SatSolverChoice.SAT4J).withTimeout(LIMIT).withExplanations(0)
                .withPairClauses(when);
    }

    @ParameterizedTest
    @CsvSource({"biswas.SER, SERIALIZABLE", "biswas.SI, SNAPSHOT_ISOLATION", "biswas.PC, PREFIX_CONSISTENCY"})
    void pairClausesAreAddedOnValidHistoriesAndKeepThemValid(String name, Semantics semantics) {
        Level level = StandardLevels.level(name);
        LevelSimulator simulator = new LevelSimulator(semantics, 6, 400, 40, 4, 0.5, 1.0);
        long clauses = 0;
        for (long seed = 0; seed < 5; seed++) {
            LevelResult result = CHECKER.check(PreparedHistory.of(simulator.generate(seed)), level,
                    new CancellationToken(), ProgressListener.NONE);
            assertEquals(Verdict.SATISFIED, result.verdict(), "seed " + seed + ": " + result.reason());
            clauses += result.statistics().getOrDefault("pairClauses", 0L);
        }
        assertTrue(clauses > 0, "2-width cycles found on 5 histories valid for " + name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"biswas.SER", "biswas.SI", "biswas.PC"})
    void verdictsWithPairClausesAgreeWithKodkod(String name) {
        Level level = StandardLevels.level(name);
        int withClauses = 0;
        for (CompactHistory history : new RandomHistories(6, 2, 3, true, false).sample(21, 400)) {
            PreparedHistory prepared = PreparedHistory.of(history);
            LevelResult result = CHECKER.check(prepared, level, new CancellationToken(), ProgressListener.NONE);
            if (result.statistics().getOrDefault("pairClauses", 0L) == 0) {
                continue;
            }
            withClauses++;
            KodkodRecheck.Answer oracle = KodkodRecheck.allows(prepared.reads(), level, 50, LIMIT,
                    new CancellationToken());
            assertEquals(oracle.allowed() ? Verdict.SATISFIED : Verdict.VIOLATED, result.verdict(),
                    name + " on " + history + ": " + oracle.detail());
        }
        System.out.println("PairConflictsTest: " + name + ", " + withClauses
                + " of 400 random histories with 2-width clauses");
        assertTrue(withClauses > 0, "some random histories have 2-width cycles");
    }

    @ParameterizedTest
    @ValueSource(strings = {"biswas.SER", "biswas.SI", "biswas.PC"})
    void whenTheClausesAreAddedChangesNoVerdict(String name) {
        Level level = StandardLevels.level(name);
        HistoryChecker whenNeeded = new HistoryChecker(StandardLevels.CLASSIFIER, options(PairClauses.WHEN_NEEDED),
                w -> {});
        HistoryChecker never = new HistoryChecker(StandardLevels.CLASSIFIER, options(PairClauses.NEVER), w -> {});
        int searched = 0;
        for (CompactHistory history : new RandomHistories(6, 2, 3, true, false).sample(22, 300)) {
            PreparedHistory prepared = PreparedHistory.of(history);
            LevelResult first = CHECKER.check(prepared, level, new CancellationToken(), ProgressListener.NONE);
            LevelResult later = whenNeeded.check(prepared, level, new CancellationToken(), ProgressListener.NONE);
            LevelResult none = never.check(prepared, level, new CancellationToken(), ProgressListener.NONE);
            assertEquals(first.verdict(), later.verdict(), name + " on " + history);
            assertEquals(first.verdict(), none.verdict(), name + " on " + history);
            assertEquals(0L, none.statistics().getOrDefault("pairClauses", 0L), "never means none");
            long round = later.statistics().getOrDefault("pairRound", 0L);
            assertTrue(round != 1, "when needed, the clauses come after a first round, not before: " + round);
            if (first.statistics().containsKey("rounds")) {
                searched++;
            }
        }
        assertTrue(searched > 0, "some random histories reach the SAT search");
    }
}
