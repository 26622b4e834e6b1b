// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * The report's tables about the command line: the speed targets, the ten cross-framework
 * directions, found histories phase by phase, SAT solvers, JVM flags and the side-by-side
 * comparison with Isolde.
 */
final class TargetTables {

    private static final String CLI = BenchmarkConfiguration.CLI;
    private static final String STD = LevelLibrary.STANDARD.key();
    private static final String USER = LevelLibrary.USER.key();

    private final List<BenchmarkResult> results;
    private final List<BenchmarkProblem> problems;

    TargetTables(List<BenchmarkResult> results, List<BenchmarkProblem> problems) {
        this.results = results;
        this.problems = problems;
    }

    void targets(StringBuilder md) {
        md.append("\n## Targets through the command line (configuration `cli`)\n\n");
        md.append("Within target: cells answered in less than the target, by the engine's time (as `--json` reports "
                + "it), by the whole process's wall-clock time (JVM start, compiling the spec and the standard "
                + "library, printing) and by the CPU time the whole process used (all threads; what the wall clock "
                + "would show on an idle machine with one core, and hardly affected by other jobs).\n\n"
                + "| target | library | cells | answered | within (engine) | within (process) | within (process CPU) "
                + "| slowest engine | slowest process | slowest process CPU |\n|---|---|---|---|---|---|---|---|---|---|\n");
        Predicate<BenchmarkProblem> directions = p -> p.category() == BenchmarkProblem.Category.UNSAT_MIXED;
        Predicate<BenchmarkProblem> implications = p -> p.category() == BenchmarkProblem.Category.UNSAT_SINGLE
                && p.id().startsWith("implies:");
        Predicate<BenchmarkProblem> edges = p -> p.category() == BenchmarkProblem.Category.SAT_SINGLE
                && p.id().startsWith("edge:");
        for (String library : List.of(STD, USER)) {
            target(md, "ten cross-framework directions, 6 txn, < 5 s", library, 6, 5, directions);
            target(md, "ten cross-framework directions, 8 txn, < 30 s", library, 8, 30, directions);
            target(md, "ten cross-framework directions, 10 txn, < 120 s", library, 10, 120, directions);
            target(md, "same-framework hierarchy implications, 5 txn, < 1 s", library, 5, 1, implications);
            target(md, "same-framework hierarchy edges found, minimized, verified, drawn, 5 txn, < 1 s", library, 5,
                    1, edges);
        }
    }

    private void target(StringBuilder md, String name, String library, int txn, long seconds,
            Predicate<BenchmarkProblem> which) {
        List<BenchmarkResult> cells = cli(library, txn, which);
        long answered = cells.stream().filter(BenchmarkResult::answered).count();
        md.append("| ").append(name).append(" | ").append(library).append(" | ").append(cells.size()).append(" | ")
                .append(answered).append(" | ").append(within(cells, seconds, BenchmarkResult::engineMillis))
                .append(" | ").append(within(cells, seconds, BenchmarkResult::processMillis)).append(" | ")
                .append(within(cells, seconds, BenchmarkResult::cpuMillis)).append(" | ")
                .append(slowest(cells, BenchmarkResult::engineMillis)).append(" | ")
                .append(slowest(cells, BenchmarkResult::processMillis)).append(" | ")
                .append(slowest(cells, BenchmarkResult::cpuMillis)).append(" |\n");
    }

    private static long within(List<BenchmarkResult> cells, long seconds, ToLongFunction<BenchmarkResult> time) {
        return cells.stream().filter(r -> r.answered() && time.applyAsLong(r) < seconds * 1000).count();
    }

    private static String slowest(List<BenchmarkResult> cells, ToLongFunction<BenchmarkResult> time) {
        return cells.stream().filter(BenchmarkResult::answered).max(Comparator.comparingLong(time))
                .map(r -> r.problem() + " " + BenchmarkReport.seconds(time.applyAsLong(r)) + " s" + atLoad(r))
                .orElse("–");
    }

    private List<BenchmarkResult> cli(String library, int txn, Predicate<BenchmarkProblem> which) {
        return results.stream().filter(r -> r.configuration().equals(CLI) && r.library().equals(library)
                && r.transactions() == txn && problem(r.problem()).filter(which).isPresent()).toList();
    }

