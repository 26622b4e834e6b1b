// SPDX-License-Identifier: EPL-2.0
package isolang.solver.history;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A committed transaction: an identifier and its operations in program order.
 *
 * <p>Invariant: {@code id >= 1} (identifier 0 is reserved for the initial transaction, which
 * is implicit in every {@link History}); the operation list is immutable.
 *
 * <p>The <em>abstract</em> view of a transaction (used by the fast encoding) keeps its
 * external reads (a read of x before any own access to x) and its final writes (the last
 * write to each object).
 *
 * @param id the transaction identifier, unique within a history
 * @param operations the operations in program order
 */
public record Transaction(int id, List<Operation> operations) {

    /** Identifier of the implicit initial transaction that writes 0 to every object. */
    public static final int INITIAL = 0;

    /** Checks the invariants and freezes the operation list. */
    public Transaction {
        if (id < 1) {
            throw new IllegalArgumentException("transaction ids start at 1 (0 is the initial transaction): " + id);
        }
        operations = List.copyOf(operations);
    }

    /** Convenience factory: {@code Transaction.of(1, read(0,0), write(0,1))}. */
    public static Transaction of(int id, Operation... operations) {
        return new Transaction(id, List.of(operations));
    }

    /** External reads, object to value: reads of an object before any own access to it. */
    public SortedMap<Integer, Integer> externalReads() {
        SortedMap<Integer, Integer> reads = new TreeMap<>();
        boolean[] touched = new boolean[maxObject() + 1];
        for (Operation op : operations) {
            if (!touched[op.object()] && op.isRead()) {
                reads.put(op.object(), op.value());
            }
            touched[op.object()] = true;
        }
        return Collections.unmodifiableSortedMap(reads);
    }

    /** Final writes, object to value: the last write of each object. */
    public SortedMap<Integer, Integer> finalWrites() {
        SortedMap<Integer, Integer> writes = new TreeMap<>();
        for (Operation op : operations) {
            if (op.isWrite()) {
                writes.put(op.object(), op.value());
            }
        }
        return Collections.unmodifiableSortedMap(writes);
    }

    /** Whether this transaction writes the given object. */
    public boolean writes(int object) {
        return operations.stream().anyMatch(op -> op.isWrite() && op.object() == object);
    }

    /**
     * Whether every read that follows an own access to the same object returns the value of
     * that latest own access (Cerone et al.'s INT axiom; it rules out non-repeatable reads).
     */
    public boolean isInternallyConsistent() {
        Map<Integer, Integer> latest = new TreeMap<>();
        for (Operation op : operations) {
            Integer seen = latest.get(op.object());
            if (op.isRead() && seen != null && seen != op.value()) {
                return false;
            }
            latest.put(op.object(), op.value());
        }
        return true;
    }

    /**
     * Whether every read that follows an own write to the same object returns that latest own
     * write (reads after own reads may differ: Biswas–Enea Read Committed allows that).
     */
    public boolean readsOwnWrites() {
        Map<Integer, Integer> ownWrite = new TreeMap<>();
        for (Operation op : operations) {
            Integer written = ownWrite.get(op.object());
            if (op.isRead() && written != null && written != op.value()) {
                return false;
            }
            if (op.isWrite()) {
                ownWrite.put(op.object(), op.value());
            }
        }
        return true;
    }

    /**
     * Whether the transaction is already in abstract form: at most one read and one write per
     * object, each read before the write of the same object.
     */
    public boolean isAbstract() {
        return operations.size() == externalReads().size() + finalWrites().size();
    }

    private int maxObject() {
        return operations.stream().mapToInt(Operation::object).max().orElse(-1);
    }

    /** The paper notation, e.g. {@code T1: r(y,0) w(y,1)}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("T").append(id).append(':');
        operations.forEach(op -> text.append(' ').append(op));
        return text.toString();
    }
}
