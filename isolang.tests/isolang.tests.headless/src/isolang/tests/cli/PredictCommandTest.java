// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import isolang.dsl.cli.Main;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.predict.Predictor;
import isolang.tests.solver.oracle.BiswasEneaOracle;
import isolang.tests.solver.oracle.BiswasEneaOracle.Axioms;

/**
 * {@code isolang predict FILE}: predictions from observed runs in the history checker's formats
 * (isolang JSON and a {@code history} literal), each predicted history re-checked by the
 * Biswas–Enea brute-force oracle, and a run recorded from a real H2 database; the boundaries,
 * modes, {@code --expect}, {@code --out}, {@code --json}, and one-line input errors with exit 2.
 */
class PredictCommandTest {

    /** IsoPredict's Fig. 1a: two deposits, run serially (isolang JSON). */
    private static final String DEPOSITS = """
            {"format": "isolang-history", "version": 1,
             "sessions": [
              {"id": 1, "transactions": [{"id": 1, "status": "committed", "ops": [["r", "acct", 0], ["w", "acct", 1]]}]},
              {"id": 2, "transactions": [{"id": 2, "status": "committed", "ops": [["r", "acct", 1], ["w", "acct", 2]]}]}]}
            """;

    @TempDir
    Path dir;

    @Test
    void relaxedBoundaryPredictsTheLostUpdate() {
        Path run = Cli.write(dir, "deposits.json", DEPOSITS);
        Cli.Run r = Cli.run("predict", run.toString(), "--under", "biswas.CC", "--not", "biswas.SER", "--boundary",
                "relaxed", "--expect", "found", "--out", dir.resolve("out").toString());
        assertEquals(Main.EXIT_OK, r.exitCode(), r.all());
        assertTrue(r.out().contains("x = acct"), r.all());
        assertTrue(r.out().contains("T2 reads x from T0 instead of T1"), r.all());
        assertTrue(r.out().contains("found by the fast mode (must-order cycle: T1 -rw(x)-> T2 -rw(x)-> T1)"), r.all());
        assertTrue(r.out().contains("session 1: complete"), r.all());
        assertTrue(r.out().contains("session 2: ends after 2 of 2 operations of T2"), r.all());
        assertTrue(r.out().contains("history deposits_predicted {"), r.all());
        // the terminal prints the captions of what the drawing emphasises, explained once
        assertTrue(r.out().contains("why: changed reads: T2 reads x from T0 instead of T1"), r.all());
        assertTrue(r.out().contains("why: must-order cycle (fast mode): T1 -rw(x)-> T2 -rw(x)-> T1"), r.all());
        assertTrue(r.out().lines().anyMatch(l -> l.contains("why: not allowed by biswas.SER:")
                && l.contains("axiom Serializability")), r.all());
        String svg = read(dir.resolve("out/deposits.CC-not-SER.svg"));
        assertTrue(svg.contains("changed"), "the changed read is drawn as its own relation");
        for (String caption : r.out().lines().filter(l -> l.contains("why: ")).map(l -> l.strip().substring(5))
                .toList()) {
            assertTrue(svg.contains(caption.substring(0, Math.min(caption.length(), 25))),
                    "the SVG draws what the terminal names: " + caption);
        }
        assertTrue(Files.isRegularFile(dir.resolve("out/deposits.CC-not-SER.txt")), r.all());
        assertTrue(Files.isRegularFile(dir.resolve("out/deposits.CC-not-SER.json")), r.all());
        Path spec = dir.resolve("out/deposits.CC-not-SER.isol");
        assertTrue(read(spec).contains("check deposits_predicted allowed by biswas.SER expect no"), read(spec));
        Cli.Run check = Cli.run("check", spec.toString());
        assertEquals(Main.EXIT_OK, check.exitCode(), "both checks of the written specification pass: " + check.all());
    }

    @Test
    void strictBoundaryPredictsNothingAndExpectationsSetTheExitCode() {
        Path run = Cli.write(dir, "deposits.json", DEPOSITS);
        Cli.Run none = Cli.run("predict", run.toString(), "-u", "biswas.CC", "-n", "biswas.SER", "--expect", "none");
        assertEquals(Main.EXIT_OK, none.exitCode(), none.all());
        assertTrue(none.out().contains("(exact search)"), none.all());
        Cli.Run wrong = Cli.run("predict", run.toString(), "-u", "biswas.CC", "-n", "biswas.SER", "--expect", "found",
                "-q");
        assertEquals(Main.EXIT_FAILURE, wrong.exitCode(), wrong.all());
        Cli.Run fast = Cli.run("predict", run.toString(), "-u", "biswas.CC", "-n", "biswas.SER", "--mode", "fast");
        assertEquals(Main.EXIT_OK, fast.exitCode(), fast.all());
        assertTrue(fast.out().contains("fast mode only, not exhaustive"), fast.all());
    }

