// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A streaming reader of binary history files that knows its byte offset, so that every error
 * names where the file went wrong. Reads little- and big-endian 64-bit integers.
 */
final class BinaryInput implements AutoCloseable {

    private final InputStream in;
    private final String file;
    private long offset;

    BinaryInput(InputStream in, String file) {
        this.in = in instanceof BufferedInputStream ? in : new BufferedInputStream(in, 1 << 16);
        this.file = file;
    }

    /** The offset of the next byte. */
    long offset() {
        return offset;
    }

    /** The next byte (0..255), or -1 at the end of the file. */
    int readByteOrEnd() throws IOException {
        int b = in.read();
        if (b >= 0) {
            offset++;
        }
        return b;
    }

    /** The next byte (0..255); the file must not end here. */
    int readByte(String what) throws IOException, HistoryFormatException {
        int b = readByteOrEnd();
        if (b < 0) {
            throw error("the file ends where " + what + " was expected");
        }
        return b;
    }

    /** A little-endian 64-bit integer (Rust bincode's {@code u64}/{@code usize}). */
    long readLongLittleEndian(String what) throws IOException, HistoryFormatException {
        long value = 0;
        for (int i = 0; i < 8; i++) {
            value |= (long) readByte(what) << (8 * i);
        }
        return value;
    }

    /** A big-endian 64-bit integer (Java's {@code DataOutputStream.writeLong}). */
    long readLongBigEndian(String what) throws IOException, HistoryFormatException {
        long value = 0;
        for (int i = 0; i < 8; i++) {
            value = value << 8 | readByte(what);
        }
        return value;
    }

    /** A bincode {@code bool}: one byte, 0 or 1. */
    boolean readBoolean(String what) throws IOException, HistoryFormatException {
        long at = offset;
        int b = readByte(what);
        if (b > 1) {
            throw HistoryFormatException.atByte(file, at, what + " must be a boolean (0 or 1), not " + b);
        }
        return b == 1;
    }

    /** Skips {@code count} bytes. */
    void skip(long count, String what) throws IOException, HistoryFormatException {
        for (long i = 0; i < count; i++) {
            readByte(what);
        }
    }

    /** An error at the current offset. */
    HistoryFormatException error(String reason) {
        return HistoryFormatException.atByte(file, offset, reason);
    }

    /** An error at a given offset. */
    HistoryFormatException errorAt(long at, String reason) {
        return HistoryFormatException.atByte(file, at, reason);
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
