// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;

/**
 * A pull parser for JSON over a {@link TextScanner}: the caller walks the document
 * ({@link #beginObject()}, {@link #nextName()}, {@link #beginArray()}, {@link #hasNext()}, …),
 * so a large history is never held as a tree. Numbers are read as 64-bit integers; a string of
 * digits is accepted where a number is expected (JSON readers in other languages lose precision
 * above 2^53).
 */
final class JsonScanner {

    private final TextScanner text;
    private boolean needComma;

    JsonScanner(TextScanner text) {
        this.text = text;
    }

    /** Consumes {@code {}. */
    void beginObject() throws IOException, HistoryFormatException {
        value();
        text.expect('{');
        needComma = false;
    }

    /** Consumes {@code [}. */
    void beginArray() throws IOException, HistoryFormatException {
        value();
        text.expect('[');
        needComma = false;
    }

    /** Whether the current object or array has another member; consumes the closing bracket if not. */
    boolean hasNext() throws IOException, HistoryFormatException {
        text.skipWhitespace();
        int c = text.peek();
        if (c == TextScanner.EOF) {
            throw text.error("unexpected end of file in the JSON document");
        }
        if (c == '}' || c == ']') {
            text.next();
            needComma = true;
            return false;
        }
        if (needComma) {
            text.expect(',');
            text.skipWhitespace();
        }
        needComma = false;
        return true;
    }

    /** The next member's name (after {@link #hasNext()} in an object); consumes the colon. */
    String nextName() throws IOException, HistoryFormatException {
        text.skipWhitespace();
        String name = string();
        text.skipWhitespace();
        text.expect(':');
        needComma = false;
        return name;
    }

    /** Whether the next value is a string. */
    boolean peekString() throws IOException {
        text.skipWhitespace();
        return text.peek() == '"';
    }

    /** Whether the next value is an array. */
    boolean peekArray() throws IOException {
        text.skipWhitespace();
        return text.peek() == '[';
    }

    /** Reads a string value. */
    String nextString() throws IOException, HistoryFormatException {
        value();
        String s = string();
        needComma = true;
        return s;
    }

    /** Reads an integer value (or a string of digits). */
    long nextLong() throws IOException, HistoryFormatException {
        value();
        long line = text.line();
        long column = text.column();
        long result;
        if (text.peek() == '"') {
            String digits = string();
            try {
                result = digits.startsWith("-") ? Long.parseLong(digits) : Long.parseUnsignedLong(digits);
            } catch (NumberFormatException e) {
                throw text.errorAt(line, column, "expected a 64-bit integer but found \"" + digits + "\"");
            }
        } else {
            result = text.readLong();
            int c = text.peek();
            if (c == '.' || c == 'e' || c == 'E') {
                throw text.errorAt(line, column, "expected an integer, not a fractional number");
            }
        }
        needComma = true;
        return result;
    }

    /** Skips any value. */
    void skipValue() throws IOException, HistoryFormatException {
        value();
        int c = text.peek();
        if (c == '{' || c == '[') {
            boolean object = c == '{';
            text.next();
            needComma = false;
            while (hasNext()) {
                if (object) {
                    nextName();
                }
                skipValue();
            }
        } else if (c == '"') {
            string();
        } else {
            while (true) {
                c = text.peek();
                if (c == TextScanner.EOF || c == ',' || c == '}' || c == ']' || Character.isWhitespace(c)) {
                    break;
                }
                text.next();
            }
        }
        needComma = true;
    }

    /** Fails unless only whitespace follows. */
    void end() throws IOException, HistoryFormatException {
        text.skipWhitespace();
        if (text.peek() != TextScanner.EOF) {
            throw text.error("unexpected " + TextScanner.describe(text.peek()) + " after the JSON document");
        }
    }

    /** An error at the current position. */
    HistoryFormatException error(String reason) {
        return text.error(reason);
    }

    private void value() throws IOException, HistoryFormatException {
        text.skipWhitespace();
        if (text.peek() == TextScanner.EOF) {
            throw text.error("unexpected end of file in the JSON document");
        }
    }

    private String string() throws IOException, HistoryFormatException {
        long line = text.line();
        long column = text.column();
        text.expect('"');
        StringBuilder s = new StringBuilder();
        while (true) {
            int c = text.next();
            if (c == TextScanner.EOF || c == '\n' || c == '\r') {
                throw text.errorAt(line, column, "unterminated string");
            }
            if (c == '"') {
                return s.toString();
            }
            if (c == '\\') {
                c = text.next();
                switch (c) {
                    case 'n' -> s.append('\n');
                    case 't' -> s.append('\t');
                    case 'r' -> s.append('\r');
                    case 'b' -> s.append('\b');
                    case 'f' -> s.append('\f');
                    case 'u' -> {
                        int code = 0;
                        for (int i = 0; i < 4; i++) {
                            code = code * 16 + Character.digit(text.next(), 16);
                        }
                        s.append((char) code);
                    }
                    default -> s.append((char) c);
                }
            } else if (c < 0x80) {
                s.append((char) c);
            } else {
                s.append(utf8(c));
            }
        }
    }

    private char utf8(int first) throws IOException {
        int extra = first >= 0xF0 ? 3 : first >= 0xE0 ? 2 : 1;
        int code = first & (0x3F >> extra);
        for (int i = 0; i < extra; i++) {
            code = code << 6 | (text.next() & 0x3F);
        }
        return code > 0xFFFF ? '?' : (char) code;
    }
}
