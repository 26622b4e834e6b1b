// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/**
 * The beginning of an observed run that is too large to encode whole: at most {@code limit}
 * transactions that touch a written object (the others only read initial values and are
 * {@link RunSlice sliced} away before encoding, so they are taken without counting), taken from
 * the sessions in turn, each only after its session predecessors and every transaction it reads
 * from, so the prefix is closed under session order and write–read.
 *
 * <p>A prediction of the prefix is a prediction of the run: a prediction is a prefix of the run
 * cut per session anyway (IsoPredict keeps the events up to each session's boundary), and
 * re-executing that prefix is what validates it. Only "none" weakens: it covers the prefix, not
 * the run.
 *
 * @param history the prefix
 * @param total the transactions of the whole run
 */
record RunPrefix(History history, int total) {

    /**
     * The prefix of {@code run} with at most {@code limit} transactions that touch a written
     * object (the whole run if it fits).
     */
    static RunPrefix of(History run, int limit) {
        int total = run.transactions().size();
        Set<Integer> written = new HashSet<>();
        run.transactions().forEach(t -> t.operations().stream().filter(Operation::isWrite)
                .forEach(op -> written.add(op.object())));
        Predicate<Transaction> counted = t -> t.operations().isEmpty()
                || t.operations().stream().anyMatch(op -> written.contains(op.object()));
        if (run.transactions().stream().filter(counted).count() <= limit) {
            return new RunPrefix(run, total);
        }
        Map<Integer, List<Integer>> writersOf = new HashMap<>();
        run.writeReads().stream().filter(r -> r.writer() != r.reader())
                .forEach(r -> writersOf.computeIfAbsent(r.reader(), k -> new ArrayList<>()).add(r.writer()));
        Set<Integer> taken = new HashSet<>(List.of(Transaction.INITIAL));
        List<List<Transaction>> sessions = run.sessions();
        List<List<Transaction>> kept = new ArrayList<>();
        sessions.forEach(s -> kept.add(new ArrayList<>()));
        int count = 0;
        boolean progress = true;
        while (progress && count < limit) {
            progress = false;
            for (int s = 0; s < sessions.size() && count < limit; s++) {
                List<Transaction> session = sessions.get(s);
                // transactions that are sliced away anyway come for free, up to the next counted one
                while (kept.get(s).size() < session.size() && !counted.test(session.get(kept.get(s).size()))) {
                    take(session.get(kept.get(s).size()), kept.get(s), taken);
                    progress = true;
                }
                if (kept.get(s).size() == session.size()) {
                    continue;
                }
                Transaction txn = session.get(kept.get(s).size());
                if (taken.containsAll(writersOf.getOrDefault(txn.id(), List.of()))) {
                    take(txn, kept.get(s), taken);
                    count++;
                    progress = true;
                }
            }
        }
        kept.removeIf(List::isEmpty);
        return new RunPrefix(History.of(run.objectCount(), kept), total);
    }

    private static void take(Transaction txn, List<Transaction> session, Set<Integer> taken) {
        session.add(txn);
        taken.add(txn.id());
    }

    /** Whether transactions were left out. */
    boolean cut() {
        return history.transactions().size() < total;
    }

    /** What was left out, in words, or nothing. */
    List<String> notes() {
        if (!cut()) {
            return List.of();
        }
        List<String> reach = new ArrayList<>();
        List<List<Transaction>> sessions = history.sessions();
        for (List<Transaction> session : sessions) {
            reach.add("T" + session.get(session.size() - 1).id());
        }
        return List.of("the run has " + total + " transactions, more than are encoded at once: predicted from its"
                + " first " + history.transactions().size() + " (taken from the sessions in turn, each after the"
                + " transactions it reads from; the encoded sessions end at " + String.join(", ", reach)
                + "); \"none\" covers this beginning only (raise --max-transactions, or `for N txn` in a predict"
                + " command, to search more)");
    }
}
