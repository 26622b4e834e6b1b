// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import isolang.diagram.Emphasis;
import isolang.diagram.TxnPair;
import isolang.diagram.WitnessPanel;
import isolang.solver.history.ObjectNames;
import isolang.solver.predict.ChangedRead;
import isolang.solver.predict.MustOrder;
import isolang.solver.predict.Prediction;
import isolang.solver.predict.PredictionMode;

/**
 * The extra diagram panel of a prediction: its changed write–read edges as a relation of their
 * own, one per object ({@code changed_x}: the reader now observes that writer), so that they
 * stand out from the observed {@code wr} edges in colour and in the legend. And what every panel
 * emphasises: the changed write–read edges, and for a prediction of the fast mode the must-order
 * cycle that makes it unserializable ({@link MustOrder}).
 */
final class PredictionPanels {

    /** The panel's title. */
    static final String TITLE = "changed reads";

    private PredictionPanels() {
    }

    /** The panels a prediction's diagram adds to its witnesses': one, or none for other answers. */
    static List<WitnessPanel> of(Prediction prediction) {
        if (!(prediction instanceof Prediction.Predicted p)) {
            return List.of();
        }
        Map<String, Set<TxnPair>> changed = new LinkedHashMap<>();
        for (ChangedRead c : p.changes()) {
            changed.computeIfAbsent("changed_" + ObjectNames.of(c.object()), k -> new LinkedHashSet<>())
                    .add(new TxnPair(c.predictedWriter(), c.reader()));
        }
        return List.of(new WitnessPanel(TITLE, changed));
    }

    /**
     * What a prediction's diagram emphasises in every panel: its changed {@code wr} edges and,
     * for a fast prediction, its must-order cycle; nothing for other answers.
     */
    static List<Emphasis> emphases(Prediction prediction) {
        if (!(prediction instanceof Prediction.Predicted p)) {
            return List.of();
        }
        List<Emphasis> emphases = new ArrayList<>();
        emphases.add(Emphasis.of("changed reads: " + String.join(", ", p.changes().stream()
                .map(PredictionText::change).toList()), p.changes().stream()
                        .map(c -> new Emphasis.Edge("wr", c.predictedWriter(), c.reader(),
                                "wr(" + ObjectNames.of(c.object()) + ")", false))
                        .toList()));
        if (p.decidedBy() == PredictionMode.FAST) {
            MustOrder.cycle(p.history()).ifPresent(cycle -> emphases.add(Emphasis.of(
                    "must-order cycle (fast mode): " + MustOrder.describe(cycle),
                    cycle.stream().map(e -> new Emphasis.Edge(e.relation(), e.from(), e.to(), e.label(), false))
                            .toList())));
        }
        return emphases;
    }
}
