// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import isolang.dsl.cli.Main;
import isolang.tests.dsl.Specs;

/** {@code isolang fmt}: formats in place, is idempotent, never loses text, refuses broken files. */
class FormatCommandTest {

    private static final String MESSY = "// the levels\nimport isolang.std.biswas.*\n"
            + "level  X in biswas {axiom A : all x:Obj,t1 , t2:Txn| t1 -> t2 in wr [ x ] implies t1->t2 in co\n"
            + " /** kept */ axiom B: some co}\n"
            + "check   X implies RA  for 3 txn,2 obj expect holds // why\n";

    @TempDir
    Path dir;

    private static String nonBlank(String text) {
        return text.replaceAll("\\s+", "");
    }

    @Test
    void formatsInPlaceKeepsEveryCharacterAndIsIdempotent() throws IOException {
        Path file = Cli.write(dir, "messy.isol", MESSY);

        Cli.Run first = Cli.run("fmt", file.toString());
        String once = Files.readString(file);
        Cli.Run second = Cli.run("fmt", file.toString());

        assertEquals(Main.EXIT_OK, first.exitCode(), first.all());
        assertEquals(file + ": formatted\n", first.out());
        assertNotEquals(MESSY, once);
        assertTrue(once.contains("level X in biswas {\n  axiom A: "), once);
        assertEquals(nonBlank(MESSY), nonBlank(once), "only whitespace may change");
        assertEquals(Main.EXIT_OK, second.exitCode(), second.all());
        assertEquals("", second.out());
        assertEquals(once, Files.readString(file));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList(), "no temporary file is left behind");
        }
    }

    @Test
    void checkModeReportsAndChangesNothing() throws IOException {
        Path file = Cli.write(dir, "messy.isol", MESSY);

        Cli.Run run = Cli.run("fmt", "--check", file.toString());

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        assertEquals(file + ": not formatted\n", run.out());
        assertEquals(MESSY, Files.readString(file));
    }

    @Test
    void examplesAreFormatted() {
        Cli.Run run = Cli.run("fmt", "--check", Specs.repositoryFolder("examples").toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
    }

    @Test
    void fileWithSyntaxErrorsIsRefusedAndKept() throws IOException {
        String broken = "import isolang.std.biswas.*\ncheck   X implies  for 3 expect holds\n";
        Path file = Cli.write(dir, "broken.isol", broken);

        Cli.Run run = Cli.run("fmt", file.toString());

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertTrue(run.err().startsWith(file + ":2:"), run.all());
        assertTrue(run.err().endsWith("isolang: " + file + ": not formatted: it has syntax errors\n"), run.all());
        assertEquals(broken, Files.readString(file));
    }
}
