// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Writes the benchmark's markdown report: how it was run and on what machine, the speed
 * targets through the command line ({@link TargetTables}), the largest scope each
 * configuration answers, and every cell.
 */
final class BenchmarkReport {

    /**
     * The marker from which the page's end belongs to other benchmarks (IDE start-up, robustness,
     * then the membership differential run), whose scripts maintain their own sections there.
     */
    static final String KEPT_FROM = "<!-- ide-startup:begin";

    private final Path out;
    private final List<String> commands;
    private final int objects;
    private final int values;
    private final long timeoutSeconds;
    private final String started = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
    private final String loadAtStart = loadAverage();

    BenchmarkReport(Path out, List<String> commands, int objects, int values, long timeoutSeconds) {
        this.out = out;
        this.commands = List.copyOf(commands);
        this.objects = objects;
        this.values = values;
        this.timeoutSeconds = timeoutSeconds;
    }

    void write(List<BenchmarkResult> results, boolean finished) throws IOException {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmarks\n\n");
        md.append("The benchmark design of the Isolde paper (§5.1) on the path users take: hierarchy-edge SAT "
                + "problems in all four framework combinations, the read-only anomaly, the lost-update pair, "
                + "cross-framework equivalences (both directions) and same-framework implications, at ")
                .append(objects).append(" objects × ").append(values).append(" values. Each cell is a spec file "
                        + "with one `synthesize` command over the `.isol` standard library (library `std`) or over the "
                        + "same frameworks written from scratch in the spec file as a user would (library `user`, "
                        + "`isolang.dsl/src/isolang/dsl/bench/user-frameworks.isol`). Configuration `cli` runs "
                        + "`isolang check --json FILE` in a fresh process with every default — what a user types — and "
                        + "reports the engine's time from the JSON next to the whole process's; found histories are then "
                        + "minimized, re-verified and drawn by the CLI as always. Before its first cell, one untimed "
                        + "`isolang check` creates the launcher's start-up cache as a user's first command does (its cost "
                        + "is measured in [startup.md](startup.md)); every timed cell starts from that cache, as every "
                        + "later command of a user does. The other configurations run the same "
                        + "file through the CLI's command runner in a warmed-up worker JVM started with the CLI's JVM "
                        + "flags, with minimization off, to measure the synthesis alone (the worker re-verifies found "
                        + "histories itself: `verified` by enumeration, `sat-checked` by the SAT membership check when "
                        + "enumeration refuses). Per-cell timeout: `--timeout` (this invocation ")
                .append(timeoutSeconds)
                .append(" s); after a timeout the larger scopes of that series are skipped.\n\n");
        md.append("Status: ").append(finished ? "complete" : "**partial** (run in progress or interrupted)")
                .append(", started ").append(started).append(", ").append(results.size()).append(" cells.\n\n");
        machine(md);
        md.append("## How these numbers were made\n\nTo regenerate this page from scratch, run `releng/benchmarks.sh` "
                + "(everything) or `releng/benchmarks.sh targets` (the speed targets) in the repository's root after "
                + "`./mvnw -B -DskipTests package`, on a machine doing nothing else. The cells below were produced "
                + "by these invocations in the repository's root, in order, each with the commit, build, time, load "
                + "average and machine it ran on (each adds the cells missing from "
                + "`docs/benchmarks.tsv`; `isolang bench --report-only true` rewrites this page from it):\n\n```\n");
        commands.forEach(c -> md.append(c).append('\n'));
        md.append("```\n\nCLI processes ran as `").append(String.join(" ", CliProcess.asInstalled().command()))
                .append(" check --json FILE`.\n\n");
        md.append("## Configurations\n\n| name | what runs |\n|---|---|\n");
        BenchmarkConfiguration.all().values().stream()
                .filter(c -> results.stream().anyMatch(r -> r.configuration().equals(c.name())))
                .forEach(c -> md.append("| ").append(c.name()).append(" | ").append(c.description()).append(" |\n"));
        TargetTables tables = new TargetTables(results, BenchmarkProblem.paperSuite());
        tables.targets(md);
        tables.directions(md);
        tables.phases(md);
        tables.solvers(md);
        tables.jvmFlags(md, out.resolveSibling("benchmarks-jvm.tsv"));
        tables.isolde(md, out.resolveSibling("benchmarks-isolde.tsv"));
        largest(md, results);
        cells(md, results);
        md.append(keptSections());
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, md.toString(), StandardCharsets.UTF_8);
    }

    private void machine(StringBuilder md) {
        md.append("## Machine\n\n");
        md.append("- processors (`nproc`): ").append(Runtime.getRuntime().availableProcessors()).append('\n');
        md.append("- CPU model: ").append(cpuModel()).append('\n');
        md.append("- memory: ").append(field(Path.of("/proc/meminfo"), "MemTotal")).append('\n');
        md.append("- JDK: ").append(System.getProperty("java.vm.name")).append(' ')
                .append(System.getProperty("java.runtime.version")).append('\n');
        md.append("- OS: ").append(System.getProperty("os.name")).append(' ').append(System.getProperty("os.version"))
                .append(' ').append(System.getProperty("os.arch")).append('\n');
        md.append("- load average (1, 5, 15 min) when this page was written: at the start of the invocation ")
                .append(loadAtStart).append(", at its last cell ").append(loadAverage())
                .append(" (2 cores: a load above "
                        + "2 means other jobs were runnable; unless they ran at a lower priority, times are upper bounds, and "
                        + "a cell whose wall-clock time is close to its CPU time had a core to itself); every cell records the "
                        + "1-minute load when it ended (column *load*, also after the times in the tables above)\n\n");
    }

    private void largest(StringBuilder md, List<BenchmarkResult> results) {
        List<String> series = BenchmarkConfiguration.all().keySet().stream().flatMap(c -> Arrays
                .stream(LevelLibrary.values()).map(l -> c + " " + l.key()))
                .filter(s -> results.stream().anyMatch(r -> s.equals(r.configuration() + " " + r.library())))
                .toList();
        md.append("\n## Largest scope answered per configuration\n\nTransactions of the largest scope answered "
                + "within the timeout, with its engine time in seconds (`–`: none answered or not run); columns are "
                + "configuration and library.\n\n| problem | expected |");
        series.forEach(s -> md.append(' ').append(s).append(" |"));
        md.append("\n|---|---|").append("---|".repeat(series.size())).append('\n');
        for (BenchmarkProblem p : BenchmarkProblem.paperSuite()) {
            md.append("| ").append(p.formula()).append(" | ").append(p.satisfiable() ? "SAT" : "UNSAT").append(" |");
            for (String s : series) {
                Optional<BenchmarkResult> best = results.stream().filter(r -> r.problem().equals(p.id())
                        && s.equals(r.configuration() + " " + r.library()) && r.answered())
                        .max((a, b) -> Integer.compare(a.transactions(), b.transactions()));
                md.append(' ').append(best.map(r -> r.transactions() + " (" + seconds(r.engineMillis()) + ")")
                        .orElse("–")).append(" |");
            }
            md.append('\n');
        }
    }

    private void cells(StringBuilder md, List<BenchmarkResult> results) {
        md.append("\n## All cells\n\nTimes in seconds: engine (the command in the engine), process and its CPU "
                + "(the whole `isolang` process, `cli` configurations only) and, for the CLI's found histories, the "
                + "phases synthesis / minimization / re-verification / diagram.\n\n| problem | library | txn | "
                + "configuration | result | engine | process | CPU | phases | rounds | candidates | counterexamples "
                + "| check | load |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (BenchmarkResult r : results) {
            BenchmarkResult.Phases ph = r.phases();
            boolean skipped = r.status().equals("SKIPPED");
            md.append("| ").append(formula(r.problem())).append(" | ").append(r.library()).append(" | ")
                    .append(r.transactions()).append(" | ").append(r.configuration()).append(" | ").append(r.status())
                    .append(" | ").append(skipped ? "" : seconds(r.engineMillis())).append(" | ")
                    .append(r.processMillis() > 0 ? seconds(r.processMillis()) : "").append(" | ")
                    .append(r.cpuMillis() > 0 ? seconds(r.cpuMillis()) : "").append(" | ")
                    .append(r.processMillis() > 0 && r.status().equals("FOUND") ? seconds(ph.synthesis()) + " / "
                            + seconds(ph.minimization()) + " / " + seconds(ph.recheck()) + " / "
                            + seconds(ph.diagram()) : "")
                    .append(" | ").append(r.rounds()).append(" | ").append(r.candidates()).append(" | ")
                    .append(r.counterexamples()).append(" | ").append(r.check()).append(" | ").append(r.load())
                    .append(" |\n");
        }
    }

    /**
     * What other tools keep on this page: everything from the IDE start-up section's marker on
     * (written by {@code releng/isolang.product/startup-bench.sh} and
     * {@code releng/bench/RobustnessBenchmark.java}) survives a rewrite.
     */
    private String keptSections() throws IOException {
        if (!Files.exists(out)) {
            return "";
        }
        String existing = Files.readString(out, StandardCharsets.UTF_8);
        int kept = existing.indexOf(KEPT_FROM);
        return kept < 0 ? "" : "\n" + existing.substring(kept);
    }

    /** The {@code {A, ¬B}} form of a problem id. */
    static String formula(String problem) {
        return BenchmarkProblem.paperSuite().stream().filter(p -> p.id().equals(problem)).findFirst()
                .map(BenchmarkProblem::formula).orElse(problem);
    }

    static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.2f", millis / 1000.0);
    }

    /** The processor's model name, or {@code unknown}. */
    static String cpuModel() {
        return field(Path.of("/proc/cpuinfo"), "model name");
    }

    private static String field(Path file, String key) {
        try {
            return Files.readAllLines(file).stream().filter(l -> l.startsWith(key)).findFirst()
                    .map(l -> l.substring(l.indexOf(':') + 1).trim()).orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** The 1, 5 and 15-minute load averages separated by spaces, or {@code unknown}. */
    static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return String.join(" ", Arrays.asList(fields).subList(0, Math.min(3, fields.length)));
        } catch (IOException e) {
            return "unknown";
        }
    }
}
