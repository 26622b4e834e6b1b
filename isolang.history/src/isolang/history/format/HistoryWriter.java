// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import isolang.history.model.CompactHistory;

/** Writes the compact model in one text format. */
interface HistoryWriter {

    /**
     * Writes {@code history}.
     *
     * @param history the history
     * @param out where to write
     * @param shown the target's name, for messages
     * @return warnings about what the format could not express and was left out
     * @throws IOException if writing fails
     * @throws HistoryFormatException if the format cannot express the history at all
     */
    List<String> write(CompactHistory history, Writer out, String shown) throws IOException, HistoryFormatException;
}
