// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.format.HistoryFormatException;
import isolang.history.format.LoadOptions;

/**
 * Malformed files of every format are input errors that name the file and the line and column
 * (text) or the byte offset (binary), never exceptions of another kind.
 */
class MalformedInputTest {

    @TempDir
    Path dir;

    static Stream<Arguments> textCases() {
        return Stream.of(
                Arguments.of(HistoryFormat.PLUME, "r(1,0,1,1)\nr(1,0,1)\n", "bad.txt:2:8: expected ',' but found ')'"),
                Arguments.of(HistoryFormat.PLUME, "x(1,0,1,1)\n",
                        "bad.txt:1:1: expected r(...) or w(...) but found 'x'"),
                Arguments.of(HistoryFormat.PLUME, "w(1,18446744073709551616,1,1)\n",
                        "bad.txt:1:25: number out of the 64-bit range"),
                Arguments.of(HistoryFormat.PLUME, "w(1,1,1,1) w\n",
                        "bad.txt:1:12: expected the end of the line after ')' but found 'w'"),
                Arguments.of(HistoryFormat.PLUME, "w(1,1,1,1)\nw(1,2,2,1)\n",
                        "bad.txt:2:1: transaction 1 appears in two sessions"),
                Arguments.of(HistoryFormat.AWDIT, "r 1 0\n--x\n",
                        "bad.txt:2:3: a separator line holds only '-' characters, found 'x'"),
                Arguments.of(HistoryFormat.AWDIT, "q 1 0\n",
                        "bad.txt:1:1: expected 'r KEY VALUE', 'w KEY VALUE' or a separator line but found 'q'"),
                Arguments.of(HistoryFormat.ISOLANG, "history H {\n  session { r(x,0) }\n}\n",
                        "bad.txt:2:13: expected a transaction label such as 'T1:' but found 'r'"),
                Arguments.of(HistoryFormat.ISOLANG, "history H {\n  session { T1: r(x,0 }\n}\n",
                        "bad.txt:2:23: expected ')' but found '}'"),
                Arguments.of(HistoryFormat.ISOLANG, "level X in biswas {}\n", "bad.txt: has no history literal"),
                Arguments.of(HistoryFormat.JSON, "{\"sessions\": [{\"transactions\": [{\"ops\": [[\"r\", 1]]}]}]}",
                        "bad.txt:1:50: the array is too short"),
                Arguments.of(HistoryFormat.JSON, "{\"sessions\": [\n{\"transactions\": [{\"status\": \"maybe\"}]}]}",
                        "bad.txt:2:37: status must be committed, aborted or indeterminate, not \"maybe\""),
                Arguments.of(HistoryFormat.JSON, "{\"sessions\": []",
                        "bad.txt:1:16: unexpected end of file in the JSON document"),
                Arguments.of(HistoryFormat.EDN, "{:type :ok, :value [[:append 1 2]], :process 0}\n{:type :whatever}\n",
                        "bad.txt:2:1: unknown :type :whatever (expected :invoke, :ok, :fail or :info)"),
                Arguments.of(HistoryFormat.EDN, "{:type :ok, :value [[:append 1 2]], :process 0\n",
                        "bad.txt:2:1: unexpected end of file in an EDN value"),
                Arguments.of(HistoryFormat.EDN, "{:type :ok, :value [[:cas 1 2]], :process 0}\n",
                        "bad.txt:1:1: unknown micro-operation :cas (expected :append, :w or :r)"),
                Arguments.of(HistoryFormat.VERISTRONG, "3\n1 1 A 1 1\n1 1 X 1 1\n",
                        "bad.txt:3:5: expected A (append) or R (read) but found 'X'"),
                Arguments.of(HistoryFormat.VERISTRONG, "3\n1 1 A 1 1\n",
                        "bad.txt:3:1: expected a session id but the file ends (fewer records than announced)"));
    }

    @ParameterizedTest
    @MethodSource("textCases")
    void textErrorsNameFileLineAndColumn(HistoryFormat format, String content, String message) throws Exception {
        Path file = Files.writeString(dir.resolve("bad.txt"), content, StandardCharsets.UTF_8);
        HistoryFormatException e = assertThrows(HistoryFormatException.class,
                () -> HistoryFiles.read(file, "bad.txt", Optional.of(format), LoadOptions.defaults()));
        assertEquals(message, e.getMessage());
    }

    static Stream<Arguments> binaryCases() {
        byte[] truncated = BinaryHistories.bincode().dbcopHeader(1).u64(1).u64(1).bool(true).u64(3).bytes();
        byte[] badBoolean = BinaryHistories.bincode().dbcopHeader(1).u64(1).u64(1).u64(7).bytes();
        byte[] hugeString = BinaryHistories.bincode().u64(1).u64(2).u64(2).u64(1).u64(2).u64(-5).bytes();
        byte[] trailing = BinaryHistories.bincode().dbcopHeader(0).u64(9).bytes();
        return Stream.of(
                Arguments.of(HistoryFormat.DBCOP, truncated, "bad.bin: at byte " + (truncated.length)
                        + ": the file ends where an event's value was expected"),
                Arguments.of(HistoryFormat.DBCOP, badBoolean, "bad.bin: at byte " + (badBoolean.length - 8)
                        + ": an event's write flag must be a boolean (0 or 1), not 7"),
                Arguments.of(HistoryFormat.DBCOP, hugeString,
                        "bad.bin: at byte 40: the string info claims 18446744073709551611 bytes;"
                                + " this is not a dbcop history"),
                Arguments.of(HistoryFormat.DBCOP, trailing,
                        "bad.bin: at byte " + (trailing.length - 8) + ": unexpected data after the last session"),
                Arguments.of(HistoryFormat.COBRA, BinaryHistories.cobra().record('S', 1).record('X').bytes(),
                        "bad.bin: at byte 9: unknown record type 'X' (expected S, C, W or R)"),
                Arguments.of(HistoryFormat.COBRA, BinaryHistories.cobra().record('W', 1, 2, 3).bytes(),
                        "bad.bin: at byte 0: a write outside a transaction"),
                Arguments.of(HistoryFormat.COBRA, BinaryHistories.cobra().record('S', 1).record('C', 2).bytes(),
                        "bad.bin: at byte 9: commit of transaction 2, which has not begun"),
                Arguments.of(HistoryFormat.COBRA, BinaryHistories.cobra().record('S', 1).u64(3).bytes(),
                        "bad.bin: at byte 9: unknown record type byte 0x0 (expected S, C, W or R)"));
    }

    @ParameterizedTest
    @MethodSource("binaryCases")
    void binaryErrorsNameFileAndByteOffset(HistoryFormat format, byte[] content, String message) throws Exception {
        Path file = Files.write(dir.resolve("bad.bin"), content);
        HistoryFormatException e = assertThrows(HistoryFormatException.class,
                () -> HistoryFiles.read(file, "bad.bin", Optional.of(format), LoadOptions.defaults()));
        assertEquals(message, e.getMessage());
    }
}
