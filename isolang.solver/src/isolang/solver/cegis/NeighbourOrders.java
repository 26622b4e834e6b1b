// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import isolang.solver.encode.HistoryEncoding;
import isolang.solver.encode.WitnessEncoder;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessRelation;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.engine.config.Options;

/**
 * The seeded counterexamples of {@link isolang.solver.Optimization#NEIGHBOUR_ORDERS}: for a
 * forbidden level whose framework has a total order, "the level does not witness the history
 * with this order", for each order next to the transaction-id order: the id order with one
 * transaction moved right after the initial one or to the end, or with two neighbours swapped.
 * The level's other witnesses come from its hints ({@link Generalizer#variants}).
 *
 * <p>Why these orders: the candidate search fixes the allowed side's order to the id order, so
 * the orders under which a forbidden level could still allow a candidate are mostly small
 * changes of it, and the verifier used to find them one or two per round. Learned before the
 * first round, they take the rounds of the top rung of the small-scopes ladder from 2–5 to one
 * for the found hierarchy edges of the benchmark (docs/benchmarks.md). There are
 * {@code 3n − 5} of them for {@code n ≥ 2} transactions, so they are seeded only within
 * {@value #MAX_TRANSACTIONS} transactions (the ladder's rungs).
 *
 * <p>Why no answer is lost: each seed is {@code ¬(shape ∧ base ∧ level)(H, W(H))} for a witness
 * <em>function</em> {@code W} (a constant order, the other witnesses computed from the history and
 * that order), which every history the level disallows satisfies: it fails the level under every
 * execution. So each seed is implied by the problem, like every counterexample learned in a
 * round, and none is anchored to the first objects ({@link ViolationAnchor}).
 */
public final class NeighbourOrders {

    /** The largest number of transactions for which the orders are seeded. */
    public static final int MAX_TRANSACTIONS = 4;

    private NeighbourOrders() {
    }

    /**
     * The orders next to the id order of transaction atoms {@code 0} (the initial transaction, always
     * first) to {@code transactions}, each as the sequence of atom indices it orders, without the id
     * order itself and without repeats.
     */
    public static List<List<Integer>> sequences(int transactions) {
        Set<List<Integer>> orders = new LinkedHashSet<>();
        for (int t = 1; t <= transactions; t++) {
            orders.add(moved(transactions, t, 1));
            orders.add(moved(transactions, t, transactions));
            if (t < transactions) {
                orders.add(moved(transactions, t, t + 1));
            }
        }
        orders.remove(moved(transactions, 1, 1));
        return List.copyOf(orders);
    }

    /** The id order of atoms 0 to {@code transactions} with atom {@code t} moved to position {@code at}. */
    private static List<Integer> moved(int transactions, int t, int at) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i <= transactions; i++) {
            if (i != t) {
                order.add(i);
            }
        }
        order.add(at, t);
        return List.copyOf(order);
    }

    /** The strict total order of a sequence of atom indices, as pairs. */
    static List<List<Integer>> pairs(List<Integer> sequence) {
        List<List<Integer>> pairs = new ArrayList<>();
        for (int i = 0; i < sequence.size(); i++) {
            for (int j = i + 1; j < sequence.size(); j++) {
                pairs.add(List.of(sequence.get(i), sequence.get(j)));
            }
        }
        return pairs;
    }

    /**
     * The seeds of {@code level} over {@code enc} (symbolic or concrete): for each order next to
     * the id order, the formulas "not witnessed with that order" for each complete witness
     * assignment the level's hints give ({@code hints}: also the stated and derived ones, whose
     * small SAT probes {@code kodkod} runs). Empty if the framework has no total order or
     * {@code enc} has more than {@value #MAX_TRANSACTIONS} transactions.
     */
    public static List<Formula> seeds(Level level, HistoryEncoding enc, Options kodkod, boolean hints) {
        WitnessEncoder encoder = new WitnessEncoder(enc);
        return seeds(level, enc, encoder, new Generalizer(encoder, enc.vocabulary(),
                Generalizer.statedAndDerived(kodkod)), hints);
    }

    static List<Formula> seeds(Level level, HistoryEncoding enc, WitnessEncoder encoder, Generalizer generalizer,
            boolean hints) {
        int transactions = enc.transactionAtoms() - 1;
        List<Formula> seeds = new ArrayList<>();
        if (level.framework().totalOrder().isEmpty() || transactions > MAX_TRANSACTIONS) {
            return seeds;
        }
        String order = level.framework().totalOrder().map(WitnessRelation::name).orElseThrow();
        for (List<Integer> sequence : sequences(transactions)) {
            Map<String, Expression> known = Map.of(order, encoder.constant(2, pairs(sequence)));
            for (Generalizer.Variant v : generalizer.variants(level, known, hints)) {
                seeds.add(generalizer.witnesses(level, v.execution()).not());
            }
        }
        return seeds;
    }
}
