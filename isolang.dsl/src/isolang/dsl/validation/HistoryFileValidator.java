// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.validation;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;

import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CancelableDiagnostician;
import org.eclipse.xtext.validation.Check;

import isolang.dsl.history.HistoryFileReference;
import isolang.dsl.isolang.HistoryFileCommand;
import isolang.dsl.isolang.IsolangPackage;
import isolang.dsl.isolang.Outcome;

/**
 * Checks of {@code check history "FILE" allowed by L}: the file exists and the history checker
 * reads it (a missing, unreadable or malformed file is an error at the path, with the reader's
 * message naming the line or byte offset), the command expects yes or no, and it takes no scope
 * (the recorded history fixes everything).
 */
public class HistoryFileValidator extends ComposedValidator {

    /** The file resolves and is a history the checker reads. */
    @Check
    public void checkFile(HistoryFileCommand command) {
        String written = command.getFile();
        if (written == null || written.isBlank()) {
            error("the history file's path is empty", IsolangPackage.Literals.HISTORY_FILE_COMMAND__FILE,
                    IssueCodes.INVALID_HISTORY_FILE);
            return;
        }
        Optional<Path> path = HistoryFileReference.resolve(command.eResource().getURI(), written);
        if (path.isEmpty()) {
            error("cannot locate " + written + ": a relative path needs a specification saved as a local file",
                    IsolangPackage.Literals.HISTORY_FILE_COMMAND__FILE, IssueCodes.INVALID_HISTORY_FILE);
            return;
        }
        Object indicator = getContext() == null ? null : getContext().get(CancelableDiagnostician.CANCEL_INDICATOR);
        CancelIndicator cancel = indicator instanceof CancelIndicator c ? c : CancelIndicator.NullImpl;
        try {
            HistoryFileReference.problem(path.get(), written, cancel::isCanceled).ifPresent(problem -> error(problem,
                    IsolangPackage.Literals.HISTORY_FILE_COMMAND__FILE, IssueCodes.INVALID_HISTORY_FILE));
        } catch (CancellationException e) {
            // validation was cancelled (the text changed): the next validation reads the file
        }
    }

    /** The expectation is yes or no, and there is no scope. */
    @Check
    public void checkOutcomeAndScope(HistoryFileCommand command) {
        if (command.getExpect() != null
                && !List.of(Outcome.YES, Outcome.NO).contains(command.getExpect().getOutcome())) {
            error("a check of a recorded history expects yes or no, not "
                    + command.getExpect().getOutcome().getLiteral(),
                    command.getExpect(), IsolangPackage.Literals.EXPECT__OUTCOME, IssueCodes.WRONG_OUTCOME);
        }
        if (command.getScope() != null) {
            error("a check of a recorded history searches no scope: the history fixes transactions, objects and values",
                    IsolangPackage.Literals.COMMAND__SCOPE, IssueCodes.INVALID_COMMAND);
        }
    }
}