    /** A {@code history} literal in a text file: write skew, predicted with the JSON document checked by the oracle. */
    @Test
    void writeSkewFromALiteralAsJson() {
        Path run = Cli.write(dir, "skew.txt", """
                history Skew {
                  session { T1: w(y,1) r(x,0) }
                  session { T2: w(x,1) r(y,1) }
                }
                """);
        Cli.Run r = Cli.run("predict", run.toString(), "--under", "biswas.SI", "--not", "biswas.SER", "--json");
        assertEquals(Main.EXIT_OK, r.exitCode(), r.all());
        JsonObject command = command(r.out());
        assertEquals("found", command.get("verdict").getAsString());
        JsonObject prediction = command.getAsJsonObject("prediction");
        assertTrue(prediction.get("literal").getAsString().startsWith("history skew_predicted {"), r.out());
        History predicted = history(command);
        assertTrue(BiswasEneaOracle.allows(Axioms.SNAPSHOT_ISOLATION, predicted), predicted::toString);
        assertFalse(BiswasEneaOracle.allows(Axioms.SERIALIZABILITY, predicted), predicted::toString);
        List<String> phases = new ArrayList<>(JsonParser.parseString(r.out()).getAsJsonObject()
                .getAsJsonObject("summary").getAsJsonObject("phases").keySet());
        assertEquals(List.of("read", "language", "levels", "slice", "encode"), phases.subList(0, 5), r.out());
        assertTrue(phases.contains("solve") && phases.indexOf("verify") > phases.indexOf("solve"), r.out());
        assertEquals("write", phases.get(phases.size() - 1), r.out());
    }

    /**
     * End to end on a run recorded from a real H2 database at read committed: 8 sessions whose
     * transactions read keys repeatedly, read their own writes and write blindly. Predicted under
     * Causal Consistency and under Read Committed (the operation model) against serializability,
     * from the run's first transactions; every predicted history is checked again by the history
     * checker, a path independent of the prediction's SAT encoding and its membership re-check.
     */
    @Test
    void recordedH2RunAtReadCommittedIsPredictedAndEveryPredictionChecked() {
        // The seed fixes the workload, not the interleaving the database produces: a run whose
        // transactions happen to be serial offers nothing to predict, so each run is searched under CC
        // and RC at the default limit (its beginning, then windows over the whole run) and then under CC
        // with larger windows (RC costs several times more per transaction), on up to three recorded
        // runs of 60 transactions, so that a "none" over every window stays within minutes.
        int found = 0;
        for (int seed = 11; seed <= 13 && found == 0; seed++) {
            Path run = dir.resolve("h2-" + seed + ".edn");
            Cli.Run recorded = Cli.run("record", "--db", "h2", "--isolation", "read-committed", "--sessions", "8",
                    "--txns", "60", "--keys", "3", "--ops", "2-5", "--seed", String.valueOf(seed), "--out",
                    run.toString(), "-q");
            assertEquals(Main.EXIT_OK, recorded.exitCode(), recorded.all());
            found += predictAndCheck(run, List.of("biswas.CC", "biswas.RC"), Predictor.MAX_TRANSACTIONS);
            if (found == 0) {
                found += predictAndCheck(run, List.of("biswas.CC"), 12);
            }
        }
        assertTrue(found > 0, "no prediction from a read-committed run of 8 sessions on 3 keys");
    }

