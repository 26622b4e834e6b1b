// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import isolang.dsl.cli.Main;
import isolang.tests.dsl.Specs;

/** {@code isolang check} and {@code isolang run}: diagnostics like a compiler, the table, exit codes. */
class CheckCommandTest {

    private static final String HEADER = "import isolang.std.biswas\n";

    @TempDir
    Path dir;

    @Test
    void syntaxErrorIsPrintedLikeACompilerAndExitsWithTwo() {
        Path file = Cli.write(dir, "broken.isol", HEADER + "check biswas.SI implies for 2 expect holds\n");

        Cli.Run run = Cli.run("check", file.toString());

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        String first = run.err().lines().findFirst().orElseThrow();
        assertTrue(first.startsWith(file + ":2:"), run.all());
        assertTrue(Pattern.matches(Pattern.quote(file.toString()) + ":2:\\d+: error: .+ \\[[\\w.]+\\]", first), first);
        assertTrue(run.err().endsWith("isolang: 1 error in 1 file; no command was run\n"), run.all());
        assertFalse(run.err().contains("\tat "), "no stack trace:\n" + run.all());
        assertEquals("", run.out());
    }

    @Test
    void validationErrorCarriesItsIssueCode() {
        Path file = Cli.write(dir, "unknown.isol",
                HEADER + "check x: biswas.SI implies biswas.NOPE for 2 expect holds\n");

        Cli.Run run = Cli.run("check", file.toString());

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertTrue(run.err().startsWith(file + ":2:28: error: "), run.all());
        assertTrue(run.err().contains("[org.eclipse.xtext.diagnostics.Diagnostic.Linking]"), run.all());
    }

