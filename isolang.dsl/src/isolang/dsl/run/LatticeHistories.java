// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import java.util.List;
import java.util.Optional;

import isolang.diagram.hasse.HasseDiagram;
import isolang.diagram.hasse.HasseEdge;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.run.ResultView.Witnessed;
import isolang.solver.SynthesisResult;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;

/**
 * Finds the history behind each line of a lattice's Hasse diagram. A history allowed by level C
 * and not by level D separates every pair (W, S) with C ⇒ W and S ⇒ D: it is allowed by W
 * (C implies W) and not by S (else D would allow it). The lattice search infers answers by
 * exactly these rules, so every strict line has such a history among those the engine found.
 */
final class LatticeHistories {

    private LatticeHistories() {
    }

    static Optional<Witnessed> separating(ResultView view, CommandResult result, HasseDiagram diagram,
            HasseEdge edge) {
        if (!(result.command() instanceof CompiledCommand.Lattice lattice) || !diagram.edges().contains(edge)) {
            return Optional.empty();
        }
        List<Level> levels = lattice.levels();
        List<String> names = view.lattice().orElseThrow().levels();
        int weaker = diagram.nodes().get(edge.weaker()).levels().get(0);
        int stronger = diagram.nodes().get(edge.stronger()).levels().get(0);
        int found = 0;
        Optional<Witnessed> implied = Optional.empty();
        for (int i = 0; i < result.syntheses().size(); i++) {
            if (!(result.syntheses().get(i) instanceof SynthesisResult.Found)) {
                continue;
            }
            Witnessed witnessed = view.histories().get(found++);
            Problem problem = result.problems().get(i);
            int allowing = levels.indexOf(problem.allowed().get(0));
            int forbidding = levels.indexOf(problem.forbidden().get(0));
            if (allowing == weaker && forbidding == stronger) {
                return Optional.of(witnessed);
            }
            if (implied.isEmpty() && implies(result, allowing, weaker) && implies(result, stronger, forbidding)) {
                implied = Optional.of(new Witnessed(witnessed.suffix(),
                        ResultView.historyTitle(names.get(weaker), names.get(stronger)) + " (found as "
                                + witnessed.title() + ")",
                        witnessed.history(), witnessed.witnesses(),
                        witnessed.forbidden(), witnessed.extra(), witnessed.highlights(), witnessed.diagram()));
            }
        }
        return implied;
    }

    private static boolean implies(CommandResult result, int a, int b) {
        return a == b || result.answers().get(a).get(b).orElse(false);
    }
}
