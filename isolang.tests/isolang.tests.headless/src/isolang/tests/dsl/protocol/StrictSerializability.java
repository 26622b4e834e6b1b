// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.protocol;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/**
 * Strict serializability by brute force, as an oracle for small histories: some serial order of
 * the transactions puts every real-time predecessor first and, executed one after the other from
 * the initial values, makes every read return the value it returned. Independent of the engine
 * and of the version order a protocol states.
 */
final class StrictSerializability {

    /** The value the initial transaction writes to every object. */
    private static final long INITIAL_VALUE = 0;

    private StrictSerializability() {
    }

    /**
     * Whether the history is strictly serializable.
     *
     * @param history a history of few transactions (every order is tried)
     * @param realTime pairs {@code [t1, t2]}: t1 ended before t2 began
     * @return true if a serial order respects real time and explains every read
     */
    static boolean allows(History history, Set<List<Integer>> realTime) {
        return some(new ArrayList<>(), history.transactions(), realTime);
    }

    private static boolean some(List<Transaction> order, List<Transaction> rest, Set<List<Integer>> realTime) {
        if (rest.isEmpty()) {
            return explains(order);
        }
        for (Transaction next : rest) {
            boolean afterItsPredecessors = rest.stream()
                    .noneMatch(t -> t != next && realTime.contains(List.of(t.id(), next.id())));
            if (afterItsPredecessors) {
                List<Transaction> longer = new ArrayList<>(order);
                longer.add(next);
                List<Transaction> shorter = new ArrayList<>(rest);
                shorter.remove(next);
                if (some(longer, shorter, realTime)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Runs the transactions serially: every read sees the latest write before it. */
    private static boolean explains(List<Transaction> order) {
        Map<Integer, Long> state = new HashMap<>();
        for (Transaction t : order) {
            for (Operation op : t.operations()) {
                long current = state.getOrDefault(op.object(), INITIAL_VALUE);
                if (op.isRead() && op.value() != current) {
                    return false;
                }
                if (!op.isRead()) {
                    state.put(op.object(), op.value());
                }
            }
        }
        return true;
    }
}
