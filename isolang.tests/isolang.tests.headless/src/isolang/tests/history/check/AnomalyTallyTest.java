// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import isolang.dsl.history.AnomalyTally;
import isolang.history.LevelResult;
import isolang.history.Verdict;
import isolang.history.check.Anomaly;
import isolang.history.check.CycleEdge;
import isolang.history.check.EdgeKind;
import isolang.history.check.ReadViolation;
import isolang.history.check.Violation;

/**
 * The words that count anomalies: classes in the order of {@link Anomaly} (bad reads before
 * cycles), whatever order the levels found them in, nouns in the plural past one, and a violation
 * that two levels report counted once.
 */
class AnomalyTallyTest {

    @Test
    void classesComeInTheirOrderWithPluralsAndEachViolationOnce() {
        Violation skew = cycle(Anomaly.WRITE_SKEW, 1, 2);
        Violation firstLost = cycle(Anomaly.LOST_UPDATE, 3, 4);
        Violation secondLost = cycle(Anomaly.LOST_UPDATE, 5, 6);
        Violation thinAir = Violation.of(new ReadViolation(Anomaly.THIN_AIR_READ, 9, 7, -1, -1));
        AnomalyTally tally = new AnomalyTally();
        tally.add(result("biswas.SER", List.of(skew, firstLost, secondLost)));
        tally.add(result("biswas.SI", List.of(secondLost, thinAir)));

        assertEquals(Map.of("thin-air read", 1, "lost update", 2, "write skew", 1), tally.byClass());
        assertEquals(List.of("thin-air read", "lost update", "write skew"), List.copyOf(tally.byClass().keySet()));
        assertEquals("1 thin-air read, 2 lost updates, 1 write skew (10.0, 20.0, 10.0 per 10,000 transactions)",
                tally.describe(1_000));
        assertEquals("10 dependency cycles", Anomaly.DEPENDENCY_CYCLE.counted(10));
    }

    private static Violation cycle(Anomaly anomaly, int first, int second) {
        return new Violation(anomaly, Optional.empty(),
                List.of(new CycleEdge(first, second, EdgeKind.RW, 0, -1, -1, ""),
                        new CycleEdge(second, first, EdgeKind.RW, 0, -1, -1, "")));
    }

    private static LevelResult result(String level, List<Violation> violations) {
        return new LevelResult(StandardLevels.level(level), Verdict.VIOLATED, "test", "", violations,
                violations.size(), List.of(), List.of(), 0, Map.of());
    }
}
