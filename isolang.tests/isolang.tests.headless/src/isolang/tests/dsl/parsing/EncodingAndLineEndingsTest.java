// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.parsing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import isolang.dsl.parsing.SourceText;
import isolang.dsl.validation.IssueCodes;
import isolang.tests.dsl.Specs;

/**
 * Files as they come: UTF-8 with or without a byte order mark, lines ending in LF, CRLF or CR
 * (comments included) are read alike; bytes that are not UTF-8 are one error with their byte
 * offset, line and column, never an exception or silently wrong text.
 */
class EncodingAndLineEndingsTest {

    private static final String SPEC = "// levels, café\nimport isolang.std.biswas.*\n/* a\nblock */\n"
            + "level X in biswas = SER // the strongest\ncheck X implies SI for 2 expect holds\n";

    @TempDir
    Path dir;

    private List<Issue> issuesOf(byte[] bytes) throws IOException {
        Path file = Files.write(dir.resolve("spec.isol"), bytes);
        return Specs.validate(Specs.load(file));
    }

    private static List<Issue> errors(List<Issue> issues) {
        return issues.stream().filter(i -> i.getSeverity() == Severity.ERROR).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"\n", "\r\n", "\r"})
    void everyLineEndingReadsAlike(String separator) throws IOException {
        byte[] bytes = SPEC.replace("\n", separator).getBytes(StandardCharsets.UTF_8);

        assertEquals(List.of(), errors(issuesOf(bytes)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\n", "\r\n", "\r"})
    void positionsCountLinesOfEveryEnding(String separator) throws IOException {
        String broken = SPEC.replace("check X implies SI", "check X implies NOPE");
        byte[] bytes = broken.replace("\n", separator).getBytes(StandardCharsets.UTF_8);

        List<Issue> errors = errors(issuesOf(bytes));

        assertEquals(1, errors.size(), errors.toString());
        assertEquals(6, errors.get(0).getLineNumber());
        assertEquals(17, errors.get(0).getColumn());
    }

    @Test
    void byteOrderMarkIsNotText() throws IOException {
        byte[] body = SPEC.replace("check X implies SI", "check X implies NOPE").getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[body.length + 3];
        bytes[0] = (byte) 0xEF;
        bytes[1] = (byte) 0xBB;
        bytes[2] = (byte) 0xBF;
        System.arraycopy(body, 0, bytes, 3, body.length);

        List<Issue> errors = errors(issuesOf(bytes));

        assertEquals(1, errors.size(), "only the unknown name, not the mark: " + errors);
        assertEquals(IssueCodes.UNKNOWN_NAME, errors.get(0).getCode());
        assertEquals(6, errors.get(0).getLineNumber());
    }

    @Test
    void latin1IsOneErrorWithItsBytePosition() throws IOException {
        byte[] bytes = SPEC.getBytes(StandardCharsets.ISO_8859_1);

        List<Issue> errors = errors(issuesOf(bytes));

        assertEquals(1, errors.size(), errors.toString());
        Issue error = errors.get(0);
        assertEquals(IssueCodes.NOT_UTF8, error.getCode());
        assertEquals(1, error.getLineNumber());
        assertEquals(15, error.getColumn());
        assertTrue(error.getMessage().contains("byte 0xE9 at byte offset 14 (line 1, column 15)"), error.getMessage());
    }

    @Test
    void randomBytesGiveErrorsNotExceptions() throws IOException {
        Random random = new Random(10);
        for (int i = 0; i < 50; i++) {
            byte[] bytes = new byte[random.nextInt(400)];
            random.nextBytes(bytes);

            List<Issue> issues = issuesOf(bytes);

            assertTrue(issues.stream().noneMatch(issue -> IssueCodes.INTERNAL_ERROR.equals(issue.getCode())));
            assertTrue(issues.stream().allMatch(issue -> issue.getLineNumber() >= 1 && issue.getColumn() >= 1),
                    issues.toString());
        }
    }

    @Test
    void sourceTextKeepsMarkAndLineEndingsForWritingBack() {
        byte[] bytes = ("\uFEFFa\r\nb\r\n").getBytes(StandardCharsets.UTF_8);

        SourceText source = SourceText.decode(bytes);

        assertTrue(source.byteOrderMark());
        assertEquals("a\r\nb\r\n", source.text());
        assertEquals("a\nb\n", source.normalized());
        assertEquals("\r\n", source.lineSeparator());
        assertFalse(source.malformed().isPresent());
        assertArrayEquals(bytes, source.encodeLikeThis("a\nb\n"));
        assertEquals("\r", SourceText.decode("a\rb".getBytes(StandardCharsets.UTF_8)).lineSeparator());
        assertEquals("\n", SourceText.decode("ab".getBytes(StandardCharsets.UTF_8)).lineSeparator());
    }

    @Test
    void malformedBytesAreCountedAfterTheMark() {
        byte[] bytes = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'a', '\n', 'b', (byte) 0xFF, 'c'};

        SourceText.Malformed malformed = SourceText.decode(bytes).malformed().orElseThrow();

        assertEquals(6, malformed.byteOffset());
        assertEquals(0xFF, malformed.value());
        assertEquals(2, malformed.line());
        assertEquals(2, malformed.column());
        assertEquals("a\nb\uFFFDc", SourceText.decode(bytes).text());
    }
}
