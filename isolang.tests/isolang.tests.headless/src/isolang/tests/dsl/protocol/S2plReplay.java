// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.protocol;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import isolang.solver.WitnessExecution;
import isolang.solver.history.History;
import isolang.solver.history.Transaction;

/**
 * Strict two-phase locking with two-phase commit as guarded updates (VERIso, Section 5): the
 * server of a key grants a lock only if no other transaction holds a conflicting lock on it
 * (no-wait), and reads the last write installed there; a client commits once it holds all its
 * locks; a server commits a committed transaction by installing its write and releasing its
 * lock. Two unsound variants of {@code examples/s2pl-2pc.isol} change who holds locks. The replay
 * derives the history's real time {@code rt} from the events and compares it with the reported
 * history's; where the trace states the version order and the anti-dependencies ({@code vo},
 * {@code rw}), it derives them from the events and the reads it induced and compares too.
 */
final class S2plReplay extends ProtocolReplay {

    /** Which locks are held. */
    enum Variant {
        /** Every lock until the server commits. */
        STRICT,
        /** A lock on a key the transaction only reads is given up once the read is done. */
        EARLY_READ_RELEASE,
        /** Read-only transactions take no locks. */
        READ_ONLY_UNLOCKED
    }

    private final Variant variant;

    /** Per key: the transactions holding a lock on it. */
    private final Map<Integer, Set<Integer>> holders = new HashMap<>();

    /** Per key: the transaction whose write is installed (the initial one at first). */
    private final Map<Integer, Integer> installed = new HashMap<>();

    private final Map<Integer, Set<Integer>> locked = new HashMap<>();

    private final Map<Integer, Set<Integer>> released = new HashMap<>();

    private final Set<Integer> committed = new HashSet<>();

    /** Per key: the writers in the order their writes were installed. */
    private final Map<Integer, List<Integer>> installOrder = new HashMap<>();

    S2plReplay(History history, WitnessExecution trace, Variant variant) {
        super(history, trace);
        this.variant = variant;
    }

    private boolean readOnly(int txn) {
        return transaction(txn).map(t -> t.finalWrites().isEmpty()).orElse(false);
    }

    @Override
    List<Event> events() {
        return events(List.of("lock", "release"), List.of("commit"));
    }

    @Override
    void apply(Event e) {
        int t = e.txn();
        int x = e.object();
        guard(t != Transaction.INITIAL, e, "the initial transaction has no events");
        switch (e.kind()) {
            case "lock" -> {
                guard(keys(t).contains(x), e, "T" + t + " does not access this key");
                guard(locked.computeIfAbsent(t, k -> new HashSet<>()).add(x), e, "a second lock");
                guard(!committed.contains(t), e, "a lock after the commit point");
                boolean unlocked = variant == Variant.READ_ONLY_UNLOCKED && readOnly(t);
                for (int other : holders.getOrDefault(x, Set.of())) {
                    guard(unlocked || other == t || !writes(t, x) && !writes(other, x), e,
                            "T" + other + " holds a conflicting lock");
                }
                if (reads(t, x)) {
                    read(e, installed.getOrDefault(x, Transaction.INITIAL));
                }
                boolean released = variant == Variant.EARLY_READ_RELEASE && !writes(t, x);
                if (!released && !unlocked) {
                    holders.computeIfAbsent(x, k -> new HashSet<>()).add(t);
                }
            }
            case "commit" -> {
                guard(committed.add(t), e, "a second commit");
                guard(!keys(t).isEmpty() && locked.getOrDefault(t, Set.of()).equals(keys(t)), e,
                        "T" + t + " does not hold all its locks");
            }
            case "release" -> {
                guard(committed.contains(t), e, "the server commits before the client's commit point");
                guard(locked.getOrDefault(t, Set.of()).contains(x), e, "T" + t + " holds no lock here");
                guard(released.computeIfAbsent(t, k -> new HashSet<>()).add(x), e, "a second release");
                if (writes(t, x)) {
                    installed.put(x, t);
                    installOrder.computeIfAbsent(x, k -> new ArrayList<>()).add(t);
                }
                holders.getOrDefault(x, new HashSet<>()).remove(t);
            }
            default -> guard(false, e, "not an event of S2PL");
        }
    }

    @Override
    void finish(List<Event> events) {
        for (Transaction t : history.transactions()) {
            boolean active = !keys(t.id()).isEmpty();
            if (active != committed.contains(t.id())) {
                problem("T" + t.id() + (active ? " accesses keys but never commits" : " commits without keys"));
            }
            for (Transaction next : history.transactions()) {
                if (history.sessionOrder(t.id(), next.id()) && !released.getOrDefault(t.id(), Set.of())
                        .equals(keys(t.id()))) {
                    problem("T" + next.id() + " starts before every server committed T" + t.id());
                }
            }
        }
        clientsAreSequential(events);
        compare("rt", realTime(events), history.realTime().edges().stream()
                .map(e -> List.of(e.before(), e.after())).toList());
        if (trace.relations().containsKey("vo")) {
            compare("vo", versionOrder(), trace.relation("vo"));
            compare("rw", antiDependencies(), trace.relation("rw"));
        }
    }

    /** t1 -> t2 if t1's commit point lies before t2's first event. */
    private Set<List<Integer>> realTime(List<Event> events) {
        Map<Integer, Integer> commits = new HashMap<>();
        Map<Integer, Integer> starts = new HashMap<>();
        for (Event e : events) {
            if (e.kind().equals("commit")) {
                commits.put(e.txn(), e.step());
            }
            starts.merge(e.txn(), e.step(), Math::min);
        }
        Set<List<Integer>> rt = new HashSet<>();
        commits.forEach((t1, commit) -> starts.forEach((t2, start) -> {
            if (commit < start) {
                rt.add(List.of(t1, t2));
            }
        }));
        return rt;
    }

    /**
     * Per key: the initial write, then the installed writes in order, then the writes not
     * installed (at most one under the locks of every variant).
     */
    private Set<List<Integer>> versionOrder() {
        Set<List<Integer>> vo = new HashSet<>();
        for (int x = 0; x < history.objectCount(); x++) {
            List<Integer> order = new ArrayList<>(List.of(Transaction.INITIAL));
            order.addAll(installOrder.getOrDefault(x, List.of()));
            for (Transaction t : history.transactions()) {
                if (t.writes(x) && !order.contains(t.id())) {
                    order.add(t.id());
                }
            }
            for (int i = 0; i < order.size(); i++) {
                for (int j = i + 1; j < order.size(); j++) {
                    vo.add(List.of(x, order.get(i), order.get(j)));
                }
            }
        }
        return vo;
    }

    /** t1 -> t2 if t1 read a version of some key that t2 overwrites later in the version order. */
    private Set<List<Integer>> antiDependencies() {
        Set<List<Integer>> vo = versionOrder();
        Set<List<Integer>> rw = new HashSet<>();
        for (Transaction t : history.transactions()) {
            t.externalReads().forEach((x, values) -> values.forEach(v -> history.writerOf(x, v).ifPresent(w -> {
                for (List<Integer> pair : vo) {
                    if (pair.get(0) == x && pair.get(1) == w && pair.get(2) != t.id()) {
                        rw.add(List.of(t.id(), pair.get(2)));
                    }
                }
            })));
        }
        return rw;
    }

    private void compare(String name, Set<List<Integer>> replayed, List<List<Integer>> reported) {
        if (!replayed.equals(new HashSet<>(reported))) {
            problem(name + " of the trace is " + reported + ", the replay derives " + replayed);
        }
    }
}
