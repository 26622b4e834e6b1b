// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import isolang.history.model.CompactHistory;
import isolang.history.model.TxnStatus;

/**
 * Decides the transactions whose outcome the client does not know: one is committed exactly
 * when a committed transaction reads one of its writes (directly, or through other indeterminate
 * transactions decided committed), and aborted otherwise. This is the most permissive choice:
 * a transaction nobody reads from only adds constraints when committed (every level's axioms
 * are universally quantified over transactions), and one that is read must have committed, or
 * the read is an aborted read.
 */
public final class IndeterminateDecision {

    private IndeterminateDecision() {
    }

    /** The history with its indeterminate transactions decided (the same history if there are none). */
    public static CompactHistory decide(CompactHistory history) {
        if (history.count(TxnStatus.INDETERMINATE) == 0) {
            return history;
        }
        HistoryIndex index = new HistoryIndex(history);
        boolean[] committed = new boolean[history.transactionCount()];
        boolean[] scanned = new boolean[history.transactionCount()];
        for (int t = 0; t < committed.length; t++) {
            committed[t] = history.isCommitted(t);
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int t = 0; t < committed.length; t++) {
                if (!committed[t] || scanned[t]) {
                    continue;
                }
                scanned[t] = true;
                for (int op = history.opStart(t); op < history.opEnd(t); op++) {
                    if (!history.isRead(op)) {
                        continue;
                    }
                    for (int w = index.firstWrite(history.opKey(op), history.opValue(op)); w >= 0; w = index
                            .nextSameWrite(w)) {
                        int writer = index.txnOf(w);
                        if (!committed[writer] && history.status(writer) == TxnStatus.INDETERMINATE) {
                            committed[writer] = true;
                            changed = true;
                        }
                    }
                }
            }
        }
        return history.withIndeterminateDecided(committed);
    }
}
