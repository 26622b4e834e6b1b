// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import isolang.dsl.cli.FileRewrite;
import isolang.dsl.cli.Main;

/**
 * {@code isolang fmt} on the file system as users have it: links, owners, read-only and
 * non-UTF-8 files, other line endings, long names, concurrent editors. Nothing the user wrote
 * is lost or silently changed, each file is decided on its own, no temporary file is left.
 */
class FormatSafetyTest {

    private static final String MESSY = "import isolang.std.biswas.*\nlevel   X in biswas = SER\n";
    private static final String TIDY = "import isolang.std.biswas.*\n\nlevel X in biswas = SER\n";

    @TempDir
    Path dir;

    @AfterEach
    void noTemporaryFileIsLeft() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            List<Path> left = files.filter(f -> f.getFileName().toString().startsWith(".isolang-fmt-")).toList();
            assertEquals(List.of(), left);
        }
    }

    private Cli.Run format(Path... files) {
        return Cli.run(Stream.concat(Stream.of("fmt"), Stream.of(files).map(Path::toString)).toArray(String[]::new));
    }

    @Test
    void linkStaysALinkAndItsTargetIsFormatted() throws IOException {
        Path target = Cli.write(dir, "target.isol", MESSY);
        Path link = Files.createSymbolicLink(dir.resolve("link.isol"), target);

        Cli.Run run = format(link);

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(TIDY, Files.readString(target));
    }

    @Test
    void hardLinksStayOneFile() throws IOException {
        Path first = Cli.write(dir, "first.isol", MESSY);
        Path second = Files.createLink(dir.resolve("second.isol"), first);

        Cli.Run run = format(first);

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertEquals(TIDY, Files.readString(second));
        assertEquals(2, ((Number) Files.getAttribute(first, "unix:nlink")).intValue());
    }

    @Test
    void ownerAndPermissionsAreKept() throws IOException {
        Path file = Cli.write(dir, "owned.isol", MESSY);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
        boolean root = ((Number) Files.getAttribute(dir, "unix:uid")).intValue() == 0
                && "root".equals(System.getProperty("user.name"));
        if (root) {
            Files.setAttribute(file, "unix:uid", 4321);
        }

        Cli.Run run = format(file);

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertEquals(TIDY, Files.readString(file));
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        if (root) {
            assertEquals(4321, ((Number) Files.getAttribute(file, "unix:uid")).intValue());
        }
    }

    @Test
    void readOnlyAndNonUtf8FilesAreRefusedByNameAndOthersFormatted() throws IOException {
        Path readOnly = Cli.write(dir, "a-read-only.isol", MESSY);
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r--r--r--"));
        Path latin1 = Files.write(dir.resolve("b-latin1.isol"), ("// café\n" + MESSY)
                .getBytes(StandardCharsets.ISO_8859_1));
        Path fine = Cli.write(dir, "c-fine.isol", MESSY);

        Cli.Run run = Cli.run("fmt", dir.toString());

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertTrue(run.err().contains("isolang: " + readOnly + ": not formatted: it is read-only"), run.all());
        assertTrue(run.err().contains("isolang: " + latin1 + ": not formatted: not UTF-8: byte 0xE9 at byte offset"
                + " 6 (line 1, column 7)"), run.all());
        assertEquals(MESSY, Files.readString(readOnly));
        assertEquals(TIDY, Files.readString(fine));
        HostileInputTest.assertClean(run);
    }

    @Test
    void lineEndingsAndByteOrderMarkAreKept() throws IOException {
        Path crlf = Cli.write(dir, "crlf.isol", MESSY.replace("\n", "\r\n"));
        Path cr = Cli.write(dir, "cr.isol", MESSY.replace("\n", "\r"));
        Path bom = Cli.write(dir, "bom.isol", "\uFEFF" + MESSY);

        Cli.Run run = format(crlf, cr, bom);

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertEquals(TIDY.replace("\n", "\r\n"), Files.readString(crlf));
        assertEquals(TIDY.replace("\n", "\r"), Files.readString(cr));
        assertEquals("\uFEFF" + TIDY, Files.readString(bom));
    }

    @Test
    void longFileNameIsFormatted() throws IOException {
        Path file = Cli.write(dir, "l".repeat(245) + ".isol", MESSY);

        Cli.Run run = format(file);

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertEquals(TIDY, Files.readString(file));
    }

    @Test
    void emptyAndCommentOnlyFilesAreLeftAlone() throws IOException {
        Path empty = Cli.write(dir, "empty.isol", "");
        Path comment = Cli.write(dir, "comment.isol", "// later\n");

        Cli.Run run = format(empty, comment);

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertEquals("", Files.readString(empty));
        assertEquals("// later\n", Files.readString(comment));
    }

    @Test
    void fileChangedSinceReadIsLeftWithTheOtherChange() throws Exception {
        Path file = Cli.write(dir, "edited.isol", MESSY);
        FileRewrite.Snapshot snapshot = FileRewrite.read(file);
        String edit = MESSY + "// typed meanwhile\n";
        Files.writeString(file, edit);

        FileRewrite.Refused refused = assertThrows(FileRewrite.Refused.class,
                () -> FileRewrite.replace(snapshot, TIDY.getBytes(StandardCharsets.UTF_8)));

        assertTrue(refused.getMessage().startsWith("it changed since it was read"), refused.getMessage());
        assertEquals(edit, Files.readString(file));
    }

    @Test
    void unchangedFileIsReplacedWholeOrNotAtAll() throws Exception {
        Path file = Cli.write(dir, "whole.isol", MESSY);
        FileRewrite.Snapshot snapshot = FileRewrite.read(file);

        FileRewrite.replace(snapshot, TIDY.getBytes(StandardCharsets.UTF_8));

        assertArrayEquals(TIDY.getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file));
    }
}
