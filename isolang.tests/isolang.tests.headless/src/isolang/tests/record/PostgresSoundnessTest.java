// SPDX-License-Identifier: EPL-2.0
package isolang.tests.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import isolang.dsl.cli.Main;
import isolang.record.db.Database;
import isolang.record.db.Databases;

/**
 * Soundness on a real PostgreSQL 17 server: random contended workloads recorded at
 * {@code serializable} must never be reported as violating serializability, and those at
 * {@code repeatable-read} (snapshot isolation, manual §13.2.2) never as violating snapshot
 * isolation. A violation fails the test: either isolang or PostgreSQL is wrong, and we must
 * find out which. CI-sized (a few thousand transactions in all); the longer run, documented in
 * docs/CLI.md ({@code record}, "Soundness"), is
 * {@code isolang record --db postgres --isolation serializable --sessions 8 --txns 10000 --keys 6
 * --ops 2-6 --distribution hot --seed S --check biswas.SER} for several seeds.
 */
class PostgresSoundnessTest {

    private static final Pattern SUMMARY = Pattern
            .compile("([\\d,]+) transactions \\(([\\d,]+) committed, ([\\d,]+) aborted");

    @TempDir
    Path dir;

    /**
     * {@code record --jdbc} on a server isolang did not start for this command (an embedded one,
     * reached by its URL like any running server): the URL gets PostgreSQL's settings, and the
     * serializable history satisfies SER.
     */
    @Test
    void recordsARunningServerByItsJdbcUrl() throws Exception {
        try (Database server = Databases.open("postgres", message -> {});
                Connection connection = server.connect(server.setting("read-committed"))) {
            String url = connection.getMetaData().getURL();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            PrintStream both = new PrintStream(out, true, StandardCharsets.UTF_8);
            int exit = Main.run(new String[] {"record", "--jdbc", url, "--user", "postgres", "--isolation",
                    "serializable", "--sessions", "4", "--txns", "300", "--keys", "6", "--seed", "5", "--out",
                    dir.resolve("jdbc.edn").toString(), "--check", "biswas.SER", "-q"}, both, both);
            String all = out.toString(StandardCharsets.UTF_8);
            assertEquals(Main.EXIT_OK, exit, all);
            assertTrue(all.matches("(?s).*biswas\\.SER +satisfied .*"), all);
            Matcher summary = SUMMARY.matcher(all);
            assertTrue(summary.find(), all);
            assertEquals(300, Integer.parseInt(summary.group(1).replace(",", "")), all);
        }
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @CsvSource({"serializable, 11, biswas.SER", "serializable, 12, biswas.SER", "serializable, 13, biswas.SER",
            "repeatable-read, 21, biswas.SI", "repeatable-read, 22, biswas.SI"})
    void recordedHistoriesSatisfyTheDocumentedLevel(String setting, long seed, String level) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(new String[] {"record", "--db", "postgres", "--isolation", setting, "--sessions", "8",
                "--txns", "800", "--keys", "6", "--ops", "2-6", "--distribution", "hot", "--seed", Long.toString(seed),
                "--out", dir.resolve(setting + seed + ".edn").toString(), "--check", level, "-q"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String all = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);

        assertEquals(Main.EXIT_OK, exit, all);
        assertTrue(all.matches("(?s).*" + Pattern.quote(level) + " +satisfied .*"), all);
        Matcher summary = SUMMARY.matcher(all);
        assertTrue(summary.find(), all);
        assertEquals(800, Integer.parseInt(summary.group(1).replace(",", "")), all);
        assertTrue(Integer.parseInt(summary.group(3).replace(",", "")) > 0,
                "a contended workload makes PostgreSQL abort some transactions: " + all);
    }
}
