// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.Gson;

import isolang.dsl.cli.Main;

/**
 * {@code isolang history check|convert|stats}: the table, the verdicts and the checkers named,
 * exit codes, {@code --json}, {@code --out} files whose {@code .isol} regression test passes
 * {@code isolang check}, user levels from {@code --spec}, input errors with file and line.
 */
class HistoryCommandTest {

    private static final String LOST_UPDATE = "r(1,0,1,1)\nw(1,1,1,1)\nr(1,0,2,2)\nw(1,2,2,2)\n";
    private static final String SERIAL = "w(1,1,1,1)\nr(1,1,2,2)\nw(2,5,2,2)\nr(2,5,1,3)\n";

    @TempDir
    Path dir;

    @Test
    void lostUpdateViolatesSnapshotIsolationButNotPrefixConsistency() {
        Path history = Cli.write(dir, "run.txt", LOST_UPDATE);

        Cli.Run run = Cli.run("history", "check", history.toString(), "--level", "biswas.SI", "--level", "biswas.PC",
                "--solver", "sat4j");

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        assertTrue(run.out().contains("plume, 2 transactions, 2 sessions, 4 operations"), run.all());
        assertTrue(
                run.out().matches("(?s).*biswas\\.SI +violated +[0-9.]+s  SAT \\(polygraph, snapshot isolation\\).*"),
                run.all());
        assertTrue(run.out().matches("(?s).*biswas\\.PC +satisfied .*"), run.all());
        assertTrue(run.out().contains("lost update: "), run.all());
        assertTrue(run.out().contains("the Kodkod membership checker agrees on biswas.SI's definition"), run.all());
        assertTrue(run.out().contains("\n  anomalies (distinct over the levels): 1 lost update (5000.0 per 10,000"
                + " transactions)\n"), run.all());
        assertTrue(run.out().endsWith("1 history, 2 level checks: 1 satisfied, 1 violated, 0 unknown ("
                + run.out().substring(run.out().lastIndexOf('(') + 1)), run.all());
    }

    @Test
    void anAnomalySeveralLevelsReportCountsOnce() {
        // SER and SI both report the lost update of T1 and T2 (as rw-rw and ww-rw cycles): one anomaly.
        Path history = Cli.write(dir, "run.txt", LOST_UPDATE);

        Cli.Run run = Cli.run("history", "check", history.toString(), "--level", "biswas.SER", "--level", "biswas.SI",
                "--solver", "sat4j");

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        assertTrue(run.out().matches("(?s).*biswas\\.SER +violated .*biswas\\.SI +violated .*"), run.all());
        assertTrue(run.out().contains("anomalies (distinct over the levels): 1 lost update (5000.0 per 10,000"),
                run.all());
    }

    @Test
    void theExplanationUsesTheNamesOfTheSubHistoryItIsDrawnWith() {
        // A write skew over the database's keys 8 and 7, written values 7 and 3.
        Path history = Cli.write(dir, "skew.txt", "r(8,0,1,1)\nr(7,0,1,1)\nw(8,7,1,1)\n"
                + "r(8,0,2,2)\nr(7,0,2,2)\nw(7,3,2,2)\n");

        Cli.Run run = Cli.run("history", "check", history.toString(), "--level", "biswas.SER", "--solver", "sat4j");

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        assertTrue(run.out().contains("\n        names: x = key 8, y = key 7; (x,1) = (8,7), (y,1) = (7,3)\n"),
                run.all());
        assertTrue(run.out().contains("session { T1: r(x,0) r(y,0) w(x,1) }"), run.all());
        assertTrue(run.out().contains("T1 reads r(y,0), which T2 overwrites"), run.all());
        assertFalse(run.out().contains("r(8,") || run.out().contains("r(7,"), "the database's names: " + run.all());

        Cli.Run verbose = Cli.run("history", "check", history.toString(), "--level", "biswas.SER", "--solver", "sat4j",
                "-v");
        assertTrue(verbose.out().contains("violations (the database's names):"), verbose.all());
        assertTrue(verbose.out().contains("T1 reads r(7,0), which T2 overwrites"), verbose.all());
    }

    @Test
    void serializableHistoryExitsWithZero() {
        Path history = Cli.write(dir, "ok.txt", SERIAL);

        Cli.Run run = Cli.run("history", "check", history.toString(), "-l", "biswas.SER", "-l", "cerone.SI", "-l",
                "biswas.RC",
                "--solver", "sat4j");

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(run.out().contains("note: decided by the checker of biswas.SI (the standard library checks cerone.SI"
                + " equivalent to it"), run.all());
        assertTrue(run.out().contains("saturation (AWDIT, Read Committed)"), run.all());
    }

