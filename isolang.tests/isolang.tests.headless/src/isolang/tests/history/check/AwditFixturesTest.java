// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import isolang.history.check.HistoryIndex;
import isolang.history.check.ProgressListener;
import isolang.history.check.ReadResolution;
import isolang.history.check.WeakLevelChecker;
import isolang.history.check.WeakLevelChecker.Kind;
import isolang.history.model.CompactHistory;
import isolang.tests.history.Fixtures;
import isolang.tests.history.HistoryShape;

/**
 * The tests of AWDIT's repository, rewritten as fixtures ({@code resources/histories/awdit}):
 * the folder names the strongest of Read Committed, Read Atomic and causal consistency a
 * history satisfies ({@code none}: none of them), and AWDIT's checkers must agree.
 */
class AwditFixturesTest {

    static Stream<Path> fixtures() {
        return Fixtures.files(Fixtures.folder("awdit")).stream();
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void weakCheckersAgreeWithAwdit(Path fixture) {
        String folder = fixture.getParent().getFileName().toString();
        int satisfied = switch (folder) {
            case "causal" -> 3;
            case "read-atomic" -> 2;
            case "read-committed" -> 1;
            default -> 0;
        };
        CompactHistory history = HistoryShape.load(fixture);
        ReadResolution reads = ReadResolution.resolve(new HistoryIndex(history));
        Kind[] levels = {Kind.READ_COMMITTED, Kind.READ_ATOMIC, Kind.CAUSAL};
        for (int i = 0; i < levels.length; i++) {
            boolean violated = !WeakLevelChecker.check(reads, levels[i], 1, ProgressListener.NONE).violations()
                    .isEmpty();
            assertEquals(i >= satisfied, violated, levels[i] + " on " + fixture.getFileName());
        }
    }
}
