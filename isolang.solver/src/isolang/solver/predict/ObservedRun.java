// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.spec.Scope;

/**
 * The skeleton of an observed history as the prediction sees it: transactions numbered along
 * their sessions (atom {@code a} of the encoding; sessions are chains of increasing atoms), the
 * operations of each session in program order, and the written values of each object numbered
 * {@code 1, 2, …} (0 is the initial value).
 *
 * <p>A <em>free read</em> is a read of an object the transaction has not written before: the
 * reads whose writer a prediction may change (reads of own writes are not events, as in
 * IsoPredict: they keep reading the own write). A free read may observe the initial value or
 * the final write of any other transaction writing the object; repeated free reads of one
 * object in one transaction choose their writers independently. Writes need no read before
 * them (blind writes).
 */
final class ObservedRun {

    /** One operation of a session, in program order. */
    record Step(int atom, int index, Operation op, boolean freeRead, boolean finalWrite) {
    }

    private final History history;
    private final int[] idOfAtom;
    private final List<List<Step>> sessions = new ArrayList<>();
    private final List<Map<Long, Integer>> valueIndex = new ArrayList<>();
    private final List<List<Integer>> writerOfIndex = new ArrayList<>();
    private final List<List<Long>> originalValue = new ArrayList<>();
    private final Map<Integer, Map<Integer, Integer>> finalIndexOf = new HashMap<>();
    private boolean repeatedReads;

    /**
     * Analyses {@code history}.
     *
     * @throws IllegalArgumentException if the history is not read-consistent
     */
    ObservedRun(History history) {
        this.history = history;
        if (!history.isReadConsistent()) {
            throw new IllegalArgumentException("the observed history is not read-consistent: a read returns "
                    + "a value that no other transaction writes last (or not its own latest write)");
        }
        idOfAtom = new int[history.transactions().size() + 1];
        for (int x = 0; x < history.objectCount(); x++) {
            valueIndex.add(new HashMap<>(Map.of(0L, 0)));
            writerOfIndex.add(new ArrayList<>(List.of(0)));
            originalValue.add(new ArrayList<>(List.of(0L)));
        }
        int atom = 0;
        for (List<Transaction> session : history.sessions()) {
            List<Step> steps = new ArrayList<>();
            for (Transaction txn : session) {
                idOfAtom[++atom] = txn.id();
                addSteps(atom, txn, steps);
            }
            sessions.add(steps);
        }
    }

    private void addSteps(int atom, Transaction txn, List<Step> steps) {
        Set<Integer> written = new HashSet<>();
        Set<Integer> read = new HashSet<>();
        List<Operation> ops = txn.operations();
        for (int i = 0; i < ops.size(); i++) {
            Operation op = ops.get(i);
            int x = op.object();
            if (op.isWrite()) {
                written.add(x);
                valueIndex.get(x).put(op.value(), writerOfIndex.get(x).size());
                writerOfIndex.get(x).add(atom);
                originalValue.get(x).add(op.value());
                boolean last = ops.subList(i + 1, ops.size()).stream()
                        .noneMatch(o -> o.isWrite() && o.object() == x);
                if (last) {
                    finalIndexOf.computeIfAbsent(atom, a -> new HashMap<>()).put(x, valueIndex.get(x).get(op.value()));
                }
                steps.add(new Step(atom, i, op, false, last));
            } else if (written.contains(x)) {
                steps.add(new Step(atom, i, op, false, false));
            } else {
                repeatedReads |= !read.add(x);
                steps.add(new Step(atom, i, op, true, false));
            }
        }
    }

    /** The observed history. */
    History history() {
        return history;
    }

    /** The number of transactions, the initial one excluded. */
    int transactions() {
        return idOfAtom.length - 1;
    }

    /** The transaction id of atom {@code atom} (0 is the initial transaction). */
    int idOf(int atom) {
        return idOfAtom[atom];
    }

    /** The operations of each session, in program order. */
    List<List<Step>> sessions() {
        return sessions;
    }

    /** The number of transactions of each session. */
    List<Integer> sessionLengths() {
        return history.sessions().stream().map(List::size).toList();
    }

    /** The index of value {@code value} of object {@code x} (0 for the initial value). */
    int indexOf(int x, long value) {
        return valueIndex.get(x).get(value);
    }

    /** The atom that writes value index {@code index} of object {@code x}. */
    int writerAtom(int x, int index) {
        return writerOfIndex.get(x).get(index);
    }

    /** The value of the history behind value index {@code index} of object {@code x}. */
    long originalValue(int x, int index) {
        return originalValue.get(x).get(index);
    }

    /** Whether a transaction of the run writes {@code x}. */
    boolean written(int x) {
        return writerOfIndex.get(x).size() > 1;
    }

    /** The atom of the transaction with id {@code id}, or -1. */
    int atomOf(int id) {
        for (int atom = 1; atom < idOfAtom.length; atom++) {
            if (idOfAtom[atom] == id) {
                return atom;
            }
        }
        return -1;
    }

    /** The value indexes a free read of {@code x} by {@code atom} may observe: initial or another's final write. */
    List<Integer> candidates(int atom, int x) {
        List<Integer> values = new ArrayList<>(List.of(0));
        finalIndexOf.forEach((writer, finals) -> {
            if (writer != atom && finals.containsKey(x)) {
                values.add(finals.get(x));
            }
        });
        values.sort(null);
        return values;
    }

    /**
     * Whether a transaction reads an object twice before writing it: the abstract history model
     * keeps one set of values per transaction and object, so only the operation model tells
     * the reads apart.
     */
    boolean repeatedReads() {
        return repeatedReads;
    }

    /**
     * The search scope: every transaction, object, session and value, and as many operation
     * slots as the longest transaction has operations (used by the operation model).
     */
    Scope scope() {
        int values = writerOfIndex.stream().mapToInt(List::size).max().orElse(1);
        int txns = Math.max(1, transactions());
        int ops = history.transactions().stream().mapToInt(t -> t.operations().size()).max().orElse(1);
        return new Scope(txns, Math.max(1, history.objectCount()), values,
                Math.max(1, Math.min(txns, history.sessions().size())), Math.max(1, ops));
    }
}
