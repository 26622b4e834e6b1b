// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import isolang.history.format.FormatDetector;
import isolang.history.format.HistoryFormat;
import isolang.history.format.HistoryFormatException;
import isolang.history.format.LoadOptions;
import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder.InitialPolicy;
import isolang.history.model.HistoryStatistics;
import isolang.tests.history.HistoryShape;

/**
 * Every reader on a small file of its format: the same lost-update history (two sessions read the
 * initial value of one key and write it) with an aborted write where the format has aborts; the
 * format detector on each; and the edge cases of the formats (64-bit labels, Cobra's initial,
 * NULL and garbage-collected reads, Elle's {@code :info}, explicit initializations).
 */
class FormatReadersTest {

    @TempDir
    Path dir;

    private static final String LOST_UPDATE = "session [r(1,init) w(1,1)]\nsession [r(1,init) w(1,2)]\n";

    private Path text(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }

    private static void assertDetected(HistoryFormat expected, Path path) throws Exception {
        assertEquals(expected, FormatDetector.detect(path, path.toString()));
    }

    @Test
    void plumeTextWithAbortedWrites() throws Exception {
        Path file = text("run.txt", "r(1,0,1,1)\nw(1,1,1,1)\n\nr(1,0,2,2)\r\nw(1,2,2,2)\nw(2,9,2,-1)\nr(2,9,2,-1)\n");
        assertDetected(HistoryFormat.PLUME, file);
        CompactHistory h = HistoryShape.load(file);
        assertEquals("session [r(1,init) w(1,1)]\nsession [r(1,init) w(1,2)] [!w(2,9)]\n", HistoryShape.of(h));
        assertEquals(1, h.notes().size(), h.notes().toString());
    }

    @Test
    void plumeInterleavedTransactionsOrderedByFirstAppearance() throws Exception {
        Path file = text("interleaved.txt", "w(1,1,1,7)\nw(1,2,1,3)\nr(2,0,1,7)\nr(1,2,1,3)\n");
        assertEquals("session [w(1,1) r(2,init)] [w(1,2) r(1,2)]\n", HistoryShape.of(HistoryShape.load(file)));
    }

    @Test
    void awditTestText() throws Exception {
        Path file = text("awdit.txt", "r 1 0\nw 1 1\n=====\nr 1 0\nw 1 2\n");
        assertDetected(HistoryFormat.AWDIT, file);
        assertEquals(LOST_UPDATE, HistoryShape.of(HistoryShape.load(file)));
    }

    @Test
    void isolangLiteralInsideASpecification() throws Exception {
        Path file = text("spec.isol",
                "import isolang.std.biswas\n/* a { brace } */ level L in biswas { axiom A: so in co }\n"
                        + "history Lost {\n  session { T1: r(x,0) w(x,1) }\n  // comment\n  session { T2: r(x,0) w(x,2) }\n}\n"
                        + "history Other { session { T1: r(y,0) } }\n");
        assertDetected(HistoryFormat.ISOLANG, file);
        assertEquals(LOST_UPDATE.replace("(1,", "(x,"), HistoryShape.of(HistoryShape.load(file)));
        CompactHistory other = HistoryShape.load(file, Optional.empty(),
                LoadOptions.defaults().withHistoryName("Other"));
        assertEquals("session [r(y,init)]\n", HistoryShape.of(other));
    }

    @Test
    void jsonWithEveryStatusAndHints() throws Exception {
        Path file = text("run.json", "{\"format\": \"isolang-history\", \"version\": 1, \"initialValue\": 0,\n"
                + " \"sessions\": [{\"id\": 1, \"transactions\": [{\"id\": 1, \"ops\": [[\"r\", 1, 0], [\"w\", 1, 1]]}]},\n"
                + "  {\"id\": 2, \"transactions\": [{\"id\": 2, \"status\": \"committed\", \"ops\": [[\"r\", 1, 0], [\"w\", 1, 2]]},"
                + " {\"id\": 3, \"status\": \"aborted\", \"ops\": [[\"w\", \"y\", \"18446744073709551615\"]]},"
                + " {\"id\": 4, \"status\": \"indeterminate\", \"ops\": []}]}],\n"
                + " \"versionOrder\": [[1, 1, 2]], \"comment\": {\"ignored\": [1, \"x\"]}}\n");
        assertDetected(HistoryFormat.JSON, file);
        CompactHistory h = HistoryShape.load(file);
        assertEquals("session [r(1,init) w(1,1)]\nsession [r(1,init) w(1,2)] [!w(y,-1)] [?]\n", HistoryShape.of(h));
        assertEquals(1, h.orderHintCount());
    }

