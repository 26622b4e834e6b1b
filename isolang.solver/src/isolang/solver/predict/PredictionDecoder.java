// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;

import isolang.solver.Statistics;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.spec.HistoryModel;

/**
 * Turns a candidate of the {@link PredictionEncoding} (an abstract history over transaction
 * atoms and value indexes) back into the observed run's terms: the observed operations cut at
 * the boundary, free reads returning the value of the write they now observe (in the operation
 * model read by position, so repeated reads of one object each keep their own). Reads the
 * {@link RunSlice slice} left out (of objects nobody writes) are kept as observed.
 */
final class PredictionDecoder {

    private final ObservedRun run;
    private final Boundary boundary;
    private final HistoryModel model;

    PredictionDecoder(ObservedRun run, Boundary boundary, HistoryModel model) {
        this.run = run;
        this.boundary = boundary;
        this.model = model;
    }

    /** The prediction of {@code candidate}, a history whose transaction ids are the atoms of {@code run}. */
    Prediction.Predicted decode(History candidate, PredictionMode decidedBy, Statistics statistics) {
        List<ChangedRead> changes = new ArrayList<>();
        List<SessionCut> cuts = new ArrayList<>();
        List<List<Transaction>> sessions = new ArrayList<>();
        int atom = 0;
        List<List<Transaction>> observed = run.history().sessions();
        for (int s = 0; s < observed.size(); s++) {
            List<Transaction> kept = new ArrayList<>();
            boolean cut = false;
            for (Transaction txn : observed.get(s)) {
                atom++;
                if (cut) {
                    continue;
                }
                int before = changes.size();
                List<Operation> ops = operations(txn, atom, candidate, changes);
                kept.add(new Transaction(txn.id(), ops));
                if (changes.size() > before) {
                    cut = true;
                    cuts.add(new SessionCut(s, txn.id(), ops.size()));
                }
            }
            sessions.add(kept);
        }
        return new Prediction.Predicted(History.of(run.history().objectCount(), sessions), changes, cuts, List.of(),
                decidedBy, statistics);
    }

    private List<Operation> operations(Transaction txn, int atom, History candidate, List<ChangedRead> changes) {
        Optional<Transaction> chosen = candidate.transaction(atom);
        List<Operation> ops = new ArrayList<>();
        boolean[] written = new boolean[run.history().objectCount()];
        int slot = -1; // the operation's position in the sliced run, which drops objects nobody writes
        for (Operation op : txn.operations()) {
            if (run.written(op.object())) {
                slot++;
            }
            if (op.isWrite()) {
                written[op.object()] = true;
                ops.add(op);
                continue;
            }
            if (written[op.object()]) {
                ops.add(op);
                continue;
            }
            int x = op.object();
            int observedIndex = run.indexOf(x, op.value());
            if (!run.written(x)) {
                ops.add(op); // sliced away: only the initial value can be read
                continue;
            }
            int index = chosenIndex(chosen, slot, x).orElseThrow(() -> new IllegalStateException(
                    "the candidate drops the read of " + x + " by T" + txn.id()));
            ops.add(Operation.read(x, run.originalValue(x, index)));
            if (index != observedIndex) {
                changes.add(new ChangedRead(txn.id(), x, run.idOf(run.writerAtom(x, observedIndex)),
                        run.idOf(run.writerAtom(x, index))));
                if (boundary == Boundary.STRICT) {
                    return ops;
                }
            }
        }
        return ops;
    }

    /**
     * The value index the candidate's transaction reads at operation {@code i} of the sliced
     * run, of object {@code x}: its operation {@code i} in the operation model (its slots are the
     * sliced run's operations), its one external read of {@code x} in the abstract model.
     */
    private Optional<Integer> chosenIndex(Optional<Transaction> chosen, int i, int x) {
        if (chosen.isEmpty()) {
            return Optional.empty();
        }
        if (model == HistoryModel.OPERATION) {
            List<Operation> ops = chosen.get().operations();
            return i < ops.size() && ops.get(i).isRead() && ops.get(i).object() == x
                    ? Optional.of((int) ops.get(i).value()) : Optional.empty();
        }
        SortedSet<Long> read = chosen.get().externalReads().get(x);
        return read == null || read.size() != 1 ? Optional.empty() : Optional.of((int) (long) read.first());
    }
}
