// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;

import isolang.history.model.CompactHistory;

/**
 * Writes the JSON form read by {@link JsonHistoryReader}: every transaction with its status,
 * explicit initial writes and version-order hints, so nothing of the model is lost. Values above
 * 2^53 are written as strings of digits (exact in every JSON reader); one transaction per line.
 */
final class JsonHistoryWriter implements HistoryWriter {

    private static final long EXACT_IN_DOUBLE = 1L << 53;

    @Override
    public List<String> write(CompactHistory history, Writer out, String shown) throws IOException {
        out.write("{\"format\": \"isolang-history\", \"version\": 1,\n");
        out.write(" \"initialValue\": " + number(history, history.initialValue() >= 0
                ? history.valueLabel(history.initialValue()) : 0) + ",\n");
        if (history.initialExplicit()) {
            out.write(" \"initial\": [");
            for (int op = history.opStart(0); op < history.opEnd(0); op++) {
                out.write((op > history.opStart(0) ? ", " : "") + "[\"w\", " + key(history, history.opKey(op)) + ", "
                        + number(history, history.valueLabel(history.opValue(op))) + "]");
            }
            out.write("],\n");
        }
        out.write(" \"sessions\": [");
        for (int s = 0; s < history.sessionCount(); s++) {
            out.write((s > 0 ? "," : "") + "\n  {\"id\": " + number(history, history.sessionLabel(s))
                    + ", \"transactions\": [");
            boolean first = true;
            for (int t = 1; t < history.transactionCount(); t++) {
                if (history.txnSession(t) == s) {
                    out.write((first ? "" : ",") + "\n    ");
                    transaction(history, t, out);
                    first = false;
                }
            }
            out.write("]}");
        }
        boolean sessionless = false;
        for (int t = 1; t < history.transactionCount(); t++) {
            if (history.txnSession(t) < 0) {
                out.write((sessionless ? ","
                        : (history.sessionCount() > 0 ? "," : "") + "\n  {\"id\": -1, \"transactions\": [")
                        + "\n    ");
                transaction(history, t, out);
                sessionless = true;
            }
        }
        out.write(sessionless ? "]}]" : "]");
        if (history.orderHintCount() > 0) {
            out.write(",\n \"versionOrder\": [");
            for (int h = 0; h < history.orderHintCount(); h++) {
                out.write((h > 0 ? ", " : "") + "[" + key(history, history.orderHintKey(h)) + ", "
                        + number(history, history.valueLabel(history.orderHintBefore(h))) + ", "
                        + number(history, history.valueLabel(history.orderHintAfter(h))) + "]");
            }
            out.write("]");
        }
        out.write("\n}\n");
        return List.of();
    }

    private static void transaction(CompactHistory history, int t, Writer out) throws IOException {
        out.write("{\"id\": " + number(history, history.txnLabel(t)) + ", \"status\": \""
                + history.status(t).name().toLowerCase(Locale.ROOT) + "\", "
                + (history.hasInterval(t) ? "\"interval\": [" + time(history.intervalStart(t)) + ", "
                        + time(history.intervalEnd(t)) + "], " : "")
                + "\"ops\": [");
        for (int op = history.opStart(t); op < history.opEnd(t); op++) {
            out.write((op > history.opStart(t) ? ", " : "") + "[\"" + (history.isRead(op) ? "r" : "w") + "\", "
                    + key(history, history.opKey(op)) + ", " + number(history, history.valueLabel(history.opValue(op)))
                    + "]");
        }
        out.write("]}");
    }

    private static String key(CompactHistory history, int key) {
        return history.isNamedKey(key) ? quote(history.keyName(key)) : number(history, history.keyLabel(key));
    }

    /** A time as a JSON number, or as a string of digits when a double could not hold it. */
    private static String time(long time) {
        return time >= -EXACT_IN_DOUBLE && time <= EXACT_IN_DOUBLE ? Long.toString(time) : "\"" + time + "\"";
    }

    /** A 64-bit label as a JSON number, or as a string of digits when a double could not hold it. */
    private static String number(CompactHistory history, long label) {
        boolean exact = history.unsignedLabels() ? label >= 0 && label <= EXACT_IN_DOUBLE
                : label >= -EXACT_IN_DOUBLE && label <= EXACT_IN_DOUBLE;
        String text = history.label(label);
        return exact ? text : "\"" + text + "\"";
    }

    private static String quote(String s) {
        StringBuilder q = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> q.append("\\\"");
                case '\\' -> q.append("\\\\");
                case '\n' -> q.append("\\n");
                default -> {
                    if (c < 0x20) {
                        q.append(String.format("\\u%04x", (int) c));
                    } else {
                        q.append(c);
                    }
                }
            }
        }
        return q.append('"').toString();
    }
}