    void directions(StringBuilder md) {
        md.append("\n## The ten cross-framework directions (configuration `cli`)\n\nEngine / whole-process / "
                + "process CPU seconds of `isolang check` on a spec file with the direction as its one command; "
                + "`std`: levels of the standard library, `user`: the same frameworks written in the spec file."
                + "\n\n| direction |");
        int[] scopes = {6, 8, 10};
        for (int txn : scopes) {
            md.append(' ').append(txn).append(" txn std | ").append(txn).append(" txn user |");
        }
        md.append("\n|---|").append("---|---|".repeat(scopes.length)).append('\n');
        for (BenchmarkProblem p : problems) {
            if (p.category() != BenchmarkProblem.Category.UNSAT_MIXED) {
                continue;
            }
            md.append("| ").append(p.formula()).append(" |");
            for (int txn : scopes) {
                for (String library : List.of(STD, USER)) {
                    md.append(' ').append(cell(p.id(), CLI, library, txn).map(TargetTables::times).orElse("–"))
                            .append(" |");
                }
            }
            md.append('\n');
        }
    }

    private static String times(BenchmarkResult r) {
        return r.answered() ? BenchmarkReport.seconds(r.engineMillis()) + " / "
                + BenchmarkReport.seconds(r.processMillis()) + " / " + BenchmarkReport.seconds(r.cpuMillis())
                + atLoad(r)
                : r.status() + atLoad(r);
    }

    /** The load average a cell ended at, as a suffix. */
    private static String atLoad(BenchmarkResult r) {
        return r.load().isEmpty() ? "" : " (load " + r.load() + ")";
    }

    void phases(StringBuilder md) {
        md.append("\n## Found histories phase by phase (configuration `cli`, 5 txn)\n\nSeconds per phase of "
                + "`isolang check` for every SAT problem: synthesis (CEGIS), minimization (fewest transactions "
                + "and objects, then values and operations, each step confirmed by the SAT membership check), "
                + "re-verification (enumeration of witnesses), diagram (layout of the history's drawing); engine "
                + "is synthesis, minimization and re-verification as `--json` reports it (the diagram is laid out "
                + "after the engine), of which SAT the time a SAT solver searched and translation the time "
                + "Kodkod translated while no solver searched (`satMillis` and `translationMillis` of `--json`, "
                + "summed over the engine's phases; – where not measured), process the whole `isolang` run, CPU "
                + "its CPU time.\n\n| problem | library | synthesis | minimization | re-verification | diagram | "
                + "engine | of which SAT | translation | process | process CPU | load |\n"
                + "|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (BenchmarkProblem p : problems) {
            if (!p.satisfiable()) {
                continue;
            }
            for (String library : List.of(STD, USER)) {
                cell(p.id(), CLI, library, 5).filter(r -> r.status().equals("FOUND")).ifPresent(r -> md.append("| ")
                        .append(p.formula()).append(" | ").append(library).append(" | ")
                        .append(BenchmarkReport.seconds(r.phases().synthesis())).append(" | ")
                        .append(BenchmarkReport.seconds(r.phases().minimization())).append(" | ")
                        .append(BenchmarkReport.seconds(r.phases().recheck())).append(" | ")
                        .append(BenchmarkReport.seconds(r.phases().diagram())).append(" | ")
                        .append(BenchmarkReport.seconds(r.engineMillis())).append(" | ")
                        .append(measured(r.phases().sat())).append(" | ")
                        .append(measured(r.phases().translation())).append(" | ")
                        .append(BenchmarkReport.seconds(r.processMillis())).append(" | ")
                        .append(BenchmarkReport.seconds(r.cpuMillis())).append(" | ").append(r.load())
                        .append(" |\n"));
            }
        }
    }

    /** Seconds, or a dash for a time not measured (-1). */
    private static String measured(long millis) {
        return millis < 0 ? "–" : BenchmarkReport.seconds(millis);
    }

