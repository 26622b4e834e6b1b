// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import isolang.solver.encode.HistoryEncoding;
import isolang.solver.encode.WitnessEncoder;
import isolang.solver.history.History;
import isolang.solver.sat.SolveClock;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessRelation;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Relation;
import kodkod.engine.Solution;
import kodkod.engine.config.Options;
import kodkod.instance.Bounds;

/**
 * The verification step: looks for witness executions under which a concrete history is
 * allowed by a level. Witnesses are returned as tuples of transaction atom indices, which for
 * candidates coincide with the atoms of the symbolic encoding.
 */
final class Verifier {

    private final Options options;
    private final HistoryModel model;

    Verifier(Options options, HistoryModel model) {
        this.options = options;
        this.model = model;
    }

    /**
     * Up to {@code count} distinct witnesses for {@code level} on {@code history}. If
     * {@code aligned} is present and the framework has a total order, the first witness is
     * searched with that order fixed to {@code aligned}; the others are unconstrained.
     */
    List<Map<String, List<List<Integer>>>> witnesses(History history, Level level,
            Optional<List<List<Integer>>> aligned, int count) {
        HistoryEncoding enc = HistoryEncoding.concrete(history, model);
        WitnessEncoder encoder = new WitnessEncoder(enc);
        List<Map<String, List<List<Integer>>>> found = new ArrayList<>();
        Optional<WitnessRelation> order = level.framework().totalOrder();
        if (aligned.isPresent() && order.isPresent()) {
            Map<String, Expression> fixed = Map.of(order.get().name(), encoder.constant(2, aligned.get()));
            solve(enc, encoder, level, fixed, List.of()).ifPresent(w -> {
                w.put(order.get().name(), aligned.get());
                found.add(w);
            });
        }
        while (found.size() < count) {
            Optional<Map<String, List<List<Integer>>>> next = solve(enc, encoder, level, Map.of(), found);
            if (next.isEmpty()) {
                break;
            }
            found.add(next.get());
        }
        return found;
    }

    private Optional<Map<String, List<List<Integer>>>> solve(HistoryEncoding enc, WitnessEncoder encoder, Level level,
            Map<String, Expression> fixed, List<Map<String, List<List<Integer>>>> excluded) {
        Bounds bounds = enc.bounds();
        Execution e = encoder.declare(level.framework(), "w.", fixed, bounds);
        List<Formula> parts = new ArrayList<>();
        parts.add(encoder.shape(level.framework(), e, fixed));
        for (Axiom axiom : level.allAxioms()) {
            parts.add(axiom.build(e));
        }
        for (Map<String, List<List<Integer>>> previous : excluded) {
            List<Formula> same = new ArrayList<>();
            previous.forEach((name, rows) -> same.add(e.witness(name).eq(
                    encoder.constant(e.witness(name).arity(), rows))));
            parts.add(Formula.and(same).not());
        }
        Solution solution = SolveClock.solve(options, Formula.and(parts), bounds);
        if (!solution.sat()) {
            return Optional.empty();
        }
        Map<String, List<List<Integer>>> witness = new LinkedHashMap<>();
        for (WitnessRelation w : level.framework().witnesses()) {
            if (!fixed.containsKey(w.name())) {
                witness.put(w.name(), encoder.indices(solution.instance().tuples((Relation) e.witness(w.name()))));
            }
        }
        return Optional.of(witness);
    }
}
