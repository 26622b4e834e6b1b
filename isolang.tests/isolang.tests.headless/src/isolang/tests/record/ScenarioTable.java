// SPDX-License-Identifier: EPL-2.0
package isolang.tests.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.google.gson.Gson;

import isolang.dsl.cli.Main;

/**
 * The {@code --json} output of {@code isolang scenarios} for one database, run once, with
 * lookups by setting and scenario.
 */
final class ScenarioTable {

    private final List<Map<String, Object>> runs;
    private final String output;

    private ScenarioTable(List<Map<String, Object>> runs, String output) {
        this.runs = runs;
        this.output = output;
    }

    /** Runs {@code isolang scenarios --json} with {@code args} and parses its output. */
    @SuppressWarnings("unchecked")
    static ScenarioTable run(String... args) {
        List<String> command = new ArrayList<>(List.of("scenarios", "--json", "-q"));
        command.addAll(List.of(args));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(command.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(Main.EXIT_OK, exit, text + err.toString(StandardCharsets.UTF_8));
        Map<String, Object> document = new Gson().fromJson(text, Map.class);
        return new ScenarioTable((List<Map<String, Object>>) document.get("runs"), text);
    }

    /**
     * Asserts of every run that "observed" and the levels violated agree: observed exactly when
     * the scenario's level is violated, and a prevented anomaly whose history violates some
     * level names the anomaly the history shows instead.
     */
    void assertVerdictsAgreeWithViolatedLevels() {
        for (Map<String, Object> json : runs) {
            Run run = new Run(json);
            assertEquals(run.violates().contains((String) json.get("forbiddenBy")), run.observed(), run::toString);
            assertEquals(!run.observed() && !run.violates().isEmpty(), !run.instead().isEmpty(), run::toString);
            assertTrue(run.shows().containsAll(run.instead()), run::toString);
        }
    }

    /** The run of {@code scenario} at {@code setting}. */
    Run get(String setting, String scenario) {
        return runs.stream().filter(r -> r.get("setting").equals(setting) && r.get("scenario").equals(scenario))
                .findFirst().map(Run::new).orElseThrow(() -> new AssertionError("no run " + setting + " " + scenario
                        + " in\n" + output));
    }

    /** One run of the JSON output. */
    static final class Run {
        private final Map<String, Object> json;

        Run(Map<String, Object> json) {
            this.json = json;
        }

        boolean observed() {
            return Boolean.TRUE.equals(json.get("observed"));
        }

        String result() {
            return (String) json.get("result");
        }

        @SuppressWarnings("unchecked")
        List<String> violates() {
            return (List<String>) json.get("violates");
        }

        /** The classes of the anomalies the checker reported for any level. */
        @SuppressWarnings("unchecked")
        List<String> shows() {
            return (List<String>) json.get("shows");
        }

        /** The anomaly a prevented run's history shows instead (empty if observed or violating nothing). */
        @SuppressWarnings("unchecked")
        List<String> instead() {
            return (List<String>) json.get("instead");
        }

        /** The outcome of transaction {@code Tn} (committed, aborted, indeterminate). */
        @SuppressWarnings("unchecked")
        String outcome(int n) {
            return (String) ((List<Map<String, Object>>) json.get("transactions")).get(n - 1).get("outcome");
        }

        /** The database error of transaction {@code Tn}, or null. */
        @SuppressWarnings("unchecked")
        String error(int n) {
            return (String) ((List<Map<String, Object>>) json.get("transactions")).get(n - 1).get("error");
        }

        /** The database errors of all transactions (null for none), in order. */
        @SuppressWarnings("unchecked")
        List<String> errors() {
            List<String> errors = new ArrayList<>();
            for (Map<String, Object> t : (List<Map<String, Object>>) json.get("transactions")) {
                errors.add((String) t.get("error"));
            }
            return errors;
        }

        /** The values the reads returned, in script order ({@code "T1 r x=0"}). */
        @SuppressWarnings("unchecked")
        List<String> reads() {
            List<String> reads = new ArrayList<>();
            for (Map<String, Object> step : (List<Map<String, Object>>) json.get("steps")) {
                if (step.containsKey("read")) {
                    reads.add(step.get("step") + "=" + ((Number) step.get("read")).longValue());
                }
            }
            return reads;
        }

        /** Asserts the anomaly was observed and the history violates exactly {@code levels}. */
        void assertObserved(String... levels) {
            assertTrue(observed(), () -> "expected observed: " + json);
            assertEquals(List.of(levels), violates(), () -> json.toString());
        }

        /** Asserts the anomaly was prevented in the way given ({@code blocked}, {@code aborted}, ...). */
        void assertPrevented(String how) {
            assertEquals("prevented: " + how, result(), () -> json.toString());
        }

        @Override
        public String toString() {
            return json.toString();
        }
    }
}
