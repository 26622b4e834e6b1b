// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code isolang bench}: the Isolde paper's benchmark (§5.1) on the path users take. Every cell
 * is a spec file with one {@code synthesize} command over the standard library (or over the
 * frameworks of {@code user-frameworks.isol} written into the file), run by {@code isolang
 * check --json} in a process of its own ({@code cli} configurations) or by the command runner
 * in a warmed-up worker process ({@code default}, {@code paper} and one configuration per
 * optimization switched off); see {@link BenchmarkConfiguration}. The report
 * ({@code docs/benchmarks.md}) is written by {@link BenchmarkReport}.
 *
 * <p>Every cell is appended to the results file (tab-separated, with a comment line per
 * invocation); cells already there are not run again, so several invocations accumulate into
 * one report, which always covers the whole suite. {@code --report-only true} only rewrites the
 * report from that file. Each invocation's comment line says the commit, build, time, load and
 * machine it ran on ({@link BenchmarkProvenance}). Cells run by increasing transactions; once a
 * problem times out under a configuration and library, its larger scopes are recorded as
 * skipped. {@code --lever-txn}
 * restricts the {@link BenchmarkConfiguration#isVariant() variants} (another solver, one
 * optimization off) to the given transaction counts. {@code --jvm-flags true} runs the JVM flag comparison
 * ({@link JvmFlagComparison}) instead.
 */
public final class Benchmark {

    private static final String COMMAND = "# command: ";

    /** The usage text of the benchmark's options. */
    public static final String USAGE = String.join(System.lineSeparator(),
            "Usage: isolang bench [--min-txn 3] [--max-txn 10] [--objects 5] [--values 5] [--timeout 120]",
            "           [--configs cli,default,...] [--libraries std,user] [--lever-txn 5] [--only substring,...]",
            "           [--out docs/benchmarks.md] [--results docs/benchmarks.tsv] [--report-only true]",
            "           [--jvm-flags true] [--repeat 3]",
            "",
            "Runs the Isolde paper's benchmark through the command line and writes the report (Markdown)",
            "and the results (tab-separated; cells already there are not run again). Timeout in seconds",
            "per cell. Configurations: " + String.join(",", BenchmarkConfiguration.all().keySet()) + ".",
            "--jvm-flags true compares JVM flags on short and long commands instead (--repeat runs each).");

    private int minTxn = 3;
    private int maxTxn = 10;
    private int objects = 5;
    private int values = 5;
    private long timeoutSeconds = 120;
    private List<String> configurations = List.of(BenchmarkConfiguration.CLI);
    private List<LevelLibrary> libraries = List.of(LevelLibrary.values());
    private Set<Integer> leverTxn;
    private List<String> only = List.of();
    private Path out = Path.of("docs", "benchmarks.md");
    private Path resultsFile;
    private boolean reportOnly;
    private boolean jvmFlags;
    private int repeat = 3;

    private Benchmark() {
    }

    /**
     * Runs the benchmark with {@code args} without ending the JVM.
     *
     * @throws IllegalArgumentException with a one-line message if the arguments are wrong
     */
    public static void execute(String[] args) throws IOException, InterruptedException {
        Benchmark bench = new Benchmark();
        bench.parse(args);
        if (bench.jvmFlags) {
            new JvmFlagComparison(bench.resultsFile.resolveSibling("benchmarks-jvm.tsv"), bench.repeat).run();
            bench.reportOnly = true;
        }
        bench.run(args);
    }

    /** The options {@link #parse} knows, each followed by a value. */
    private static final Set<String> OPTIONS = Set.of("--min-txn", "--max-txn", "--objects", "--values", "--timeout",
            "--configs", "--libraries", "--lever-txn", "--only", "--out", "--results", "--report-only", "--jvm-flags",
            "--repeat");

    private void parse(String[] args) {
        for (int i = 0; i < args.length; i += 2) {
            String option = args[i];
            if (!OPTIONS.contains(option)) {
                throw new IllegalArgumentException("unknown option " + option);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("missing value after " + option);
            }
            String value = args[i + 1];
            switch (option) {
                case "--min-txn" -> minTxn = (int) number(option, value, 1);
                case "--max-txn" -> maxTxn = (int) number(option, value, 1);
                case "--objects" -> objects = (int) number(option, value, 1);
                case "--values" -> values = (int) number(option, value, 2);
                case "--timeout" -> timeoutSeconds = number(option, value, 1);
                case "--configs" -> configurations = List.of(value.split(","));
                case "--libraries" -> libraries = Arrays.stream(value.split(",")).map(LevelLibrary::of).toList();
                case "--lever-txn" -> leverTxn = new HashSet<>(Arrays.stream(value.split(","))
                        .map(n -> (int) number(option, n, 1)).toList());
                case "--only" -> only = List.of(value.split(","));
                case "--out" -> out = Path.of(value);
                case "--results" -> resultsFile = Path.of(value);
                case "--report-only" -> reportOnly = Boolean.parseBoolean(value);
                case "--jvm-flags" -> jvmFlags = Boolean.parseBoolean(value);
                case "--repeat" -> repeat = (int) number(option, value, 1);
                default -> throw new IllegalStateException("option " + option + " is in OPTIONS but not handled");
            }
        }
        if (maxTxn < minTxn) {
            throw new IllegalArgumentException("--max-txn " + maxTxn + " is below --min-txn " + minTxn);
        }
        if (resultsFile == null) {
            resultsFile = Path.of(out.toString().replaceFirst("\\.md$", "") + ".tsv");
        }
        for (String name : configurations) {
            if (!BenchmarkConfiguration.all().containsKey(name)) {
                throw new IllegalArgumentException("unknown configuration " + name + "; known: "
                        + String.join(",", BenchmarkConfiguration.all().keySet()));
            }
        }
    }

