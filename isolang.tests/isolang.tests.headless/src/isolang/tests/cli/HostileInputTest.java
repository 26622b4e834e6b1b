// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import isolang.dsl.cli.Main;
import isolang.tests.dsl.validation.Mutations;

/**
 * Hostile input through the command line, as reported in issue 10: every malformed file and
 * every bad option ends with exit code 2 and {@code file:line:col} or one {@code isolang:} line,
 * never an internal error or a stack trace; unusual but valid inputs (empty files, pipes,
 * {@code /dev/null}, other file names, byte order marks, CR line endings) just work.
 */
class HostileInputTest {

    private static final Pattern DIAGNOSTIC = Pattern.compile("^.+:\\d+:\\d+: (error|warning|info): .+$");

    @TempDir
    Path dir;

    /** Asserts the run printed no internal error, no stack trace and no raw control character. */
    static void assertClean(Cli.Run run) {
        assertFalse(run.err().contains("internal error"), run.all());
        assertFalse(run.err().contains("\tat ") || run.out().contains("\tat "), run.all());
        assertTrue(run.err().chars().noneMatch(c -> c < 0x20 && c != '\n' && c != '\t'), run.all());
        for (String line : run.err().split("\n")) {
            assertTrue(line.isEmpty() || line.startsWith("isolang: ") || DIAGNOSTIC.matcher(line).matches(),
                    "unexpected line '" + line + "' in\n" + run.all());
        }
    }

    private static String axiom(String formula, String command) {
        return "import isolang.std.biswas.*\nlevel L in biswas { axiom A: " + formula + " }\n" + command + "\n";
    }

    private static String join(int n, String element, String separator) {
        return IntStream.range(0, n).mapToObj(i -> element).collect(Collectors.joining(separator));
    }

    private static String quantifiers(int n) {
        return IntStream.range(0, n).mapToObj(i -> "all t" + i + ": Txn | ").collect(Collectors.joining())
                + "some co";
    }

