// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Compares JVM flags for the {@code isolang} launcher: a short command (a found hierarchy edge,
 * minimized and re-verified), a medium one and a long one (cross-framework equivalence
 * directions at 6 and 8 transactions), each run through {@code isolang check --json} in a fresh
 * JVM per flag set, the flag sets alternating so that load changes hit all alike. Appends one
 * line per run (flags, command, whole-process, engine and CPU milliseconds, the 1-minute load
 * average when the run ended) to a results file that
 * {@link BenchmarkReport} summarizes.
 */
final class JvmFlagComparison {

    /**
     * The flag sets compared: the launcher's (client compiler only, Guice without bytecode
     * generation), the client compiler alone, the JVM's defaults (tiered compilation with C2) and
     * the serial collector with either compiler.
     */
    static final List<String> FLAG_SETS = List.of("-XX:TieredStopAtLevel=1 -Dguice_bytecode_gen_option=DISABLED",
            "-XX:TieredStopAtLevel=1", "", "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC", "-XX:+UseSerialGC");

    /**
     * A command of the comparison.
     *
     * @param name its name in the report
     * @param problem the problem id
     * @param transactions the scope's transactions
     */
    record Probe(String name, String problem, int transactions) {
    }

    /** The short, medium and long commands. */
    static final List<Probe> PROBES = List.of(new Probe("short: found edge PC_B, ¬SI_B, 5 txn", "edge:PC_B-SI_B", 5),
            new Probe("medium: SI_C ⇒ SI_B, 6 txn", "equiv:SI_C-SI_B", 6),
            new Probe("long: CC_C ⇒ CC_B, 8 txn", "equiv:CC_C-CC_B", 8));

    private final Path results;
    private final int repeat;

    JvmFlagComparison(Path results, int repeat) {
        this.results = results;
        this.repeat = repeat;
    }

    void run() throws IOException, InterruptedException {
        Path directory = Files.createTempDirectory("isolang-jvm");
        try {
            for (int round = 0; round < repeat; round++) {
                for (Probe probe : PROBES) {
                    BenchmarkProblem problem = BenchmarkProblem.paperSuite().stream()
                            .filter(p -> p.id().equals(probe.problem())).findFirst().orElseThrow();
                    Path spec = directory.resolve("probe.isol");
                    Files.writeString(spec, problem.spec(LevelLibrary.STANDARD, probe.transactions(), 5, 5),
                            StandardCharsets.UTF_8);
                    for (String flags : FLAG_SETS) {
                        CliProcess cli = CliProcess.withFlags(flags.isEmpty() ? List.of()
                                : Arrays.asList(flags.split(" ")));
                        CliProcess.Outcome outcome = cli.run(List.of("check", "--json", spec.toString()), 600);
                        JsonObject summary = JsonParser.parseString(outcome.output()).getAsJsonObject()
                                .getAsJsonObject("summary");
                        String line = String.join("\t", flags.isEmpty() ? "(JVM defaults)" : flags, probe.name(),
                                Long.toString(outcome.millis()), summary.get("millis").getAsString(),
                                summary.get("cpuMillis").getAsString(),
                                BenchmarkReport.loadAverage().split(" ")[0]);
                        Files.writeString(results, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                                StandardOpenOption.APPEND);
                        System.out.println(String.format(Locale.ROOT, "%-45s %-40s %8.2f s", flags, probe.name(),
                                outcome.millis() / 1000.0));
                    }
                }
            }
        } finally {
            Files.deleteIfExists(directory.resolve("probe.isol"));
            Files.deleteIfExists(directory);
        }
    }

    /** The lines of a results file: flags, command, process, engine and CPU milliseconds, load. */
    static List<String[]> read(Path results) throws IOException {
        List<String[]> rows = new ArrayList<>();
        if (Files.exists(results)) {
            for (String line : Files.readAllLines(results, StandardCharsets.UTF_8)) {
                String[] fields = line.split("\t");
                if (fields.length == 6) {
                    rows.add(fields);
                }
            }
        }
        return rows;
    }
}