    /**
     * Predicts from a recorded run under each of {@code permissive} against SER, from at most
     * {@code limit} of its transactions, and checks every prediction with the history checker;
     * returns how many were found.
     */
    private int predictAndCheck(Path run, List<String> permissive, int limit) {
        int found = 0;
        for (String under : permissive) {
            Cli.Run r = Cli.run("predict", run.toString(), "--under", under, "--not", "biswas.SER", "--boundary",
                    "strict", "--json", "--timeout", "600", "--max-transactions", String.valueOf(limit));
            assertEquals(Main.EXIT_OK, r.exitCode(), r.all());
            JsonObject command = command(r.out());
            JsonObject prediction = command.getAsJsonObject("prediction");
            int searched = prediction.get("searchedTransactions").getAsInt();
            assertTrue(searched >= limit && searched < prediction.get("transactions").getAsInt(), r.out());
            String said = command.toString();
            assertTrue(said.contains("predicted from its first " + searched)
                    || said.contains("predicted within the window T")
                    || said.contains("searched its beginning (" + searched + " transactions"), r.out());
            if (!command.get("verdict").getAsString().equals("found")) {
                assertEquals("exact", prediction.get("decidedBy").getAsString(), r.out());
                assertTrue(
                        command.get("detail").getAsString()
                                .endsWith("(exact search of the run's beginning and windows only, as the notes say)"),
                        r.out());
                continue;
            }
            found++;
            String why = prediction.getAsJsonArray("why").toString();
            assertTrue(why.contains("changed reads: T") && why.contains("not allowed by biswas.SER"), r.out());
            // a prediction found in a window is checked as the prediction of the whole run it stands for
            String literal = prediction.has("wholeRunLiteral") ? prediction.get("wholeRunLiteral").getAsString()
                    : prediction.get("literal").getAsString();
            Path predicted = Cli.write(dir, under + "-" + run.getFileName() + "-" + limit + ".txt", literal);
            Cli.Run check = Cli.run("history", "check", predicted.toString(), "--level", under, "--level",
                    "biswas.SER", "--json");
            JsonArray levels = JsonParser.parseString(check.out()).getAsJsonObject().getAsJsonArray("histories")
                    .get(0).getAsJsonObject().getAsJsonArray("levels");
            assertEquals("satisfied", levels.get(0).getAsJsonObject().get("verdict").getAsString(), check.all());
            assertEquals("violated", levels.get(1).getAsJsonObject().get("verdict").getAsString(), check.all());
        }
        return found;
    }

    @Test
    void inputErrorsAreOneLineWithExitCodeTwo() {
        Path run = Cli.write(dir, "deposits.json", DEPOSITS);
        Path broken = Cli.write(dir, "broken.txt",
                "history B {\n  session { T1: r(x,0) w(x,1) }\n  session { T2: r(x, }\n}\n");
        Path inconsistent = Cli.write(dir, "thin.txt", "history C {\n  session { T1: r(x,5) }\n}\n");
        List<String[]> cases = List.of(
                new String[] {"predict", dir.resolve("missing.json").toString(), "-u", "biswas.CC", "-n", "biswas.SER"},
                new String[] {"predict", run.toString(), "-u", "biswas.NOPE", "-n", "biswas.SER"},
                new String[] {"predict", run.toString(), "-u", "biswas.CC", "--boundary", "loose"},
                new String[] {"predict", run.toString(), "--mode", "fast"},
                new String[] {"predict", run.toString(), run.toString(), "-u", "biswas.CC"},
                new String[] {"predict", broken.toString(), "-u", "biswas.CC", "-n", "biswas.SER"},
                new String[] {"predict", inconsistent.toString(), "-u", "biswas.CC", "-n", "biswas.SER"});
        for (String[] args : cases) {
            Cli.Run r = Cli.run(args);
            assertEquals(Main.EXIT_USAGE, r.exitCode(), r.all());
            assertEquals(1, r.err().lines().count(), r.all());
            assertFalse(r.err().contains("Exception"), r.all());
        }
        Cli.Run syntax = Cli.run(cases.get(5));
        assertTrue(syntax.err().contains("broken.txt:3:"), syntax.all());
    }

    private static JsonObject command(String json) {
        return JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("files").get(0).getAsJsonObject()
                .getAsJsonArray("commands").get(0).getAsJsonObject();
    }

    /** The first history of a command's JSON, rebuilt from its sessions (object names x, y, … in order). */
    private static History history(JsonObject command) {
        JsonObject h = command.getAsJsonArray("histories").get(0).getAsJsonObject();
        List<String> objects = new ArrayList<>();
        List<List<Transaction>> sessions = new ArrayList<>();
        for (JsonElement session : h.getAsJsonArray("sessions")) {
            List<Transaction> txns = new ArrayList<>();
            for (JsonElement t : session.getAsJsonArray()) {
                List<Operation> ops = new ArrayList<>();
                JsonArray list = t.getAsJsonObject().getAsJsonArray("ops");
                for (JsonElement o : list) {
                    JsonObject op = o.getAsJsonObject();
                    String obj = op.get("obj").getAsString();
                    if (!objects.contains(obj)) {
                        objects.add(obj);
                    }
                    int x = objects.indexOf(obj);
                    long value = op.get("val").getAsLong();
                    ops.add(op.get("op").getAsString().equals("r") ? Operation.read(x, value)
                            : Operation.write(x, value));
                }
                txns.add(new Transaction(t.getAsJsonObject().get("id").getAsInt(), ops));
            }
            sessions.add(txns);
        }
        return History.of(objects.size(), sessions);
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
