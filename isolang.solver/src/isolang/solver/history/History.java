// SPDX-License-Identifier: EPL-2.0
package isolang.solver.history;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;

/**
 * A history: committed transactions grouped into sessions, over a fixed number of objects.
 *
 * <p>Invariants:
 * <ul>
 * <li>every session is a non-empty total chain of transactions (its list order is the session
 *     order {@code so}); no transaction is in two sessions;</li>
 * <li>transaction ids are unique and {@code >= 1}; the initial transaction (id 0) is implicit,
 *     writes value 0 to every object and precedes every other transaction in {@code so};</li>
 * <li>every object index is below {@link #objectCount()};</li>
 * <li>each (object, value) pair is written at most once, and value 0 is written only by the
 *     initial transaction, so the write–read relation is determined by the values read.</li>
 * </ul>
 * Histories need not be read-consistent: a read of a value nobody wrote is representable (it
 * occurs in real, faulty databases) and is reported by {@link #isReadConsistent()}.
 *
 * <p>A history may record its transactions' {@linkplain #realTime() real-time order}; one that
 * does not has the empty order.
 */
public final class History {

    private final int objectCount;
    private final List<List<Transaction>> sessions;
    private final List<Transaction> transactions;
    private final Map<Integer, Integer> sessionById = new HashMap<>();
    private final Map<Integer, Integer> positionById = new HashMap<>();
    private final List<Map<Long, Integer>> writerByValue = new ArrayList<>();
    private final ValueLabels valueLabels;
    private final RealTime realTime;

    private History(int objectCount, List<List<Transaction>> sessions, RealTime realTime) {
        if (objectCount < 0) {
            throw new IllegalArgumentException("object count must be non-negative: " + objectCount);
        }
        this.objectCount = objectCount;
        for (int x = 0; x < objectCount; x++) {
            writerByValue.add(new HashMap<>());
        }
        this.sessions = sessions.stream().map(List::copyOf).toList();
        List<Transaction> all = new ArrayList<>();
        for (int s = 0; s < this.sessions.size(); s++) {
            List<Transaction> session = this.sessions.get(s);
            if (session.isEmpty()) {
                throw new IllegalArgumentException("session " + (s + 1) + " is empty");
            }
            for (int p = 0; p < session.size(); p++) {
                register(session.get(p), s, p);
                all.add(session.get(p));
            }
        }
        all.sort((a, b) -> Integer.compare(a.id(), b.id()));
        this.transactions = Collections.unmodifiableList(all);
        this.valueLabels = ValueLabels.of(this);
        for (RealTime.Precedence e : realTime.edges()) {
            if (!sessionById.containsKey(e.before()) || !sessionById.containsKey(e.after())) {
                throw new IllegalArgumentException("real time relates a transaction the history lacks: " + e);
            }
        }
        this.realTime = realTime;
    }

    private void register(Transaction txn, int session, int position) {
        if (sessionById.put(txn.id(), session) != null) {
            throw new IllegalArgumentException("transaction T" + txn.id() + " occurs twice");
        }
        positionById.put(txn.id(), position);
        for (Operation op : txn.operations()) {
            if (op.object() >= objectCount) {
                throw new IllegalArgumentException("T" + txn.id() + " accesses object " + op.object()
                        + " but the history has " + objectCount + " objects");
            }
            if (!op.isWrite()) {
                continue;
            }
            if (op.value() == 0) {
                throw new IllegalArgumentException("T" + txn.id() + " writes the initial value 0 to "
                        + ObjectNames.of(op.object()) + "; only the initial transaction may");
            }
            Integer previous = writerByValue.get(op.object()).put(op.value(), txn.id());
            if (previous != null) {
                throw new IllegalArgumentException("value " + op.value() + " of " + ObjectNames.of(op.object())
                        + " is written twice (T" + previous + " and T" + txn.id() + ")");
            }
        }
    }

    /** Creates a history over {@code objectCount} objects with the given sessions. */
    public static History of(int objectCount, List<List<Transaction>> sessions) {
        return new History(objectCount, sessions, RealTime.NONE);
    }

    /**
     * This history with the real-time order {@code order}.
     *
     * @throws IllegalArgumentException if the order relates a transaction the history lacks
     */
    public History withRealTime(RealTime order) {
        return new History(objectCount, sessions, order);
    }

    /** The real-time order: which transaction ended before which began (empty if not recorded). */
    public RealTime realTime() {
        return realTime;
    }

    /** The number of objects (object indices are {@code 0 .. objectCount-1}). */
    public int objectCount() {
        return objectCount;
    }

    /** The sessions, each a chain of transactions in session order. */
    public List<List<Transaction>> sessions() {
        return sessions;
    }

