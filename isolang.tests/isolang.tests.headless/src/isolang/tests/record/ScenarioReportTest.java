// SPDX-License-Identifier: EPL-2.0
package isolang.tests.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.google.gson.Gson;

import isolang.dsl.cli.Main;
import isolang.dsl.cli.ScenarioReport;
import isolang.record.scenario.Scenario;
import isolang.record.scenario.ScenarioCatalog;
import isolang.record.scenario.ScenarioRun;
import isolang.record.scenario.ScenarioVerdict;

/**
 * The text, Markdown and JSON outputs of {@code isolang scenarios} carry the same verdicts:
 * result, the level whose violation shows the anomaly, every level violated (also when the
 * anomaly was prevented) and every level left undecided, and the counts.
 */
class ScenarioReportTest {

    private static final List<String> CHECKED = List.of("biswas.RC", "biswas.RA", "biswas.SI", "biswas.SER");

    private static ScenarioVerdict verdict(String scenario, String setting, boolean observed, String how,
            List<String> violated, List<String> unknown, String... shows) {
        Scenario s = ScenarioCatalog.find(scenario).orElseThrow();
        ScenarioRun run = new ScenarioRun(s, setting, List.of(), List.of(), List.of(), "");
        return new ScenarioVerdict(run, observed, how, violated, unknown, List.of(shows));
    }

    /**
     * A prevented cell still names the levels its history violates and the anomaly the history
     * shows instead; undecided levels are named everywhere.
     */
    @Test
    void everyFormatNamesViolatedAndUndecidedLevels() {
        ScenarioReport report = new ScenarioReport("TestDB", CHECKED, List.of(
                verdict("lost-update", "read-committed", true, "observed", List.of("biswas.SI", "biswas.SER"),
                        List.of(), "lost update"),
                verdict("G1c", "read-committed", false, "prevented: not observable", List.of("biswas.SER"), List.of(),
                        "write skew"),
                verdict("G2-item", "serializable", false, "unknown", List.of(), List.of("biswas.SER")),
                verdict("G0", "serializable", false, "prevented: blocked, aborted", List.of(), List.of())));
        String text = report.text();
        String markdown = report.markdown();
        String json = report.json("test");

        assertTrue(text.contains("read-committed       G1c          circular information flow     ¬RC      "
                + "prevented: not observable; write skew instead SER"), text);
        assertTrue(text.contains("read-committed       lost-update  lost update                   ¬SI      "
                + "observed                                      SI, SER"), text);
        assertTrue(text.matches("(?s).*\\bunknown +-; undecided: SER\n.*"), text);
        assertTrue(text.contains("4 runs: 1 observed, 2 prevented, 1 undecided"), text);

        assertTrue(
                markdown.contains(
                        "| G1c circular information flow | ¬RC | prevented (not observable), write skew instead,"
                                + " violates SER |"),
                markdown);
        assertTrue(markdown.contains("| **observed**, violates SI, SER |"), markdown);
        assertTrue(markdown.contains("| unknown; undecided: SER |"), markdown);
        assertTrue(markdown.contains("| prevented (blocked, aborted) |"), markdown);
        assertTrue(markdown.contains("which of RC, RA, SI, SER the recorded history violates"), markdown);
        assertTrue(markdown.contains("4 runs: 1 observed, 2 prevented, 1 undecided"), markdown);

        Map<?, ?> document = new Gson().fromJson(json, Map.class);
        assertEquals(CHECKED, document.get("levels"));
        assertEquals(Map.of("runs", 4.0, "observed", 1.0, "prevented", 2.0, "unknown", 1.0), document.get("summary"));
        Map<?, ?> g1c = (Map<?, ?>) ((List<?>) document.get("runs")).get(1);
        assertEquals("biswas.RC", g1c.get("forbiddenBy"));
        assertEquals(List.of("biswas.SER"), g1c.get("violates"));
        assertEquals(List.of("write skew"), g1c.get("shows"));
        assertEquals(List.of("write skew"), g1c.get("instead"));
        Map<?, ?> lost = (Map<?, ?>) ((List<?>) document.get("runs")).get(0);
        assertEquals(List.of("lost update"), lost.get("shows"));
        assertEquals(List.of(), lost.get("instead"), "an observed anomaly has nothing instead");
        Map<?, ?> undecided = (Map<?, ?>) ((List<?>) document.get("runs")).get(2);
        assertEquals(List.of("biswas.SER"), undecided.get("unknown"));
    }

    /** A verdict that calls the anomaly prevented although the scenario's level is violated is refused. */
    @Test
    void observedExactlyWhenTheScenarioLevelIsViolated() {
        assertThrows(IllegalArgumentException.class, () -> verdict("G1c", "read-committed", false,
                "prevented: not observable", List.of("biswas.RC", "biswas.SER"), List.of()));
        assertThrows(IllegalArgumentException.class,
                () -> verdict("G2-item", "serializable", true, "observed", List.of("biswas.SI"), List.of()));
        assertEquals(List.of("an unclassified violation"), verdict("G1c", "read-committed", false,
                "prevented: not observable", List.of("biswas.SER"), List.of()).instead());
    }

    /**
     * Real runs on H2: for every run of the JSON output, the text line and the Markdown cell show
     * the same result and the same violated levels.
     */
    @Test
    void textAndMarkdownAgreeWithJsonOnH2() {
        String[] chosen = {"--db", "h2", "--isolation", "read-uncommitted,read-committed,serializable", "--scenario",
                "G1c,lost-update,G2-item"};
        ScenarioTable json = ScenarioTable.run(chosen);
        String text = scenarios("text", chosen);
        String markdown = scenarios("markdown", chosen);
        for (String setting : List.of("read-uncommitted", "read-committed", "serializable")) {
            for (String scenario : List.of("G1c", "lost-update", "G2-item")) {
                ScenarioTable.Run run = json.get(setting, scenario);
                String levels = String.join(", ", run.violates().stream().map(l -> l.replace("biswas.", "")).toList());
                String line = text.lines().filter(l -> l.startsWith(setting + " ") && l.contains(" " + scenario + " "))
                        .findFirst().orElseThrow(() -> new AssertionError(setting + " " + scenario + " in\n" + text));
                assertTrue(line.contains(run.result()) && line.endsWith(levels.isEmpty() ? "-" : levels),
                        line + "\n" + run);
                String cell = cell(markdown, scenario, setting);
                assertTrue(cell.startsWith(run.observed() ? "**observed**" : "prevented ("), cell + "\n" + run);
                assertTrue(levels.isEmpty() ? !cell.contains("violates") : cell.endsWith(", violates " + levels),
                        cell + "\n" + run);
            }
        }
    }

    /** The Markdown table's cell of {@code scenario} (row) at {@code setting} (column). */
    private static String cell(String markdown, String scenario, String setting) {
        List<String> header = List.of(cells(markdown.lines().filter(l -> l.startsWith("| anomaly |")).findFirst()
                .orElseThrow()));
        String[] row = cells(
                markdown.lines().filter(l -> l.startsWith("| " + scenario + " ")).findFirst().orElseThrow());
        return row[header.indexOf(setting)].trim();
    }

    private static String[] cells(String line) {
        return line.substring(2, line.length() - 2).split(" \\| ", -1);
    }

    private static String scenarios(String format, String... args) {
        String[] command = new String[args.length + 4];
        command[0] = "scenarios";
        command[1] = "--format";
        command[2] = format;
        command[3] = "-q";
        System.arraycopy(args, 0, command, 4, args.length);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = Main.run(command, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertEquals(Main.EXIT_OK, exit);
        return out.toString(StandardCharsets.UTF_8);
    }
}
