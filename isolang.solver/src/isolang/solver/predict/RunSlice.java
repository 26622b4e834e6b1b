// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/**
 * The part of an observed run a prediction encodes: objects with at least two writers (the
 * initial transaction and one more: only their reads can observe another write) and the
 * transactions that touch them. A read of an object nobody writes observes the initial value in
 * every variation; its write–read edge from the initial transaction is implied by session order,
 * so levels over the Biswas–Enea or Cerone vocabulary judge the slice as they judge the whole.
 * Transactions left empty are dropped; session order among the others is unchanged.
 *
 * <p>Objects keep their indices, so the prediction names them as the observed run does.
 *
 * @param history the sliced run
 * @param objects the objects left out, by name
 * @param transactions the ids of the transactions left out
 */
record RunSlice(History history, List<String> objects, List<Integer> transactions) {

    /** Freezes the lists. */
    RunSlice {
        objects = List.copyOf(objects);
        transactions = List.copyOf(transactions);
    }

    /** The slice of {@code observed}. */
    static RunSlice of(History observed) {
        Set<Integer> written = new TreeSet<>();
        Set<Integer> touched = new TreeSet<>();
        for (Transaction txn : observed.transactions()) {
            for (Operation op : txn.operations()) {
                touched.add(op.object());
                if (op.isWrite()) {
                    written.add(op.object());
                }
            }
        }
        List<Integer> dropped = new ArrayList<>();
        List<List<Transaction>> sessions = new ArrayList<>();
        for (List<Transaction> session : observed.sessions()) {
            List<Transaction> kept = new ArrayList<>();
            for (Transaction txn : session) {
                List<Operation> ops = txn.operations().stream().filter(op -> written.contains(op.object())).toList();
                if (ops.isEmpty() && !txn.operations().isEmpty()) {
                    dropped.add(txn.id());
                } else {
                    kept.add(ops.size() == txn.operations().size() ? txn : new Transaction(txn.id(), ops));
                }
            }
            if (!kept.isEmpty()) {
                sessions.add(kept);
            }
        }
        touched.removeAll(written);
        return new RunSlice(History.of(observed.objectCount(), sessions),
                touched.stream().map(ObjectNames::of).toList(), dropped);
    }

    /** Whether anything was left out. */
    boolean sliced() {
        return !objects.isEmpty() || !transactions.isEmpty();
    }

    /** What was left out, in words, or nothing. */
    List<String> notes() {
        if (!sliced()) {
            return List.of();
        }
        return List.of("sliced before encoding: reads of " + objects.size() + " object"
                + (objects.size() == 1 ? "" : "s") + " nobody writes (" + abbreviated(objects) + ")"
                + (transactions.isEmpty() ? "" : " and " + transactions.size() + " transaction"
                        + (transactions.size() == 1 ? "" : "s") + " with only such reads ("
                        + abbreviated(transactions.stream().map(id -> "T" + id).toList()) + ")")
                + " are left out of the prediction");
    }

    private static String abbreviated(List<String> names) {
        return names.size() <= 8 ? String.join(", ", names)
                : String.join(", ", names.subList(0, 8)) + ", … " + (names.size() - 8) + " more";
    }
}