    /** All transactions except the initial one, in increasing id order. */
    public List<Transaction> transactions() {
        return transactions;
    }

    /** The transaction with the given id, if present (the initial transaction is not). */
    public Optional<Transaction> transaction(int id) {
        return transactions.stream().filter(t -> t.id() == id).findFirst();
    }

    /** The index of the session of transaction {@code id}. */
    public int sessionOf(int id) {
        Integer session = sessionById.get(id);
        if (session == null) {
            throw new IllegalArgumentException("no transaction T" + id);
        }
        return session;
    }

    /**
     * Whether {@code first -so-> second}: the initial transaction precedes every other one, and
     * within a session earlier transactions precede later ones.
     */
    public boolean sessionOrder(int first, int second) {
        if (first == Transaction.INITIAL) {
            return second != Transaction.INITIAL;
        }
        if (second == Transaction.INITIAL) {
            return false;
        }
        return sessionOf(first) == sessionOf(second) && positionById.get(first) < positionById.get(second);
    }

    /**
     * The transaction that wrote {@code value} to {@code object}: 0 for the initial value,
     * empty if nobody wrote it.
     */
    public OptionalInt writerOf(int object, long value) {
        if (value == 0) {
            return OptionalInt.of(Transaction.INITIAL);
        }
        Integer writer = object < objectCount ? writerByValue.get(object).get(value) : null;
        return writer == null ? OptionalInt.empty() : OptionalInt.of(writer);
    }

    /**
     * The write–read edges: {@code writer -wr_x-> reader} for every external read (a read of x
     * that follows no own write of x, see {@link Transaction#externalReads()}) whose value
     * another transaction wrote, once per writer, object and reader. A transaction with a
     * non-repeatable read has several edges for one object. Reads of unwritten values, and reads
     * of a value the reader writes itself later, have no edge.
     */
    public List<ReadFrom> writeReads() {
        List<ReadFrom> edges = new ArrayList<>();
        for (Transaction reader : transactions) {
            reader.externalReads().forEach((object, values) -> {
                Set<Integer> writers = new TreeSet<>();
                values.forEach(value -> writerOf(object, value).ifPresent(writers::add));
                writers.remove(reader.id());
                writers.forEach(writer -> edges.add(new ReadFrom(writer, object, reader.id())));
            });
        }
        return edges;
    }

    /**
     * Whether every read is explained: a read after an own write of the object returns that
     * latest own write, and every other read returns the final write of another transaction
     * (or the initial value) — no thin-air, aborted-looking, future or intermediate reads.
     * Reads after own reads may return different values (non-repeatable reads); levels that
     * forbid them (e.g. Cerone et al.'s INT) do so through their axioms.
     */
    public boolean isReadConsistent() {
        for (Transaction reader : transactions) {
            if (!reader.readsOwnWrites()) {
                return false;
            }
            Set<Integer> written = new HashSet<>();
            for (Operation op : reader.operations()) {
                if (op.isWrite()) {
                    written.add(op.object());
                } else if (!written.contains(op.object()) && !readsCommittedFinalWrite(reader.id(), op)) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean readsCommittedFinalWrite(int reader, Operation read) {
        OptionalInt writer = writerOf(read.object(), read.value());
        if (writer.isEmpty() || writer.getAsInt() == reader) {
            return false;
        }
        return writer.getAsInt() == Transaction.INITIAL || Long.valueOf(read.value())
                .equals(transaction(writer.getAsInt()).orElseThrow().finalWrites().get(read.object()));
    }

    /** Whether every transaction is in abstract form (external reads and final writes only). */
    public boolean isAbstract() {
        return transactions.stream().allMatch(Transaction::isAbstract);
    }

    /** The dense per-object numbering of the values of this history. */
    public ValueLabels valueLabels() {
        return valueLabels;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof History that && objectCount == that.objectCount && sessions.equals(that.sessions)
                && realTime.equals(that.realTime);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * objectCount + sessions.hashCode()) + realTime.hashCode();
    }

    /**
     * The history-literal notation, one {@code session { … }} line per session; with a real-time
     * order, the transactions it relates carry intervals that give it ({@code T1 [1, 2]: …}).
     */
    @Override
    public String toString() {
        Map<Integer, RealTime.Interval> intervals = realTime.intervals();
        StringBuilder text = new StringBuilder();
        for (List<Transaction> session : sessions) {
            text.append("session {");
            for (Transaction t : session) {
                RealTime.Interval interval = intervals.get(t.id());
                String plain = t.toString();
                text.append(' ').append(interval == null ? plain
                        : plain.replaceFirst(":", " " + interval + ":"));
            }
            text.append(" }\n");
        }
        return text.toString();
    }
}
