// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import isolang.history.model.CompactHistory;
import isolang.history.model.TxnStatus;

/**
 * Writes a history in the Plume/PolySI text format, {@code r(KEY,VALUE,SESSION,TXN)} per line, in
 * session order and program order. Numbers are unsigned 64-bit decimals (Plume itself needs
 * them below 2^63); named keys are written as their index. Aborted transactions become lines
 * with transaction -1 (writes only). Indeterminate transactions cannot be expressed.
 */
final class PlumeWriter implements HistoryWriter {

    @Override
    public List<String> write(CompactHistory history, Writer out, String shown)
            throws IOException, HistoryFormatException {
        int indeterminate = WriterSupport.count(history, TxnStatus.INDETERMINATE);
        if (indeterminate > 0) {
            throw HistoryFormatException.inFile(shown,
                    "the Plume format has no indeterminate transactions; this history has "
                            + indeterminate + " (use --to json)");
        }
        WriterSupport.requireImplicitInitial(history, shown, "the Plume format");
        WriterSupport.Values values = new WriterSupport.Values(history, shown, "the Plume format");
        long[] txns = WriterSupport.txnLabels(history);
        StringBuilder line = new StringBuilder(64);
        for (int s = 0; s < history.sessionCount(); s++) {
            for (int i = 0; i < history.sessionLength(s); i++) {
                int t = history.sessionTxn(s, i);
                for (int op = history.opStart(t); op < history.opEnd(t); op++) {
                    write(history, out, line, op, values, sessionLabel(history, s), Long.toUnsignedString(txns[t]));
                }
            }
        }
        for (int t = 1; t < history.transactionCount(); t++) {
            if (history.status(t) == TxnStatus.ABORTED) {
                int s = Math.max(0, history.txnSession(t));
                for (int op = history.opStart(t); op < history.opEnd(t); op++) {
                    if (!history.isRead(op)) {
                        write(history, out, line, op, values,
                                history.sessionCount() == 0 ? "0" : sessionLabel(history, s), "-1");
                    }
                }
            }
        }
        return WriterSupport.lostHints(history, false);
    }

    private static void write(CompactHistory history, Writer out, StringBuilder line, int op,
            WriterSupport.Values values,
            String session, String txn) throws IOException {
        int key = history.opKey(op);
        line.setLength(0);
        line.append(history.isRead(op) ? "r(" : "w(")
                .append(history.isNamedKey(key) ? Integer.toString(key) : Long.toUnsignedString(history.keyLabel(key)))
                .append(',').append(Long.toUnsignedString(values.of(op))).append(',').append(session)
                .append(',').append(txn).append(")\n");
        out.write(line.toString());
    }

    private static String sessionLabel(CompactHistory history, int s) {
        long label = history.sessionLabel(s);
        return label >= 0 ? Long.toString(label) : Integer.toString(s);
    }
}
