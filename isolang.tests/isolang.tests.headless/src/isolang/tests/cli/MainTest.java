// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static isolang.tests.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import isolang.dsl.cli.Main;
import isolang.tests.cli.Cli.Run;

/** Exit codes and output of the command-line entry point. */
class MainTest {

    @Test
    void versionPrintsTheBundleVersion() {
        Run run = run("--version");

        assertEquals(Main.EXIT_OK, run.exitCode());
        assertTrue(run.out().startsWith("isolang 0.1.0."), run.out());
    }

    @Test
    void helpListsEveryCommandAndNoneIsPlanned() {
        Run run = run("--help");

        assertEquals(Main.EXIT_OK, run.exitCode());
        for (String command : new String[] {"check", "run", "fmt", "lsp", "solvers"}) {
            assertTrue(run.out().contains("\n  " + command), command + " missing in\n" + run.out());
        }
        assertTrue(run.out().lines().noneMatch(l -> l.contains("planned")), run.out());
        for (String option : new String[] {"--solver", "--timeout", "--scope", "--json", "--out", "--quiet",
                "--verbose", "--progress", "--command", "--check"}) {
            assertTrue(run.out().contains(option), option + " missing in\n" + run.out());
        }
    }

    @Test
    void missingCommandIsAUsageError() {
        Run run = run();

        assertEquals(Main.EXIT_USAGE, run.exitCode());
        assertTrue(run.err().contains("Usage: isolang"), run.err());
    }

    @Test
    void unknownOptionIsAUsageError() {
        Run run = run("--frobnicate");

        assertEquals(Main.EXIT_USAGE, run.exitCode());
        assertTrue(run.err().contains("unknown command or option '--frobnicate'"), run.err());
    }

    @Test
    void benchExplainsItsOptionsAndRefusesBadNumbers() {
        Run help = run("bench", "--help");
        assertEquals(Main.EXIT_OK, help.exitCode(), help.all());
        assertTrue(help.out().contains("--lever-txn"), help.all());

        Run bad = run("bench", "--min-txn", "abc");
        assertEquals(Main.EXIT_USAGE, bad.exitCode(), bad.all());
        assertEquals("isolang: bench: --min-txn expects a whole number, got 'abc'\n", bad.err());

        Run reversed = run("bench", "--min-txn", "6", "--max-txn", "4");
        assertEquals(Main.EXIT_USAGE, reversed.exitCode(), reversed.all());
        assertTrue(reversed.err().contains("--max-txn 4 is below --min-txn 6"), reversed.all());
    }

    @Test
    void checkWithoutFilesIsAUsageError() {
        Run run = run("check");

        assertEquals(Main.EXIT_USAGE, run.exitCode());
        assertEquals("isolang: no files given\n", run.err());
    }

    @Test
    void solversReportsEverySolverOk() {
        Run run = run("solvers");

        assertEquals(Main.EXIT_OK, run.exitCode(), run.out());
        for (String id : new String[] {"glucose", "minisat", "sat4j"}) {
            assertTrue(run.out().lines().anyMatch(l -> l.startsWith(id) && l.contains(" ok ")),
                    id + " in\n" + run.out());
        }
    }
}
