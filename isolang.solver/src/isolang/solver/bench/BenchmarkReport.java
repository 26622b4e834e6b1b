// SPDX-License-Identifier: EPL-2.0
package isolang.solver.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Writes the benchmark's markdown report: machine, command, configurations, the targets of
 * the engine issue, a summary (largest scope answered per problem and configuration) and every
 * cell.
 */
final class BenchmarkReport {

    private final Path out;
    private final List<String> commands;
    private final List<BenchmarkProblem> problems;
    private final List<String> configurations;
    private final int objects;
    private final int values;
    private final long timeoutSeconds;
    private final String started = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
    private final String loadAtStart = load();

    BenchmarkReport(Path out, List<String> commands, List<BenchmarkProblem> problems, List<String> configurations,
            int objects, int values, long timeoutSeconds) {
        this.out = out;
        this.commands = List.copyOf(commands);
        this.problems = problems;
        this.configurations = configurations;
        this.objects = objects;
        this.values = values;
        this.timeoutSeconds = timeoutSeconds;
    }

    void write(List<BenchmarkResult> results, boolean finished) throws IOException {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmarks\n\n");
        md.append("The benchmark design of the Isolde paper (§5.1) run against `isolang.solver`: hierarchy-edge "
                + "SAT problems in all four framework combinations, the read-only anomaly, the lost-update pair, "
                + "cross-framework equivalences (both directions) and same-framework implications, at ")
                .append(objects).append(" objects × ").append(values).append(" values. Times are wall-clock "
                + "seconds of one synthesis call in a warmed-up worker JVM (history minimization and the "
                + "engine's own re-verification off); every found history is then re-verified by "
                + "`IndependentChecker` (column *check*: `verified`), on its minimized form if its witnesses are too "
                + "many to enumerate, and by the SAT membership check on the concrete history if even those are "
                + "(`sat-checked`). Each command below states its per-cell timeout "
                + "(`--timeout`, default 120 s; this invocation ").append(timeoutSeconds).append(" s); after a timeout the larger scopes of that problem and configuration are skipped.\n\n");
        md.append("Status: ").append(finished ? "complete" : "**partial** (run in progress or interrupted)")
                .append(", started ").append(started).append(", ").append(results.size()).append(" cells.\n\n");
        machine(md);
        md.append("## Commands\n\nThe cells below were produced by these invocations, in order (each adds the "
                + "cells missing from the results file next to this report):\n\n```\n");
        commands.forEach(c -> md.append("java -cp \"$CP\" ").append(PaperBenchmark.class.getName()).append(' ')
                .append(c).append('\n'));
        md.append("```\n\nwith `CP` the compiled `isolang.solver` classes plus the "
                + "Kodkod/Pardinus 6.2.0 jars (`org.alloytools.pardinus.core`, `org.alloytools.alloy.dist`, "
                + "SAT4J, slf4j-api, aQute.libg), i.e. the dev class path. This run's class path:\n\n```\n")
                .append(System.getProperty("java.class.path").replace(java.io.File.pathSeparator, "\n"))
                .append("\n```\n\n");
        md.append("## Configurations\n\n| name | what differs |\n|---|---|\n");
        BenchmarkConfiguration.all().values().stream().filter(c -> configurations.contains(c.name()))
                .forEach(c -> md.append("| ").append(c.name()).append(" | ").append(c.description()).append(" |\n"));
        targets(md, results);
        summary(md, results);
        cells(md, results);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, md.toString(), StandardCharsets.UTF_8);
    }

    private void machine(StringBuilder md) {
        md.append("## Machine\n\n");
        md.append("- processors (`nproc`): ").append(Runtime.getRuntime().availableProcessors()).append('\n');
        md.append("- CPU model: ").append(field(Path.of("/proc/cpuinfo"), "model name")).append('\n');
        md.append("- memory: ").append(field(Path.of("/proc/meminfo"), "MemTotal")).append('\n');
        md.append("- JDK: ").append(System.getProperty("java.vm.name")).append(' ')
                .append(System.getProperty("java.runtime.version")).append('\n');
        md.append("- OS: ").append(System.getProperty("os.name")).append(' ').append(System.getProperty("os.version"))
                .append(' ').append(System.getProperty("os.arch")).append('\n');
        md.append("- load average (1, 5, 15 min) at the start of the last invocation: ").append(loadAtStart)
                .append(", at the last cell: ").append(load()).append(" — the machine was shared with other "
                + "jobs, so times are upper bounds\n\n");
    }

    private void targets(StringBuilder md, List<BenchmarkResult> results) {
        md.append("\n## Targets (configuration `default`)\n\n");
        md.append("| target | cells | answered | within target | slowest |\n|---|---|---|---|---|\n");
        target(md, results, "single framework, 5 txn, < 1 s", 5, 1,
                p -> p.category() == BenchmarkProblem.Category.SAT_SINGLE
                        || p.category() == BenchmarkProblem.Category.UNSAT_SINGLE);
        target(md, results, "cross-framework equivalences, 6 txn, < 10 s", 6, 10,
                p -> p.category() == BenchmarkProblem.Category.UNSAT_MIXED);
        target(md, results, "cross-framework equivalences, 8 txn, < 120 s", 8, 120,
                p -> p.category() == BenchmarkProblem.Category.UNSAT_MIXED);
    }

    private void target(StringBuilder md, List<BenchmarkResult> results, String name, int txn, long seconds,
            Predicate<BenchmarkProblem> which) {
        List<BenchmarkResult> cells = results.stream().filter(r -> r.configuration().equals("default")
                && r.transactions() == txn && problem(r).filter(which).isPresent()).toList();
        long answered = cells.stream().filter(BenchmarkResult::answered).count();
        long within = cells.stream().filter(r -> r.answered() && r.millis() < seconds * 1000).count();
        Optional<BenchmarkResult> slowest = cells.stream().filter(BenchmarkResult::answered)
                .max((a, b) -> Long.compare(a.millis(), b.millis()));
        md.append("| ").append(name).append(" | ").append(cells.size()).append(" | ").append(answered).append(" | ")
                .append(within).append(" | ")
                .append(slowest.map(r -> r.problem() + " " + seconds(r.millis()) + " s").orElse("–")).append(" |\n");
    }

    private void summary(StringBuilder md, List<BenchmarkResult> results) {
        md.append("\n## Largest scope answered per configuration\n\n");
        md.append("Transactions of the largest scope answered within the timeout, with its time in seconds "
                + "(`–`: none answered or not run).\n\n| problem | expected |");
        configurations.forEach(c -> md.append(' ').append(c).append(" |"));
        md.append("\n|---|---|").append("---|".repeat(configurations.size())).append('\n');
        Map<String, List<BenchmarkResult>> byProblem = results.stream()
                .collect(Collectors.groupingBy(BenchmarkResult::problem));
        for (BenchmarkProblem p : problems) {
            List<BenchmarkResult> rs = byProblem.getOrDefault(p.id(), List.of());
            md.append("| ").append(p.formula()).append(" | ").append(p.satisfiable() ? "SAT" : "UNSAT").append(" |");
            for (String c : configurations) {
                Optional<BenchmarkResult> best = rs.stream().filter(r -> r.configuration().equals(c)
                        && r.answered()).max((a, b) -> Integer.compare(a.transactions(), b.transactions()));
                md.append(' ').append(best.map(r -> r.transactions() + " (" + seconds(r.millis()) + ")").orElse("–"))
                        .append(" |");
            }
            md.append('\n');
        }
    }

    private void cells(StringBuilder md, List<BenchmarkResult> results) {
        md.append("\n## All cells\n\n| problem | expected | txn | configuration | result | time (s) | rounds "
                + "| candidates | counterexamples | clauses | check |\n|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (BenchmarkResult r : results) {
            Optional<BenchmarkProblem> p = problem(r);
            md.append("| ").append(p.map(BenchmarkProblem::formula).orElse(r.problem())).append(" | ")
                    .append(p.map(x -> x.satisfiable() ? "SAT" : "UNSAT").orElse("?")).append(" | ")
                    .append(r.transactions()).append(" | ").append(r.configuration()).append(" | ")
                    .append(r.status()).append(" | ").append(r.status().equals("SKIPPED") ? "" : seconds(r.millis()))
                    .append(" | ").append(r.rounds()).append(" | ").append(r.candidates()).append(" | ")
                    .append(r.counterexamples()).append(" | ").append(r.clauses()).append(" | ").append(r.check())
                    .append(" |\n");
        }
    }

    private Optional<BenchmarkProblem> problem(BenchmarkResult r) {
        return problems.stream().filter(p -> p.id().equals(r.problem())).findFirst();
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.2f", millis / 1000.0);
    }

    private static String field(Path file, String key) {
        try {
            return Files.readAllLines(file).stream().filter(l -> l.startsWith(key)).findFirst()
                    .map(l -> l.substring(l.indexOf(':') + 1).trim()).orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static String load() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return String.join(" ", java.util.Arrays.asList(fields).subList(0, Math.min(3, fields.length)));
        } catch (IOException e) {
            return "unknown";
        }
    }
}
