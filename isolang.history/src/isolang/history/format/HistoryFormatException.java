// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

/**
 * A history file that cannot be read: malformed text or binary data, an unknown format, or an
 * inconsistent structure. The message names the file and the line and column (text formats) or
 * the byte offset (binary formats), like a compiler's: {@code run.txt:12:7: expected ','}.
 */
public final class HistoryFormatException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String file;
    private final long line;
    private final long column;
    private final long byteOffset;
    private final String reason;

    private HistoryFormatException(String file, long line, long column, long byteOffset, String reason) {
        super(render(file, line, column, byteOffset, reason));
        this.file = file;
        this.line = line;
        this.column = column;
        this.byteOffset = byteOffset;
        this.reason = reason;
    }

    /** An error at a line and column (1-based) of a text file. */
    public static HistoryFormatException atLine(String file, long line, long column, String reason) {
        return new HistoryFormatException(file, line, column, -1, reason);
    }

    /** An error at a byte offset (0-based) of a binary file. */
    public static HistoryFormatException atByte(String file, long byteOffset, String reason) {
        return new HistoryFormatException(file, -1, -1, byteOffset, reason);
    }

    /** An error about the file as a whole. */
    public static HistoryFormatException inFile(String file, String reason) {
        return new HistoryFormatException(file, -1, -1, -1, reason);
    }

    private static String render(String file, long line, long column, long byteOffset, String reason) {
        if (line > 0) {
            return file + ":" + line + (column > 0 ? ":" + column : "") + ": " + reason;
        }
        if (byteOffset >= 0) {
            return file + ": at byte " + byteOffset + ": " + reason;
        }
        return file + ": " + reason;
    }

    /** The file. */
    public String file() {
        return file;
    }

    /** The 1-based line, or -1 for binary files and whole-file errors. */
    public long line() {
        return line;
    }

    /** The 1-based column, or -1. */
    public long column() {
        return column;
    }

    /** The 0-based byte offset in a binary file, or -1. */
    public long byteOffset() {
        return byteOffset;
    }

    /** The message without the location. */
    public String reason() {
        return reason;
    }
}