    void solvers(StringBuilder md) {
        List<String> configurations = BenchmarkConfiguration.all().values().stream()
                .filter(BenchmarkConfiguration::throughCli).map(BenchmarkConfiguration::name)
                .filter(c -> results.stream().anyMatch(r -> r.configuration().equals(c))).toList();
        if (configurations.size() < 2) {
            return;
        }
        md.append("\n## SAT solvers (standard library, through the command line)\n\nPer scope: cells answered, "
                + "and the engine seconds summed over the cells every solver answered (so the sums compare "
                + "like with like), with the slowest of those cells.\n\n| configuration | txn | answered | "
                + "common cells | total engine s | slowest |\n|---|---|---|---|---|---|\n");
        for (int txn : results.stream().filter(r -> r.configuration().startsWith(CLI + "-"))
                .mapToInt(BenchmarkResult::transactions).distinct().sorted().toArray()) {
            List<String> common = problems.stream().map(BenchmarkProblem::id).filter(id -> configurations.stream()
                    .allMatch(c -> cell(id, c, STD, txn).filter(BenchmarkResult::answered).isPresent())).toList();
            for (String c : configurations) {
                List<BenchmarkResult> all = results.stream().filter(r -> r.configuration().equals(c)
                        && r.library().equals(STD) && r.transactions() == txn).toList();
                List<BenchmarkResult> shared = all.stream().filter(r -> common.contains(r.problem())).toList();
                md.append("| ").append(c).append(" | ").append(txn).append(" | ")
                        .append(all.stream().filter(BenchmarkResult::answered).count()).append(" of ")
                        .append(all.size()).append(" | ").append(common.size()).append(" | ")
                        .append(BenchmarkReport.seconds(shared.stream().mapToLong(BenchmarkResult::engineMillis)
                                .sum()))
                        .append(" | ").append(slowest(shared, BenchmarkResult::engineMillis)).append(" |\n");
            }
        }
    }

    void jvmFlags(StringBuilder md, Path file) throws IOException {
        List<String[]> rows = JvmFlagComparison.read(file);
        if (rows.isEmpty()) {
            return;
        }
        Map<String, Map<String, List<long[]>>> byProbe = new LinkedHashMap<>();
        for (String[] row : rows) {
            byProbe.computeIfAbsent(row[1], k -> new LinkedHashMap<>()).computeIfAbsent(row[0], k -> new ArrayList<>())
                    .add(new long[] {Long.parseLong(row[2]), Long.parseLong(row[3]), Long.parseLong(row[4])});
        }
        List<String> flagSets = rows.stream().map(r -> r[0]).distinct().toList();
        md.append("\n## JVM flags of the launcher\n\nMedian whole-process / engine / process CPU seconds of "
                + "`isolang check --json` through the launcher (start-up cache included) in a fresh JVM per run, "
                + "each flag set added after the launcher's own flags (`ISOLANG_VMARGS`), flag sets alternating "
                + "(`isolang bench --jvm-flags true`; runs per cell in parentheses), and the range of the 1-minute "
                + "load average when the runs of a command ended. Runs: "
                + String.join("; ", JvmFlagComparison.provenance(file)) + ".\n\n| command |");
        flagSets.forEach(f -> md.append(" `").append(f).append("` |"));
        md.append(" load |\n|---|").append("---|".repeat(flagSets.size() + 1)).append('\n');
        byProbe.forEach((probe, byFlags) -> {
            md.append("| ").append(probe).append(" |");
            for (String flags : flagSets) {
                List<long[]> runs = byFlags.getOrDefault(flags, List.of());
                md.append(' ').append(runs.isEmpty() ? "–" : BenchmarkReport.seconds(median(runs, 0)) + " / "
                        + BenchmarkReport.seconds(median(runs, 1)) + " / " + BenchmarkReport.seconds(median(runs, 2))
                        + " (" + runs.size() + ")").append(" |");
            }
            DoubleSummaryStatistics load = rows.stream().filter(r -> r[1].equals(probe))
                    .mapToDouble(r -> Double.parseDouble(r[5])).summaryStatistics();
            md.append(String.format(Locale.ROOT, " %.2f–%.2f |", load.getMin(), load.getMax())).append('\n');
        });
    }

    private static long median(List<long[]> runs, int column) {
        long[] sorted = runs.stream().mapToLong(r -> r[column]).sorted().toArray();
        return sorted[sorted.length / 2];
    }

    void isolde(StringBuilder md, Path file) throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        md.append("\n## Side by side with Isolde\n\n");
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            md.append(line.startsWith("#") ? line.substring(1).strip() + "\n" : "| " + line.replace("\t", " | ")
                    + " |\n");
        }
    }

    private Optional<BenchmarkResult> cell(String problem, String configuration, String library, int txn) {
        return results.stream().filter(r -> r.problem().equals(problem) && r.configuration().equals(configuration)
                && r.library().equals(library) && r.transactions() == txn).reduce((first, later) -> later);
    }

    private Optional<BenchmarkProblem> problem(String id) {
        return problems.stream().filter(p -> p.id().equals(id)).findFirst();
    }
}