    @Test
    void examplesPass() {
        Cli.Run run = Cli.run("check", Specs.repositoryFolder("examples").toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(run.out().startsWith("COMMAND "), run.all());
        for (String file : List.of("hierarchy", "plume", "predict", "read-only-anomaly", "s2pl-2pc", "tapir", "tour",
                "update-atomic")) {
            assertTrue(run.out().contains("examples/" + file + ".isol\n"), file + " missing in\n" + run.all());
        }
        String summary = run.out().lines().reduce((a, b) -> b).orElseThrow();
        assertTrue(Pattern.matches("\\d+ commands in 8 files: \\d+ passed, 0 failed, 0 unknown, 0 errors, 0 without"
                + " expectation \\(\\d+\\.\\d\\ds\\)", summary), summary);
        assertFalse(run.out().contains(" fail "), run.all());
    }

    @Test
    void failedExpectationExitsWithOneAndSaysWhy() {
        Path file = Cli.write(dir, "wrong.isol", HEADER
                + "check wrong: biswas.RA implies biswas.SI for 3 txn, 2 obj, 2 val expect holds\n"
                + "check right: biswas.SI implies biswas.RA for 3 txn, 2 obj, 2 val expect holds\n");

        Cli.Run run = Cli.run("check", file.toString());

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        assertTrue(Pattern.compile("^  wrong +fail +fails +holds +3txn 2obj 2val ", Pattern.MULTILINE)
                .matcher(run.out()).find(), run.all());
        assertTrue(run.out().contains("      a history allowed by biswas.RA is not allowed by biswas.SI\n"), run.all());
        assertTrue(Pattern.compile("^  right +pass +holds +holds ", Pattern.MULTILINE).matcher(run.out()).find(),
                run.all());
        assertTrue(run.out().contains("2 commands in 1 file: 1 passed, 1 failed, 0 unknown, 0 errors"), run.all());
    }

    @Test
    void quietPrintsOnlyFailuresAndTheSummary() {
        Path file = Cli.write(dir, "wrong.isol", HEADER
                + "check wrong: biswas.RA implies biswas.SI for 3 txn, 2 obj, 2 val expect holds\n"
                + "check right: biswas.SI implies biswas.RA for 3 txn, 2 obj, 2 val expect holds\n");

        Cli.Run run = Cli.run("check", "-q", file.toString());

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        assertTrue(run.out().contains("  wrong "), run.all());
        assertFalse(run.out().contains("  right "), run.all());
    }

    @Test
    void commandsWithoutExpectationAreReportedNotJudged() {
        Path file = Cli.write(dir, "plain.isol", HEADER + "synthesize s: { biswas.RA } not { biswas.SI } for 3 txn,"
                + " 2 obj, 2 val\n");

        Cli.Run run = Cli.run("check", "--solver", "sat4j", file.toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(Pattern.compile("^  s +- +found +- +3txn 2obj 2val ", Pattern.MULTILINE).matcher(run.out()).find(),
                run.all());
        assertTrue(run.out().contains("1 without expectation"), run.all());
    }

    @Test
    void scopeOverrideChangesTheAnswerAndIsShown() {
        Path file = Cli.write(dir, "scope.isol", HEADER
                + "check small: biswas.RA implies biswas.SI for 3 txn, 2 obj, 2 val expect fails\n");

        Cli.Run run = Cli.run("check", "--scope", "1txn,1obj", file.toString());

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        assertTrue(Pattern.compile("^  small +fail +holds +fails +1txn 1obj 2val ", Pattern.MULTILINE)
                .matcher(run.out()).find(), run.all());
    }

    @Test
    void runPrintsTheHistoryOfOneCommand() {
        Path file = Cli.write(dir, "one.isol", HEADER
                + "check a: biswas.RA implies biswas.SI for 3 txn, 2 obj, 2 val expect fails\n"
                + "check b: biswas.SI implies biswas.RA for 3 txn, 2 obj, 2 val expect holds\n");

        Cli.Run run = Cli.run("run", file.toString(), "--command", "a");

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(run.out().contains("  a "), run.all());
        assertFalse(run.out().contains("  b "), run.all());
        assertTrue(run.out().contains("      history allowed by biswas.RA, not by biswas.SI:\n"), run.all());
        assertTrue(run.out().contains("        wr: "), run.all());
        assertTrue(run.out().contains("1 command in 1 file: 1 passed"), run.all());
    }

    @Test
    void timeoutMakesAnExpectationUnknownAndFails() {
        Path file = Cli.write(dir, "slow.isol", HEADER
                + "check slow: biswas.SER equivalent biswas.SI for 6 txn, 4 obj, 4 val expect distinct\n");

        Cli.Run run = Cli.run("check", "--timeout", "0.001", file.toString());

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        assertTrue(Pattern.compile("^  slow +unknown +unknown +distinct ", Pattern.MULTILINE).matcher(run.out()).find(),
                run.all());
        assertTrue(run.out().contains("      time limit reached\n"), run.all());
    }

    /**
     * A membership check of a large history spends its time in few, long engine steps; the
     * time limit still ends it (it once ran to its end whatever {@code --timeout} said).
     */
    @Test
    void timeoutStopsAMembershipCheckOfALargeHistory() {
        StringBuilder history = new StringBuilder("history chain {\n");
        for (int t = 1; t <= 60; t++) {
            history.append("  session { T").append(t).append(": r(x").append(t % 5).append(',')
                    .append(t > 5 ? t - 5 : 0).append(") w(x").append(t % 5).append(',').append(t).append(") }\n");
        }
        Path file = Cli.write(dir, "large.isol", HEADER + history
                + "}\ncheck large: chain allowed by biswas.SER expect yes\n");

        Cli.Run run = Cli.run("check", "--timeout", "0.5", file.toString());

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        assertTrue(Pattern.compile("^  large +unknown +unknown +yes ", Pattern.MULTILINE).matcher(run.out()).find(),
                run.all());
        assertTrue(run.out().contains("      time limit reached\n"), run.all());
    }

    @Test
    void latticeExpectationMustNameTheWholeOrder() {
        Path file = Cli.write(dir, "order.isol", HEADER
                + "lattice partial: { biswas.RA, biswas.SI, biswas.SER } for 2 txn, 2 obj, 3 val expect { SER < RA }\n");

        Cli.Run run = Cli.run("check", file.toString());

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        assertTrue(run.out().contains("      not expected: biswas.SI < biswas.RA, biswas.SER < biswas.SI\n"),
                run.all());
    }
}
