// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.io.InputStream;

/**
 * A streaming scanner over an ASCII/UTF-8 text file for the history formats: it reads the file
 * in blocks (never the whole file as one string), knows the current line and column, skips a
 * byte-order mark, treats LF, CRLF and CR as line ends, and parses 64-bit numbers (signed, or
 * unsigned up to 2^64-1, both mapped to the same 64 bits). Errors are
 * {@link HistoryFormatException}s at the current position.
 */
final class TextScanner {

    /** {@link #peek()} at the end of the input. */
    static final int EOF = -1;

    private final InputStream in;
    private final String file;
    private final byte[] buffer = new byte[1 << 16];
    private int position;
    private int limit;
    /** The file offset of {@code buffer[0]}. */
    private long base;
    private long line = 1;
    /** The file offset where the current line starts. */
    private long lineStart;
    private boolean lastWasCr;

    TextScanner(InputStream in, String file) throws IOException {
        this.in = in;
        this.file = file;
        fill();
        if (limit >= 3 && (buffer[0] & 0xFF) == 0xEF && (buffer[1] & 0xFF) == 0xBB && (buffer[2] & 0xFF) == 0xBF) {
            position = 3;
            lineStart = 3;
        }
    }

    private boolean fill() throws IOException {
        if (position < limit) {
            return true;
        }
        int read = in.read(buffer, 0, buffer.length);
        while (read == 0) {
            read = in.read(buffer, 0, buffer.length);
        }
        base += limit;
        position = 0;
        limit = Math.max(read, 0);
        return read > 0;
    }

    /** The next character (a byte), or {@link #EOF}, without consuming it. */
    int peek() throws IOException {
        if (position >= limit && !fill()) {
            return EOF;
        }
        return buffer[position] & 0xFF;
    }

    /** Consumes and returns the next character, or {@link #EOF}. */
    int next() throws IOException {
        int c = peek();
        if (c == EOF) {
            return EOF;
        }
        position++;
        if (c == '\n') {
            if (!lastWasCr) {
                line++;
            }
            lineStart = base + position;
            lastWasCr = false;
        } else if (c == '\r') {
            line++;
            lineStart = base + position;
            lastWasCr = true;
        } else {
            lastWasCr = false;
        }
        return c;
    }

    /** Whether the next character is a line end or the input's end. */
    boolean atLineEnd() throws IOException {
        int c = peek();
        return c == EOF || c == '\n' || c == '\r';
    }

    /** Consumes the rest of the line and its line end. */
    void skipLine() throws IOException {
        while (!atLineEnd()) {
            next();
        }
        if (peek() == '\r') {
            next();
        }
        if (peek() == '\n') {
            next();
        }
    }

    /** Skips spaces and tabs (not line ends). */
    void skipBlanks() throws IOException {
        int c = peek();
        while (c == ' ' || c == '\t') {
            next();
            c = peek();
        }
    }

    /** Skips all whitespace, line ends included. */
    void skipWhitespace() throws IOException {
        int c = peek();
        while (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
            next();
            c = peek();
        }
    }

    /** Consumes {@code expected} or fails. */
    void expect(char expected) throws IOException, HistoryFormatException {
        int c = peek();
        if (c != expected) {
            throw error("expected '" + expected + "' but found " + describe(c));
        }
        next();
    }

    /** Consumes {@code expected} if it is next. */
    boolean accept(char expected) throws IOException {
        if (peek() == expected) {
            next();
            return true;
        }
        return false;
    }

    /**
     * Parses an integer: an optional {@code -}, then decimal digits. Values from -2^63 to
     * 2^64-1 are accepted; those above 2^63-1 keep their 64 bits (they read as negative when
     * signed).
     */
    long readLong() throws IOException, HistoryFormatException {
        boolean negative = accept('-');
        int c = peek();
        if (c < '0' || c > '9') {
            throw error("expected a number but found " + describe(c));
        }
        long value = 0;
        int digits = 0;
        boolean overflow = false;
        while (true) {
            if (position >= limit && !fill()) {
                break;
            }
            c = buffer[position];
            if (c < '0' || c > '9') {
                break;
            }
            position++;
            lastWasCr = false;
            int digit = c - '0';
            if (++digits > 18) {
                long shifted = value * 10;
                overflow |= Long.compareUnsigned(value, Long.divideUnsigned(-1L, 10)) > 0
                        || Long.compareUnsigned(shifted + digit, shifted) < 0;
                value = shifted + digit;
            } else {
                value = value * 10 + digit;
            }
        }
        if (overflow || (negative && Long.compareUnsigned(value, Long.MIN_VALUE) > 0)) {
            throw error("number out of the 64-bit range");
        }
        return negative ? -value : value;
    }

    /** Parses a non-negative integer that fits an int (a count). */
    int readCount() throws IOException, HistoryFormatException {
        long value = readLong();
        if (value < 0 || value > Integer.MAX_VALUE) {
            throw error("expected a count from 0 to " + Integer.MAX_VALUE + ", not " + value);
        }
        return (int) value;
    }

    /** Reads a name: a letter or {@code _}, then letters, digits and {@code _}. */
    String readWord() throws IOException, HistoryFormatException {
        StringBuilder word = new StringBuilder();
        int c = peek();
        if (!isWordStart(c)) {
            throw error("expected a name but found " + describe(c));
        }
        while (isWordStart(c) || (c >= '0' && c <= '9')) {
            word.append((char) next());
            c = peek();
        }
        return word.toString();
    }

    static boolean isWordStart(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    /** The current line (1-based). */
    long line() {
        return line;
    }

    /** The current column (1-based). */
    long column() {
        return base + position - lineStart + 1;
    }

    /** An error at the current position. */
    HistoryFormatException error(String reason) {
        return HistoryFormatException.atLine(file, line, column(), reason);
    }

    /** An error at a given position. */
    HistoryFormatException errorAt(long atLine, long atColumn, String reason) {
        return HistoryFormatException.atLine(file, atLine, atColumn, reason);
    }

    /** A character for messages: {@code 'x'}, {@code end of line} or {@code end of file}. */
    static String describe(int c) {
        if (c == EOF) {
            return "end of file";
        }
        if (c == '\n' || c == '\r') {
            return "end of line";
        }
        if (c < 32 || c > 126) {
            return "byte 0x" + Integer.toHexString(c);
        }
        return "'" + (char) c + "'";
    }
}
