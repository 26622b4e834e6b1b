// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import isolang.history.PreparedHistory;
import isolang.history.Verdict;
import isolang.history.check.ProgressListener;
import isolang.history.check.WeakLevelChecker;
import isolang.history.explain.KodkodRecheck;
import isolang.history.generate.RandomHistories;
import isolang.history.model.CompactHistory;
import isolang.solver.CancellationToken;
import isolang.solver.spec.Level;

/**
 * AWDIT's causal-consistency saturation ({@code WeakLevelChecker} with the per-session pointer
 * sweep) agrees with the Kodkod membership checker on the definition of {@code biswas.CC} in the
 * standard library, on {@value #DEFAULT_COUNT} random small histories per shape (one to three
 * sessions, repeated reads, blind writes, reads of intermediate, own, aborted and unwritten
 * values, aborted transactions); {@code -Dtycho.testArgLine=-Disolang.history.causal=N} runs N
 * per shape.
 */
class CausalKodkodDifferentialTest {

    private static final int DEFAULT_COUNT = 2_500;
    private static final int COUNT = Integer.getInteger("isolang.history.causal", DEFAULT_COUNT);
    private static final Duration LIMIT = Duration.ofSeconds(60);

    static Stream<Arguments> shapes() {
        return Stream.of(Arguments.of("two keys", new RandomHistories(5, 2, 3, false, false), 11L),
                Arguments.of("aborted transactions", new RandomHistories(5, 2, 3, false, true), 12L),
                Arguments.of("one key, long transactions", new RandomHistories(4, 1, 5, false, true), 13L),
                Arguments.of("three keys, six transactions", new RandomHistories(6, 3, 3, false, true), 14L));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void saturationAgreesWithKodkod(String shape, RandomHistories histories, long seed) throws Exception {
        Level cc = StandardLevels.level("biswas.CC");
        List<String> disagreements = new ArrayList<>();
        int violated = 0;
        for (CompactHistory history : histories.sample(seed, COUNT)) {
            PreparedHistory prepared = PreparedHistory.of(history);
            KodkodRecheck.Answer oracle = KodkodRecheck.allows(prepared.reads(), cc, 50, LIMIT,
                    new CancellationToken());
            assertTrue(oracle.allowed() != null, "Kodkod gave no answer: " + oracle.detail());
            boolean satisfied = WeakLevelChecker
                    .check(prepared.reads(), WeakLevelChecker.Kind.CAUSAL, 1, ProgressListener.NONE).found() == 0;
            violated += satisfied ? 0 : 1;
            DifferentialTest.compare("biswas.CC (saturation)", satisfied ? Verdict.SATISFIED : Verdict.VIOLATED,
                    oracle.allowed(), history, disagreements);
        }
        System.out.println("CausalKodkodDifferentialTest " + shape + ": " + COUNT + " histories, " + violated
                + " violate CC, disagreements " + disagreements.size());
        assertTrue(violated > 0 && violated < COUNT, "both verdicts occur: " + violated);
        assertEquals(List.of(), disagreements.stream().limit(5).toList(), shape + ": " + disagreements.size()
                + " disagreements");
    }
}
