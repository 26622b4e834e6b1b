// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.protocol;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedSet;

import isolang.solver.WitnessExecution;
import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Transaction;

/**
 * A protocol model's trace replayed in plain Java, as a second path next to the engine: the
 * events of the trace are run in step order through the protocol's guarded updates (a subclass
 * per protocol keeps the clients' and servers' state), every guard must hold when its event
 * happens, and the reads the replay induces (which write each read returns, at the step it
 * reads) must be the reads of the reported history. Nothing here uses Kodkod, SAT or the
 * {@code .isol} axioms; the protocols are written from VERIso's descriptions (Ghasemirad et al.,
 * PVLDB 2025, Sections 5 and 6).
 */
abstract class ProtocolReplay {

    /** One event of the trace: a relation's tuple, its transaction, its object (or -1) and its step. */
    record Event(String kind, int txn, int object, int step) {
        @Override
        public String toString() {
            return "s" + (step + 1) + " " + kind + "(T" + txn + (object < 0 ? "" : ", " + ObjectNames.of(object)) + ")";
        }
    }

    /** The history the trace should induce. */
    final History history;

    /** The witness the engine reported: the trace. */
    final WitnessExecution trace;

    private final List<String> problems = new ArrayList<>();

    /** Which write each read of the replay returned: transaction to object to writer. */
    private final Map<Integer, Map<Integer, Integer>> induced = new HashMap<>();

    ProtocolReplay(History history, WitnessExecution trace) {
        this.history = history;
        this.trace = trace;
    }

    /**
     * Replays the trace.
     *
     * @return every broken guard and every difference between the induced and the reported
     *         history, empty if the trace is one of the protocol's and induces the history
     */
    final List<String> replay() {
        List<Event> events = events();
        Set<Integer> steps = new HashSet<>();
        for (Event event : events) {
            if (!steps.add(event.step())) {
                problems.add(event + ": a second event at the same step");
            }
            apply(event);
        }
        finish(events);
        compareReads();
        return List.copyOf(problems);
    }

    /** The events of the trace in step order. */
    abstract List<Event> events();

    /** Checks the guard of one event and applies its update. */
    abstract void apply(Event event);

    /** Checks what must hold once the trace ended (e.g. every transaction of the history committed). */
    abstract void finish(List<Event> events);

    /** Records a broken guard unless {@code holds}. */
    final void guard(boolean holds, Event event, String what) {
        if (!holds) {
            problems.add(event + ": " + what);
        }
    }

    /** Records that transaction {@code txn} read object {@code object} from {@code writer}. */
    final void read(Event event, int writer) {
        Integer before = induced.computeIfAbsent(event.txn(), t -> new HashMap<>()).put(event.object(), writer);
        guard(before == null, event, "a second read of the same key");
    }

    /** The events of the relations {@code Txn -> Obj -> Step} or {@code Txn -> Step} named. */
    final List<Event> events(List<String> withObject, List<String> withoutObject) {
        List<Event> events = new ArrayList<>();
        for (String kind : withObject) {
            trace.relation(kind).forEach(t -> events.add(new Event(kind, t.get(0), t.get(1), t.get(2))));
        }
        for (String kind : withoutObject) {
            trace.relation(kind).forEach(t -> events.add(new Event(kind, t.get(0), -1, t.get(1))));
        }
        events.sort(Comparator.comparingInt(Event::step));
        return events;
    }

    /** Whether {@code txn} reads object {@code x} in the history. */
    final boolean reads(int txn, int x) {
        return transaction(txn).map(t -> t.externalReads().containsKey(x)).orElse(false);
    }

    /** Whether {@code txn} writes object {@code x} in the history. */
    final boolean writes(int txn, int x) {
        return transaction(txn).map(t -> t.writes(x)).orElse(false);
    }

    /** The objects {@code txn} reads or writes in the history. */
    final Set<Integer> keys(int txn) {
        Set<Integer> keys = new HashSet<>();
        transaction(txn).ifPresent(t -> {
            keys.addAll(t.externalReads().keySet());
            keys.addAll(t.finalWrites().keySet());
        });
        return keys;
    }

    final Optional<Transaction> transaction(int txn) {
        return txn == Transaction.INITIAL ? Optional.empty() : history.transaction(txn);
    }

    /** The induced reads must be the history's: the same keys, each from the writer of the value read. */
    private void compareReads() {
        for (Transaction t : history.transactions()) {
            Map<Integer, Integer> replayed = induced.getOrDefault(t.id(), Map.of());
            for (Map.Entry<Integer, SortedSet<Long>> read : t.externalReads().entrySet()) {
                String what = "T" + t.id() + " reads " + ObjectNames.of(read.getKey()) + " " + read.getValue();
                Integer writer = replayed.get(read.getKey());
                if (writer == null) {
                    problems.add(what + " in the history, but the trace has no such read");
                    continue;
                }
                for (long value : read.getValue()) {
                    OptionalInt reported = history.writerOf(read.getKey(), value);
                    if (reported.isEmpty() || reported.getAsInt() != writer) {
                        problems.add(what + " in the history, but the replay returns T" + writer + "'s write");
                    }
                }
            }
            replayed.keySet().stream().filter(x -> !t.externalReads().containsKey(x)).forEach(x -> problems.add(
                    "the trace has T" + t.id() + " read " + ObjectNames.of(x) + ", the history does not"));
        }
    }

    /**
     * Clients run their transactions one after the other: every event of a transaction lies
     * before every event of the next transaction of its session.
     */
    final void clientsAreSequential(List<Event> events) {
        for (Event a : events) {
            for (Event b : events) {
                if (a.txn() != b.txn() && history.sessionOrder(a.txn(), b.txn()) && a.step() > b.step()) {
                    problems.add(b + " lies before " + a + ", but T" + a.txn() + " precedes T" + b.txn()
                            + " at its client");
                }
            }
        }
    }

    /** Records a problem found after the replay. */
    final void problem(String what) {
        problems.add(what);
    }
}
