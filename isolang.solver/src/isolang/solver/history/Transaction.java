// SPDX-License-Identifier: EPL-2.0
package isolang.solver.history;

import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A committed transaction: an identifier and its operations in program order.
 *
 * <p>Invariant: {@code id >= 1} (identifier 0 is reserved for the initial transaction, which
 * is implicit in every {@link History}); the operation list is immutable.
 *
 * <p>The <em>abstract</em> view of a transaction (used by the fast encoding) keeps its
 * external reads (the values it read of each object before writing it) and its final writes
 * (the last write to each object); every level written over the abstract vocabulary sees no
 * more of a transaction than that.
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

    /**
     * External reads, object to the values read: the values returned by the reads of an object
     * that follow no own write of that object, i.e. the values the transaction read from the
     * database rather than from its own writes. Every such read is a write–read edge. One value
     * per object unless the transaction has a non-repeatable read (two such reads of one object
     * returning different values, which Cerone et al.'s INT forbids).
     */
    public SortedMap<Integer, SortedSet<Long>> externalReads() {
        SortedMap<Integer, SortedSet<Long>> reads = new TreeMap<>();
        Set<Integer> written = new HashSet<>();
        for (Operation op : operations) {
            if (op.isWrite()) {
                written.add(op.object());
            } else if (!written.contains(op.object())) {
                reads.computeIfAbsent(op.object(), x -> new TreeSet<>()).add(op.value());
            }
        }
        reads.replaceAll((x, values) -> Collections.unmodifiableSortedSet(values));
        return Collections.unmodifiableSortedMap(reads);
    }

    /** Final writes, object to value: the last write of each object. */
    public SortedMap<Integer, Long> finalWrites() {
        SortedMap<Integer, Long> writes = new TreeMap<>();
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

    /** Whether this transaction performs no write. */
    public boolean isReadOnly() {
        return operations.stream().noneMatch(Operation::isWrite);
    }

    /**
     * Whether every read that follows an own write to the same object returns that latest own
     * write (reads after own reads may differ: Biswas–Enea Read Committed allows that).
     */
    public boolean readsOwnWrites() {
        Map<Integer, Long> ownWrite = new HashMap<>();
        for (Operation op : operations) {
            Long written = ownWrite.get(op.object());
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
     * Whether the transaction is already in abstract form: per object at most one read and at
     * most one write, the read before the write.
     */
    public boolean isAbstract() {
        Set<Integer> read = new HashSet<>();
        Set<Integer> written = new HashSet<>();
        for (Operation op : operations) {
            boolean first = op.isRead() ? !written.contains(op.object()) && read.add(op.object())
                    : written.add(op.object());
            if (!first) {
                return false;
            }
        }
        return true;
    }

    /** The paper notation, e.g. {@code T1: r(y,0) w(y,1)}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("T").append(id).append(':');
        operations.forEach(op -> text.append(' ').append(op));
        return text.toString();
    }
}
