// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.protocol;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import isolang.solver.WitnessExecution;
import isolang.solver.history.History;
import isolang.solver.history.Transaction;

/**
 * TAPIR's timestamp-ordered OCC with two-phase commit as guarded updates (VERIso, Section 6,
 * Figs. 11 and 12): a read returns the committed write with the largest timestamp; a server
 * prepares a transaction only if its OCC check passes (the journal or the conference version of
 * line 14); a client commits once every server of its keys prepared it; a server commits a
 * committed transaction by making its write visible. A transaction that never commits keeps its
 * prepares as prepared writes.
 */
final class TapirReplay extends ProtocolReplay {

    private final boolean conference;

    /** Each transaction's place in the timestamp order. */
    private final Map<Integer, Integer> rank = new HashMap<>();

    /** Per key: the transactions whose write is committed there (the initial one always is). */
    private final Map<Integer, Set<Integer>> committedWrites = new HashMap<>();

    /** Per key: the transactions prepared there and not yet committed there. */
    private final Map<Integer, Set<Integer>> prepared = new HashMap<>();

    /** The version each transaction read of each key. */
    private final Map<Integer, Map<Integer, Integer>> versions = new HashMap<>();

    private final Map<Integer, Set<Integer>> preparedAt = new HashMap<>();

    private final Map<Integer, Set<Integer>> serverCommitted = new HashMap<>();

    private final Set<Integer> committed = new HashSet<>();

    private final Set<Integer> everCommits = new HashSet<>();

    TapirReplay(History history, WitnessExecution trace, boolean conference) {
        super(history, trace);
        this.conference = conference;
        trace.relation("ts").forEach(pair -> rank.merge(pair.get(1), 1, Integer::sum));
        trace.relation("commit").forEach(tuple -> everCommits.add(tuple.get(0)));
    }

    private boolean below(int a, int b) {
        return rank.getOrDefault(a, 0) < rank.getOrDefault(b, 0);
    }

    @Override
    List<Event> events() {
        return events(List.of("read", "prepare", "serverCommit"), List.of("commit"));
    }

    @Override
    void apply(Event e) {
        int t = e.txn();
        int x = e.object();
        guard(t != Transaction.INITIAL, e, "the initial transaction has no events");
        Set<Integer> committedHere = committedWrites.computeIfAbsent(x, k -> new HashSet<>(Set.of(0)));
        Set<Integer> preparedHere = prepared.computeIfAbsent(x, k -> new HashSet<>());
        switch (e.kind()) {
            case "read" -> {
                guard(reads(t, x), e, "T" + t + " does not read this key");
                guard(preparedAt.getOrDefault(t, Set.of()).isEmpty(), e, "a read after T" + t + "'s first prepare");
                int latest = committedHere.stream().reduce((a, b) -> below(a, b) ? b : a).orElseThrow();
                versions.computeIfAbsent(t, k -> new HashMap<>()).put(x, latest);
                read(e, latest);
            }
            case "prepare" -> {
                guard(!committed.contains(t), e, "a prepare after the commit point");
                guard(!reads(t, x) || versions.getOrDefault(t, Map.of()).containsKey(x), e,
                        "a prepare before T" + t + " read the key");
                guard(preparedAt.computeIfAbsent(t, k -> new HashSet<>()).add(x), e, "a second prepare");
                occCheck(e, committedHere, preparedHere);
                preparedHere.add(t);
            }
            case "commit" -> {
                guard(committed.add(t), e, "a second commit");
                guard(preparedAt.getOrDefault(t, Set.of()).equals(keys(t)), e,
                        "the servers of exactly T" + t + "'s keys have not all prepared it");
            }
            case "serverCommit" -> {
                guard(committed.contains(t), e, "the server commits before the client's commit point");
                guard(preparedHere.remove(t), e, "T" + t + " is not prepared here");
                guard(serverCommitted.computeIfAbsent(t, k -> new HashSet<>()).add(x), e, "a second server commit");
                if (writes(t, x)) {
                    committedHere.add(t);
                }
            }
            default -> guard(false, e, "not an event of TAPIR");
        }
    }

    /** The OCC check of Fig. 11 (lines 11, 14, 17, 20), line 14 as in Fig. 12 for the conference version. */
    private void occCheck(Event e, Set<Integer> committedHere, Set<Integer> preparedHere) {
        int t = e.txn();
        int x = e.object();
        boolean writesHere = writes(t, x) || !everCommits.contains(t);
        Integer version = versions.getOrDefault(t, Map.of()).get(x);
        Set<Integer> preparedWrites = new HashSet<>();
        Set<Integer> preparedReads = new HashSet<>();
        for (int p : preparedHere) {
            if (p != t && (writes(p, x) || !everCommits.contains(p))) {
                preparedWrites.add(p);
            }
            if (p != t && reads(p, x)) {
                preparedReads.add(p);
            }
        }
        for (int c : committedHere) {
            if (c != t && c != Transaction.INITIAL) {
                guard(version == null || !below(version, c), e, "line 11: T" + c + " committed a newer version");
                guard(!writesHere || !below(t, c), e, "line 20: T" + c + " committed a write with a larger timestamp");
            }
        }
        for (int p : preparedReads) {
            guard(!writesHere || !below(t, p), e, "line 17: T" + p + " prepared a read with a larger timestamp");
        }
        if (version != null && conference) {
            guard(preparedWrites.isEmpty() || preparedWrites.stream().anyMatch(p -> below(p, version)), e,
                    "line 14': the version read is not above a prepared write");
        } else if (version != null) {
            for (int p : preparedWrites) {
                guard(!below(p, t), e, "line 14: T" + p + " prepared a write with a smaller timestamp");
            }
        }
    }

    @Override
    void finish(List<Event> events) {
        for (Transaction t : history.transactions()) {
            if (!keys(t.id()).isEmpty() && !committed.contains(t.id())) {
                problem("T" + t.id() + " accesses keys but never commits");
            }
            for (Transaction next : history.transactions()) {
                if (history.sessionOrder(t.id(), next.id())) {
                    if (!below(t.id(), next.id())) {
                        problem("T" + next.id() + "'s timestamp is not above T" + t.id() + "'s at their client");
                    }
                    if (!serverCommitted.getOrDefault(t.id(), Set.of()).equals(preparedAt.getOrDefault(t.id(),
                            Set.of()))) {
                        problem("T" + next.id() + " starts before every server committed T" + t.id());
                    }
                }
            }
        }
        rank.keySet().stream().filter(t -> t != Transaction.INITIAL && !below(Transaction.INITIAL, t)).findAny()
                .ifPresent(t -> problem("the initial transaction's timestamp is not the smallest"));
        clientsAreSequential(events);
    }
}
