// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.xtext.validation.Issue;

import isolang.dsl.history.AnomalyTally;
import isolang.dsl.history.LevelCatalog;
import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.Verdict;
import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormatException;
import isolang.history.level.LevelClassifier;
import isolang.history.model.HistoryStatistics;
import isolang.solver.spec.Level;

/**
 * {@code isolang history check FILE|DIR... --level L...}: loads the levels (the standard library
 * and {@code --spec} files, compiled as {@code check} compiles specifications), then each history,
 * and checks it against each level, printing a table per history (level, verdict, time, checker,
 * and the explained violations) or a {@code --json} document, and writing {@code --out} files.
 * Exit code 0 when every level is satisfied, 1 when one is violated or has no answer (or the
 * Kodkod re-check disagrees), 2 for input errors. Ctrl-C cancels the running check.
 */
final class HistoryCheck {

    private final HistoryOptions options;
    private final PrintStream out;
    private final PrintStream err;

    HistoryCheck(HistoryOptions options, PrintStream out, PrintStream err) {
        this.options = options;
        this.out = out;
        this.err = err;
    }

    int run() throws UsageException, IOException {
        long started = System.nanoTime();
        if (options.levels().isEmpty()) {
            throw new UsageException("history check: --level NAME is required (e.g. --level biswas.SER)");
        }
        for (Path spec : options.specs()) {
            if (!Files.isRegularFile(spec)) {
                throw new UsageException("--spec " + spec + ": no such file");
            }
        }
        List<HistoryInputs.Input> inputs = HistoryInputs.collect(options.operands());
        LevelCatalog catalog = LevelCatalog.load(Language.injector(), options.specs());
        if (reportSpecIssues(catalog, err, "no history was checked")) {
            return Main.EXIT_USAGE;
        }
        List<Level> levels = resolve(catalog, options.levels(), "history check");
        Optional<ViolationFiles> files = options.out().isPresent()
                ? Optional.of(new ViolationFiles(options.out().get(), catalog)) : Optional.empty();
        Set<String> warned = java.util.concurrent.ConcurrentHashMap.newKeySet();
        HistoryChecker checker = new HistoryChecker(new LevelClassifier(catalog.standard()),
                new CheckOptions(options.solver(), options.timeout(), options.maxViolations(), options.explain(), 10,
                        options.pairClauses()),
                warning -> {
                    if (warned.add(warning)) {
                        err.println("isolang: warning: " + warning);
                    }
                });
        boolean showProgress = !options.quiet() && (!options.json() || options.progress());
        HistoryProgress progress = new HistoryProgress(err, showProgress, System.console() != null);
        HistoryJson json = new HistoryJson();
        Map<Verdict, Integer> counts = new LinkedHashMap<>();
        int inputErrors = 0;
        int disagreements = 0;
        try (Interruption interruption = new Interruption(err)) {
            for (HistoryInputs.Input input : inputs) {
                if (interruption.interrupted()) {
                    return Main.EXIT_FAILURE;
                }
                Map<String, Object> entry = json.history(input.shown());
                progress.subject(input.shown());
                Optional<PreparedHistory> prepared = load(input, entry, progress);
                if (prepared.isEmpty()) {
                    inputErrors++;
                    continue;
                }
                List<Object> results = new ArrayList<>();
                entry.put("levels", results);
                AnomalyTally tally = new AnomalyTally();
                for (Level level : levels) {
                    progress.subject(input.shown() + " " + level.name());
                    HeapPeak.start();
                    LevelResult result = checker.check(prepared.get(), level, interruption.nextCommand(), progress);
                    progress.clear();
                    if (interruption.interrupted()) {
                        return Main.EXIT_FAILURE;
                    }
                    counts.merge(result.verdict(), 1, Integer::sum);
                    disagreements += result.disagreement() ? 1 : 0;
                    List<Map<String, String>> written = files.isPresent()
                            ? files.get().write(input.shown(), prepared.get(), result) : List.of();
                    Map<String, Object> data = HistoryResultData.level(result, prepared.get(), written);
                    data.put("peakHeapMB", HeapPeak.megabytes());
                    results.add(data);
                    if (!options.json()) {
                        new HistoryTable(out, options.verbose(), options.quiet()).level(result, prepared.get(),
                                written);
                    }
                    tally.add(result);
                }
                long transactions = prepared.get().statistics().transactions();
                entry.put("anomalies", tally.data(transactions));
                if (!options.json() && !options.quiet()) {
                    out.println("  anomalies (distinct over the levels): " + tally.describe(transactions));
                }
            }
        }
        int exit = inputErrors > 0 ? Main.EXIT_USAGE
                : counts.getOrDefault(Verdict.VIOLATED, 0) + counts.getOrDefault(Verdict.UNKNOWN, 0) + disagreements > 0
                        ? Main.EXIT_FAILURE : Main.EXIT_OK;
        long millis = (System.nanoTime() - started) / 1_000_000;
        if (options.json()) {
            out.println(json.render(Main.version(),
                    summary(inputs.size(), counts, disagreements, inputErrors, millis, exit)));
        } else {
            HistoryTable.summary(out, inputs.size(), counts, disagreements, inputErrors, millis);
        }
        return exit;
    }

