// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.TxnStatus;

/**
 * isolang's {@code history} literal, as written in {@code .isol} files:
 * <pre>
 * history Name {
 *   session { T1: r(x,0) w(x,1)   T3: r(x,2) }
 *   session { T2: r(x,0) w(x,2) }
 * }
 * </pre>
 * The file may hold other declarations and comments; the first literal (or the one named in
 * {@link LoadOptions#historyName()}) is read. Objects are names, values are 64-bit numbers,
 * value 0 is the initial value; a transaction {@code T17} gets label 17 (other names are
 * numbered in order). Every transaction is committed, as in the language. A label may carry the
 * transaction's interval of time, {@code T1 [3, 8]: ...} (start ≤ end), which gives the history's
 * real-time order.
 */
final class IsolangTextReader implements HistoryReader {

    @Override
    public CompactHistory read(Path path, String shown, LoadOptions options)
            throws IOException, HistoryFormatException {
        try (InputStream in = HistoryReader.open(path, options)) {
            TextScanner text = new TextScanner(in, shown);
            int depth = 0;
            while (true) {
                skipTrivia(text);
                int c = text.peek();
                if (c == TextScanner.EOF) {
                    throw HistoryFormatException.inFile(shown, options.historyName()
                            .map(name -> "has no history literal named " + name).orElse("has no history literal"));
                }
                if (c == '{') {
                    depth++;
                    text.next();
                } else if (c == '}') {
                    depth--;
                    text.next();
                } else if (c == '"') {
                    skipString(text);
                } else if (TextScanner.isWordStart(c)) {
                    String word = text.readWord();
                    if (depth == 0 && word.equals("history")) {
                        skipTrivia(text);
                        String name = text.readWord();
                        if (options.historyName().isEmpty() || options.historyName().get().equals(name)) {
                            return literal(text, shown, name, options);
                        }
                    }
                } else {
                    text.next();
                }
            }
        }
    }

    private static CompactHistory literal(TextScanner text, String shown, String name, LoadOptions options)
            throws IOException, HistoryFormatException {
        HistoryBuilder builder = new HistoryBuilder(shown + " (history " + name + ")", false, 0);
        skipTrivia(text);
        text.expect('{');
        long sessions = 0;
        long unnamed = 0;
        while (true) {
            skipTrivia(text);
            if (text.accept('}')) {
                return builder.build(options.initial());
            }
            keyword(text, "session");
            int session = builder.newSession(++sessions, null);
            skipTrivia(text);
            text.expect('{');
            int txn = -1;
            while (true) {
                skipTrivia(text);
                if (text.accept('}')) {
                    break;
                }
                long line = text.line();
                long column = text.column();
                String word = text.readWord();
                skipTrivia(text);
                long[] interval = text.peek() == '[' ? interval(text) : null;
                if (interval != null) {
                    text.expect(':');
                }
                if (interval != null || text.accept(':')) {
                    long label = labelOf(word);
                    txn = builder.newTransaction(session, label >= 0 ? label : ++unnamed, TxnStatus.COMMITTED);
                    if (interval != null) {
                        builder.interval(txn, interval[0], interval[1]);
                    }
                    continue;
                }
                if (txn < 0) {
                    throw text.errorAt(line, column,
                            "expected a transaction label such as 'T1:' but found '" + word + "'");
                }
                if (!word.equals("r") && !word.equals("w")) {
                    throw text.errorAt(line, column,
                            "an operation is r(OBJECT,VALUE) or w(OBJECT,VALUE), not '" + word + "'");
                }
                text.expect('(');
                skipTrivia(text);
                String object = text.readWord();
                skipTrivia(text);
                text.expect(',');
                skipTrivia(text);
                long value = text.readLong();
                skipTrivia(text);
                text.expect(')');
                int k = builder.key(object);
                int v = builder.value(value);
                if (word.equals("r")) {
                    builder.read(txn, k, v);
                } else {
                    builder.write(txn, k, v);
                }
            }
        }
    }

    /** Reads {@code [start, end]} and what follows up to the label's colon; checks start ≤ end. */
    private static long[] interval(TextScanner text) throws IOException, HistoryFormatException {
        long line = text.line();
        long column = text.column();
        text.expect('[');
        skipTrivia(text);
        long start = text.readLong();
        skipTrivia(text);
        text.expect(',');
        skipTrivia(text);
        long end = text.readLong();
        skipTrivia(text);
        text.expect(']');
        skipTrivia(text);
        if (start < 0 || end < start) {
            throw text.errorAt(line, column, "an interval of time is [start, end] with 0 <= start <= end, not [" + start
                    + ", " + end + "]");
        }
        return new long[] {start, end};
    }

    /** The number in a label like {@code T17}, or -1. */
    private static long labelOf(String word) {
        int digits = word.length();
        while (digits > 0 && Character.isDigit(word.charAt(digits - 1))) {
            digits--;
        }
        if (digits == word.length() || word.length() - digits > 18) {
            return -1;
        }
        return Long.parseLong(word.substring(digits));
    }

    private static void keyword(TextScanner text, String keyword) throws IOException, HistoryFormatException {
        long line = text.line();
        long column = text.column();
        String word = TextScanner.isWordStart(text.peek()) ? text.readWord() : TextScanner.describe(text.peek());
        if (!word.equals(keyword)) {
            throw text.errorAt(line, column, "expected '" + keyword + "' or '}' but found " + word);
        }
    }

    /** Skips whitespace and comments. */
    static void skipTrivia(TextScanner text) throws IOException, HistoryFormatException {
        while (true) {
            text.skipWhitespace();
            if (text.peek() != '/') {
                return;
            }
            long line = text.line();
            long column = text.column();
            text.next();
            if (text.accept('/')) {
                text.skipLine();
            } else if (text.accept('*')) {
                int previous = 0;
                int c = text.next();
                while (!(previous == '*' && c == '/')) {
                    if (c == TextScanner.EOF) {
                        throw text.errorAt(line, column, "unterminated comment");
                    }
                    previous = c;
                    c = text.next();
                }
            } else {
                throw text.errorAt(line, column, "unexpected '/'");
            }
        }
    }

    private static void skipString(TextScanner text) throws IOException, HistoryFormatException {
        long line = text.line();
        long column = text.column();
        text.next();
        int c = text.next();
        while (c != '"') {
            if (c == TextScanner.EOF) {
                throw text.errorAt(line, column, "unterminated string");
            }
            if (c == '\\') {
                text.next();
            }
            c = text.next();
        }
    }
}
