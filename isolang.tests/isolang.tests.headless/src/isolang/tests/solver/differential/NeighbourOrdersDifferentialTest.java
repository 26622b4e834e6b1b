// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import isolang.solver.cegis.NeighbourOrders;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.encode.HistoryEncoding;
import isolang.solver.history.History;
import isolang.solver.spec.Level;
import isolang.tests.solver.oracle.RandomHistories;
import kodkod.ast.Formula;
import kodkod.ast.Relation;
import kodkod.engine.Evaluator;
import kodkod.engine.config.Options;
import kodkod.instance.Bounds;
import kodkod.instance.Instance;

/**
 * The counterexamples seeded for the orders next to the id order ({@link NeighbourOrders}) are
 * implied by the problem: on random read-consistent histories of two to four transactions, each seed of a level
 * holds on every history the independent re-verification ({@link IndependentChecker}) finds the
 * level disallows, for every level with a total order of the standard library and of the
 * frameworks written from scratch. And they are not vacuous: on some allowed histories a seed
 * fails, which is what cuts candidates.
 */
class NeighbourOrdersDifferentialTest {

    private static final int HISTORIES = 1_000;
    private static final long SEED = 20_261_128L;
    private static final IndependentChecker CHECKER = new IndependentChecker(1 << 12,
            IndependentChecker.Evaluation.DIRECT);

    @Test
    void everySeedHoldsOnEveryHistoryTheLevelDisallows() throws Exception {
        List<Level> levels = DirectEvaluationDifferentialTest.levels().stream()
                .filter(l -> l.framework().totalOrder().isPresent()).toList();
        RandomHistories random = new RandomHistories(SEED, NeighbourOrders.MAX_TRANSACTIONS, 3, 4);
        List<History> histories = new ArrayList<>();
        while (histories.size() < HISTORIES) {
            // the candidate search only meets histories its encoding represents: read-consistent ones
            History next = random.next();
            if (next.isReadConsistent() && next.transactions().size() > 1) {
                histories.add(next);
            }
        }
        ConcurrentLinkedQueue<String> unsound = new ConcurrentLinkedQueue<>();
        AtomicInteger disallowed = new AtomicInteger();
        AtomicInteger cut = new AtomicInteger();
        new ForkJoinPool(2).submit(() -> histories.parallelStream().forEach(history -> {
            for (Level level : levels) {
                IndependentVerdict verdict = CHECKER.check(history, level);
                if (verdict instanceof IndependentVerdict.Refused) {
                    continue;
                }
                boolean seedsHold = seedsHold(level, history);
                if (verdict instanceof IndependentVerdict.Disallowed) {
                    disallowed.incrementAndGet();
                    if (!seedsHold) {
                        unsound.add(level + " disallows, but a seed fails on\n" + history);
                    }
                } else if (!seedsHold) {
                    cut.incrementAndGet();
                }
            }
        })).get();

        System.out.printf("neighbour-order seeds: %d histories, %d levels, %d disallowed verdicts, %d allowed "
                + "histories cut, %d unsound%n", HISTORIES, levels.size(), disallowed.get(), cut.get(), unsound.size());
        assertTrue(unsound.isEmpty(), () -> unsound.size() + " unsound seeds, first: " + unsound.peek());
        assertTrue(disallowed.get() > HISTORIES, "too few disallowed histories to be telling: " + disallowed);
        assertTrue(cut.get() > HISTORIES / 10, "the seeds cut almost no allowed history: " + cut);
    }

    @Test
    void theOrdersAreTheIdOrderWithOneTransactionMoved() {
        List<Integer> sizes = new ArrayList<>();
        for (int n = 1; n <= NeighbourOrders.MAX_TRANSACTIONS; n++) {
            List<List<Integer>> orders = NeighbourOrders.sequences(n);
            sizes.add(orders.size());
            List<Integer> id = IntStream.rangeClosed(0, n).boxed().toList();
            assertEquals(orders.size(), Set.copyOf(orders).size(), "repeated orders");
            for (List<Integer> order : orders) {
                assertNotEquals(id, order);
                assertEquals(Set.copyOf(id), Set.copyOf(order), order::toString);
                assertEquals(0, order.get(0), "the initial transaction comes first: " + order);
                assertTrue(IntStream.rangeClosed(1, n).anyMatch(t -> withoutAtom(order, t).equals(withoutAtom(id, t))),
                        () -> "not one move from the id order: " + order);
            }
        }
        // 3n − 5 from two transactions on: n − 1 to the front, n − 1 to the back, n − 1 swaps, two of them twice
        assertEquals(List.of(0, 1, 4, 7), sizes);
    }

    private static List<Integer> withoutAtom(List<Integer> order, int atom) {
        return order.stream().filter(a -> a != atom).toList();
    }

    /** Whether all seeds of {@code level} hold on the concrete encoding of {@code history}. */
    private static boolean seedsHold(Level level, History history) {
        HistoryEncoding enc = HistoryEncoding.concrete(history, level.model());
        Bounds bounds = enc.bounds();
        Instance instance = new Instance(bounds.universe());
        for (Relation r : bounds.relations()) {
            instance.add(r, bounds.lowerBound(r));
        }
        return new Evaluator(instance).evaluate(Formula.and(NeighbourOrders.seeds(level, enc, new Options(), true)));
    }
}
