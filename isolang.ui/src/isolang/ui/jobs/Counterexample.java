// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import java.util.List;
import java.util.Objects;

import isolang.diagram.DiagramLayout;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.WitnessPanel;
import isolang.dsl.run.ResultView;
import isolang.solver.WitnessExecution;
import isolang.solver.history.History;
import isolang.solver.spec.Level;

/**
 * A history a run found (or checked), with one witness execution per level that allows it.
 *
 * @param history the history
 * @param witnesses the witness executions, one panel each
 * @param allowedBy the levels of the command that allow the history
 * @param forbiddenBy the levels of the command that forbid it
 */
public record Counterexample(History history, List<WitnessExecution> witnesses, List<Level> allowedBy,
        List<Level> forbiddenBy) {

    /** Checks that nothing is missing and freezes the lists. */
    public Counterexample {
        Objects.requireNonNull(history, "history");
        witnesses = List.copyOf(witnesses);
        allowedBy = List.copyOf(allowedBy);
        forbiddenBy = List.copyOf(forbiddenBy);
    }

    /**
     * Returns what the history shows.
     *
     * @return e.g. {@code allowed by SI, not by SER}, worded as on the command line
     */
    public String caption() {
        return ResultView.historyTitle(names(allowedBy), names(forbiddenBy));
    }

    private static String names(List<Level> levels) {
        return String.join(", ", levels.stream().map(Level::name).toList());
    }

    /**
     * Builds the laid-out diagram: one panel per witness execution (or one plain history panel).
     *
     * @return the laid-out diagram
     */
    public HistoryDiagram diagram() {
        List<WitnessPanel> panels = witnesses.stream().map(WitnessPanel::of).toList();
        return new DiagramLayout().layout(HistoryDiagram.of(history, panels));
    }
}
