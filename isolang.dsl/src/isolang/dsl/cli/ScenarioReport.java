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
 * schema version {@value #VERSION}, documented in docs/CLI.md).
 */
final class ScenarioReport {

    /** The schema version of the JSON output. */
    static final int VERSION = 1;

    private final String database;
    private final List<ScenarioVerdict> verdicts;

    ScenarioReport(String database, List<ScenarioVerdict> verdicts) {
        this.database = database;
        this.verdicts = List.copyOf(verdicts);
    }

    String text() {
        StringBuilder text = new StringBuilder(database).append('\n');
        text.append(String.format("%-20s %-12s %-27s %-27s %s%n", "SETTING", "SCENARIO", "ANOMALY", "RESULT", "VIOLATES"));
        for (ScenarioVerdict v : verdicts) {
            text.append(String.format("%-20s %-12s %-27s %-27s %s%n", v.run().setting(), v.run().scenario().id(),
                    v.run().scenario().name(), v.how(), levels(v)));
        }
        long observed = verdicts.stream().filter(ScenarioVerdict::observed).count();
        text.append(String.format("%d runs: %d observed, %d prevented%n", verdicts.size(), observed,
                verdicts.size() - observed));
        return text.toString();
    }

    String markdown() {
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
        md.append("\nA cell says whether the anomaly was **observed** (and which levels the recorded history violates)"
                + " or prevented: a step blocked, a transaction aborted, or everything ran and the values read show no"
                + " anomaly (not observable).\n");
        return md.toString();
    }

    private static String cell(ScenarioVerdict v) {
        if (v.observed()) {
            return "**observed** (violates " + levels(v) + ")";
        }
        String how = v.how().replace("prevented: ", "");
        return v.how().startsWith("prevented") ? "prevented (" + how + ")" : how;
    }

    String json(String version) {
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
        document.put("runs", runs);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(document) + "\n";
    }

    private static String levels(ScenarioVerdict v) {
        List<String> names = v.violated().stream().map(ScenarioReport::shortName).toList();
        return names.isEmpty() ? "-" : String.join(", ", names);
    }

    private static String shortName(String level) {
        return level.startsWith("biswas.") ? level.substring("biswas.".length()) : level;
    }
}