    /** The malformed files of the report, each with the issue code its error must have. */
    static Stream<Arguments> malformedFiles() {
        String command = "check L implies SER for 2";
        return Stream.of(
                Arguments.of("500 parentheses", axiom("(".repeat(500) + "some co" + ")".repeat(500), ""),
                        "NestingTooDeep"),
                Arguments.of("1000 quantifiers", axiom(quantifiers(1000), command), "NestingTooDeep"),
                Arguments.of("5000 quantifiers", axiom(quantifiers(5000), ""), "NestingTooDeep"),
                Arguments.of("3000 transposes", axiom("some " + "~".repeat(3000) + "co", ""), "NestingTooDeep"),
                Arguments.of("100-term product", axiom("some " + join(100, "Txn", "->"), command), "ScopeTooLarge"),
                Arguments.of("5000-term union", axiom("some " + join(5000, "co", " + "), command), "NestingTooDeep"),
                Arguments.of("2000-term and chain", axiom(join(2000, "some co", " and "), command),
                        "NestingTooDeep"),
                Arguments.of("12 related variables at scope 8", axiom(quantifiers(12).replace("some co",
                        IntStream.range(0, 11).mapToObj(i -> "t" + i + "->t" + (i + 1) + " in co")
                                .collect(Collectors.joining(" and "))),
                        "check L implies SER for 8"), "ScopeTooLarge"),
                Arguments.of("witness w: fun", "framework f {\n  witness w: fun\n}\n", "Diagnostic.Syntax"),
                Arguments.of("NUL and ESC", "level \u0000\u001B[31mX in biswas\n", "Diagnostic.Syntax"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformedFiles")
    void malformedFileIsAnInputError(String name, String text, String code) {
        Path file = Cli.write(dir, "hostile.isol", text);

        Cli.Run run = Cli.run("check", file.toString());

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertClean(run);
        assertTrue(run.err().lines().anyMatch(l -> l.startsWith(file + ":") && l.contains(code + "]")), run.all());
    }

    @Test
    void latin1IsNotUtf8WithItsPosition() throws IOException {
        Path file = Files.write(dir.resolve("latin1.isol"), "// café\nimport isolang.std.biswas.*\n"
                .getBytes(StandardCharsets.ISO_8859_1));

        Cli.Run run = Cli.run("check", file.toString());

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertClean(run);
        assertTrue(run.err().startsWith(file + ":1:7: error: not UTF-8: byte 0xE9 at byte offset 6"), run.all());
    }

    @Test
    void controlCharactersAreEscapedInMessages() {
        Path file = Cli.write(dir, "control.isol", "level \u0000\u001B[31mX in biswas\n");

        Cli.Run run = Cli.run("check", file.toString(), "no\u001B[31mfile.isol");

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertClean(run);
        assertEquals("isolang: no\\u001B[31mfile.isol: no such file or directory\n", run.err());
    }

    /** Files that are unusual but valid; each has one command that holds. */
    static Stream<Arguments> validFiles() {
        String spec = "import isolang.std.biswas.*\nlevel X in biswas = SER // strongest\ncheck X implies SI for 2"
                + " expect holds\n";
        return Stream.of(Arguments.of("byte order mark", "\uFEFF" + spec),
                Arguments.of("CR line endings", spec.replace("\n", "\r")),
                Arguments.of("CRLF line endings", spec.replace("\n", "\r\n")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("validFiles")
    void unusualButValidFilesRun(String name, String text) {
        Path file = Cli.write(dir, "valid.isol", text);

        Cli.Run run = Cli.run("check", "-q", file.toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(run.out().contains("1 command in 1 file: 1 passed"), run.all());
    }

    @Test
    void emptyAndCommentOnlyFilesDeclareNothing() {
        Path empty = Cli.write(dir, "empty.isol", "");
        Path comment = Cli.write(dir, "comment.isol", "// nothing yet\n/* really */\n");

        Cli.Run run = Cli.run("check", empty.toString(), comment.toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(run.out().contains("0 commands in 2 files"), run.all());
    }

    @Test
    void filesOfAnyNameAndDevNullAreRead() {
        Path text = Cli.write(dir, "spec.txt",
                "import isolang.std.biswas.*\ncheck SER implies SI for 2 expect holds\n");

        Cli.Run run = Cli.run("check", "-q", text.toString(), "/dev/null");

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(run.out().contains("1 command in 2 files: 1 passed"), run.all());
    }

    @Test
    void pipeIsReadOnce() throws Exception {
        Path fifo = dir.resolve("pipe");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> Cli.write(dir, "pipe",
                "import isolang.std.biswas.*\ncheck SER implies SI for 2 expect holds\n"));

        Cli.Run run = Cli.run("check", "-q", fifo.toString());
        writer.join();

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(run.out().contains("1 command in 1 file: 1 passed"), run.all());
    }

    @Test
    void sameFileNamedTwiceIsReadOnce() throws IOException {
        Path file = Cli.write(dir, "a.isol", "module a\nimport isolang.std.biswas.*\nlevel X in biswas = SER\n"
                + "check X implies SI for 2 expect holds\n");
        Files.createDirectories(dir.resolve("x"));
        Files.createSymbolicLink(dir.resolve("link.isol"), file);

        Cli.Run run = Cli.run("check", "-q", file.toString(), file.toString(), dir.resolve("x/../a.isol").toString(),
                dir.resolve("link.isol").toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(run.out().contains("1 command in 1 file: 1 passed"), run.all());
    }

    @Test
    void moduleNameDeclaredByTwoFilesIsAnErrorAtBothAndAmbiguousForOthers() {
        Path a = Cli.write(dir, "a.isol", "module foo\nimport isolang.std.biswas.*\nlevel X in biswas = SER\n");
        Path b = Cli.write(dir, "b.isol", "module foo\nimport isolang.std.biswas.*\nlevel X in biswas = RA\n");
        Path c = Cli.write(dir, "c.isol", "import foo\nimport isolang.std.biswas.*\n"
                + "check foo.X implies SER for 2 expect holds\n");

        Cli.Run run = Cli.run("check", dir.toString());

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertClean(run);
        assertTrue(run.err().contains(a + ":3:7: error: foo.X is also declared in b.isol"), run.all());
        assertTrue(run.err().contains(b + ":3:7: error: foo.X is also declared in a.isol"), run.all());
        assertTrue(run.err().contains(c + ":3:7: error: foo.X is ambiguous: it is declared in a.isol and b.isol"),
                run.all());
    }

    /** Bad options and operands, each with the one line it must print. */
    static Stream<Arguments> badArguments() {
        return Stream.of(
                Arguments.of(List.of("check", ""), "an empty file name was given"),
                Arguments.of(List.of("fmt", ""), "an empty file name was given"),
                Arguments.of(List.of("check", "--out", "", "x.isol"), "check: --out needs a directory name, not an"
                        + " empty one"),
                Arguments.of(List.of("check", "--scope", ",", "x.isol"), "invalid scope ',': an empty entry; expected"
                        + " entries like 5txn,3obj,3val,2sess,4ops"),
                Arguments.of(List.of("check", "--scope", "5txn,", "x.isol"), "invalid scope '5txn,': an empty entry;"
                        + " expected entries like 5txn,3obj,3val,2sess,4ops"),
                Arguments.of(List.of("bench", "--bogus"), "bench: unknown option --bogus"),
                Arguments.of(List.of("bench", "--min-txn"), "bench: missing value after --min-txn"),
                Arguments.of(List.of("fmt", "/dev/null"), "/dev/null: not formatted: not a regular file; fmt rewrites"
                        + " files in place"));
    }

    @ParameterizedTest
    @MethodSource("badArguments")
    void badArgumentIsOneLineWithExitTwo(List<String> args, String message) {
        Cli.Run run = Cli.run(args.toArray(String[]::new));

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertEquals("isolang: " + message + "\n", run.err(), run.all());
    }

    @Test
    void mutatedFilesThroughTheCommandLine() {
        Mutations files = new Mutations(26);
        Set<Integer> allowed = Set.of(Main.EXIT_OK, Main.EXIT_FAILURE, Main.EXIT_USAGE);
        for (int i = 0; i < 30; i++) {
            Path file = Cli.write(dir, "mutant" + i + ".isol", files.next());

            Cli.Run check = Cli.run("check", "-q", "--timeout", "5", "--scope", "2", file.toString());
            Cli.Run format = Cli.run("fmt", "--check", file.toString());

            assertTrue(allowed.contains(check.exitCode()), check.all());
            assertClean(check);
            assertTrue(allowed.contains(format.exitCode()), format.all());
            assertClean(format);
        }
    }
}
