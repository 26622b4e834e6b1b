// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.xtext.validation.Issue;

import isolang.dsl.history.AnomalyTally;
import isolang.dsl.history.LevelCatalog;
import isolang.dsl.history.RecordedHistoryCheck;
import isolang.history.CheckOptions;
import isolang.history.Verdict;
import isolang.history.format.HistoryFormatException;
import isolang.record.db.Database;
import isolang.record.db.DatabaseException;
import isolang.record.db.IsolationSetting;
import isolang.record.scenario.Scenario;
import isolang.record.scenario.ScenarioCatalog;
import isolang.record.scenario.ScenarioRun;
import isolang.record.scenario.ScenarioRunner;
import isolang.record.scenario.ScenarioVerdict;
import isolang.solver.CancellationToken;
import isolang.solver.spec.Level;

/**
 * {@code isolang scenarios}: runs the Hermitage-style anomaly scenarios
 * ({@link ScenarioCatalog}) against a database at each of its isolation settings, checks each
 * recorded history against the standard Biswas–Enea levels, and prints per setting and anomaly
 * whether it was observed or prevented (blocked, aborted, not observable) and which levels the
 * history violates, as text, Markdown or JSON ({@link ScenarioReport}).
 */
final class ScenariosCommand {

    private static final Set<String> VALUED = Set.of("--db", "--jdbc", "--user", "--password", "--isolation",
            "--scenario", "--format", "--step-wait", "--out");
    private static final Set<String> FLAGS = Set.of("--json", "--markdown", "--quiet", "-q", "--help", "-h");

    private ScenariosCommand() {
    }

