// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import java.util.List;

import isolang.dsl.compiler.CompiledCommand;
import isolang.solver.history.ObjectNames;
import isolang.solver.predict.ChangedRead;
import isolang.solver.predict.Prediction;
import isolang.solver.predict.SessionCut;
import isolang.solver.spec.Level;

/** The one-line explanation of a prediction: which reads changed their writer and where sessions end. */
final class PredictionText {

    private PredictionText() {
    }

    /** The detail line of a prediction's answer. */
    static String detail(CompiledCommand.Prediction command, Prediction answer) {
        if (answer instanceof Prediction.Predicted p) {
            List<String> changes = p.changes().stream().map(PredictionText::change).toList();
            List<String> cuts = p.cuts().stream().map(PredictionText::cut).toList();
            return String.join(", ", changes) + "; " + command.boundary().keyword() + " boundary: "
                    + String.join(", ", cuts);
        }
        return "no variation of the observed history within the " + command.boundary().keyword()
                + " boundary is allowed by " + names(command.permissive()) + " and forbidden by "
                + names(command.strict());
    }

    /** {@code T2 reads x from T0 instead of T1}. */
    static String change(ChangedRead c) {
        return "T" + c.reader() + " reads " + ObjectNames.of(c.object()) + " from T" + c.predictedWriter()
                + " instead of T" + c.observedWriter();
    }

    private static String cut(SessionCut c) {
        return "session " + (c.session() + 1) + " ends after " + c.operations() + " operation"
                + (c.operations() == 1 ? "" : "s") + " of T" + c.transaction();
    }

    private static String names(List<Level> levels) {
        return String.join(", ", levels.stream().map(Level::name).toList());
    }
}
