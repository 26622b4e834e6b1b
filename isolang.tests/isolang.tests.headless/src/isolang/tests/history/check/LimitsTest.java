// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.Verdict;
import isolang.history.check.ProgressListener;
import isolang.history.check.VectorClocks;
import isolang.history.generate.LevelSimulator;
import isolang.history.generate.LevelSimulator.Semantics;
import isolang.solver.CancellationToken;
import isolang.solver.SatSolverChoice;

/**
 * The time limit and cancellation reach every checker in the middle of its work: a check that
 * runs past its limit, or whose token is cancelled, ends with an unknown verdict that says why,
 * never with a verdict it did not finish deciding; a session too long for the causal checker's
 * vector clocks is named, not allocated.
 */
class LimitsTest {

    private static final PreparedHistory HISTORY = PreparedHistory.of(
            new LevelSimulator(Semantics.SERIALIZABLE, 8, 10_000, 2_000, 6, 0.6, 1.0).generate(1));

    private static HistoryChecker checker(Duration limit) {
        return new HistoryChecker(StandardLevels.CLASSIFIER,
                CheckOptions.defaults().withSolver(SatSolverChoice.SAT4J).withTimeout(limit).withExplanations(0),
                w -> {});
    }

    @ParameterizedTest
    @ValueSource(strings = {"biswas.RC", "biswas.RA", "biswas.CC", "biswas.SER", "cerone.SI"})
    void cancelledCheckIsUnknown(String level) {
        CancellationToken cancel = new CancellationToken();
        cancel.cancel();
        LevelResult result = checker(Duration.ofSeconds(60)).check(HISTORY, StandardLevels.level(level), cancel,
                ProgressListener.NONE);
        assertEquals(Verdict.UNKNOWN, result.verdict(), result.reason());
        assertEquals("cancelled", result.reason());
    }

    @ParameterizedTest
    @ValueSource(strings = {"biswas.RC", "biswas.RA", "biswas.CC"})
    void timeLimitStopsASaturationMidway(String level) {
        AtomicBoolean slowed = new AtomicBoolean();
        ProgressListener slowDown = (phase, done, total) -> {
            if (phase.equals("saturation") && done > 0 && slowed.compareAndSet(false, true)) {
                sleep(Duration.ofMillis(3_300));
            }
        };
        LevelResult result = checker(Duration.ofSeconds(3)).check(HISTORY, StandardLevels.level(level),
                new CancellationToken(), slowDown);
        assertTrue(slowed.get(), "the saturation reports its progress midway");
        assertEquals(Verdict.UNKNOWN, result.verdict(), result.reason());
        assertEquals("time limit of 3 s reached (while saturation)", result.reason());
        assertEquals(Verdict.SATISFIED, checker(Duration.ofSeconds(60)).check(HISTORY, StandardLevels.level(level),
                new CancellationToken(), ProgressListener.NONE).verdict());
    }

    @Test
    void clocksBeyondOneArrayAreNamedNotAllocated() {
        int sessions = HISTORY.history().sessionCount();
        long longest = 0;
        for (int s = 0; s < sessions; s++) {
            longest = Math.max(longest, HISTORY.history().sessionLength(s));
        }
        long entries = longest * sessions;
        assertEquals(Optional.empty(), VectorClocks.beyond(HISTORY.history(), entries));
        String reason = VectorClocks.beyond(HISTORY.history(), entries - 1).orElseThrow();
        assertTrue(reason.contains("transactions: with " + sessions + " sessions its vector clocks take " + entries
                + " entries, more than the " + (entries - 1) + " one array holds"), reason);
        assertEquals(Optional.empty(), VectorClocks.beyond(HISTORY.history(), VectorClocks.MAX_ROW_ENTRIES));
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
