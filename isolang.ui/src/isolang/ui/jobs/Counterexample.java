// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import java.util.List;
import java.util.Objects;

import isolang.dsl.diagram.DiagramLayout;
import isolang.dsl.diagram.HistoryDiagram;
import isolang.dsl.diagram.WitnessPanel;
import isolang.solver.WitnessExecution;
import isolang.solver.history.History;

/**
 * A history a run found (or checked), with one witness execution per level that allows it.
 *
 * @param history the history
 * @param witnesses the witness executions, one panel each
 * @param caption what the history shows, e.g. {@code allowed by SI, disallowed by SER}
 */
public record Counterexample(History history, List<WitnessExecution> witnesses, String caption) {

    /** Checks that nothing is missing and freezes the list. */
    public Counterexample {
        Objects.requireNonNull(history, "history");
        witnesses = List.copyOf(witnesses);
        Objects.requireNonNull(caption, "caption");
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
