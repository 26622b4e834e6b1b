// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/**
 * A window of consecutive transactions (by id, the run's observed order) of a run too large to
 * encode whole, with the transactions before it kept as observed and collapsed into the initial
 * transaction: a read in the window of the last value written before the window reads value 0
 * of the window's history, so the initial transaction stands for "the run before the window".
 *
 * <p>A window is usable only where the run before it is <em>settled</em> for the window:
 * every read of the window that observes a transaction before the window observes the last write
 * of that object before the window (by id); no read observes the initial value of an object
 * written before the window; no window read observes a transaction after the window; no
 * transaction before the window reads from the window or later; and every session predecessor of
 * a window transaction is in the window or before it. Then the prediction of the whole run is
 * the run before the window as observed followed by the window's prediction, cut at the
 * boundary: the window's changed reads may observe only the settled values or the window's own
 * writes, which the transactions before the window, all committed before the window in the
 * observed order, put in place. The levels are checked on the window's history; the
 * differential test checks the whole-run histories so composed against brute force.
 *
 * @param history the window's history, its reads of settled values rewritten to the initial value
 * @param first the id of the window's first transaction
 * @param last the id of the window's last transaction
 * @param settled the settled values the initial transaction stands for: object index to the
 *        value written last before the window and its writer's id
 */
record RunWindow(History history, int first, int last, Map<Integer, long[]> settled) {

    /** Freezes the map. */
    RunWindow {
        settled = Map.copyOf(settled);
    }

    /**
     * The window of the transactions at positions {@code from} (inclusive) to {@code to}
     * (exclusive) of {@code run}'s transactions in id order, or empty where the run before it is
     * not settled for it.
     */
    static Optional<RunWindow> of(History run, int from, int to) {
        List<Transaction> all = run.transactions();
        Set<Integer> before = new HashSet<>();
        Set<Integer> inside = new HashSet<>();
        all.subList(0, from).forEach(t -> before.add(t.id()));
        all.subList(from, to).forEach(t -> inside.add(t.id()));
        Map<Integer, long[]> settled = new HashMap<>();
        for (Transaction txn : all.subList(0, from)) {
            txn.finalWrites().forEach((x, value) -> settled.put(x, new long[] {value, txn.id()}));
            if (!readsFromAmong(run, txn, before)) {
                return Optional.empty();
            }
        }
        List<List<Transaction>> sessions = new ArrayList<>();
        for (List<Transaction> session : run.sessions()) {
            List<Transaction> kept = new ArrayList<>();
            boolean gap = false;
            for (Transaction txn : session) {
                if (inside.contains(txn.id())) {
                    if (gap) {
                        return Optional.empty();
                    }
                    Optional<Transaction> collapsed = collapsed(run, txn, before, inside, settled);
                    if (collapsed.isEmpty()) {
                        return Optional.empty();
                    }
                    kept.add(collapsed.get());
                } else if (!before.contains(txn.id())) {
                    gap = true;
                }
            }
            if (!kept.isEmpty()) {
                sessions.add(kept);
            }
        }
        return Optional.of(new RunWindow(History.of(run.objectCount(), sessions), all.get(from).id(),
                all.get(to - 1).id(), settled));
    }

    /** Whether every external read of {@code txn} observes the initial value or a transaction of {@code among}. */
    private static boolean readsFromAmong(History run, Transaction txn, Set<Integer> among) {
        return txn.externalReads().entrySet().stream().allMatch(e -> e.getValue().stream().allMatch(value -> {
            OptionalInt writer = run.writerOf(e.getKey(), value);
            return writer.isPresent() && (writer.getAsInt() == Transaction.INITIAL
                    || writer.getAsInt() == txn.id() || among.contains(writer.getAsInt()));
        }));
    }

    /** {@code txn} with its reads of settled values rewritten to 0; empty if a read is not settled. */
    private static Optional<Transaction> collapsed(History run, Transaction txn, Set<Integer> before,
            Set<Integer> inside, Map<Integer, long[]> settled) {
        List<Operation> ops = new ArrayList<>();
        Set<Integer> written = new HashSet<>();
        for (Operation op : txn.operations()) {
            int x = op.object();
            if (op.isWrite()) {
                written.add(x);
            }
            if (op.isWrite() || written.contains(x)) {
                ops.add(op);
                continue;
            }
            OptionalInt writer = run.writerOf(x, op.value());
            if (writer.isEmpty()) {
                return Optional.empty();
            }
            int w = writer.getAsInt();
            long[] last = settled.get(x);
            if (w == Transaction.INITIAL ? last != null
                    : !inside.contains(w) && (!before.contains(w) || last == null || last[1] != w)) {
                return Optional.empty();
            }
            ops.add(inside.contains(w) ? op : Operation.read(x, 0));
        }
        return Optional.of(new Transaction(txn.id(), ops));
    }

    /**
     * The prediction of the whole run that a window's prediction {@code predicted} (with
     * {@link Prediction.Predicted#window()} set) stands for: in each session of {@code run}, the
     * transactions before the window as observed, then the window's predicted transactions with
     * their reads of value 0 of an object written before the window reading that object's last
     * value before the window again. A prediction from the run's beginning is returned as it is.
     */
    static History wholeRun(History run, Prediction.Predicted predicted) {
        if (predicted.window() == 0) {
            return predicted.history();
        }
        Map<Integer, Long> settled = new HashMap<>();
        run.transactions().stream().filter(t -> t.id() < predicted.window())
                .forEach(t -> settled.putAll(t.finalWrites()));
        List<List<Transaction>> sessions = new ArrayList<>();
        for (List<Transaction> session : run.sessions()) {
            List<Transaction> kept = new ArrayList<>();
            for (Transaction txn : session) {
                if (txn.id() < predicted.window()) {
                    kept.add(txn);
                } else {
                    predicted.history().transaction(txn.id()).ifPresent(t -> kept.add(restored(t, settled)));
                }
            }
            if (!kept.isEmpty()) {
                sessions.add(kept);
            }
        }
        return History.of(run.objectCount(), sessions);
    }

    /** {@code txn} with its external reads of value 0 of settled objects reading the settled values. */
    private static Transaction restored(Transaction txn, Map<Integer, Long> settled) {
        List<Operation> ops = new ArrayList<>();
        Set<Integer> written = new HashSet<>();
        for (Operation op : txn.operations()) {
            boolean initial = op.isRead() && !written.contains(op.object()) && op.value() == 0
                    && settled.containsKey(op.object());
            ops.add(initial ? Operation.read(op.object(), settled.get(op.object())) : op);
            if (op.isWrite()) {
                written.add(op.object());
            }
        }
        return new Transaction(txn.id(), ops);
    }

    /** What the initial transaction stands for, in words. */
    String note() {
        List<String> values = new ArrayList<>();
        settled.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> values.add(
                ObjectNames.of(e.getKey()) + " = " + e.getValue()[0] + " by T" + e.getValue()[1]));
        String shown = values.size() <= 8 ? String.join(", ", values)
                : String.join(", ", values.subList(0, 8)) + ", … " + (values.size() - 8) + " more";
        return "predicted within the window T" + first + "–T" + last + ": the transactions before T" + first
                + " are kept as observed, and T0 stands for them: a read of 0 observes the last value written"
                + " before T" + first + (values.isEmpty() ? "" : " (" + shown + ")");
    }
}
