// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.xtext.validation.Issue;

import com.google.gson.GsonBuilder;

import isolang.dsl.run.CommandStatus;
import isolang.dsl.run.ResultView;
import isolang.solver.spec.Scope;

/**
 * The {@code --json} document of {@code check} and {@code run}, schema version
 * {@value #VERSION}, documented in {@code docs/CLI.md}. Fields are only ever added within a
 * version; a field's meaning never changes.
 */
final class JsonReport {

    /** The schema version. */
    static final int VERSION = 1;

    private final Map<String, Map<String, Object>> files = new LinkedHashMap<>();
    private final List<ResultView> outcomes = new ArrayList<>();

    /** Adds a file with its validation issues (before its commands, if any). */
    void file(String file, List<Issue> issues) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("file", file);
        List<Object> diagnostics = new ArrayList<>();
        for (Issue issue : IssueFormatter.sorted(issues)) {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("severity", IssueFormatter.severity(issue));
            d.put("line", IssueFormatter.line(issue));
            d.put("column", IssueFormatter.column(issue));
            d.put("message", IssueFormatter.oneLine(issue.getMessage()));
            d.put("code", issue.getCode());
            diagnostics.add(d);
        }
        entry.put("diagnostics", diagnostics);
        entry.put("commands", new ArrayList<Object>());
        files.put(file, entry);
    }

    /**
     * Adds a command's outcome to its file.
     *
     * @param outcome the outcome
     * @param outputFiles per history of the outcome, the {@code --out} files written by kind; empty without {@code --out}
     */
    void command(ResultView outcome, List<Map<String, String>> outputFiles) {
        command(outcome, outputFiles, Map.of());
    }

    /**
     * Adds a command's outcome to its file, with the {@code --out} files of a lattice's order.
     *
     * @param outcome the outcome
     * @param outputFiles per history of the outcome, the {@code --out} files written by kind; empty without {@code --out}
     * @param orderFiles a lattice's order files by kind; empty without {@code --out} and for other commands
     */
    @SuppressWarnings("unchecked")
    void command(ResultView outcome, List<Map<String, String>> outputFiles, Map<String, String> orderFiles) {
        outcomes.add(outcome);
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("name", outcome.name());
        c.put("kind", outcome.kind());
        c.put("line", outcome.line());
        c.put("column", outcome.column());
        c.put("status", outcome.status().name().toLowerCase(java.util.Locale.ROOT));
        c.put("verdict",
                outcome.lattice().isPresent() && outcome.status() != CommandStatus.ERROR ? "order" : outcome.verdict());
        c.put("expected", outcome.expected().orElse(null));
        c.put("detail", outcome.detail());
        if (outcome.kind().equals("prediction")) {
            c.put("changedReads", outcome.changedReads());
            c.put("prediction", outcome.predictionData());
        }
        c.put("scope", outcome.scope().map(s -> scope(s, outcome.operations())).orElse(null));
        ResultView.Measures m = outcome.measures();
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("millis", m.millis());
        stats.put("syntheses", m.syntheses());
        stats.put("rounds", m.rounds());
        stats.put("candidates", m.candidates());
        stats.put("counterexamples", m.counterexamples());
        stats.put("translations", m.translations());
        stats.put("notes", m.notes());
        Map<String, Object> phases = new LinkedHashMap<>();
        phases.put("synthesis", m.phases().synthesis());
        phases.put("minimization", m.phases().minimization());
        phases.put("recheck", m.phases().recheck());
        phases.put("diagram", m.phases().diagram());
        stats.put("phases", phases);
        stats.put("satMillis", engineParts(m.sat()));
        stats.put("translationMillis", engineParts(m.translation()));
        c.put("statistics", stats);
        outcome.lattice().ifPresent(order -> {
            Map<String, Object> lattice = new LinkedHashMap<>();
            lattice.put("levels", order.levels());
            lattice.put("implies", order.implies());
            lattice.put("hasse", order.hasse());
            if (!orderFiles.isEmpty()) {
                lattice.put("files", orderFiles);
            }
            c.put("lattice", lattice);
        });
        List<Object> histories = new ArrayList<>();
        List<ResultView.Witnessed> found = outcome.histories();
        for (int i = 0; i < found.size(); i++) {
            Map<String, Object> data = Histories.data(found.get(i));
            if (i < outputFiles.size()) {
                data.put("files", outputFiles.get(i));
            }
            histories.add(data);
        }
        c.put("histories", histories);
        ((List<Object>) files.get(outcome.file()).get("commands")).add(c);
    }

    private static Map<String, Object> engineParts(ResultView.EnginePart part) {
        Map<String, Object> byPhase = new LinkedHashMap<>();
        byPhase.put("synthesis", part.synthesis());
        byPhase.put("minimization", part.minimization());
        byPhase.put("recheck", part.recheck());
        return byPhase;
    }

    private static Map<String, Object> scope(Scope scope, boolean operations) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("txn", scope.transactions());
        s.put("obj", scope.objects());
        s.put("val", scope.values());
        s.put("sess", scope.sessions());
        s.put("ops", operations ? scope.operations() : null);
        return s;
    }

    /**
     * The document, pretty-printed.
     *
     * @param toolVersion isolang's version
     * @param solver the SAT solver's name
     * @param exitCode the process's exit code
     * @param millis wall-clock milliseconds since the command started
     * @param phases the process's time by phase ({@link ProcessPhases})
     * @return the JSON text
     */
    String render(String toolVersion, String solver, int exitCode, long millis,
            Map<String, ProcessPhases.Phase> phases) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("version", VERSION);
        doc.put("isolang", toolVersion);
        doc.put("solver", solver);
        doc.put("files", new ArrayList<>(files.values()));
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("files", files.size());
        summary.put("commands", outcomes.size());
        for (CommandStatus status : CommandStatus.values()) {
            summary.put(status.name().toLowerCase(java.util.Locale.ROOT),
                    outcomes.stream().filter(o -> o.status() == status).count());
        }
        summary.put("millis", millis);
        summary.put("cpuMillis", ProcessHandle.current().info().totalCpuDuration().map(d -> d.toMillis())
                .orElse(null));
        summary.put("exitCode", exitCode);
        Map<String, Object> byPhase = new LinkedHashMap<>();
        phases.forEach((name, phase) -> {
            Map<String, Object> times = new LinkedHashMap<>();
            times.put("millis", phase.millis());
            times.put("cpuMillis", phase.cpuMillis() < 0 ? null : phase.cpuMillis());
            byPhase.put(name, times);
        });
        summary.put("phases", byPhase);
        doc.put("summary", summary);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(doc);
    }
}
