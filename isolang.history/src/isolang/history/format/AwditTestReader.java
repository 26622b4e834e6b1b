// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.TxnStatus;

/**
 * AWDIT's human-readable test format: one operation per line, {@code r KEY VALUE} or
 * {@code w KEY VALUE}; a line of {@code -} characters ends a transaction, a line of {@code =}
 * characters ends a session. There is no implicit initialization: AWDIT's tests write the
 * initial values explicitly (a transaction alone in its session that only writes 0 becomes the
 * initial transaction under {@link LoadOptions#initial()} {@code AUTO}). Transactions are
 * numbered 1, 2, … in file order. Empty lines are ignored.
 */
final class AwditTestReader implements HistoryReader {

    @Override
    public CompactHistory read(Path path, String shown, LoadOptions options)
            throws IOException, HistoryFormatException {
        HistoryBuilder builder = new HistoryBuilder(shown, false, 0);
        int session = -1;
        int txn = -1;
        long txnCount = 0;
        long sessionCount = 0;
        try (InputStream in = HistoryReader.open(path, options)) {
            TextScanner text = new TextScanner(in, shown);
            while (true) {
                text.skipBlanks();
                int c = text.peek();
                if (c == TextScanner.EOF) {
                    break;
                }
                if (c == '\n' || c == '\r') {
                    text.skipLine();
                    continue;
                }
                long line = text.line();
                long column = text.column();
                if (c == '=' || c == '-') {
                    separator(text, (char) c);
                    if (c == '=') {
                        session = -1;
                    }
                    txn = -1;
                    continue;
                }
                text.next();
                if (c != 'r' && c != 'w') {
                    throw text.errorAt(line, column,
                            "expected 'r KEY VALUE', 'w KEY VALUE' or a separator line but found "
                                    + TextScanner.describe(c));
                }
                text.skipBlanks();
                long key = text.readLong();
                text.skipBlanks();
                long value = text.readLong();
                text.skipBlanks();
                if (!text.atLineEnd()) {
                    throw text.error("expected the end of the line but found " + TextScanner.describe(text.peek()));
                }
                if (session < 0) {
                    session = builder.newSession(++sessionCount, null);
                }
                if (txn < 0) {
                    txn = builder.newTransaction(session, ++txnCount, TxnStatus.COMMITTED);
                }
                if (c == 'r') {
                    builder.read(txn, builder.key(key), builder.value(value));
                } else {
                    builder.write(txn, builder.key(key), builder.value(value));
                }
            }
        }
        return builder.build(options.initial());
    }

    private static void separator(TextScanner text, char kind) throws IOException, HistoryFormatException {
        while (text.peek() == kind) {
            text.next();
        }
        text.skipBlanks();
        if (!text.atLineEnd()) {
            throw text.error("a separator line holds only '" + kind + "' characters, found "
                    + TextScanner.describe(text.peek()));
        }
        text.skipLine();
    }
}
