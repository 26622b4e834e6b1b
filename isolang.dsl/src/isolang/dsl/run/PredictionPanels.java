// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import isolang.diagram.TxnPair;
import isolang.diagram.WitnessPanel;
import isolang.solver.history.ObjectNames;
import isolang.solver.predict.ChangedRead;
import isolang.solver.predict.Prediction;

/**
 * The extra diagram panel of a prediction: its changed write–read edges as a relation of their
 * own, one per object ({@code changed_x}: the reader now observes that writer), so that they
 * stand out from the observed {@code wr} edges in colour and in the legend.
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
}
