// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import isolang.solver.WitnessExecution;
import isolang.solver.encode.HistoryEncoding;
import isolang.solver.encode.WitnessEncoder;
import isolang.solver.spec.Execution;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import kodkod.ast.Expression;
import kodkod.engine.Evaluator;
import kodkod.instance.Instance;

/** Reads concrete witness executions out of a candidate instance. */
final class WitnessValues {

    private WitnessValues() {
    }

    /** The value of an expression in the instance, as atom-index tuples. */
    static List<List<Integer>> evaluate(WitnessEncoder encoder, Instance instance, Expression e) {
        return encoder.indices(new Evaluator(instance).evaluate(e));
    }

    /** The witness of a level whose witness relations are part of the candidate problem. */
    static WitnessExecution of(HistoryEncoding enc, WitnessEncoder encoder, Level level, Execution e,
            Instance instance) {
        Map<String, List<List<Integer>>> relations = new LinkedHashMap<>();
        for (WitnessRelation w : level.framework().witnesses()) {
            if (w.shape() instanceof WitnessShape.Free free) {
                relations.put(w.name(), encoder.indices(new Evaluator(instance).evaluate(e.witness(w.name())), free));
            } else {
                relations.put(w.name(), toIds(enc, evaluate(encoder, instance, e.witness(w.name())), w.arity()));
            }
        }
        return new WitnessExecution(level, relations);
    }

    /**
     * The witness of a level decided by its ordering criterion: a linearization of the forced
     * edges (Kahn's algorithm, smallest transaction first), which satisfies every axiom.
     */
    static WitnessExecution linearize(HistoryEncoding enc, Level level, OrderingCriterion criterion,
            Instance instance) {
        int n = enc.transactionAtoms();
        boolean[][] edge = new boolean[n][n];
        new Evaluator(instance).evaluate(criterion.forced())
                .forEach(t -> edge[t.atomIndex(0)][t.atomIndex(1)] = true);
        List<Integer> order = new ArrayList<>();
        boolean[] placed = new boolean[n];
        while (order.size() < n) {
            int next = -1;
            for (int j = 0; j < n && next < 0; j++) {
                if (!placed[j] && noPendingPredecessor(edge, placed, j)) {
                    next = j;
                }
            }
            if (next < 0) {
                throw new IllegalStateException("forced edges of " + level + " are cyclic on an allowed history");
            }
            placed[next] = true;
            order.add(next);
        }
        List<List<Integer>> pairs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                pairs.add(List.of(enc.idOf(order.get(i)), enc.idOf(order.get(j))));
            }
        }
        return new WitnessExecution(level, Map.of(level.framework().witnesses().get(0).name(), pairs));
    }

    private static boolean noPendingPredecessor(boolean[][] edge, boolean[] placed, int j) {
        for (int i = 0; i < edge.length; i++) {
            if (i != j && edge[i][j] && !placed[i]) {
                return false;
            }
        }
        return true;
    }

    private static List<List<Integer>> toIds(HistoryEncoding enc, List<List<Integer>> rows, int arity) {
        List<List<Integer>> result = new ArrayList<>();
        for (List<Integer> row : rows) {
            List<Integer> ids = new ArrayList<>();
            for (int c = 0; c < row.size(); c++) {
                ids.add(arity == 3 && c == 0 ? row.get(c) : enc.idOf(row.get(c)));
            }
            result.add(List.copyOf(ids));
        }
        return result;
    }
}
