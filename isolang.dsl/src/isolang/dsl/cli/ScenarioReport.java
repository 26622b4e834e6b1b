// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.google.gson.GsonBuilder;

import isolang.record.scenario.Scenario;
import isolang.record.scenario.ScenarioRun;
import isolang.record.scenario.ScenarioVerdict;

/**
 * The output of {@code isolang scenarios}: a line per setting and scenario (text), a table of
 * anomalies by setting (Markdown), or every step, outcome and level verdict ({@code --json},
 * schema version {@value #VERSION}, documented in docs/CLI.md). The three carry the same
 * verdicts: for every run the setting, scenario, anomaly, the level whose violation shows it,
 * the result, the levels the history violates and those left undecided, and for a prevented
 * anomaly whose history still violates a level the anomaly it shows instead; the levels checked
 * and the counts of observed, prevented and undecided runs. JSON adds each run's anomaly classes,
 * steps, outcomes and history.
 */
public final class ScenarioReport {

    /** The schema version of the JSON output. */
    static final int VERSION = 1;

    private final String database;
    private final List<String> checked;
    private final List<ScenarioVerdict> verdicts;

    /**
     * A report.
     *
     * @param database the database's description
     * @param checked the levels every history was checked against, in order
     * @param verdicts the runs' verdicts, in the order run
     */
    public ScenarioReport(String database, List<String> checked, List<ScenarioVerdict> verdicts) {
        this.database = database;
        this.checked = List.copyOf(checked);
        this.verdicts = List.copyOf(verdicts);
    }

    /** A line per run, then the counts. */
    public String text() {
        StringBuilder text = new StringBuilder(database).append('\n');
        int resultWidth = verdicts.stream().mapToInt(v -> (v.how() + instead(v)).length()).max().orElse(0);
        String row = "%-20s %-12s %-29s %-8s %-" + Math.max(27, resultWidth) + "s %s%n";
        text.append(String.format(row, "SETTING", "SCENARIO", "ANOMALY", "SHOWN BY", "RESULT", "VIOLATES"));
        for (ScenarioVerdict v : verdicts) {
            text.append(String.format(row, v.run().setting(), v.run().scenario().id(), v.run().scenario().name(),
                    "¬" + shortName(v.run().scenario().forbiddenBy()), v.how() + instead(v), levels(v) + undecided(v)));
        }
        text.append(counts()).append('\n');
        return text.toString();
    }

    /** A table of anomalies (rows) by settings (columns), then the counts. */
    public String markdown() {
        Set<String> settings = new LinkedHashSet<>();
        Map<String, Scenario> scenarios = new LinkedHashMap<>();
        Map<String, ScenarioVerdict> cells = new LinkedHashMap<>();
        for (ScenarioVerdict v : verdicts) {
            settings.add(v.run().setting());
            scenarios.putIfAbsent(v.run().scenario().id(), v.run().scenario());
            cells.put(v.run().scenario().id() + "\u0000" + v.run().setting(), v);
        }
        StringBuilder md = new StringBuilder("**").append(database).append("**\n\n| anomaly | shown by |");
        settings.forEach(s -> md.append(' ').append(s).append(" |"));
        md.append("\n| --- | --- |");
        settings.forEach(s -> md.append(" --- |"));
        md.append('\n');
        for (Scenario scenario : scenarios.values()) {
            md.append("| ").append(scenario.id()).append(" ").append(scenario.name()).append(" | ¬")
                    .append(shortName(scenario.forbiddenBy())).append(" |");
            for (String setting : settings) {
                ScenarioVerdict v = cells.get(scenario.id() + "\u0000" + setting);
                md.append(' ').append(v == null ? "" : cell(v)).append(" |");
            }
            md.append('\n');
        }
        md.append("\nA cell says whether the anomaly was **observed** or prevented (a step blocked, a transaction"
                + " aborted, or everything ran and the values read show no anomaly: not observable), and which of "
                + String.join(", ", checked.stream().map(ScenarioReport::shortName).toList())
                + " the recorded history violates (and leaves undecided, if any). A prevented anomaly whose history"
                + " still violates a level was turned into another anomaly, which the cell names (\"instead\")."
                + " " + counts() + ".\n");
        return md.toString();
    }

