// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.PreparedHistory;
import isolang.history.Verdict;
import isolang.history.check.ProgressListener;
import isolang.history.explain.KodkodRecheck;
import isolang.solver.CancellationToken;
import isolang.solver.SatSolverChoice;
import isolang.tests.history.Fixtures;
import isolang.tests.history.HistoryShape;

/**
 * The example histories of the AWDIT and VeriStrong papers and a published database bug
 * ({@code resources/histories/papers}, each with its source and an {@code // expect:} line): the
 * fast checkers and the Kodkod membership checker both give the verdicts the papers state (the
 * membership checker only where it reads every repeated read, see {@link StandardLevels}).
 */
class PaperExamplesTest {

    private static final Duration LIMIT = Duration.ofSeconds(60);

    static Stream<Path> examples() {
        return Fixtures.files(Fixtures.folder("papers")).stream();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void verdictsAreThePapers(Path example) throws IOException {
        Map<String, Verdict> expected = expectations(example);
        assertFalse(expected.isEmpty(), example + " states no expectation");
        PreparedHistory history = PreparedHistory.of(HistoryShape.load(example));
        HistoryChecker checker = new HistoryChecker(StandardLevels.CLASSIFIER,
                CheckOptions.defaults().withSolver(SatSolverChoice.SAT4J).withTimeout(LIMIT).withExplanations(1),
                w -> {});
        expected.forEach((level, verdict) -> {
            var result = checker.check(history, StandardLevels.level(level), new CancellationToken(),
                    ProgressListener.NONE);
            assertEquals(verdict, result.verdict(), level + " on " + example.getFileName() + ": " + result.reason());
            assertFalse(result.disagreement(), level + " on " + example.getFileName());
            KodkodRecheck.Answer oracle = KodkodRecheck.allows(history.reads(), StandardLevels.level(level), 20, LIMIT,
                    new CancellationToken());
            assertEquals(verdict == Verdict.SATISFIED, oracle.allowed(),
                    "Kodkod, " + level + " on " + example.getFileName());
        });
    }

    private static Map<String, Verdict> expectations(Path example) throws IOException {
        Map<String, Verdict> expected = new LinkedHashMap<>();
        for (String line : Files.readAllLines(example)) {
            if (line.startsWith("// expect: ")) {
                for (String item : line.substring("// expect: ".length()).split(",\\s*")) {
                    String[] parts = item.trim().split("\\s+");
                    expected.put(parts[0], Verdict.valueOf(parts[1].toUpperCase(java.util.Locale.ROOT)));
                }
            }
        }
        return expected;
    }
}
