// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.util.ArrayList;
import java.util.List;

import isolang.history.model.CompactHistory;
import isolang.history.model.LongIntMap;
import isolang.history.model.TxnStatus;

/** What the text writers share: value labels with the initial value as 0, and transaction labels. */
final class WriterSupport {

    private WriterSupport() {
    }

    /**
     * The labels the committed-only text formats write, where value 0 means the initial value:
     * the history's initial value is written as 0. A key whose initial value some transaction
     * writes (a file's own initialization, kept as an ordinary transaction) gets a fresh label for
     * that value (when a committed transaction writes it last), so that its reads keep reading
     * from that transaction and not from the implicit initial one.
     */
    static final class Values {
        private final CompactHistory history;
        private final long[] labels;
        private final boolean[] relabelKey;
        private final long fresh;

        /**
         * @throws HistoryFormatException if a value other than the initial one has label 0
         */
        Values(CompactHistory history, String shown, String format) throws HistoryFormatException {
            this.history = history;
            labels = new long[history.valueCount()];
            int initial = history.initialValue();
            long max = 0;
            for (int v = 0; v < labels.length; v++) {
                labels[v] = v == initial ? 0 : history.valueLabel(v);
                if (v != initial && labels[v] == 0) {
                    throw HistoryFormatException.inFile(shown, format + " reads value 0 as the initial value, but this"
                            + " history writes 0 and has another initial value");
                }
                max = Long.compareUnsigned(labels[v], max) > 0 ? labels[v] : max;
            }
            fresh = max + 1;
            relabelKey = new boolean[history.keyCount()];
            int[] seen = new int[history.keyCount()];
            java.util.Arrays.fill(seen, -1);
            for (int t = 1; t < history.transactionCount(); t++) {
                for (int op = history.opEnd(t) - 1; op >= history.opStart(t) && history.isCommitted(t); op--) {
                    int key = history.opKey(op);
                    if (!history.isRead(op) && seen[key] != t) {
                        seen[key] = t;
                        relabelKey[key] |= history.opValue(op) == initial;
                    }
                }
            }
        }

        /** The label to write for operation {@code op}. */
        long of(int op) {
            int value = history.opValue(op);
            return value == history.initialValue() && relabelKey[history.opKey(op)] ? fresh : labels[value];
        }
    }

    /**
     * The label each transaction is written as: its own label when these are positive and
     * unique among the written transactions, otherwise 1, 2, … in order.
     */
    static long[] txnLabels(CompactHistory history) {
        long[] labels = new long[history.transactionCount()];
        LongIntMap seen = new LongIntMap();
        boolean usable = true;
        for (int t = 1; t < labels.length && usable; t++) {
            long label = history.txnLabel(t);
            usable = label >= 1 && seen.put(label, t) == LongIntMap.ABSENT;
        }
        for (int t = 1; t < labels.length; t++) {
            labels[t] = usable ? history.txnLabel(t) : t;
        }
        return labels;
    }

    /** Warnings for what the committed-only text formats leave out; {@code withTime}: whether the format writes intervals. */
    static List<String> lostHints(CompactHistory history, boolean withTime) {
        List<String> warnings = new ArrayList<>();
        if (history.orderHintCount() > 0) {
            warnings.add(history.orderHintCount() + " version-order hints (from list reads) are not written");
        }
        if (!withTime && history.hasRealTime()) {
            warnings.add("the transactions' intervals of time (the real-time order) are not written");
        }
        return warnings;
    }

    /** The number of transactions with {@code status}, the initial one excluded. */
    static int count(CompactHistory history, TxnStatus status) {
        int n = 0;
        for (int t = 1; t < history.transactionCount(); t++) {
            n += history.status(t) == status ? 1 : 0;
        }
        return n;
    }

    /** Fails if the initial transaction writes anything but the initial value. */
    static void requireImplicitInitial(CompactHistory history, String shown, String format)
            throws HistoryFormatException {
        for (int op = history.opStart(0); op < history.opEnd(0); op++) {
            if (history.opValue(op) != history.initialValue()) {
                throw HistoryFormatException.inFile(shown, format + " cannot state initial values other than "
                        + "the initial value; the initial transaction writes " + history.opText(op));
            }
        }
    }
}
