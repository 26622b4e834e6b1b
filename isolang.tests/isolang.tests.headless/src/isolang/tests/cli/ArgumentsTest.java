// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import isolang.dsl.cli.CliOptions;
import isolang.dsl.cli.Main;
import isolang.dsl.cli.ScopeOverride;
import isolang.dsl.cli.UsageException;
import isolang.solver.Defaults;
import isolang.solver.SatSolverChoice;
import isolang.solver.spec.Scope;

/** Mistakes on the command line exit with 2 and one line saying what is wrong, never a stack trace. */
class ArgumentsTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "check --frobnicate x.isol    | check: unknown option '--frobnicate'",
            "check --solver cryptominisat | check: unknown solver 'cryptominisat' (use glucose, minisat or sat4j)",
            "check --timeout soon         | check: --timeout needs a positive number of seconds, not 'soon'",
            "check --timeout -3           | check: --timeout needs a positive number of seconds, not '-3'",
            "check --scope 0txn           | invalid scope '0txn': sizes must be at least 1",
            "check --scope 3apples        | invalid scope '3apples': unknown dimension 'apples' (use txn, obj, val, sess, ops, step)",
            "check --txn many             | check: --txn needs a positive integer, not 'many'",
            "check --json=yes x.isol      | check: option --json takes no value",
            "check --timeout              | check: option --timeout needs a value",
            "run                          | run: expects exactly one file, got 0",
            "fmt --json x.isol            | fmt: unknown option '--json'",
            "check no/such/file.isol      | no/such/file.isol: no such file or directory",
            "solvers extra                | solvers: takes no arguments",
            "lsp --stdio                  | lsp: takes no arguments (it speaks the language server protocol on stdin/stdout)"})
    void badArgumentsExitWithTwoAndOneLine(String line, String message) {
        Cli.Run run = Cli.run(line.trim().split("\\s+"));

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertEquals("isolang: " + message + "\n", run.err(), run.all());
        assertEquals("", run.out());
    }

    @Test
    void runNeedsACommandName() {
        Path file = Cli.write(dir, "a.isol", "import isolang.std.biswas\ncheck x: biswas.SI implies biswas.RA for 2\n");

        Cli.Run run = Cli.run("run", file.toString());

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertEquals("isolang: run: --command NAME is required\n", run.err());
    }

    @Test
    void runOfAnUnknownCommandListsTheCommands() {
        Path file = Cli.write(dir, "a.isol", "import isolang.std.biswas\ncheck x: biswas.SI implies biswas.RA for 2\n");

        Cli.Run run = Cli.run("run", file.toString(), "--command", "y");

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertTrue(run.err().endsWith("has no command 'y' (commands: x)\n"), run.all());
    }

    @Test
    void directoryWithoutSpecificationsIsAnInputError() {
        Cli.Run run = Cli.run("check", dir.toString());

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertEquals("isolang: " + dir + ": no .isol files in this directory\n", run.err());
    }

    @Test
    void optionsAcceptBothSpellingsAndDefaults() throws UsageException {
        CliOptions defaults = CliOptions.parse("check", List.of("a.isol"), CliOptions.ANALYSIS);
        CliOptions options = CliOptions.parse("run", List.of("--solver=SAT4J", "--timeout", "1.5", "--scope", "4",
                "--obj=2", "--json", "-v", "-c", "x", "--", "-file.isol"), CliOptions.RUN);

        assertEquals(Defaults.SOLVER, defaults.solver());
        assertEquals(Defaults.TIMEOUT, defaults.timeout());
        assertTrue(defaults.scope().isEmpty());
        assertFalse(defaults.json());
        assertEquals(SatSolverChoice.SAT4J, options.solver());
        assertEquals(1500, options.timeout().toMillis());
        assertEquals(4, options.scope().size("txn").getAsInt());
        assertEquals(2, options.scope().size("obj").getAsInt());
        assertEquals(4, options.scope().size("val").getAsInt());
        assertTrue(options.json() && options.verbose());
        assertEquals("x", options.command().orElseThrow());
        assertEquals(List.of("-file.isol"), options.operands());
    }

    @Test
    void scopeOverrideReplacesOnlyTheGivenSizes() throws UsageException {
        ScopeOverride override = ScopeOverride.none().with("5txn, 2obj");

        assertEquals(new Scope(5, 2, 3, 5, 4), override.apply(new Scope(3, 3, 3, 3, 4)));
        assertEquals(new Scope(5, 2, 2, 2, 4), override.apply(new Scope(3, 1, 2, 2, 4)));
        assertEquals(new Scope(2, 2, 3, 2, 4), ScopeOverride.none().with("2txn,2obj").apply(new Scope(4, 3, 3, 3, 4)));
        UsageException tooManySessions = assertThrows(UsageException.class,
                () -> ScopeOverride.none().with("2txn,3sess").apply(new Scope(4, 3, 3, 4, 4)));
        assertEquals("invalid scope override: 3 sessions for 2 transactions", tooManySessions.getMessage());
    }
}
