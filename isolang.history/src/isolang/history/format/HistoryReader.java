// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import isolang.history.model.CompactHistory;

/** Reads one history format into the compact model, streaming. */
interface HistoryReader {

    /**
     * Reads the history at {@code path} (a file, or a directory for the formats that use one).
     *
     * @param path the file or directory
     * @param shown the name to use in messages
     * @param options how to read
     * @throws IOException if the file cannot be read
     * @throws HistoryFormatException if its content is malformed
     */
    CompactHistory read(Path path, String shown, LoadOptions options) throws IOException, HistoryFormatException;

    /** Opens {@code file}, reporting the bytes read to the options' listener every 4 MiB. */
    static InputStream open(Path file, LoadOptions options) throws IOException {
        long size = Files.size(file);
        return new FilterInputStream(Files.newInputStream(file)) {
            private long read;
            private long reported;

            @Override
            public int read() throws IOException {
                int b = super.read();
                count(b < 0 ? 0 : 1);
                return b;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                int n = super.read(buffer, offset, length);
                count(Math.max(0, n));
                return n;
            }

            private void count(int n) {
                read += n;
                if (read - reported >= 1 << 22 || (n == 0 && read == size)) {
                    reported = read;
                    options.progress().phase("reading", read, size);
                }
            }
        };
    }
}
