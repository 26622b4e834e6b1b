// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import java.util.List;

import org.eclipse.core.resources.IFile;

import isolang.dsl.history.LevelCatalog;
import isolang.history.LevelResult;

/**
 * What checking a history found.
 *
 * @param history the history checked
 * @param levels one result per level checked, in the order asked
 * @param catalog the levels, for naming them in regression tests (null if they could not be compiled)
 * @param problems levels not found, specification and solver warnings
 * @param file the history file, if it is in the workspace
 */
public record HistoryCheckResults(LoadedHistory history, List<LevelResult> levels, LevelCatalog catalog,
        List<String> problems, IFile file) {
}
