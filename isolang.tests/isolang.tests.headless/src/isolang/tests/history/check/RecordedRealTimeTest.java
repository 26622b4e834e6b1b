// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import isolang.dsl.cli.Main;
import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.Verdict;
import isolang.history.check.ProgressListener;
import isolang.history.explain.KodkodRecheck;
import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.format.LoadOptions;
import isolang.history.model.CompactHistory;
import isolang.solver.CancellationToken;
import isolang.solver.SatSolverChoice;
import isolang.solver.spec.Level;

/**
 * Recorded runs carry real time: {@code isolang record} on in-process H2 writes each
 * transaction's client-side interval (before its first statement, after its commit returned, on
 * one monotonic clock), the history read back has the real-time order those intervals give, and
 * {@code biswas.StrictSER} is decided with it, alike by the history checker and by Kodkod.
 */
class RecordedRealTimeTest {

    @TempDir
    Path dir;

    private static String[] isolang(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(exit), out.toString(StandardCharsets.UTF_8) + err};
    }

    /**
     * One register at H2's {@code serializable} (a snapshot per transaction, first committer wins):
     * a transaction that began after another committed sees its write, so the run is strictly
     * serializable, and the check says so with time recorded.
     */
    @Test
    void aRecordedH2RunIsCheckedForStrictSerializabilityWithItsRealTime() throws Exception {
        Path file = dir.resolve("timed.edn");

        String[] run = isolang("record", "--db", "h2", "--isolation", "serializable", "--sessions", "4", "--txns",
                "400", "--keys", "1", "--seed", "15", "--out", file.toString(), "--check", "biswas.StrictSER", "-q");

        assertEquals(Integer.toString(Main.EXIT_OK), run[0], run[1]);
        assertTrue(run[1].matches("(?s).*biswas\\.StrictSER +satisfied .*"), run[1]);
        assertFalse(run[1].contains("records no real time"), run[1]);
        for (String line : Files.readAllLines(file)) {
            assertTrue(line.matches("\\{:type :(ok|fail), .*, :start \\d+, :time \\d+.*\\}")
                    || line.matches("\\{:type :info, .*, :start \\d+.*\\}"), line);
        }
        CompactHistory history = HistoryFiles.read(file, "timed.edn", Optional.of(HistoryFormat.EDN),
                LoadOptions.defaults()).history();
        assertTrue(history.hasRealTime());
        int acrossSessions = 0;
        for (int s = 0; s < history.sessionCount(); s++) {
            for (int i = 1; i < history.sessionLength(s); i++) {
                int before = history.sessionTxn(s, i - 1);
                assertTrue(history.realTimePrecedes(before, history.sessionTxn(s, i)) || !history.isCommitted(before)
                        && history.intervalEnd(before) == Long.MAX_VALUE,
                        "a session runs one transaction after another");
            }
        }
        for (int a = 1; a < history.transactionCount(); a++) {
            for (int b = 1; b < history.transactionCount(); b++) {
                acrossSessions += history.txnSession(a) != history.txnSession(b) && history.realTimePrecedes(a, b) ? 1
                        : 0;
            }
        }
        assertTrue(acrossSessions > 400, "real time relates transactions of different sessions: " + acrossSessions);
    }

    /** A short recorded run with several registers: the serial-order search and Kodkod agree on it. */
    @Test
    void theCheckerAndKodkodDecideARecordedRunAlike() throws Exception {
        Level strict = StandardLevels.level("biswas.StrictSER");
        HistoryChecker checker = new HistoryChecker(StandardLevels.CLASSIFIER,
                CheckOptions.defaults().withSolver(SatSolverChoice.SAT4J).withExplanations(0), w -> {});
        for (String isolation : List.of("serializable", "read-committed")) {
            Path file = dir.resolve(isolation + ".edn");
            String[] run = isolang("record", "--db", "h2", "--isolation", isolation, "--sessions", "3", "--txns", "10",
                    "--keys", "2", "--seed", "3", "--out", file.toString(), "-q");
            assertEquals(Integer.toString(Main.EXIT_OK), run[0], run[1]);
            PreparedHistory prepared = PreparedHistory.of(HistoryFiles.read(file, file.toString(),
                    Optional.of(HistoryFormat.EDN), LoadOptions.defaults()).history());
            assertTrue(prepared.history().hasRealTime());

            LevelResult result = checker.check(prepared, strict, new CancellationToken(), ProgressListener.NONE);
            KodkodRecheck.Answer oracle = KodkodRecheck.allows(prepared.reads(), strict, 50, Duration.ofMinutes(2),
                    new CancellationToken());

            assertTrue(oracle.allowed() != null, oracle.detail());
            assertEquals(oracle.allowed() ? Verdict.SATISFIED : Verdict.VIOLATED, result.verdict(), isolation);
        }
    }
}
