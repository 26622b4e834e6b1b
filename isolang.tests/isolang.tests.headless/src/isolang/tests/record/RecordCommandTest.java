// SPDX-License-Identifier: EPL-2.0
package isolang.tests.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import isolang.dsl.cli.Main;
import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.format.LoadOptions;
import isolang.history.model.CompactHistory;
import isolang.record.HistoryJournal;
import isolang.record.Recorder;
import isolang.record.Workload;
import isolang.record.db.Database;
import isolang.record.db.Databases;

/**
 * {@code isolang record} on in-process H2: the history file holds every transaction with its
 * outcome and unique written values, reads back, is checked with {@code --check}; an
 * interrupted recording leaves a complete file; mistakes and unreachable servers are one-line
 * errors with exit code 2; an existing file is never overwritten.
 */
class RecordCommandTest {

    private static final Pattern WRITE = Pattern.compile("\\[:w \\d+ (\\d+)\\]");

    @TempDir
    Path dir;

    private record Run(int exit, String out, String err) {
        String all() {
            return "exit " + exit + "\n" + out + err;
        }
    }

    private static Run isolang(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void recordsEveryTransactionWithUniqueValuesAndChecksIt() throws Exception {
        Path file = dir.resolve("rc.edn");

        Run run = isolang("record", "--db", "h2", "--isolation", "read-committed", "--sessions", "6", "--txns", "1500",
                "--keys", "5", "--seed", "7", "--out", file.toString(), "--check", "biswas.RC", "-q");

        assertEquals(Main.EXIT_OK, run.exit(), run.all());
        assertTrue(run.out().matches("(?s).*biswas\\.RC +satisfied .*"), run.all());
        assertTrue(run.out().contains("\n  anomalies (distinct over the levels): none\n"), run.all());
        List<String> lines = Files.readAllLines(file);
        assertEquals(1500, lines.size(), run.all());
        Set<Long> written = new HashSet<>();
        for (String line : lines) {
            assertTrue(line.matches("\\{:type :(ok|fail|info), :f :txn, :process [0-5], :value \\[.*\\].*\\}"), line);
            Matcher m = WRITE.matcher(line);
            while (m.find()) {
                assertTrue(written.add(Long.parseLong(m.group(1))), "value written twice: " + line);
            }
        }
        CompactHistory history = HistoryFiles.read(file, "rc.edn", Optional.empty(), LoadOptions.defaults()).history();
        assertEquals(1500 + 1, history.transactionCount(), "1500 and the initial transaction");
        assertTrue(run.out().contains("1,500 transactions ("), run.all());
    }

    @Test
    void anInterruptedRecordingLeavesACompleteHistory() throws Exception {
        Path file = dir.resolve("stopped.edn");
        Workload workload = new Workload(4, 10_000_000, Duration.ofMinutes(5), 8, Workload.KeyDistribution.HOT, 1, 4,
                0.5, 3);
        try (Database h2 = Databases.open("h2", message -> {}); HistoryJournal journal = HistoryJournal.create(file)) {
            Recorder recorder = new Recorder(h2, h2.setting("serializable"), workload, journal);
            recorder.start();
            Thread.sleep(700);
            recorder.finish(10_000);
            long finished = recorder.finished();
            assertTrue(finished > 0 && finished < 10_000_000, "finished " + finished);
            journal.close();
            assertEquals(finished, Files.readAllLines(file).size());
        }
        CompactHistory history = HistoryFiles.read(file, "stopped.edn", Optional.of(HistoryFormat.EDN),
                LoadOptions.defaults()).history();
        assertTrue(history.transactionCount() > 1);
    }

    @Test
    void neverOverwritesAFile() throws IOException {
        Path file = Files.writeString(dir.resolve("mine.edn"), "my notes");

        Run run = isolang("record", "--isolation", "read-committed", "--txns", "10", "--out", file.toString());

        assertEquals(Main.EXIT_USAGE, run.exit(), run.all());
        assertTrue(run.err().contains("mine.edn exists; isolang does not overwrite it"), run.all());
        assertEquals("my notes", Files.readString(file));
    }

    @Test
    void mistakesAreOneLineErrors() {
        Run unknownSetting = isolang("record", "--db", "h2", "--isolation", "chaos", "--out",
                dir.resolve("a").toString());
        assertEquals(Main.EXIT_USAGE, unknownSetting.exit(), unknownSetting.all());
        assertEquals(
                "isolang: record: H2 2.3 (in-process) has no isolation setting 'chaos' (settings: read-uncommitted,"
                        + " read-committed, repeatable-read, snapshot, serializable)\n",
                unknownSetting.err());

        Run unknownDb = isolang("record", "--db", "oracle", "--isolation", "serializable");
        assertEquals(Main.EXIT_USAGE, unknownDb.exit(), unknownDb.all());
        assertTrue(unknownDb.err().startsWith("isolang: record: unknown database 'oracle'"), unknownDb.all());

        Run badNumber = isolang("record", "--isolation", "serializable", "--sessions", "many");
        assertEquals(Main.EXIT_USAGE, badNumber.exit(), badNumber.all());
        assertEquals("isolang: record: --sessions needs a whole number, not 'many'\n", badNumber.err());

        Run noServer = isolang("record", "--jdbc", "jdbc:postgresql://127.0.0.1:1/none", "--user", "u", "--isolation",
                "serializable", "--out", dir.resolve("b.edn").toString(), "-q");
        assertEquals(Main.EXIT_USAGE, noServer.exit(), noServer.all());
        assertTrue(noServer.err().startsWith("isolang: cannot set up the recording on PostgreSQL at jdbc:postgresql:"),
                noServer.all());
        assertFalse(noServer.err().contains("\tat "), noServer.all());
        assertFalse(Files.exists(dir.resolve("b.edn")) && !readQuietly(dir.resolve("b.edn")).isEmpty());
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "";
        }
    }
}