    @Test
    @SuppressWarnings("unchecked")
    void jsonDocumentDescribesEveryLevelAndOutFilesMakeARegressionTest() throws Exception {
        Path history = Cli.write(dir, "run.txt", LOST_UPDATE);
        Path out = dir.resolve("violations");

        Cli.Run run = Cli.run("history", "check", history.toString(), "--level", "isolang.std.biswas.SER", "--json",
                "--out", out.toString(), "--solver", "sat4j");

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        Map<String, Object> document = new Gson().fromJson(run.out(), Map.class);
        assertEquals(1.0, document.get("version"));
        Map<String, Object> entry = ((List<Map<String, Object>>) document.get("histories")).get(0);
        assertEquals("plume", entry.get("format"));
        Map<String, Object> level = ((List<Map<String, Object>>) entry.get("levels")).get(0);
        assertEquals("biswas.SER", level.get("level"));
        assertEquals("violated", level.get("verdict"));
        Map<String, Object> explanation = ((List<Map<String, Object>>) level.get("explanations")).get(0);
        assertEquals("agrees", explanation.get("recheck"));
        assertEquals("lost update", explanation.get("anomaly"));
        assertEquals(Map.of("lost update", Map.of("count", 1.0, "per10000", 5000.0)), entry.get("anomalies"),
                "the one lost update of two transactions");
        Map<String, String> files = (Map<String, String>) explanation.get("files");
        assertEquals(List.of("txt", "json", "svg", "isol"), List.copyOf(files.keySet()));
        for (String file : files.values()) {
            assertTrue(Files.size(Path.of(file)) > 0, file);
        }
        assertTrue(Files.readString(Path.of(files.get("svg"))).startsWith("<?xml"));
        Cli.Run regression = Cli.run("check", files.get("isol"));
        assertEquals(Main.EXIT_OK, regression.exitCode(), regression.all());
        assertTrue(regression.out().contains("pass    no         no"), regression.all());
        assertEquals(1.0, ((Map<String, Object>) document.get("summary")).get("exitCode"));
    }

    /**
     * A premise whose object is only named inside {@code wr[x]} and {@code writers[x]} is searched
     * from the relations (the keys a transaction reads from another), not by enumerating every
     * object for every pair of transactions (on a 366-transaction dbcop history with 720 keys that
     * enumeration did not end within ten minutes).
     */
    @Test
    void genericSaturationTakesTheObjectOfABoxJoinFromTheRelation() {
        Path spec = Cli.write(dir, "session.isol", """
                import isolang.std.biswas.*
                level SessionReadAtomic in biswas {
                  axiom A: all x: Obj, t1, t2, t3: Txn |
                    t1 != t2 and t1->t3 in wr[x] and t2 in writers[x] and t2->t3 in so implies t2->t1 in co
                }
                """);
        Path history = dir.resolve("ra.txt");
        Cli.Run generate = Cli.run("history", "generate", history.toString(), "--level", "RA", "--transactions", "120",
                "--sessions", "6", "--keys", "400", "--operations", "8", "--seed", "3");
        assertEquals(0, generate.exitCode(), generate.all());

        Cli.Run run = Cli.run("history", "check", history.toString(), "--spec", spec.toString(), "--level",
                "SessionReadAtomic");

        assertEquals(0, run.exitCode(), run.all());
        assertTrue(run.out().matches("(?s).*SessionReadAtomic +satisfied .* generic saturation\n.*"), run.all());
    }

    @Test
    void userLevelOfTheBiswasShapeIsCheckedByGenericSaturation() {
        Path spec = Cli.write(dir, "levels.isol", """
                import isolang.std.biswas.*
                /** Monotonic writes: a transaction observes the writes of its session predecessors. */
                level SessionWrites in biswas {
                  axiom SessionWrites: orderedBefore[so]
                }
                level MyRA in biswas {
                  axiom A: all x: Obj, a, b, c: Txn |
                    a != b and a->c in wr[x] and b in writers[x] and b->c in so + wr implies b->a in co
                }
                """);
        Path history = Cli.write(dir, "stale.txt", "w(1,1,1,1)\nr(1,0,1,2)\n");

        Cli.Run run = Cli.run("history", "check", history.toString(), "--spec", spec.toString(), "--level",
                "SessionWrites", "--level", "MyRA");

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        assertTrue(run.out().matches("(?s).*SessionWrites +violated .* generic saturation\n.*"), run.all());
        assertTrue(run.out().contains("forced by axiom SessionWrites with x = 1, t1 = T0 (initial), t2 = T1, t3 = T2"),
                run.all());
        assertTrue(run.out().matches("(?s).*MyRA +violated .*saturation \\(AWDIT, Read Atomic\\)\n.*"), run.all());
        assertTrue(run.out().contains("note: decided by the checker of biswas.RA (same definition)"), run.all());
    }

