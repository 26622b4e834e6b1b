// SPDX-License-Identifier: EPL-2.0
package isolang.ui.views;

import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.action.Action;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

import isolang.solver.spec.Scope;
import isolang.ui.jobs.RunCommandsJob;
import isolang.ui.jobs.RunRecord;

/**
 * The views' actions, and what the Counterexample view's menu does besides drawing: run a command
 * again at another scope, copy text, ask where to export to.
 */
final class ViewCommands {

    private ViewCommands() {
    }

    /**
     * Returns an action of a view's toolbar or menu.
     *
     * @param label its label
     * @param tooltip its tooltip
     * @param body what it does
     * @return the action
     */
    static Action action(String label, String tooltip, Runnable body) {
        Action action = new Action(label) {
            @Override
            public void run() {
                body.run();
            }
        };
        action.setToolTipText(tooltip);
        return action;
    }

    /**
     * Runs a command again with its scope grown or shrunk by the same amount in every dimension;
     * nothing for a run without a scope (or whose file did not compile).
     *
     * @param run the run to repeat
     * @param delta how much more (or, negative, less) of everything
     */
    static void rerun(RunRecord run, int delta) {
        if (run == null || run.compiled() == null || run.compiled().searchScope().isEmpty()) {
            return;
        }
        Scope scope = run.compiled().searchScope().get().resized(delta);
        URI uri = URI.createURI(run.fileUri());
        IFile file = uri.isPlatformResource() ? ResourcesPlugin.getWorkspace().getRoot()
                .getFile(new org.eclipse.core.runtime.Path(uri.toPlatformString(true))) : null;
        new RunCommandsJob(file, uri, run.compiled().withScope(scope)).schedule();
    }

    /**
     * Puts a text on the clipboard.
     *
     * @param display the display
     * @param text the text
     */
    static void copy(Display display, String text) {
        Clipboard clipboard = new Clipboard(display);
        try {
            clipboard.setContents(new Object[] {text}, new Transfer[] {TextTransfer.getInstance()});
        } finally {
            clipboard.dispose();
        }
    }

    /**
     * Asks where to save an export.
     *
     * @param shell the parent shell
     * @param name the proposed file name without extension
     * @param format the extension, e.g. {@code svg}
     * @return the chosen file, empty if cancelled
     */
    static Optional<Path> saveAs(Shell shell, String name, String format) {
        FileDialog dialog = new FileDialog(shell, SWT.SAVE);
        dialog.setFilterExtensions(new String[] {"*." + format});
        dialog.setFileName(name + "." + format);
        dialog.setOverwrite(true);
        return Optional.ofNullable(dialog.open()).map(Path::of);
    }
}
