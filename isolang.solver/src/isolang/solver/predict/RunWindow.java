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
 * transaction before the window reads from the window or later; every session predecessor of
 * a window transaction is in the window or before it, and no transaction before the window
 * follows a window transaction in its session. The prediction of the whole run {@code H} is
 * the run before the window {@code P} as observed followed by the window's prediction {@code W}
 * ({@link #wholeRun}), cut at the boundary.
 *
 * <p><b>Why a window's prediction is one of the whole run.</b> Both halves are argued for levels
 * whose axioms have the Biswas–Enea shape (an existential commit order {@code co} containing
 * {@code so} and {@code wr}, and axioms "if {@code t1} writes {@code x} read by {@code t2},
 * {@code t3} writes {@code x} and {@code t3} reaches {@code t2} by a path of {@code so},
 * {@code wr}, {@code co} (and program order), then {@code t3 co t1}") or the Cerone shape
 * (visibility and arbitration), which covers every level of the library.
 * <ul>
 * <li><em>Allowed by a permissive level.</em> Take a commit order of {@code P} that the level
 * accepts and that puts the writer of each settled value last among {@code P}'s writers of its
 * object (the observed order does, when the observed run is allowed in the order it ran: the
 * assumption IsoPredict makes of an observed run), followed by the window's commit order. No
 * path leads from a window transaction back into {@code P} (no transaction of {@code P} reads from
 * or follows one in its session), so an axiom instance with {@code t2} in {@code P} is one of
 * {@code P}'s; with {@code t1} and {@code t2} in the window it is one of {@code W}'s, or
 * {@code t3} is in {@code P} and before {@code t1}; with {@code t1} the settled writer and
 * {@code t2} in the window, {@code t3} in the window has the same premise in {@code W} with
 * {@code t1 = T0}, which {@code W}'s order makes false, and {@code t3} in {@code P} comes before
 * {@code t1} by the choice of {@code P}'s order. So {@code H} is allowed.</li>
 * <li><em>Forbidden by a strict level.</em> {@code W} being forbidden does not suffice: its
 * {@code T0} precedes every window transaction, while {@code H} may order a window transaction
 * before a transaction of {@code P} (a write skew in the window whose writer of the skewed object
 * moves before the settled writer is serializable in {@code H};
 * {@code RenumberedWindowsTest.aWindowPredictionTheRunBeforeUndoesIsDropped}). The predictor
 * therefore checks the {@link #strictPart strict part}: {@code H} with every transaction but the
 * window's and the settled writers deleted, the settled writers' reads and other writes deleted.
 * These levels' axioms mention the history's relations only in their premises, and a witness of
 * {@code H} restricted to the remaining transactions is a witness of the part, so if a strict
 * level forbids the part it forbids {@code H}; a window whose part a strict level allows is
 * dropped and counted in the "none".</li>
 * </ul>
 * A user-written level outside these shapes (say, an axiom that requires some transaction to
 * exist, or a history relation under a negation) is not covered by the argument, so the
 * {@link Predictor} searches windows only when its caller recognizes every level as a
 * {@link StandardLevel} by its meaning ({@link Predictor#knowing}); the differential tests check
 * the composed whole-run histories against brute force for the library levels.
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
                } else if (!kept.isEmpty()) {
                    return Optional.empty(); // a transaction before the window follows a window transaction
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

    /**
     * The part of the whole-run prediction that decides whether a strict level forbids it: the
     * window's predicted transactions, their reads of the initial transaction reading the settled
     * values again, and the writers of those settled values, reduced to their writes of objects
     * the window touches (their reads and other writes dropped), in their sessions' order. It is
     * the whole-run prediction with transactions, reads, writes of untouched objects and session
     * edges deleted, so a level whose allowed histories stay allowed under such deletions (every
     * Biswas–Enea and Cerone level: their axioms only constrain the witness where the history's
     * relations are present) allows the whole run only if it allows this part; if it forbids
     * this part, it forbids the whole run. The window's own history does not show that: its
     * initial transaction precedes every window transaction, while in the whole run a window
     * transaction may be ordered before a transaction before the window.
     */
    static History strictPart(History run, Prediction.Predicted predicted) {
        Set<Integer> touched = new HashSet<>();
        predicted.history().transactions().forEach(t -> t.operations().forEach(op -> touched.add(op.object())));
        Map<Integer, Long> settled = new HashMap<>();
        Map<Integer, Integer> writerOf = new HashMap<>();
        run.transactions().stream().filter(t -> t.id() < predicted.window()).forEach(t -> t.finalWrites()
                .forEach((x, value) -> {
                    settled.put(x, value);
                    writerOf.put(x, t.id());
                }));
        writerOf.keySet().retainAll(touched);
        Set<Integer> writers = new HashSet<>(writerOf.values());
        List<List<Transaction>> sessions = new ArrayList<>();
        for (List<Transaction> session : run.sessions()) {
            List<Transaction> kept = new ArrayList<>();
            for (Transaction txn : session) {
                if (writers.contains(txn.id())) {
                    kept.add(new Transaction(txn.id(), txn.operations().stream()
                            .filter(op -> op.isWrite() && touched.contains(op.object())).toList()));
                } else if (txn.id() >= predicted.window()) {
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
