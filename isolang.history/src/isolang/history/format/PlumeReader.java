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
 * The text format of Plume, PolySI and IsoVista: one operation per line,
 * {@code r(KEY,VALUE,SESSION,TXN)} or {@code w(KEY,VALUE,SESSION,TXN)}. Transaction ids are
 * global; a session orders its transactions by their first appearance; lines of different
 * transactions may interleave. {@code TXN = -1} marks an aborted operation: its writes are kept
 * as aborted writes (one aborted transaction per session), its reads are dropped. Numbers are
 * 64-bit (unsigned up to 2^64-1 or negative); blanks around the parts and empty lines are
 * allowed. There is no initial transaction in the file; value 0 is the initial value.
 */
final class PlumeReader implements HistoryReader {

    @Override
    public CompactHistory read(Path path, String shown, LoadOptions options)
            throws IOException, HistoryFormatException {
        HistoryBuilder builder = new HistoryBuilder(shown, true, 0);
        LongIntMap sessions = new LongIntMap();
        LongIntMap transactions = new LongIntMap();
        LongIntMap abortedBySession = new LongIntMap();
        int droppedAbortedReads = 0;
        try (InputStream in = HistoryReader.open(path, options)) {
            TextScanner text = new TextScanner(in, shown);
            while (true) {
                text.skipWhitespace();
                if (text.peek() == TextScanner.EOF) {
                    break;
                }
                long line = text.line();
                long column = text.column();
                int kind = text.next();
                if (kind != 'r' && kind != 'w') {
                    throw text.errorAt(line, column,
                            "expected r(...) or w(...) but found " + TextScanner.describe(kind));
                }
                text.skipBlanks();
                text.expect('(');
                long key = number(text);
                text.expect(',');
                long value = number(text);
                text.expect(',');
                long session = number(text);
                text.expect(',');
                long txn = number(text);
                text.expect(')');
                text.skipBlanks();
                if (!text.atLineEnd()) {
                    throw text.error(
                            "expected the end of the line after ')' but found " + TextScanner.describe(text.peek()));
                }
                int s = sessions.get(session);
                if (s == LongIntMap.ABSENT) {
                    s = builder.newSession(session, null);
                    sessions.put(session, s);
                }
                int t;
                if (txn == -1) {
                    if (kind == 'r') {
                        droppedAbortedReads++;
                        continue;
                    }
                    t = abortedBySession.get(session);
                    if (t == LongIntMap.ABSENT) {
                        t = builder.newTransaction(s, -1, TxnStatus.ABORTED);
                        abortedBySession.put(session, t);
                    }
                } else {
                    t = transactions.get(txn);
                    if (t == LongIntMap.ABSENT) {
                        t = builder.newTransaction(s, txn, TxnStatus.COMMITTED);
                        transactions.put(txn, t);
                    } else if (builder.transactionSession(t) != s) {
                        throw text.errorAt(line, column, "transaction " + Long.toUnsignedString(txn)
                                + " appears in two sessions");
                    }
                }
                int k = builder.key(key);
                int v = builder.value(value);
                if (kind == 'r') {
                    builder.read(t, k, v);
                } else {
                    builder.write(t, k, v);
                }
            }
        }
        if (droppedAbortedReads > 0) {
            builder.note(droppedAbortedReads + " reads of aborted transactions (transaction -1) were ignored");
        }
        return builder.build(options.initial());
    }

    private static long number(TextScanner text) throws IOException, HistoryFormatException {
        text.skipBlanks();
        long value = text.readLong();
        text.skipBlanks();
        return value;
    }
}
