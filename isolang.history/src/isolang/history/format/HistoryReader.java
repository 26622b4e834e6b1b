// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
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
}
