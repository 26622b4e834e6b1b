// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import isolang.solver.history.History;
import isolang.solver.history.ReadFrom;
import isolang.solver.history.Transaction;

/**
 * The beginning of an observed run that is too large to encode whole: at most {@code limit}
 * transactions taken from the sessions in turn, each only after its session predecessors and
 * every transaction it reads from, so the prefix is closed under session order and write–read.
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

    /** The prefix of {@code run} with at most {@code limit} transactions (the whole run if it fits). */
    static RunPrefix of(History run, int limit) {
        int total = run.transactions().size();
        if (total <= limit) {
            return new RunPrefix(run, total);
        }
        Set<Integer> taken = new HashSet<>(List.of(Transaction.INITIAL));
        List<ReadFrom> reads = run.writeReads();
        List<List<Transaction>> sessions = run.sessions();
        List<List<Transaction>> kept = new ArrayList<>();
        sessions.forEach(s -> kept.add(new ArrayList<>()));
        boolean progress = true;
        while (progress && taken.size() - 1 < limit) {
            progress = false;
            for (int s = 0; s < sessions.size() && taken.size() - 1 < limit; s++) {
                int next = kept.get(s).size();
                if (next == sessions.get(s).size()) {
                    continue;
                }
                Transaction txn = sessions.get(s).get(next);
                boolean ready = reads.stream().filter(r -> r.reader() == txn.id())
                        .allMatch(r -> r.writer() == txn.id() || taken.contains(r.writer()));
                if (ready) {
                    kept.get(s).add(txn);
                    taken.add(txn.id());
                    progress = true;
                }
            }
        }
        kept.removeIf(List::isEmpty);
        return new RunPrefix(History.of(run.objectCount(), kept), total);
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
        return List.of("the run has " + total + " transactions, more than are encoded at once: predicted"
                + " from its first " + history.transactions().size() + " (taken from the sessions in turn, each"
                + " after the transactions it reads from); \"none\" covers this prefix only");
    }
}
