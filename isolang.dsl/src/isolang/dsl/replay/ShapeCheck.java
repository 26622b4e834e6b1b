// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.replay;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import isolang.dsl.isolang.BuiltinName;
import isolang.dsl.replay.TraceWorld.Atom;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;

/**
 * The shape constraints of a framework's witness relations, checked on their explicit values:
 * a total order is a strict total order on the transactions with the initial one first, a version
 * order is one per object on that object's writers, a subset lies within its superset.
 */
final class ShapeCheck {

    private ShapeCheck() {
    }

    /** The first witness whose value breaks its shape, with why, or empty. */
    static Optional<String> problem(TraceWorld world, List<WitnessRelation> witnesses) {
        Set<Atom> txns = world.builtin(BuiltinName.TXN).stream().map(t -> t.get(0)).collect(Collectors.toSet());
        Atom init = world.builtin(BuiltinName.INIT).iterator().next().get(0);
        for (WitnessRelation w : witnesses) {
            Set<List<Atom>> value = world.witness(w.name());
            Optional<String> problem = Optional.empty();
            if (w.shape() instanceof WitnessShape.StrictTotalOrder) {
                problem = totalOrder(value, txns, init);
            } else if (w.shape() instanceof WitnessShape.PerObjectTotalOrder) {
                for (List<Atom> x : world.builtin(BuiltinName.OBJ)) {
                    Set<Atom> writers = world.builtin(BuiltinName.WRITERS).stream()
                            .filter(t -> t.get(0).equals(x.get(0))).map(t -> t.get(1)).collect(Collectors.toSet());
                    Set<List<Atom>> order = value.stream().filter(t -> t.get(0).equals(x.get(0)))
                            .map(t -> t.subList(1, 3)).collect(Collectors.toSet());
                    problem = problem.or(() -> totalOrder(order, writers, init).map(p -> "for " + x.get(0) + " " + p));
                }
            } else if (w.shape() instanceof WitnessShape.SubsetOf subset
                    && !world.witness(subset.superset()).containsAll(value)) {
                problem = Optional.of("is not within " + subset.superset());
            }
            if (problem.isPresent()) {
                return Optional.of(w.name() + " " + problem.get());
            }
        }
        return Optional.empty();
    }

    /** Why {@code order} is not a strict total order on {@code elements} with {@code first} least. */
    private static Optional<String> totalOrder(Set<List<Atom>> order, Set<Atom> elements, Atom first) {
        for (List<Atom> pair : order) {
            if (!elements.contains(pair.get(0)) || !elements.contains(pair.get(1)) || pair.get(0).equals(pair.get(1))) {
                return Optional.of("relates " + pair + " outside a strict order of its elements");
            }
        }
        for (Atom a : elements) {
            for (Atom b : elements) {
                if (!a.equals(b) && order.contains(List.of(a, b)) == order.contains(List.of(b, a))) {
                    return Optional.of("does not order " + a + " and " + b + " one way");
                }
                for (Atom c : elements) {
                    if (order.contains(List.of(a, b)) && order.contains(List.of(b, c))
                            && !order.contains(List.of(a, c))) {
                        return Optional.of("is not transitive at " + a + ", " + b + ", " + c);
                    }
                }
            }
            if (!a.equals(first) && elements.contains(first) && !order.contains(List.of(first, a))) {
                return Optional.of("does not put the initial transaction first");
            }
        }
        return Optional.empty();
    }
}
