// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import isolang.dsl.cli.Main;
import isolang.tests.history.Fixtures;

/**
 * {@code check NAME: history "FILE" allowed by L expect yes|no} from the command line, on the
 * fixtures of {@code resources/histories/recorded} (a lost update in Plume text, a serializable
 * Jepsen run in EDN, a truncated file), copied to a fresh directory so that the paths can only
 * resolve against the specification's own directory: verdicts by the history checker, the
 * violation in the sub-history's names and its drawing in {@code --out}, and errors at the path
 * with the reader's line for missing and malformed files.
 */
class RecordedHistoryCommandTest {

    @TempDir
    Path dir;

    private Path specs;

    @BeforeEach
    void copyFixtures() throws IOException {
        Path fixtures = Fixtures.folder("recorded");
        specs = dir.resolve("project");
        try (Stream<Path> files = Files.walk(fixtures)) {
            for (Path file : files.toList()) {
                Path target = specs.resolve(fixtures.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }

    @Test
    void recordedRunsAreCheckedAgainstTheirExpectations() {
        Cli.Run run = Cli.run("check", specs.resolve("recorded.isol").toString(), "--verbose");

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(run.out().contains("3 commands in 1 file: 3 passed, 0 failed"), run.all());
        // The two deposits are symmetric: the cycle may start at either of them.
        String names = "; names: x = key 8; (x,1) = (8,7), (x,2) = (8,9) (SAT (polygraph, snapshot isolation))\n";
        assertTrue(run.out().contains("      lost update: T2 -ww-> T1 -rw-> T2" + names)
                || run.out().contains("      lost update: T1 -ww-> T2 -rw-> T1" + names), run.all());
        assertTrue(run.out().contains("history violating sub-history of runs/deposits.txt, not allowed by biswas.SI:"),
                run.all());
        assertTrue(run.out().contains("SAT (polygraph, snapshot isolation)"), run.all());
        assertTrue(run.out().contains("biswas.CC allows the recorded history (saturation (AWDIT, causal consistency))"),
                run.all());
        assertFalse(run.out().contains("r(8,"), "the violation is written in the sub-history's names: " + run.all());
    }

    @Test
    void aViolationIsDrawnAsItsSubHistory() throws IOException {
        Path spec = Cli.write(specs, "drawn.isol", "import isolang.std.biswas\n"
                + "check lost: history \"runs/deposits.txt\" allowed by biswas.SER expect yes\n");
        Path out = dir.resolve("out");

        Cli.Run run = Cli.run("check", spec.toString(), "--out", out.toString());

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        assertTrue(run.out().contains("1 commands in 1 file: 0 passed, 1 failed")
                || run.out().contains("1 command in 1 file: 0 passed, 1 failed"), run.all());
        try (Stream<Path> files = Files.list(out)) {
            Path text = files.filter(p -> p.toString().endsWith(".txt")).findFirst().orElseThrow();
            String drawing = Files.readString(text);
            assertTrue(drawing.contains("r(x,0) w(x,1)"), drawing);
            assertTrue(drawing.contains("rw"), "the violation's edges are drawn: " + drawing);
        }
    }

    @Test
    void aMalformedFileIsAnErrorAtItsPathWithTheReadersLine() {
        Path spec = Cli.write(specs, "bad.isol", "import isolang.std.biswas\n"
                + "check truncated: history \"runs/truncated.txt\" allowed by biswas.SI expect no\n");

        Cli.Run run = Cli.run("check", spec.toString());

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertTrue(run.err().contains("bad.isol:2:26: error: runs/truncated.txt:3:"), run.all());
        assertTrue(run.err().contains("[isolang.dsl.InvalidHistoryFile]"), run.all());
        assertFalse(run.all().contains("Exception"), run.all());
    }

    @Test
    void aMissingFileAndAScopeAreErrors() {
        Path spec = Cli.write(specs, "missing.isol", "import isolang.std.biswas\n"
                + "check gone: history \"runs/nothing-here.txt\" allowed by biswas.SI expect no\n"
                + "check scoped: history \"runs/deposits.txt\" allowed by biswas.SI for 3 expect no\n");

        Cli.Run run = Cli.run("check", spec.toString());

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertTrue(run.err().contains("missing.isol:2:21: error: runs/nothing-here.txt: no such file or directory"),
                run.all());
        assertTrue(run.err().contains("missing.isol:3:") && run.err().contains("searches no scope"), run.all());
    }
}
