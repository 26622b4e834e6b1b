// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.dialogs.ProgressMonitorDialog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.dialogs.ListSelectionDialog;

import isolang.dsl.history.LevelCatalog;
import isolang.ui.model.IsolangLanguage;

/**
 * <em>Check against level…</em>: compiles the standard library and the workspace's
 * specifications (with progress), then lets the user tick the levels to check.
 */
final class LevelChoice {

    private LevelChoice() {
    }

    /**
     * Asks for levels.
     *
     * @param shown the history's name, for the dialog's message
     * @return the chosen level names, empty if the user cancelled
     */
    static Optional<List<String>> ask(Shell shell, String shown) {
        List<String> names = new ArrayList<>();
        try {
            new ProgressMonitorDialog(shell).run(true, false, monitor -> {
                monitor.beginTask("Compiling the standard library and the workspace's specifications",
                        org.eclipse.core.runtime.IProgressMonitor.UNKNOWN);
                try {
                    names.addAll(LevelCatalog.load(IsolangLanguage.injector(), WorkspaceSpecs.paths()).levelNames());
                } catch (IOException e) {
                    throw new InvocationTargetException(e);
                } finally {
                    monitor.done();
                }
            });
        } catch (InvocationTargetException e) {
            MessageDialog.openError(shell, "Check against level", "Cannot read the specifications: "
                    + e.getCause().getMessage());
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
        ListSelectionDialog dialog = ListSelectionDialog.of(names).contentProvider(ArrayContentProvider.getInstance())
                .labelProvider(new LabelProvider())
                .message("Levels to check " + shown + " against (the standard library's and the workspace's):")
                .title("Check against level").create(shell);
        if (dialog.open() != ListSelectionDialog.OK || dialog.getResult().length == 0) {
            return Optional.empty();
        }
        return Optional.of(java.util.Arrays.stream(dialog.getResult()).map(String.class::cast).toList());
    }
}
