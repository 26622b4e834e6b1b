// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.history;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import isolang.diagram.DiagramLayout;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.HistoryText;
import isolang.diagram.SvgWriter;
import isolang.diagram.TxnPair;
import isolang.diagram.WitnessPanel;
import isolang.history.explain.Explanation;

/**
 * The drawing of an explained violation, the same in the CLI's files, the {@code check} command
 * and the IDE: the violating sub-history with the violation's edges in one panel titled with the
 * level and the anomaly.
 */
public final class ViolationDrawing {

    private ViolationDrawing() {
    }

    /** The diagram of {@code explanation}, not laid out. */
    public static HistoryDiagram diagram(Explanation explanation, String level) {
        return HistoryDiagram.of(explanation.engine().history(), panels(explanation, level));
    }

    /**
     * The panel of {@code explanation}'s edges (the cycle's {@code so}, {@code wr}, {@code ww},
     * {@code rw} and forced {@code co} edges, or the bad read's), titled with the level and the
     * anomaly; none if the violation has no edges.
     */
    public static List<WitnessPanel> panels(Explanation explanation, String level) {
        Map<String, Set<TxnPair>> relations = new LinkedHashMap<>();
        for (Explanation.DiagramEdge edge : explanation.edges()) {
            if (edge.from() >= 0 && edge.to() >= 0) {
                relations.computeIfAbsent(edge.relation(), r -> new TreeSet<>(
                        Comparator.comparingInt(TxnPair::from).thenComparingInt(TxnPair::to)))
                        .add(new TxnPair(edge.from(), edge.to()));
            }
        }
        return relations.isEmpty() ? List.of()
                : List.of(new WitnessPanel(level + ": " + explanation.violation().anomaly().title(), relations));
    }

    /** The diagram of {@code explanation}, laid out for painting. */
    public static HistoryDiagram laidOut(Explanation explanation, String level) {
        return new DiagramLayout().layout(diagram(explanation, level));
    }

    /** The text drawing of an explanation. */
    public static String text(Explanation explanation, String level) {
        return HistoryText.render(diagram(explanation, level));
    }

    /** The SVG drawing of an explanation. */
    public static String svg(Explanation explanation, String level) {
        return new SvgWriter().write(laidOut(explanation, level));
    }
}