    @Test
    void dbcopBincodeFileAndDirectory() throws Exception {
        byte[] bytes = BinaryHistories.bincode().dbcopHeader(2)
                .u64(2).u64(2).event(false, 1, 0, true).event(true, 1, 1, true).bool(true)
                .u64(1).event(false, 5, 0, false).bool(true)
                .u64(2).u64(2).event(false, 1, 0, true).event(true, 1, 2, true).bool(true)
                .u64(1).event(true, 2, 9, true).bool(false).bytes();
        Path history = dir.resolve("hist-00000");
        Files.createDirectories(history);
        Files.write(history.resolve("history.bincode"), bytes);
        assertDetected(HistoryFormat.DBCOP, history);
        String expected = "session [r(1,init) w(1,1)] []\nsession [r(1,init) w(1,2)] [!w(2,9)]\n";
        assertEquals(expected, HistoryShape.of(HistoryShape.load(history)));
        Path file = Files.write(dir.resolve("h.bincode"), bytes);
        assertEquals(expected, HistoryShape.of(HistoryShape.load(file)));
    }

    @Test
    void cobraLogsWithInitialNullAndGarbageCollectedReads() throws Exception {
        Path logs = Files.createDirectories(dir.resolve("cobra"));
        long key = -7_046_029_254_386_353_131L;
        Files.write(logs.resolve("T1.log"),
                BinaryHistories.cobra().record('S', 1).record('R', 0xbebeebeeL, 0xbebeebeeL, key, 5)
                        .record('W', 11, key, 6).record('C', 1).bytes());
        Files.write(logs.resolve("T2.log"),
                BinaryHistories.cobra().record('S', 2).record('R', 0xdeadbeefL, 0xdeadbeefL, key, 5)
                        .record('R', 1, 0x23332333L, 3, 4).record('W', 22, key, 6).record('C', 2).record('S', 3)
                        .record('W', 33, 4, 1)
                        .bytes());
        Files.writeString(logs.resolve("T2.debug"), "not a log");
        assertDetected(HistoryFormat.COBRA, logs);
        CompactHistory h = HistoryShape.load(logs);
        assertEquals("session [r(" + key + ",init) w(" + key + ",11)]\nsession [r(" + key + ",init) w(" + key
                + ",22)] [?w(4,33)]\n", HistoryShape.of(h));
        assertEquals(2, h.notes().size(), h.notes().toString());
    }

    @Test
    void elleEdnListAppendAndRegisterWithEveryCompletion() throws Exception {
        Path file = text("history.edn", "{:type :invoke, :f :txn, :value [[:r 1 nil] [:append 1 1]], :process 1}\n"
                + "{:type :ok, :f :txn, :value [[:r 1 []] [:append 1 1]], :process 1, :time 12}\n"
                + "{:type :ok, :f :txn, :value [[:r 1 nil] [:append 1 2] [:r 1 [2]]], :process 2}\n"
                + "{:type :fail, :f :txn, :value [[:append 2 9] [:r 2 nil]], :process 2}\n"
                + "{:type :info, :f :txn, :value [[:w 3 5] [:r 3 nil]], :process 3}\n"
                + "{:type :info, :f :start-partition, :value nil, :process :nemesis}\n"
                + "{:type :ok, :f :txn, :value [[:r 1 [2 1]] [:r 3 5]], :process 4, :tags #{:a}, :at #inst \"2024\"}\n");
        assertDetected(HistoryFormat.EDN, file);
        CompactHistory h = HistoryShape.load(file);
        assertEquals("session [r(1,init) w(1,1)]\nsession [r(1,init) w(1,2) r(1,2)] [!w(2,9)]\nsession [?w(3,5)]\n"
                + "session [r(1,1) r(3,5)]\n", HistoryShape.of(h));
        assertEquals(1, h.orderHintCount());
        assertEquals(2, h.notes().size(), h.notes().toString());
    }

