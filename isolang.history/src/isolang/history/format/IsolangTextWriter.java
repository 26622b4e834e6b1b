// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import isolang.history.model.CompactHistory;
import isolang.history.model.TxnStatus;

/**
 * Writes a history as an isolang {@code history} literal, one line per session, readable by
 * {@link IsolangTextReader} and by the language. Named keys keep their names; numeric keys are
 * written {@code k17} ({@code k_17} for negative labels). The literal holds committed
 * transactions only: aborted or indeterminate transactions make the history inexpressible. A
 * transaction's interval of time is written after its label, {@code T3 [120, 458]:}.
 */
final class IsolangTextWriter implements HistoryWriter {

    private final String name;

    /** A writer of literals named {@code name}. */
    IsolangTextWriter(String name) {
        this.name = name;
    }

    @Override
    public List<String> write(CompactHistory history, Writer out, String shown)
            throws IOException, HistoryFormatException {
        int uncommitted = WriterSupport.count(history, TxnStatus.ABORTED)
                + WriterSupport.count(history, TxnStatus.INDETERMINATE);
        if (uncommitted > 0) {
            throw HistoryFormatException.inFile(shown,
                    "an isolang history literal holds committed transactions only; this"
                            + " history has " + uncommitted + " aborted or indeterminate ones (use --to json)");
        }
        WriterSupport.requireImplicitInitial(history, shown, "an isolang history literal");
        WriterSupport.Values values = new WriterSupport.Values(history, shown, "an isolang history literal");
        long[] txns = WriterSupport.txnLabels(history);
        out.write("history " + name + " {\n");
        for (int s = 0; s < history.sessionCount(); s++) {
            if (history.sessionLength(s) == 0) {
                continue;
            }
            out.write("  session {");
            for (int i = 0; i < history.sessionLength(s); i++) {
                int t = history.sessionTxn(s, i);
                out.write(" T" + txns[t] + (history.hasInterval(t) ? " [" + history.intervalStart(t) + ", "
                        + history.intervalEnd(t) + "]" : "") + ":");
                for (int op = history.opStart(t); op < history.opEnd(t); op++) {
                    out.write(history.isRead(op) ? " r(" : " w(");
                    out.write(keyName(history, history.opKey(op)));
                    out.write(",");
                    out.write(Long.toUnsignedString(values.of(op)));
                    out.write(")");
                }
            }
            out.write(" }\n");
        }
        out.write("}\n");
        return WriterSupport.lostHints(history, true);
    }

    /** A key as an isolang name. */
    static String keyName(CompactHistory history, int key) {
        if (history.isNamedKey(key)) {
            return history.keyName(key);
        }
        long label = history.keyLabel(key);
        return label < 0 && !history.unsignedLabels() ? "k_" + Long.toString(label).substring(1)
                : "k" + Long.toUnsignedString(label);
    }
}