    /** Reads and prepares one history; on an input error prints it and returns empty. */
    private Optional<PreparedHistory> load(HistoryInputs.Input input, Map<String, Object> entry,
            HistoryProgress progress) {
        try {
            long started = System.nanoTime();
            HeapPeak.start();
            HistoryFiles.Loaded loaded = HistoryFiles.read(input.path(), input.shown(), options.format(),
                    options.reading().loadOptions().withProgress(progress));
            progress.phase("preparing", 0, loaded.history().operationCount());
            PreparedHistory prepared = PreparedHistory.of(loaded.history());
            progress.clear();
            long millis = (System.nanoTime() - started) / 1_000_000;
            entry.put("format", loaded.format().id());
            entry.put("statistics", prepared.statistics().asMap());
            entry.put("notes", prepared.notes());
            entry.put("loadMillis", millis);
            entry.put("loadPeakHeapMB", HeapPeak.megabytes());
            if (!options.json() && !options.quiet()) {
                HistoryStatistics s = prepared.statistics();
                out.printf("%s  %s, %,d transactions, %,d sessions, %,d operations, %,d keys (read in %.2fs)%n",
                        input.shown(), loaded.format().id(), s.transactions(), s.sessions(), s.operations(), s.keys(),
                        millis / 1000.0);
                prepared.notes().forEach(note -> out.println("  note: " + note));
                out.printf("  %-" + HistoryTable.LEVEL_WIDTH + "s %-9s %8s  %s%n", "LEVEL", "VERDICT", "TIME",
                        "CHECKER");
            }
            return Optional.of(prepared);
        } catch (HistoryFormatException e) {
            report(entry, e.getMessage());
        } catch (IOException e) {
            report(entry, input.shown() + ": cannot read: " + e.getMessage());
        }
        return Optional.empty();
    }

    private void report(Map<String, Object> entry, String message) {
        entry.put("error", message);
        if (!options.json()) {
            err.println("isolang: " + message);
        }
    }

    /** Prints the issues of the {@code --spec} files; true if one is an error (then says what did not run). */
    static boolean reportSpecIssues(LevelCatalog catalog, PrintStream err, String consequence) {
        boolean errors = false;
        for (Map.Entry<Path, List<Issue>> file : catalog.issues().entrySet()) {
            for (Issue issue : IssueFormatter.sorted(file.getValue())) {
                err.println(IssueFormatter.format(file.getKey().normalize().toString(), issue));
                errors |= IssueFormatter.isError(issue);
            }
        }
        if (errors) {
            err.println("isolang: the specifications have errors; " + consequence);
        }
        return errors;
    }

    /** The levels named, in order, without repetitions; an unknown name is a usage error of {@code command}. */
    static List<Level> resolve(LevelCatalog catalog, List<String> names, String command) throws UsageException {
        Set<Level> levels = new LinkedHashSet<>();
        for (String name : names) {
            Optional<Level> level = catalog.find(name);
            if (level.isEmpty()) {
                String lower = name.toLowerCase(Locale.ROOT);
                List<String> similar = catalog.names().stream().filter(n -> n.toLowerCase(Locale.ROOT).endsWith(lower)
                        || n.toLowerCase(Locale.ROOT).contains(lower)).limit(8).toList();
                throw new UsageException(command + ": unknown level '" + name + "'" + (similar.isEmpty()
                        ? " (levels: " + String.join(", ",
                                catalog.names().stream().filter(n -> !n.startsWith("isolang."))
                                        .toList())
                                + ")"
                        : " (did you mean " + String.join(", ", similar) + "?)"));
            }
            levels.add(level.get());
        }
        return new ArrayList<>(levels);
    }

    private static Map<String, Object> summary(int histories, Map<Verdict, Integer> counts, int disagreements,
            int errors,
            long millis, int exit) {
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("histories", histories);
        summary.put("satisfied", counts.getOrDefault(Verdict.SATISFIED, 0));
        summary.put("violated", counts.getOrDefault(Verdict.VIOLATED, 0));
        summary.put("unknown", counts.getOrDefault(Verdict.UNKNOWN, 0));
        summary.put("disagreements", disagreements);
        summary.put("inputErrors", errors);
        summary.put("millis", millis);
        summary.put("exitCode", exit);
        return summary;
    }
}