    private static long number(String option, String value, long least) {
        long n;
        try {
            n = Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " expects a whole number, got '" + value + "'");
        }
        if (n < least || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(option + " must be at least " + least + ", got " + n);
        }
        return n;
    }

    private void run(String[] args) throws IOException, InterruptedException {
        List<String> commands = new ArrayList<>();
        List<BenchmarkResult> results = new ArrayList<>();
        if (Files.exists(resultsFile)) {
            for (String line : Files.readAllLines(resultsFile, StandardCharsets.UTF_8)) {
                if (line.startsWith(COMMAND)) {
                    commands.add(line.substring(COMMAND.length()));
                } else if (!line.isBlank()) {
                    results.add(BenchmarkResult.parse(line));
                }
            }
        }
        if (!reportOnly) {
            String command = "isolang bench " + String.join(" ", args) + "  # " + BenchmarkProvenance.describe();
            commands.add(command);
            append(COMMAND + command);
        }
        BenchmarkReport report = new BenchmarkReport(out, commands, objects, values, timeoutSeconds);
        if (reportOnly) {
            report.write(results, true);
            return;
        }
        List<BenchmarkProblem> problems = BenchmarkProblem.paperSuite().stream()
                .filter(p -> only.isEmpty() || only.stream().anyMatch(s -> p.id().contains(s))).toList();
        Set<String> timedOut = new HashSet<>();
        Set<String> done = new HashSet<>();
        for (BenchmarkResult r : results) {
            String series = r.problem() + " " + r.library() + " " + r.configuration();
            done.add(series + " " + r.transactions());
            if (r.status().equals("TIMEOUT")) {
                timedOut.add(series);
            }
        }
        Path specs = Files.createTempDirectory("isolang-bench");
        CliCell cli = new CliCell(CliProcess.asInstalled(), specs);
        WorkerProcess worker = null;
        try {
            for (int n = minTxn; n <= maxTxn; n++) {
                for (BenchmarkProblem problem : problems) {
                    for (LevelLibrary library : libraries) {
                        for (String name : configurations) {
                            BenchmarkConfiguration configuration = BenchmarkConfiguration.all().get(name);
                            if (configuration.isVariant() && leverTxn != null && !leverTxn.contains(n)) {
                                continue;
                            }
                            BenchmarkResult.Cell cell = new BenchmarkResult.Cell(problem, library, configuration, n,
                                    objects, values, timeoutSeconds);
                            if (done.contains(cell.series() + " " + n)) {
                                continue;
                            }
                            BenchmarkResult result;
                            if (timedOut.contains(cell.series())) {
                                result = BenchmarkResult.without(cell, "SKIPPED", 0);
                            } else if (configuration.throughCli()) {
                                result = cli.run(cell);
                            } else {
                                if (worker == null) {
                                    worker = WorkerProcess.start(
                                            ManagementFactory.getRuntimeMXBean().getInputArguments(), 300);
                                }
                                String line = worker.run(BenchmarkWorker.line(cell), timeoutSeconds + 60);
                                result = line == null ? BenchmarkResult.without(cell, "TIMEOUT", timeoutSeconds * 1000)
                                        : BenchmarkResult.parse(line);
                                if (line == null || !result.answered()) {
                                    worker.close();
                                    worker = null;
                                }
                            }
                            if (result.status().equals("TIMEOUT")) {
                                timedOut.add(cell.series());
                            }
                            result = result.withLoad(BenchmarkReport.loadAverage().split(" ")[0]);
                            record(results, result);
                            System.out.println(String.format(Locale.ROOT,
                                    "%-26s %-4s %-18s %2d txn  %-8s %8.2f s %8.2f s %8.2f s cpu  load %-5s %s",
                                    problem.id(), library.key(), name, n, result.status(),
                                    result.engineMillis() / 1000.0, result.processMillis() / 1000.0,
                                    result.cpuMillis() / 1000.0, result.load(), result.check()));
                            report.write(results, false);
                        }
                    }
                }
            }
        } finally {
            if (worker != null) {
                worker.close();
            }
            deleteAll(specs);
        }
        report.write(results, true);
    }

    private void record(List<BenchmarkResult> results, BenchmarkResult result) throws IOException {
        results.add(result);
        append(result.toLine());
    }

    private void append(String line) throws IOException {
        Files.createDirectories(resultsFile.toAbsolutePath().getParent());
        Files.writeString(resultsFile, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
    }

    private static void deleteAll(Path directory) throws IOException {
        try (var files = Files.list(directory)) {
            for (Path file : files.toList()) {
                Files.deleteIfExists(file);
            }
        }
        Files.deleteIfExists(directory);
    }
}
