// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonSyntaxException;

/**
 * Runs a cell through the command line: writes the cell's spec file, runs
 * {@code isolang check --json} on it in a fresh process and reads the answer, the engine's
 * time per phase and its statistics from the JSON document (docs/CLI.md). Found histories
 * are minimized and re-verified by the CLI itself, as for every user.
 */
final class CliCell {

    /** The first command: a history found in each framework, as in a hierarchy-edge cell. */
    private static final String FIRST_USE = "import isolang.std.biswas\nimport isolang.std.cerone\n"
            + "check b: biswas.RA implies biswas.SI for 3 txn, 2 obj, 2 val expect fails\n"
            + "check c: cerone.RA implies cerone.SI for 3 txn, 2 obj, 2 val expect fails\n";

    private final CliProcess cli;
    private boolean firstUseDone;
    private final Path directory;

    CliCell(CliProcess cli, Path directory) {
        this.cli = cli;
        this.directory = directory;
    }

    /**
     * One untimed command before the first cell, as a user's first: the launcher creates its
     * start-up cache (unsigned jars, class data archive; docs/startup.md) in it, so that every
     * timed cell measures what a user's later commands take. A command that finds, minimizes and
     * draws a history over both frameworks, so that the archive holds the classes cells use.
     */
    void prepare() throws IOException, InterruptedException {
        if (firstUseDone) {
            return;
        }
        Path spec = directory.resolve("first-use.isol");
        Files.writeString(spec, FIRST_USE, StandardCharsets.UTF_8);
        cli.run(List.of("check", "--json", spec.toString()), 600);
        Files.deleteIfExists(spec);
        firstUseDone = true;
    }

    BenchmarkResult run(BenchmarkResult.Cell cell) throws IOException, InterruptedException {
        prepare();
        Path spec = directory.resolve(cell.problem().id().replaceAll("[^A-Za-z0-9_-]", "_") + "." + cell.library().key()
                + "." + cell.transactions() + "txn.isol");
        Files.writeString(spec, cell.spec(), StandardCharsets.UTF_8);
        List<String> args = new ArrayList<>(List.of("check", "--json", "--timeout",
                Long.toString(cell.timeoutSeconds())));
        cell.configuration().solverOption().ifPresent(s -> args.addAll(List.of("--solver",
                s.name().toLowerCase(Locale.ROOT))));
        args.add(spec.toString());
        CliProcess.Outcome outcome = cli.run(args, cell.timeoutSeconds() + 60);
        if (outcome.exitCode() < 0) {
            return BenchmarkResult.without(cell, "TIMEOUT", outcome.millis());
        }
        JsonObject command;
        long cpu;
        try {
            JsonObject document = JsonParser.parseString(outcome.output()).getAsJsonObject();
            command = document.getAsJsonArray("files").get(0).getAsJsonObject().getAsJsonArray("commands").get(0)
                    .getAsJsonObject();
            JsonElement cpuMillis = document.getAsJsonObject("summary").get("cpuMillis");
            cpu = cpuMillis == null || cpuMillis.isJsonNull() ? 0 : cpuMillis.getAsLong();
        } catch (JsonSyntaxException | IllegalStateException | IndexOutOfBoundsException | NullPointerException e) {
            return BenchmarkResult.without(cell, "ERROR", outcome.millis());
        }
        JsonObject statistics = command.getAsJsonObject("statistics");
        JsonObject phases = statistics.getAsJsonObject("phases");
        String verdict = command.get("verdict").getAsString();
        String status = switch (verdict) {
            case "found" -> "FOUND";
            case "none" -> "NONE";
            case "unknown" -> "TIMEOUT";
            default -> command.get("detail").getAsString().contains("disagree") ? "DISAGREEMENT" : "ERROR";
        };
        String check = status.equals("FOUND") ? (statistics.toString().contains("not re-verified independently")
                ? "sat-checked" : "verified")
                : status.equals("NONE") ? BenchmarkResult.noneCheck(cell.problem(), cell.transactions()) : "";
        return new BenchmarkResult(cell.problem().id(), cell.library().key(), cell.configuration().name(),
                cell.transactions(), status, outcome.millis(), cpu, statistics.get("millis").getAsLong(),
                new BenchmarkResult.Phases(phases.get("synthesis").getAsLong(), phases.get("minimization").getAsLong(),
                        phases.get("recheck").getAsLong(), phases.get("diagram").getAsLong(),
                        summed(statistics.getAsJsonObject("satMillis")),
                        summed(statistics.getAsJsonObject("translationMillis"))),
                statistics.get("rounds").getAsInt(), statistics.get("candidates").getAsInt(),
                statistics.get("counterexamples").getAsInt(), check, "");
    }

    /** The sum of an object's numbers (milliseconds by phase); -1 if the document lacks it. */
    private static long summed(JsonObject byPhase) {
        return byPhase == null ? -1
                : byPhase.entrySet().stream().mapToLong(e -> e.getValue().getAsLong()).sum();
    }
}
