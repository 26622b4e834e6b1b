// SPDX-License-Identifier: EPL-2.0
package isolang.solver.bench;

import java.io.IOException;
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
 * Runs the paper's benchmark (Isolde §5.1) and writes {@code docs/benchmarks.md}.
 *
 * <pre>
 * java -cp CLASSPATH isolang.solver.bench.PaperBenchmark [--min-txn 3] [--max-txn 10]
 *     [--objects 5] [--values 5] [--timeout 120] [--configs paper,default,no-hints,...]
 *     [--lever-txn 5] [--only substring,...] [--out docs/benchmarks.md] [--results docs/benchmarks.tsv]
 *     [--report-only true]
 * </pre>
 *
 * Every cell is appended to the results file (tab-separated, with a comment line per
 * invocation); cells already there are not run again, so several invocations (e.g. the
 * defaults up to 10 transactions, the levers at 5) accumulate into one report, which always
 * covers the whole suite. {@code --report-only true} only rewrites the report from that file.
 *
 * Cells run by increasing transactions; once a problem times out under a configuration, its
 * larger scopes are recorded as skipped. {@code --lever-txn} restricts the configurations other
 * than {@code paper} and {@code default} to the given transaction counts. The report is
 * rewritten after every cell, so an interrupted run still leaves its numbers.
 */
public final class PaperBenchmark {

    private int minTxn = 3;
    private int maxTxn = 10;
    private int objects = 5;
    private int values = 5;
    private long timeoutSeconds = 120;
    private List<String> configurations = List.copyOf(BenchmarkConfiguration.all().keySet());
    private Set<Integer> leverTxn;
    private List<String> only = List.of();
    private Path out = Path.of("docs", "benchmarks.md");
    private Path resultsFile;
    private boolean reportOnly;

    private static final String COMMAND = "# command: ";

    /** The usage text of the benchmark's options. */
    public static final String USAGE = String.join(System.lineSeparator(),
            "Usage: isolang bench [--min-txn 3] [--max-txn 10] [--objects 5] [--values 5] [--timeout 120]",
            "           [--configs paper,default,...] [--lever-txn 5] [--only substring,...]",
            "           [--out docs/benchmarks.md] [--results docs/benchmarks.tsv]",
            "",
            "Runs the Isolde paper's benchmark and writes the report (Markdown) and the results",
            "(tab-separated; cells already there are not run again). Timeout in seconds per cell.");

    private PaperBenchmark() {
    }

    /** Runs the benchmark; see the class documentation for the arguments. Exits with 2 on bad arguments. */
    public static void main(String[] args) throws IOException, InterruptedException {
        if (Arrays.asList(args).contains("--help")) {
            System.out.println(USAGE);
            System.exit(0);
        }
        try {
            execute(args);
        } catch (IllegalArgumentException e) {
            System.err.println("PaperBenchmark: " + e.getMessage());
            System.exit(2);
        }
        System.exit(0);
    }

    /**
     * Runs the benchmark without ending the JVM.
     *
     * @throws IllegalArgumentException with a one-line message if the arguments are wrong
     */
    public static void execute(String[] args) throws IOException, InterruptedException {
        PaperBenchmark bench = new PaperBenchmark();
        bench.parse(args);
        bench.run(args);
    }

    /** The options {@link #parse} knows, each followed by a value. */
    private static final Set<String> OPTIONS = Set.of("--min-txn", "--max-txn", "--objects", "--values", "--timeout",
            "--configs", "--lever-txn", "--only", "--out", "--results", "--report-only");

