// SPDX-License-Identifier: EPL-2.0
package isolang.solver.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import isolang.solver.WitnessExecution;
import isolang.solver.history.History;
import isolang.solver.history.Transaction;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import kodkod.engine.Evaluator;
import kodkod.instance.Instance;

/**
 * Checks one given witness execution on a concrete history (for a protocol model, the trace
 * that produced it, with the trace's steps in their fixed order): every witness relation has its
 * declared {@link WitnessShape shape} (checked in plain Java, tuple by tuple) and the base
 * axioms and the level's axioms hold (evaluated with Kodkod's {@link Evaluator}). Used by
 * {@link IndependentChecker#confirm} to re-verify the witnesses the engine reports.
 */
final class WitnessConfirmation {

    private final ConcreteExecution concrete;
    private final Map<String, List<List<Integer>>> rows;

    /**
     * A witness on a history; for a protocol's trace, with the {@code steps} steps its events lie
     * within (0 otherwise).
     */
    WitnessConfirmation(History history, WitnessExecution witness, int steps) {
        this.concrete = new ConcreteExecution(history, witness.level(), steps);
        this.rows = witness.relations();
    }

    /** Empty if the witness is valid, otherwise why not. */
    Optional<String> problem() {
        Instance instance = concrete.historyInstance();
        Map<String, Set<List<Integer>>> values = new LinkedHashMap<>();
        for (WitnessRelation w : concrete.level.framework().witnesses()) {
            List<List<Integer>> tuples = rows.get(w.name());
            if (tuples == null) {
                return Optional.of("the witness has no relation " + w.name());
            }
            Set<List<Integer>> value = new HashSet<>(tuples);
            Optional<String> wrongShape = shapeProblem(w, value, values);
            if (wrongShape.isPresent()) {
                return Optional.of(w.name() + " " + wrongShape.get());
            }
            values.put(w.name(), value);
            instance.add(concrete.witnesses.get(w.name()), w.shape() instanceof WitnessShape.Free free
                    ? concrete.freeTuples(free, value) : concrete.witnessTuples(w.arity(), value));
        }
        Evaluator evaluator = new Evaluator(instance);
        for (Axiom axiom : concrete.level.allAxioms()) {
            if (!evaluator.evaluate(axiom.build(concrete.execution))) {
                return Optional.of("the witness violates " + axiom.name());
            }
        }
        return Optional.empty();
    }

    private Optional<String> shapeProblem(WitnessRelation w, Set<List<Integer>> value,
            Map<String, Set<List<Integer>>> earlier) {
        List<Integer> ids = new ArrayList<>();
        concrete.txns.forEach(t -> ids.add(t.id()));
        if (w.shape() instanceof WitnessShape.Free free) {
            return freeProblem(free, ids, value);
        }
        for (List<Integer> row : value) {
            if (row.size() != w.arity()) {
                return Optional.of("has a tuple of arity " + row.size() + ": " + row);
            }
            boolean objectColumn = w.arity() == 3;
            if (objectColumn && (row.get(0) < 0 || row.get(0) >= concrete.history.objectCount())) {
                return Optional.of("mentions object " + row.get(0));
            }
            for (int i = objectColumn ? 1 : 0; i < row.size(); i++) {
                if (!ids.contains(row.get(i))) {
                    return Optional.of("mentions transaction " + row.get(i) + ", which is not in the history");
                }
            }
        }
        WitnessShape shape = w.shape();
        if (shape instanceof WitnessShape.StrictTotalOrder) {
            return orderProblem(ids, value, List.of());
        }
        if (shape instanceof WitnessShape.SubsetOf subset) {
            return earlier.get(subset.superset()).containsAll(value) ? Optional.empty()
                    : Optional.of("is not contained in " + subset.superset());
        }
        if (shape instanceof WitnessShape.TransactionRelation) {
            return Optional.empty();
        }
        for (int x = 0; x < concrete.history.objectCount(); x++) {
            List<Integer> writers = new ArrayList<>(List.of(Transaction.INITIAL));
            for (Transaction t : concrete.history.transactions()) {
                if (t.writes(x)) {
                    writers.add(t.id());
                }
            }
            Set<List<Integer>> order = new HashSet<>();
            for (List<Integer> row : value) {
                if (row.get(0) == x) {
                    order.add(row.subList(1, 3));
                }
            }
            Optional<String> wrong = orderProblem(writers, order, List.of(x));
            if (wrong.isPresent()) {
                return wrong;
            }
        }
        return Optional.empty();
    }

    /** Whether every row of a relation of free shape names a transaction, object or step that exists. */
    private Optional<String> freeProblem(WitnessShape.Free shape, List<Integer> ids, Set<List<Integer>> value) {
        for (List<Integer> row : value) {
            if (row.size() != shape.arity()) {
                return Optional.of("has a tuple of arity " + row.size() + ": " + row);
            }
            for (int c = 0; c < row.size(); c++) {
                int id = row.get(c);
                Optional<String> wrong = switch (shape.columns().get(c)) {
                    case TXN -> ids.contains(id) ? Optional.empty()
                            : Optional.of("mentions transaction " + id + ", which is not in the history");
                    case OBJ -> id >= 0 && id < concrete.history.objectCount() ? Optional.empty()
                            : Optional.of("mentions object " + id);
                    case STEP -> id >= 0 && id < concrete.steps ? Optional.empty()
                            : Optional.of("places an event at step " + id + ", outside the trace's " + concrete.steps
                                    + " steps");
                    case VAL -> id >= 0 && id < concrete.history.valueLabels().count() && valuesAreTheirNumbers()
                            ? Optional.empty()
                            : Optional.of("mentions value " + id + ", which is not a value of the history numbered as"
                                    + " the engine numbers values (0, 1, … per object)");
                };
                if (wrong.isPresent()) {
                    return wrong;
                }
            }
        }
        return Optional.empty();
    }

    /** Whether every value of the history is its own number in the dense per-object numbering. */
    private boolean valuesAreTheirNumbers() {
        var labels = concrete.history.valueLabels();
        return concrete.history.transactions().stream().flatMap(t -> t.operations().stream())
                .allMatch(
                        op -> op.value() < Integer.MAX_VALUE && labels.labelOf(op.object(), op.value()) == op.value());
    }

    /** Whether {@code order} is a strict total order on {@code domain} with the initial transaction first. */
    private static Optional<String> orderProblem(List<Integer> domain, Set<List<Integer>> order, List<Integer> at) {
        String where = at.isEmpty() ? "" : " on object " + at.get(0);
        for (List<Integer> pair : order) {
            if (!domain.contains(pair.get(0)) || !domain.contains(pair.get(1))) {
                return Optional.of("relates " + pair + ", outside its domain" + where);
            }
        }
        for (int a : domain) {
            if (order.contains(List.of(a, a))) {
                return Optional.of("is not irreflexive" + where);
            }
            if (a != Transaction.INITIAL && !order.contains(List.of(Transaction.INITIAL, a))) {
                return Optional.of("does not put the initial transaction first" + where);
            }
            for (int b : domain) {
                if (a != b && order.contains(List.of(a, b)) == order.contains(List.of(b, a))) {
                    return Optional.of("does not order " + a + " and " + b + " exactly one way" + where);
                }
                for (int c : domain) {
                    if (order.contains(List.of(a, b)) && order.contains(List.of(b, c))
                            && !order.contains(List.of(a, c))) {
                        return Optional.of("is not transitive" + where);
                    }
                }
            }
        }
        return Optional.empty();
    }
}
