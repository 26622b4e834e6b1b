// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import java.nio.file.Path;

import isolang.history.PreparedHistory;
import isolang.history.format.HistoryFormat;

/**
 * A history file read and prepared for checking.
 *
 * @param path the file (or dbcop/Cobra directory)
 * @param shown its name in messages and titles
 * @param format the format it was read in
 * @param history the prepared history
 * @param millis how long reading and preparing took
 */
public record LoadedHistory(Path path, String shown, HistoryFormat format, PreparedHistory history, long millis) {
}