    private static String cell(ScenarioVerdict v) {
        String how = v.how().replace("prevented: ", "");
        String result = v.observed() ? "**observed**"
                : v.how().startsWith("prevented") ? "prevented (" + how + ")" : how;
        String instead = v.instead().isEmpty() ? "" : ", " + String.join(", ", v.instead()) + " instead";
        return result + instead + (v.violated().isEmpty() ? "" : ", violates " + levels(v)) + undecided(v);
    }

    /** For the text line's result: what a prevented run's history shows instead, e.g. {@code ; write skew instead}. */
    private static String instead(ScenarioVerdict v) {
        return v.instead().isEmpty() ? "" : "; " + String.join(", ", v.instead()) + " instead";
    }

    /** The runs' verdicts and steps, the levels checked and the counts, as a JSON document. */
    public String json(String version) {
        List<Object> runs = new ArrayList<>();
        for (ScenarioVerdict v : verdicts) {
            ScenarioRun run = v.run();
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("setting", run.setting());
            entry.put("scenario", run.scenario().id());
            entry.put("anomaly", run.scenario().name());
            entry.put("forbiddenBy", run.scenario().forbiddenBy());
            entry.put("observed", v.observed());
            entry.put("result", v.how());
            entry.put("violates", v.violated());
            entry.put("unknown", v.unknown());
            entry.put("shows", v.shows());
            entry.put("instead", v.instead());
            entry.put("script", run.scenario().script());
            List<Object> steps = new ArrayList<>();
            for (ScenarioRun.StepResult step : run.steps()) {
                Map<String, Object> s = new LinkedHashMap<>();
                s.put("step", step.step().toString());
                s.put("status", step.status().name().toLowerCase(java.util.Locale.ROOT));
                s.put("blocked", step.blocked());
                if (step.step().action() == isolang.record.scenario.Step.Action.READ
                        && step.status() == ScenarioRun.StepStatus.DONE) {
                    s.put("read", step.value());
                }
                if (step.error() != null) {
                    s.put("error", step.error());
                }
                steps.add(s);
            }
            entry.put("steps", steps);
            List<Object> transactions = new ArrayList<>();
            for (int i = 0; i < run.outcomes().size(); i++) {
                Map<String, Object> t = new LinkedHashMap<>();
                t.put("transaction", "T" + (i + 1));
                t.put("outcome", run.outcomes().get(i) == null ? "unfinished"
                        : run.outcomes().get(i).name().toLowerCase(java.util.Locale.ROOT));
                t.put("error", run.errors().get(i));
                transactions.add(t);
            }
            entry.put("transactions", transactions);
            entry.put("history", run.history());
            runs.add(entry);
        }
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("version", VERSION);
        document.put("isolang", version);
        document.put("database", database);
        document.put("levels", checked);
        document.put("runs", runs);
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("runs", verdicts.size());
        summary.put("observed", count("observed"));
        summary.put("prevented", count("prevented"));
        summary.put("unknown", count("unknown"));
        document.put("summary", summary);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(document)
                + "\n";
    }

    private long count(String result) {
        return verdicts.stream().filter(v -> v.how().startsWith(result)).count();
    }

    private String counts() {
        return String.format("%d runs: %d observed, %d prevented, %d undecided", verdicts.size(), count("observed"),
                count("prevented"), count("unknown"));
    }

    private static String undecided(ScenarioVerdict v) {
        return v.unknown().isEmpty() ? ""
                : "; undecided: " + String.join(", ", v.unknown().stream().map(ScenarioReport::shortName).toList());
    }

    private static String levels(ScenarioVerdict v) {
        List<String> names = v.violated().stream().map(ScenarioReport::shortName).toList();
        return names.isEmpty() ? "-" : String.join(", ", names);
    }

    private static String shortName(String level) {
        return level.startsWith("biswas.") ? level.substring("biswas.".length()) : level;
    }
}