    private void parse(String[] args) {
        for (int i = 0; i < args.length; i += 2) {
            String option = args[i];
            if (!OPTIONS.contains(option)) {
                throw new IllegalArgumentException("unknown option " + option);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("missing value after " + args[i]);
            }
            String value = args[i + 1];
            switch (args[i]) {
                case "--min-txn" -> minTxn = (int) number(option, value, 1);
                case "--max-txn" -> maxTxn = (int) number(option, value, 1);
                case "--objects" -> objects = (int) number(option, value, 1);
                case "--values" -> values = (int) number(option, value, 2);
                case "--timeout" -> timeoutSeconds = number(option, value, 1);
                case "--configs" -> configurations = List.of(value.split(","));
                case "--lever-txn" -> leverTxn = new HashSet<>(Arrays.stream(value.split(","))
                        .map(n -> (int) number(option, n, 1)).toList());
                case "--only" -> only = List.of(value.split(","));
                case "--out" -> out = Path.of(value);
                case "--results" -> resultsFile = Path.of(value);
                case "--report-only" -> reportOnly = Boolean.parseBoolean(value);
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
                        + BenchmarkConfiguration.all().keySet());
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
        List<BenchmarkProblem> problems = BenchmarkProblem.paperSuite().stream()
                .filter(p -> only.isEmpty() || only.stream().anyMatch(s -> p.id().contains(s))).toList();
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
            String command = String.join(" ", args);
            commands.add(command);
            append(COMMAND + command);
        }
        List<String> shown = new ArrayList<>(BenchmarkConfiguration.all().keySet());
        shown.removeIf(c -> (reportOnly || !configurations.contains(c))
                && results.stream().noneMatch(r -> r.configuration().equals(c)));
        BenchmarkReport report = new BenchmarkReport(out, commands, BenchmarkProblem.paperSuite(), shown, objects,
                values, timeoutSeconds);
        if (reportOnly) {
            report.write(results, true);
            return;
        }
        Set<String> timedOut = new HashSet<>();
        Set<String> done = new HashSet<>();
        for (BenchmarkResult r : results) {
            done.add(r.problem() + " " + r.configuration() + " " + r.transactions());
            if (r.status().equals("TIMEOUT")) {
                timedOut.add(r.problem() + " " + r.configuration());
            }
        }
        WorkerProcess worker = null;
        try {
            for (int n = minTxn; n <= maxTxn; n++) {
                for (BenchmarkProblem problem : problems) {
                    for (String configuration : configurations) {
                        if (BenchmarkConfiguration.isLever(configuration) && leverTxn != null
                                && !leverTxn.contains(n)) {
                            continue;
                        }
                        String key = problem.id() + " " + configuration;
                        if (done.contains(key + " " + n)) {
                            continue;
                        }
                        if (timedOut.contains(key)) {
                            record(results, BenchmarkResult.without(problem.id(), configuration, n, "SKIPPED", 0));
                            continue;
                        }
                        if (worker == null) {
                            worker = WorkerProcess.start(List.of("-Xss16m"), 300);
                        }
                        String cell = String.join("\t", problem.id(), configuration, Integer.toString(n),
                                Integer.toString(objects), Integer.toString(values), Long.toString(timeoutSeconds));
                        String line = worker.run(cell, timeoutSeconds + 60);
                        BenchmarkResult result = line == null
                                ? BenchmarkResult.without(problem.id(), configuration, n, "TIMEOUT",
                                        timeoutSeconds * 1000)
                                : BenchmarkResult.parse(line);
                        if (line == null || !result.answered()) {
                            worker.close();
                            worker = null;
                        }
                        if (result.status().equals("TIMEOUT")) {
                            timedOut.add(key);
                        }
                        record(results, result);
                        System.out.println(String.format(Locale.ROOT, "%-28s %-16s %2d txn  %-8s %9.2f s  %s",
                                problem.id(), configuration, n, result.status(), result.millis() / 1000.0,
                                result.check()));
                        report.write(results, false);
                    }
                }
            }
        } finally {
            if (worker != null) {
                worker.close();
            }
        }
        report.write(results, true);
    }

    private void record(List<BenchmarkResult> results, BenchmarkResult result) throws IOException {
        results.add(result);
        append(result.toLine());
    }

    private void append(String line) throws IOException {
        Path parent = resultsFile.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Files.writeString(resultsFile, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
    }
}
