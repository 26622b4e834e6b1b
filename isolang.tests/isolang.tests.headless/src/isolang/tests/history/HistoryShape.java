// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;

import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.format.HistoryFormatException;
import isolang.history.format.LoadOptions;
import isolang.history.model.CompactHistory;

/** Test helpers: a history's structure as comparable text, and loading files in tests. */
public final class HistoryShape {

    private HistoryShape() {
    }

    /**
     * The structure of {@code history}: one line per session with its transactions (status
     * letter for non-committed ones) and operations by key name and value label; then aborted
     * transactions outside sessions and explicit initial writes.
     */
    public static String of(CompactHistory history) {
        StringBuilder text = new StringBuilder();
        if (history.opEnd(0) > history.opStart(0)) {
            text.append("init:").append(ops(history, 0)).append('\n');
        }
        for (int s = 0; s < history.sessionCount(); s++) {
            StringBuilder session = new StringBuilder();
            for (int t = 1; t < history.transactionCount(); t++) {
                if (history.txnSession(t) == s) {
                    session.append(' ').append(txn(history, t));
                }
            }
            if (session.length() > 0) {
                text.append("session").append(session).append('\n');
            }
        }
        for (int t = 1; t < history.transactionCount(); t++) {
            if (history.txnSession(t) < 0) {
                text.append("none ").append(txn(history, t)).append('\n');
            }
        }
        return text.toString();
    }

    /**
     * {@link #of} with keys renamed {@code K0, K1, …} in order of first appearance, for formats
     * that rename keys (numeric keys become names in isolang text and the other way in Plume).
     */
    public static String canonical(CompactHistory history) {
        String text = of(history);
        java.util.Map<String, String> names = new java.util.HashMap<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([rw])\\(([^,]+),").matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = names.computeIfAbsent(m.group(2), k -> "K" + names.size());
            m.appendReplacement(out, m.group(1) + "(" + name + ",");
        }
        m.appendTail(out);
        return out.toString();
    }

    private static String txn(CompactHistory history, int t) {
        String status = switch (history.status(t)) {
            case COMMITTED -> "";
            case ABORTED -> "!";
            case INDETERMINATE -> "?";
        };
        return "[" + status + ops(history, t).trim() + "]";
    }

    private static String ops(CompactHistory history, int t) {
        StringBuilder text = new StringBuilder();
        for (int op = history.opStart(t); op < history.opEnd(t); op++) {
            int value = history.opValue(op);
            text.append(' ').append(history.isRead(op) ? "r(" : "w(").append(history.keyName(history.opKey(op)))
                    .append(',')
                    .append(value == history.initialValue() ? "init" : history.valueName(value)).append(')');
        }
        return text.toString();
    }

    /** Reads a history file, detecting its format. */
    public static CompactHistory load(Path path) {
        return load(path, Optional.empty(), LoadOptions.defaults());
    }

    /** Reads a history file. */
    public static CompactHistory load(Path path, Optional<HistoryFormat> format, LoadOptions options) {
        try {
            return HistoryFiles.read(path, path.getFileName().toString(), format, options).history();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (HistoryFormatException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }
}
