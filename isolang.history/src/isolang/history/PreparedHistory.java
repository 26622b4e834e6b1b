// SPDX-License-Identifier: EPL-2.0
package isolang.history;

import java.util.ArrayList;
import java.util.List;

import isolang.history.check.HistoryIndex;
import isolang.history.check.IndeterminateDecision;
import isolang.history.check.ReadResolution;
import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryStatistics;
import isolang.history.model.TxnStatus;

/**
 * A loaded history made ready for checking against any number of levels: indeterminate
 * transactions decided, the derived index built and every read resolved (read-consistency
 * violations and duplicate values found), once.
 *
 * @param original the history as loaded
 * @param history the history checked (indeterminate transactions decided)
 * @param reads the resolved reads of {@code history}
 * @param statistics counts of the original history
 * @param notes what the loader and the preparation did that the user should know
 */
public record PreparedHistory(CompactHistory original, CompactHistory history, ReadResolution reads,
        HistoryStatistics statistics, List<String> notes) {

    /** Freezes the notes. */
    public PreparedHistory {
        notes = List.copyOf(notes);
    }

    /** Prepares {@code history}. */
    public static PreparedHistory of(CompactHistory history) {
        List<String> notes = new ArrayList<>(history.notes());
        CompactHistory decided = IndeterminateDecision.decide(history);
        int indeterminate = history.count(TxnStatus.INDETERMINATE);
        if (indeterminate > 0) {
            int committed = decided.count(TxnStatus.COMMITTED) - history.count(TxnStatus.COMMITTED);
            notes.add(indeterminate + " indeterminate transactions: " + committed
                    + " taken as committed (their writes are"
                    + " read), " + (indeterminate - committed) + " as aborted");
        }
        ReadResolution reads = ReadResolution.resolve(new HistoryIndex(decided));
        if (reads.ambiguousReads() > 0) {
            notes.add(reads.ambiguousReads() + " reads have several possible writers (duplicate written values)");
        }
        return new PreparedHistory(history, decided, reads, HistoryStatistics.of(history), notes);
    }

    /** The index of the checked history. */
    public HistoryIndex index() {
        return reads.index();
    }
}
