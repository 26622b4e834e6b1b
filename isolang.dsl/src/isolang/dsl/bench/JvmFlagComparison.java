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
 * Compares JVM flags for the {@code isolang} launcher on short commands (found hierarchy edges,
 * minimized and re-verified) and long ones (cross-framework equivalence directions at 8 and 10
 * transactions), each run through the launcher as users start it ({@code isolang check --json},
 * start-up cache included) with the flag set added after the launcher's own flags
 * ({@code ISOLANG_VMARGS}), a fresh JVM per run, the flag sets alternating so that load changes
 * hit all alike. One untimed command first creates the launcher's start-up cache. Appends a
 * comment line with the invocation's provenance ({@link BenchmarkProvenance}), then one line per
 * run (flags, command, whole-process, engine and CPU milliseconds, the 1-minute load average
 * when the run ended) to a results file that {@link BenchmarkReport} summarizes.
 */
final class JvmFlagComparison {

    /** How the report names the launcher's flags as shipped. */
    static final String SHIPPED = "(launcher as shipped)";

    /**
     * The flag sets compared, each added after the launcher's own ({@code -XX:TieredStopAtLevel=1
     * -Dguice_bytecode_gen_option=DISABLED}): none (as shipped: the client compiler alone), and
     * {@code -XX:TieredStopAtLevel=4}, the JVM's full tiered compilation with the optimizing
     * compiler C2.
     */
    static final List<String> FLAG_SETS = List.of("", "-XX:TieredStopAtLevel=4");

    /**
     * A command of the comparison.
     *
     * @param name its name in the report
     * @param problem the problem id
     * @param transactions the scope's transactions
     */
    record Probe(String name, String problem, int transactions) {
    }

    /** The short and long commands. */
    static final List<Probe> PROBES = List.of(new Probe("short: found edge PC_B, ¬SI_B, 5 txn", "edge:PC_B-SI_B", 5),
            new Probe("short: found edge CC_C, ¬PC_C, 5 txn", "edge:CC_C-PC_C", 5),
            new Probe("long: CC_C ⇒ CC_B, 8 txn", "equiv:CC_C-CC_B", 8),
            new Probe("long: SI_C ⇒ SI_B, 10 txn", "equiv:SI_C-SI_B", 10));

    private final Path results;
    private final int repeat;

    JvmFlagComparison(Path results, int repeat) {
        this.results = results;
        this.repeat = repeat;
    }

    void run() throws IOException, InterruptedException {
        Path directory = Files.createTempDirectory("isolang-jvm");
        Files.writeString(results, "# " + BenchmarkProvenance.describe() + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        try {
            // the timed runs start from the launcher's start-up cache, as a user's later commands do
            new CliCell(CliProcess.asInstalled(), directory).prepare();
            for (int round = 0; round < repeat; round++) {
                for (Probe probe : PROBES) {
                    BenchmarkProblem problem = BenchmarkProblem.paperSuite().stream()
                            .filter(p -> p.id().equals(probe.problem())).findFirst().orElseThrow();
                    Path spec = directory.resolve("probe.isol");
                    Files.writeString(spec, problem.spec(LevelLibrary.STANDARD, probe.transactions(), 5, 5),
                            StandardCharsets.UTF_8);
                    for (String flags : FLAG_SETS) {
                        CliProcess cli = CliProcess.withExtraFlags(flags.isEmpty() ? List.of()
                                : Arrays.asList(flags.split(" ")));
                        CliProcess.Outcome outcome = cli.run(List.of("check", "--json", spec.toString()), 600);
                        JsonObject summary = JsonParser.parseString(outcome.output()).getAsJsonObject()
                                .getAsJsonObject("summary");
                        String line = String.join("\t", flags.isEmpty() ? SHIPPED : flags, probe.name(),
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

    /** The provenance lines of a results file, one per invocation, without their {@code # }. */
    static List<String> provenance(Path results) throws IOException {
        return Files.exists(results) ? Files.readAllLines(results, StandardCharsets.UTF_8).stream()
                .filter(l -> l.startsWith("# ")).map(l -> l.substring(2)).toList() : List.of();
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
