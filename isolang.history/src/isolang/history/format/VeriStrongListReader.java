// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.LongIntMap;
import isolang.history.model.TxnStatus;

/**
 * VeriStrong's {@code elle-list-append} text: a count N, then N records separated by whitespace,
 * {@code SESSION TXN A KEY VALUE} (append VALUE to the list at KEY) or
 * {@code SESSION TXN R KEY n a1 … an} (a read returning the list {@code [a1 … an]}). An append
 * is a write of its value; a read is a read of the list's last element (the initial value for
 * an empty list) and reveals the version order {@code a1 < a2 < … < an} of the key, kept as
 * order hints. Transaction ids are global; sessions order their transactions by first
 * appearance. All transactions are committed.
 */
final class VeriStrongListReader implements HistoryReader {

    /** The label of the initial value of every key (an empty list). */
    static final long INITIAL = Long.MIN_VALUE;

    @Override
    public CompactHistory read(Path path, String shown, LoadOptions options)
            throws IOException, HistoryFormatException {
        HistoryBuilder builder = new HistoryBuilder(shown, false, INITIAL);
        LongIntMap sessions = new LongIntMap();
        LongIntMap transactions = new LongIntMap();
        try (InputStream in = HistoryReader.open(path, options)) {
            TextScanner text = new TextScanner(in, shown);
            text.skipWhitespace();
            int records = text.readCount();
            for (int i = 0; i < records; i++) {
                long session = token(text, "a session id");
                long txn = token(text, "a transaction id");
                text.skipWhitespace();
                long line = text.line();
                long column = text.column();
                int type = text.next();
                long key = token(text, "a key");
                int s = sessions.get(session);
                if (s == LongIntMap.ABSENT) {
                    s = builder.newSession(session, null);
                    sessions.put(session, s);
                }
                int t = transactions.get(txn);
                if (t == LongIntMap.ABSENT) {
                    t = builder.newTransaction(s, txn, TxnStatus.COMMITTED);
                    transactions.put(txn, t);
                } else if (builder.transactionSession(t) != s) {
                    throw text.errorAt(line, column, "transaction " + txn + " appears in two sessions");
                }
                int k = builder.key(key);
                if (type == 'A') {
                    builder.write(t, k, builder.value(token(text, "the appended value")));
                } else if (type == 'R') {
                    text.skipWhitespace();
                    int length = text.readCount();
                    int previous = -1;
                    for (int j = 0; j < length; j++) {
                        int v = builder.value(token(text, "a list element"));
                        if (previous >= 0) {
                            builder.orderHint(k, previous, v);
                        }
                        previous = v;
                    }
                    builder.read(t, k, previous >= 0 ? previous : builder.value(INITIAL));
                } else {
                    throw text.errorAt(line, column,
                            "expected A (append) or R (read) but found " + TextScanner.describe(type));
                }
            }
            text.skipWhitespace();
            if (text.peek() != TextScanner.EOF) {
                throw text.error("the file announces " + records + " records but has more text");
            }
        }
        return builder.build(options.initial());
    }

    private static long token(TextScanner text, String what) throws IOException, HistoryFormatException {
        text.skipWhitespace();
        if (text.peek() == TextScanner.EOF) {
            throw text.error("expected " + what + " but the file ends (fewer records than announced)");
        }
        return text.readLong();
    }
}