    @Test
    void veriStrongListAppendText() throws Exception {
        Path file = text("history.txt", "5\n1 1 R 1 0\n1 1 A 1 1\n2 2 R 1 0\n2 2 A 1 2\n3 3 R 1 2 1 2\n");
        assertDetected(HistoryFormat.VERISTRONG, file);
        CompactHistory h = HistoryShape.load(file);
        assertEquals(LOST_UPDATE + "session [r(1,2)]\n", HistoryShape.of(h));
        assertEquals(1, h.orderHintCount());
    }

    @Test
    void sixtyFourBitLabelsKeepTheirBits() throws Exception {
        Path file = text("big.txt", "w(18446744073709551615,9223372036854775808,1,1)\nr(18446744073709551615,"
                + "9223372036854775808,2,2)\n");
        CompactHistory h = HistoryShape.load(file);
        assertEquals("session [w(18446744073709551615,9223372036854775808)]\n"
                + "session [r(18446744073709551615,9223372036854775808)]\n", HistoryShape.of(h));
        assertEquals(-1L, h.keyLabel(0));
    }

    @Test
    void explicitInitializationBecomesTheInitialTransaction() throws Exception {
        Path file = text("isovista.txt", "w(1,0,0,0)\nw(2,0,0,0)\nw(1,1,1,1)\nr(2,0,1,1)\n");
        CompactHistory auto = HistoryShape.load(file);
        assertEquals("init: w(1,init) w(2,init)\nsession [w(1,1) r(2,init)]\n", HistoryShape.of(auto));
        assertTrue(auto.initialExplicit());
        CompactHistory kept = HistoryShape.load(file, Optional.empty(),
                LoadOptions.defaults().withInitial(InitialPolicy.IMPLICIT));
        assertEquals("session [w(1,init) w(2,init)]\nsession [w(1,1) r(2,init)]\n", HistoryShape.of(kept));
    }

    @Test
    void thinAirRepairIsOptIn() throws Exception {
        Path file = text("preloaded.txt", "r(1,77,1,1)\nw(1,1,1,1)\n");
        assertEquals("session [r(1,77) w(1,1)]\n", HistoryShape.of(HistoryShape.load(file)));
        CompactHistory repaired = HistoryShape.load(file, Optional.empty(),
                LoadOptions.defaults().withRepairThinAir(true));
        assertEquals("session [r(1,init) w(1,1)]\n", HistoryShape.of(repaired));
        assertEquals(1, repaired.notes().size());
    }

    @Test
    void statisticsCountDuplicatesAndInitialReads() throws Exception {
        Path file = text("dup.txt", "w(1,5,1,1)\nw(1,5,2,2)\nr(1,5,3,3)\nr(2,0,3,3)\n");
        HistoryStatistics stats = HistoryStatistics.of(HistoryShape.load(file));
        assertEquals(2, stats.duplicateWrites());
        assertEquals(1, stats.initialReads());
        assertEquals(3, stats.sessions());
    }

    @Test
    void forcedFormatOverridesDetection() throws Exception {
        Path file = text("odd.data", "r 1 0\n");
        CompactHistory h = HistoryShape.load(file, Optional.of(HistoryFormat.AWDIT), LoadOptions.defaults());
        assertEquals("session [r(1,init)]\n", HistoryShape.of(h));
    }

    @Test
    void unknownContentNamesTheFile() throws Exception {
        Path file = text("mystery.txt", "hello world\n");
        HistoryFormatException e = org.junit.jupiter.api.Assertions.assertThrows(HistoryFormatException.class,
                () -> FormatDetector.detect(file, "mystery.txt"));
        assertTrue(e.getMessage().startsWith("mystery.txt: the format is not recognized"), e.getMessage());
    }
}
