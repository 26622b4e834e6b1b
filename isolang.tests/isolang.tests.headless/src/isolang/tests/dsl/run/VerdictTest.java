// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import isolang.dsl.compiler.Expected;
import isolang.dsl.isolang.Outcome;
import isolang.dsl.run.Verdict;

/** The outcomes an {@code expect} clause states, and the verdicts that meet them. */
class VerdictTest {

    @Test
    void everyExpectedOutcomeIsMetByTheOneVerdictOfItsName() {
        for (Expected expected : Expected.values()) {
            List<Verdict> meeting = Arrays.stream(Verdict.values()).filter(v -> v.meets(expected)).toList();
            assertEquals(List.of(Verdict.valueOf(expected.name())), meeting, expected.name());
        }
    }

    @Test
    void aComputedOrUnknownAnswerMeetsNoExpectation() {
        for (Expected expected : Expected.values()) {
            assertTrue(!Verdict.COMPUTED.meets(expected) && !Verdict.UNKNOWN.meets(expected), expected.name());
        }
    }

    @Test
    void everyOutcomeTheGrammarAcceptsIsAnExpectedOutcome() {
        assertEquals(Arrays.stream(Outcome.values()).map(Outcome::name).toList(),
                Arrays.stream(Expected.values()).map(Expected::name).toList());
    }
}
