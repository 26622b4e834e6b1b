// SPDX-License-Identifier: EPL-2.0
package isolang.history.generate;

import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.TxnStatus;

/**
 * Copies a history and plants anomaly gadgets into the copy: each gadget gets keys (numbered
 * after the history's, by thousands) and sessions of its own, added after the history's, so its
 * transactions follow everything else and touch nothing else; values are the gadget's own.
 */
public final class Planting {

    private Planting() {
    }

    /** {@code history} with {@code gadgets} planted. */
    public static CompactHistory plant(CompactHistory history, AnomalyGadget... gadgets) {
        HistoryBuilder b = new HistoryBuilder(history.source(), history.unsignedLabels(),
                history.valueLabel(history.initialValue()));
        copy(history, b);
        long nextKey = 1000;
        for (int k = 0; k < history.keyCount(); k++) {
            if (!history.isNamedKey(k) && history.keyLabel(k) >= nextKey) {
                nextKey = (history.keyLabel(k) / 1000 + 1) * 1000;
            }
        }
        long label = history.transactionCount() + 1_000_000L;
        int plantedSessions = 0;
        for (AnomalyGadget gadget : gadgets) {
            int[] session = new int[16];
            java.util.Arrays.fill(session, -1);
            long keyBase = nextKey;
            nextKey += 16;
            for (String txn : gadget.transactions()) {
                boolean aborted = txn.startsWith("!");
                String body = aborted ? txn.substring(1) : txn;
                int s = Integer.parseInt(body.substring(0, body.indexOf(':')));
                if (session[s] < 0) {
                    session[s] = b.newSession(1_000_000L + plantedSessions++, null);
                }
                int t = b.newTransaction(session[s], label++, aborted ? TxnStatus.ABORTED : TxnStatus.COMMITTED);
                for (String op : body.substring(body.indexOf(':') + 1).trim().split("\\s+")) {
                    int comma = op.indexOf(',');
                    int key = b.key(keyBase + Integer.parseInt(op.substring(1, comma)));
                    int value = Integer.parseInt(op.substring(comma + 1));
                    int v = b.value(value == 0 ? history.valueLabel(history.initialValue()) : value);
                    if (op.charAt(0) == 'r') {
                        b.read(t, key, v);
                    } else {
                        b.write(t, key, v);
                    }
                }
            }
        }
        return b.build();
    }

    private static void copy(CompactHistory h, HistoryBuilder b) {
        for (int op = h.opStart(0); op < h.opEnd(0); op++) {
            b.initialWrite(key(h, b, op), b.value(h.valueLabel(h.opValue(op))));
        }
        int[] sessions = new int[h.sessionCount()];
        for (int s = 0; s < sessions.length; s++) {
            sessions[s] = b.newSession(h.sessionLabel(s), h.sessionName(s));
        }
        for (int t = 1; t < h.transactionCount(); t++) {
            int s = h.txnSession(t);
            int copy = b.newTransaction(s < 0 ? -1 : sessions[s], h.txnLabel(t), h.status(t));
            for (int op = h.opStart(t); op < h.opEnd(t); op++) {
                int v = b.value(h.valueLabel(h.opValue(op)));
                if (h.isRead(op)) {
                    b.read(copy, key(h, b, op), v);
                } else {
                    b.write(copy, key(h, b, op), v);
                }
            }
        }
    }

    private static int key(CompactHistory h, HistoryBuilder b, int op) {
        int k = h.opKey(op);
        return h.isNamedKey(k) ? b.key(h.keyName(k)) : b.key(h.keyLabel(k));
    }
}