    @Test
    void levelWithoutFastCheckerGoesToKodkodOnSmallHistories() {
        Path history = Cli.write(dir, "small.txt", LOST_UPDATE);

        Cli.Run run = Cli.run("history", "check", history.toString(), "--level", "cerone.PSI");

        assertEquals(Main.EXIT_FAILURE, run.exitCode(), run.all());
        assertTrue(run.out().matches("(?s).*cerone\\.PSI +violated .*Kodkod membership\n.*"), run.all());
        assertTrue(run.out().contains("does not have the Biswas–Enea shape"), run.all());
    }

    @Test
    void inputErrorsNameTheFileAndLine() {
        Path history = Cli.write(dir, "bad.txt", "r(1,0,1,1)\nr(1,0,1\n");

        Cli.Run run = Cli.run("history", "check", history.toString(), "--level", "biswas.RA");

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertTrue(run.err().contains(history + ":2:8: expected ',' but found end of line"), run.all());
        assertFalse(run.err().contains("\tat "), run.all());
    }

    @Test
    void unknownLevelIsAUsageError() {
        Path history = Cli.write(dir, "ok.txt", SERIAL);

        Cli.Run run = Cli.run("history", "check", history.toString(), "--level", "SERX");

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        assertTrue(run.err().startsWith("isolang: history check: unknown level 'SERX'"), run.all());
        assertEquals(Main.EXIT_USAGE, Cli.run("history", "check", history.toString()).exitCode());
        assertEquals(Main.EXIT_USAGE, Cli.run("history", "check", history.toString(), "--level", "biswas.RA", "--bogus")
                .exitCode());
    }

    @Test
    void convertWritesEveryWritableFormatAndRefusesToOverwriteItsInput() throws Exception {
        Path history = Cli.write(dir, "run.txt", LOST_UPDATE);
        Path literal = dir.resolve("run.isol");

        Cli.Run toIsolang = Cli.run("history", "convert", history.toString(), literal.toString(), "--to", "isolang",
                "--name",
                "Run");

        assertEquals(Main.EXIT_OK, toIsolang.exitCode(), toIsolang.all());
        assertEquals("history Run {\n  session { T1: r(k1,0) w(k1,1) }\n  session { T2: r(k1,0) w(k1,2) }\n}\n",
                Files.readString(literal));
        Path json = dir.resolve("run.json");
        assertEquals(Main.EXIT_OK,
                Cli.run("history", "convert", literal.toString(), json.toString(), "--to", "json").exitCode());
        Path plume = dir.resolve("back.txt");
        assertEquals(Main.EXIT_OK,
                Cli.run("history", "convert", json.toString(), plume.toString(), "--to", "plume").exitCode());
        Cli.Run same = Cli.run("history", "convert", history.toString(), history.toString(), "--to", "plume");
        assertEquals(Main.EXIT_USAGE, same.exitCode(), same.all());
        assertEquals(LOST_UPDATE, Files.readString(history));
        assertEquals(Main.EXIT_USAGE,
                Cli.run("history", "convert", history.toString(), "x", "--to", "dbcop").exitCode());
    }

    @Test
    void statsCountsWhatAHistoryHolds() {
        Path history = Cli.write(dir, "dup.txt", "w(1,5,1,1)\nw(1,5,2,2)\nr(1,5,3,3)\nw(2,9,3,-1)\n");

        Cli.Run run = Cli.run("history", "stats", history.toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(run.out().contains("duplicateWrites      2"), run.all());
        assertTrue(run.out().contains("aborted              1"), run.all());
        Cli.Run json = Cli.run("history", "stats", history.toString(), "--json");
        assertTrue(json.out().contains("\"duplicateWrites\": 2"), json.all());
    }

    @Test
    void duplicateValuesAreDecidedOrLeftUnknownNeverGuessed() {
        Path history = Cli.write(dir, "dup.txt", "w(1,5,1,1)\nw(1,5,2,2)\nr(1,5,3,3)\nr(1,5,3,3)\n");

        Cli.Run run = Cli.run("history", "check", history.toString(), "--level", "biswas.RA", "--level", "biswas.SER",
                "--solver", "sat4j");

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(run.out().contains("note: 2 reads have several possible writers"), run.all());
    }

    @Test
    void helpListsTheSubcommands() {
        Cli.Run run = Cli.run("history", "--help");

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(run.out().startsWith("Usage: isolang history check FILE|DIR... --level LEVEL..."), run.all());
        assertEquals(Main.EXIT_USAGE, Cli.run("history").exitCode());
        assertEquals(Main.EXIT_USAGE, Cli.run("history", "frobnicate").exitCode());
    }
}
