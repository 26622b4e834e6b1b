// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A reader of EDN values (the notation of Clojure and Jepsen) from a {@link TextScanner}, one
 * top-level value at a time: {@code nil}, booleans, integers (64-bit), floats (kept as text),
 * strings, characters, keywords ({@link Keyword}), symbols, vectors and lists ({@link List}),
 * maps ({@link Map}), sets, tagged values ({@code #inst "…"}: the tag is dropped) and
 * {@code #_} discards. Commas are whitespace; {@code ;} starts a comment.
 */
final class EdnReader {

    /** An EDN keyword such as {@code :ok}, compared by name. */
    record Keyword(String name) {
        @Override
        public String toString() {
            return ":" + name;
        }
    }

    /** An EDN symbol, compared by name. */
    record Symbol(String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** EDN {@code nil}. */
    static final Object NIL = new Object() {
        @Override
        public String toString() {
            return "nil";
        }
    };

    private final TextScanner text;

    EdnReader(TextScanner text) {
        this.text = text;
    }

    /** Whether another top-level value follows. */
    boolean hasNext() throws IOException, HistoryFormatException {
        skip();
        return text.peek() != TextScanner.EOF;
    }

    /** The line where the next value starts. */
    long line() {
        return text.line();
    }

    /** Reads the next value. */
    Object next() throws IOException, HistoryFormatException {
        skip();
        int c = text.peek();
        switch (c) {
            case TextScanner.EOF -> throw text.error("unexpected end of file in an EDN value");
            case '[', '(' -> {
                text.next();
                return sequence(c == '[' ? ']' : ')');
            }
            case '{' -> {
                text.next();
                return map();
            }
            case '"' -> {
                return string();
            }
            case ':' -> {
                text.next();
                return new Keyword(token());
            }
            case '\\' -> {
                text.next();
                return token();
            }
            case '#' -> {
                text.next();
                if (text.accept('{')) {
                    return sequence('}');
                }
                if (text.accept('_')) {
                    next();
                    return next();
                }
                token();
                return next();
            }
            default -> {
                if (c == ']' || c == ')' || c == '}') {
                    throw text.error("unbalanced " + TextScanner.describe(c));
                }
                return atom();
            }
        }
    }

    private List<Object> sequence(char close) throws IOException, HistoryFormatException {
        List<Object> items = new ArrayList<>();
        while (true) {
            skip();
            if (text.accept(close)) {
                return items;
            }
            items.add(next());
        }
    }

    private Map<Object, Object> map() throws IOException, HistoryFormatException {
        Map<Object, Object> map = new LinkedHashMap<>();
        while (true) {
            skip();
            if (text.accept('}')) {
                return map;
            }
            Object key = next();
            skip();
            if (text.peek() == '}') {
                throw text.error("a map needs a value for every key");
            }
            map.put(key, next());
        }
    }

    private String string() throws IOException, HistoryFormatException {
        long line = text.line();
        long column = text.column();
        text.next();
        StringBuilder s = new StringBuilder();
        while (true) {
            int c = text.next();
            if (c == TextScanner.EOF) {
                throw text.errorAt(line, column, "unterminated string");
            }
            if (c == '"') {
                return s.toString();
            }
            if (c == '\\') {
                c = text.next();
                c = switch (c) {
                    case 'n' -> '\n';
                    case 't' -> '\t';
                    default -> c;
                };
            }
            s.append((char) c);
        }
    }

    private Object atom() throws IOException, HistoryFormatException {
        long line = text.line();
        long column = text.column();
        String token = token();
        if (token.isEmpty()) {
            throw text.errorAt(line, column, "unexpected " + TextScanner.describe(text.peek()));
        }
        switch (token) {
            case "nil" -> {
                return NIL;
            }
            case "true" -> {
                return Boolean.TRUE;
            }
            case "false" -> {
                return Boolean.FALSE;
            }
            default -> {
                char first = token.charAt(0);
                boolean numeric = Character.isDigit(first)
                        || ((first == '-' || first == '+') && token.length() > 1 && Character.isDigit(token.charAt(1)));
                if (!numeric) {
                    return new Symbol(token);
                }
                String digits = token.endsWith("N") ? token.substring(0, token.length() - 1) : token;
                try {
                    return Long.parseLong(digits.startsWith("+") ? digits.substring(1) : digits);
                } catch (NumberFormatException e) {
                    try {
                        return Long.parseUnsignedLong(digits);
                    } catch (NumberFormatException notUnsigned) {
                        return token;
                    }
                }
            }
        }
    }

    private String token() throws IOException {
        StringBuilder s = new StringBuilder();
        int c = text.peek();
        while (c != TextScanner.EOF && !Character.isWhitespace(c) && c != ',' && "[](){}\";".indexOf(c) < 0) {
            s.append((char) text.next());
            c = text.peek();
        }
        return s.toString();
    }

    private void skip() throws IOException {
        while (true) {
            int c = text.peek();
            if (c == ',' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
                text.next();
            } else if (c == ';') {
                text.skipLine();
            } else {
                return;
            }
        }
    }
}