    static int run(List<String> args, PrintStream out, PrintStream err) throws UsageException, IOException {
        NamedOptions options = NamedOptions.parse("scenarios", args, VALUED, FLAGS);
        if (options.flag("--help") || options.flag("-h")) {
            usage(out);
            return Main.EXIT_OK;
        }
        String format = options.flag("--json") ? "json" : options.flag("--markdown") ? "markdown"
                : options.string("--format", "text");
        if (!List.of("text", "json", "markdown").contains(format)) {
            throw new UsageException("scenarios: --format is text, json or markdown, not '" + format + "'");
        }
        boolean quiet = options.flag("--quiet") || options.flag("-q");
        List<Scenario> scenarios = scenarios(options.list("--scenario"));
        Duration stepWait = Duration.ofMillis(options.number("--step-wait", 500, 10, 600_000));
        Optional<Path> dir = options.string("--out").map(Path::of);
        LevelCatalog catalog = LevelCatalog.load(Language.injector(), List.of());
        for (List<Issue> issues : catalog.issues().values()) {
            if (!issues.isEmpty()) {
                throw new IllegalStateException("the standard library has issues: " + issues);
            }
        }
        RecordedHistoryCheck checker = new RecordedHistoryCheck(catalog, CheckOptions.defaults().withExplanations(0),
                warning -> {});
        List<Level> levels = checker.levels(RecordedHistoryCheck.STANDARD_LEVELS);
        ScenarioRunner runner = new ScenarioRunner(stepWait, stepWait.multipliedBy(10).plusSeconds(5));
        String database = DatabaseChoice.name(options);
        List<ScenarioVerdict> verdicts = new ArrayList<>();
        String description;
        try (DatabaseChoice.Restore silenced = DatabaseChoice.silenceLibraryOutput(options);
                Database db = DatabaseChoice.open("scenarios", options, err, quiet)) {
            description = db.description();
            for (IsolationSetting setting : settings(db, options.list("--isolation"))) {
                for (Scenario scenario : scenarios) {
                    if (!quiet) {
                        err.println("isolang: " + setting.name() + " " + scenario.id() + " (" + scenario.name() + ")");
                    }
                    ScenarioRun run = runner.run(db, setting, scenario);
                    Path history = save(run, dir, database);
                    verdicts.add(judge(run, history, checker, levels));
                    if (dir.isEmpty()) {
                        Files.delete(history);
                    }
                }
            }
        } catch (DatabaseException e) {
            err.println("isolang: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
        ScenarioReport report = new ScenarioReport(description, RecordedHistoryCheck.STANDARD_LEVELS, verdicts);
        out.print(switch (format) {
            case "json" -> report.json(Main.version());
            case "markdown" -> report.markdown();
            default -> report.text();
        });
        return Main.EXIT_OK;
    }

    /** Writes the run's history into {@code --out} (or a temporary file) and returns the file. */
    private static Path save(ScenarioRun run, Optional<Path> dir, String database) throws IOException {
        Path file;
        if (dir.isPresent()) {
            Files.createDirectories(dir.get());
            file = dir.get().resolve(database + "-" + run.setting() + "-" + run.scenario().id() + ".edn");
        } else {
            file = Files.createTempFile("isolang-scenario-", ".edn");
        }
        Files.writeString(file, run.history());
        return file;
    }

    /**
     * Checks the run's history against the levels and judges the run on the verdicts and the
     * anomaly classes reported (distinct over the levels, as {@code history check} counts them).
     */
    private static ScenarioVerdict judge(ScenarioRun run, Path history, RecordedHistoryCheck checker,
            List<Level> levels) throws IOException {
        RecordedHistoryCheck.Outcome outcome;
        try {
            outcome = checker.check(history, levels, new CancellationToken(),
                    isolang.history.check.ProgressListener.NONE);
        } catch (HistoryFormatException e) {
            throw new IllegalStateException("a recorded scenario history does not read back: " + e.getMessage(), e);
        }
        Map<String, Verdict> verdicts = new LinkedHashMap<>();
        AnomalyTally tally = new AnomalyTally();
        outcome.levels().forEach(result -> {
            verdicts.put(result.level().name(), result.verdict());
            tally.add(result);
        });
        return ScenarioVerdict.judge(run, verdicts, List.copyOf(tally.byClass().keySet()));
    }

    private static List<Scenario> scenarios(List<String> ids) throws UsageException {
        if (ids.isEmpty()) {
            return ScenarioCatalog.all();
        }
        List<Scenario> chosen = new ArrayList<>();
        for (String id : ids) {
            chosen.add(ScenarioCatalog.find(id)
                    .orElseThrow(() -> new UsageException("scenarios: unknown scenario '" + id
                            + "' (" + String.join(", ", ScenarioCatalog.all().stream().map(Scenario::id).toList())
                            + ")")));
        }
        return chosen;
    }

    private static List<IsolationSetting> settings(Database database, List<String> names) throws UsageException {
        if (names.isEmpty()) {
            return database.settings();
        }
        List<IsolationSetting> chosen = new ArrayList<>();
        for (String name : names) {
            try {
                chosen.add(database.setting(name));
            } catch (DatabaseException e) {
                throw new UsageException("scenarios: " + e.getMessage());
            }
        }
        return chosen;
    }

    private static void usage(PrintStream out) {
        out.println(
                "Usage: isolang scenarios [--db h2|hsqldb|postgres | --jdbc URL [--user U] [--password P]] [options]");
        out.println();
        out.println("Runs scripted two- and three-session interleavings that provoke each classic anomaly, at each");
        out.println("isolation setting, and reports per anomaly: observed (and the levels the history violates) or");
        out.println("prevented (blocked, aborted, not observable).");
        out.println();
        Main.option(out, "--isolation SETTING,...", "only these settings (default: all of the database's)");
        Main.option(out, "--scenario ID,...", "only these: " + String.join(", ", ScenarioCatalog.all().stream()
                .map(Scenario::id).toList()));
        Main.option(out, "--format text|markdown|json", "output (also --markdown, --json)");
        Main.option(out, "--step-wait MILLIS", "a step not back within this is taken as blocked (default 500)");
        Main.option(out, "--out DIR", "keep each recorded history as DIR/DB-SETTING-SCENARIO.edn");
        Main.option(out, "-q, --quiet", "no progress");
    }
}
