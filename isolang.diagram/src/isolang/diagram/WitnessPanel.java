// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import isolang.solver.WitnessExecution;
import isolang.solver.history.ObjectNames;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;

/**
 * One witness execution to draw as a panel: a title (usually the isolation level, e.g.
 * {@code "SI"}) and named binary relations over transaction ids (e.g. {@code co}, or
 * {@code vis} and {@code ar}, or a user framework's relations).
 *
 * <p>Invariants: the title is not blank; relation names are not blank and are neither
 * {@code so} nor {@code wr} (those come from the history itself); the map and its sets are
 * immutable; the map keeps its insertion order, which is the drawing and legend order, and
 * each set iterates by source then target id, so diagrams do not depend on hash order.
 *
 * @param title the panel title
 * @param relations relation name to its pairs
 */
public record WitnessPanel(String title, Map<String, Set<TxnPair>> relations) {

    private static final Comparator<TxnPair> PAIR_ORDER = Comparator.comparingInt(TxnPair::from)
            .thenComparingInt(TxnPair::to);

    /** Checks the invariants and freezes the relations. */
    public WitnessPanel {
        if (title == null || title.isBlank()) {
            throw new IllegalArgumentException("a witness panel needs a title");
        }
        Map<String, Set<TxnPair>> copy = new LinkedHashMap<>();
        relations.forEach((name, pairs) -> {
            if (name == null || name.isBlank()) {
                throw new IllegalArgumentException("witness relation without a name in panel " + title);
            }
            if (HistoryDiagram.SO.equals(name) || HistoryDiagram.WR.equals(name)) {
                throw new IllegalArgumentException("'" + name + "' is a history relation, not a witness relation");
            }
            List<TxnPair> sorted = pairs.stream().sorted(PAIR_ORDER).toList();
            copy.put(name, Collections.unmodifiableSet(new LinkedHashSet<>(sorted)));
        });
        relations = Collections.unmodifiableMap(copy);
    }

    /** A panel with a single relation, e.g. {@code of("SI", "co", TxnPair.totalOrder(0, 1, 3, 2))}. */
    public static WitnessPanel of(String title, String relation, Set<TxnPair> pairs) {
        return new WitnessPanel(title, Map.of(relation, pairs));
    }

    /**
     * The panel of an engine witness, titled with the level's name. Binary relations keep
     * their names, in the framework's declaration order; a per-object order ({@code Obj → Txn
     * → Txn}, e.g. a version order {@code vo}) becomes one relation per object, {@code vo_x},
     * {@code vo_y}, …. The events of a protocol trace ({@link WitnessShape.Free} relations, placed
     * at steps) are not pairs of transactions: they are shown as the trace, not drawn here.
     */
    public static WitnessPanel of(WitnessExecution witness) {
        List<String> names = new ArrayList<>();
        witness.level().framework().witnesses().stream().filter(w -> !(w.shape() instanceof WitnessShape.Free))
                .map(WitnessRelation::name).filter(witness.relations()::containsKey).forEach(names::add);
        witness.relations().keySet().stream().sorted().filter(n -> !names.contains(n))
                .filter(n -> witness.level().framework().witness(n).map(w -> !(w.shape() instanceof WitnessShape.Free))
                        .orElse(true))
                .forEach(names::add);
        Map<String, Set<TxnPair>> relations = new LinkedHashMap<>();
        for (String name : names) {
            boolean perObject = witness.level().framework().witness(name)
                    .map(w -> w.shape() instanceof WitnessShape.PerObjectTotalOrder).orElse(false);
            Map<String, Set<TxnPair>> split = new TreeMap<>();
            for (List<Integer> tuple : witness.relation(name)) {
                if (tuple.size() != (perObject ? 3 : 2)) {
                    throw new IllegalArgumentException("cannot draw tuple " + tuple + " of " + name);
                }
                String key = perObject ? name + "_" + ObjectNames.of(tuple.get(0)) : name;
                int from = tuple.get(tuple.size() - 2);
                split.computeIfAbsent(key, k -> new LinkedHashSet<>())
                        .add(new TxnPair(from, tuple.get(tuple.size() - 1)));
            }
            relations.putAll(perObject ? split : Map.of(name, split.getOrDefault(name, Set.of())));
        }
        return new WitnessPanel(witness.level().name(), relations);
    }
}
