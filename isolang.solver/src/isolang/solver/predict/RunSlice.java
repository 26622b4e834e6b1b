// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
 * <p>The kept objects are renumbered {@code 0, 1, …} in the order of their indices, so that the
 * scope counts only them (a window of a run over a hundred objects touches a few);
 * {@link #inRunObjects(Transaction)} maps them back to the run's objects, and so to its object names.
 *
 * @param history the sliced run, over the kept objects renumbered
 * @param objects the objects left out, by name
 * @param transactions the ids of the transactions left out
 * @param kept the run's index of each object of the sliced run
 * @param runObjects the number of objects of the run
 */
record RunSlice(History history, List<String> objects, List<Integer> transactions, int[] kept, int runObjects) {

    /** Freezes the lists. */
    RunSlice {
        objects = List.copyOf(objects);
        transactions = List.copyOf(transactions);
        kept = kept.clone();
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
        int[] kept = written.stream().mapToInt(Integer::intValue).toArray();
        Map<Integer, Integer> renumbered = new HashMap<>();
        for (int i = 0; i < kept.length; i++) {
            renumbered.put(kept[i], i);
        }
        List<Integer> dropped = new ArrayList<>();
        List<List<Transaction>> sessions = new ArrayList<>();
        for (List<Transaction> session : observed.sessions()) {
            List<Transaction> left = new ArrayList<>();
            for (Transaction txn : session) {
                List<Operation> ops = txn.operations().stream().filter(op -> written.contains(op.object()))
                        .map(op -> moved(op, renumbered.get(op.object()))).toList();
                if (ops.isEmpty() && !txn.operations().isEmpty()) {
                    dropped.add(txn.id());
                } else {
                    left.add(new Transaction(txn.id(), ops));
                }
            }
            if (!left.isEmpty()) {
                sessions.add(left);
            }
        }
        touched.removeAll(written);
        return new RunSlice(History.of(kept.length, sessions), touched.stream().map(ObjectNames::of).toList(),
                dropped, kept, observed.objectCount());
    }

    private static Operation moved(Operation op, int object) {
        return new Operation(op.kind(), object, op.value());
    }

    /** {@code txn}, a transaction over the sliced run's objects, over the run's objects. */
    Transaction inRunObjects(Transaction txn) {
        return new Transaction(txn.id(), txn.operations().stream().map(op -> moved(op, kept[op.object()]))
                .toList());
    }

    /** Whether anything was left out. */
    boolean sliced() {
        return !objects.isEmpty() || !transactions.isEmpty();
    }

    /** What was left out and which objects are encoded, in words, or nothing. */
    List<String> notes() {
        List<String> notes = new ArrayList<>();
        if (sliced()) {
            notes.add("sliced before encoding: reads of " + objects.size() + " object"
                    + (objects.size() == 1 ? "" : "s") + " nobody writes (" + abbreviated(objects) + ")"
                    + (transactions.isEmpty() ? "" : " and " + transactions.size() + " transaction"
                            + (transactions.size() == 1 ? "" : "s") + " with only such reads ("
                            + abbreviated(transactions.stream().map(id -> "T" + id).toList()) + ")")
                    + " are left out of the prediction");
        }
        if (kept.length < runObjects) {
            List<String> names = new ArrayList<>();
            for (int x : kept) {
                names.add(ObjectNames.of(x));
            }
            notes.add("encoded over " + kept.length + " of the run's " + runObjects + " objects, renumbered (those"
                    + " the encoded transactions write: " + abbreviated(names) + "); the prediction names them as"
                    + " the run does");
        }
        return notes;
    }

    private static String abbreviated(List<String> names) {
        return names.size() <= 8 ? String.join(", ", names)
                : String.join(", ", names.subList(0, 8)) + ", … " + (names.size() - 8) + " more";
    }
}
