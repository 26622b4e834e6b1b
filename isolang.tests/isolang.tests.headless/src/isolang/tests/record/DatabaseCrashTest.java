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
import java.sql.Connection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import isolang.dsl.cli.Main;
import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.format.LoadOptions;
import isolang.record.db.Database;
import isolang.record.db.Databases;

/**
 * A database that goes away in the middle of {@code isolang record}: a real PostgreSQL server,
 * reached by its URL, is stopped while the sessions run. The recording ends by itself with one
 * clear line and exit code 2, and the history written so far is complete and reads back.
 */
class DatabaseCrashTest {

    @TempDir
    Path dir;

    @Test
    void aServerStoppedDuringTheRecordingEndsItWithAClearErrorAndAReadableHistory() throws Exception {
        Path file = dir.resolve("crash.edn");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CompletableFuture<Integer> recording;
        try (Database server = Databases.open("postgres", message -> {})) {
            String url;
            try (Connection connection = server.connect(server.setting("read-committed"))) {
                url = connection.getMetaData().getURL();
            }
            recording = CompletableFuture.supplyAsync(() -> Main.run(new String[] {"record", "--jdbc", url, "--user",
                    "postgres", "--isolation", "read-committed", "--sessions", "4", "--txns", "100000000", "--duration",
                    "300", "--out", file.toString(), "-q"}, new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8)));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (lines(file) < 200 && !recording.isDone() && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertTrue(lines(file) >= 200, "transactions recorded before the server stops: " + err);
        }
        int exit = recording.get(120, TimeUnit.SECONDS);
        String errors = err.toString(StandardCharsets.UTF_8);

        assertEquals(Main.EXIT_USAGE, exit, out + errors);
        List<String> messages = errors.lines().filter(l -> l.startsWith("isolang: ")).toList();
        assertEquals(1, messages.size(), errors);
        assertTrue(messages.get(0).matches("isolang: session \\d lost its connection and could not reconnect: .*"
                + "\\(the history so far is in .*crash\\.edn\\)"), errors);
        assertFalse(errors.contains("\tat "), errors);
        String text = Files.readString(file);
        assertTrue(text.endsWith("}\n"), "the last transaction is a whole line");
        long transactions = text.lines().count();
        assertEquals(transactions + 1, HistoryFiles.read(file, "crash.edn", Optional.of(HistoryFormat.EDN),
                LoadOptions.defaults()).history().transactionCount(), "every line and the initial transaction");
    }

    private static long lines(Path file) throws IOException {
        if (!Files.exists(file)) {
            return 0;
        }
        try (var lines = Files.lines(file)) {
            return lines.count();
        }
    }
}
