// SPDX-License-Identifier: EPL-2.0
package isolang.ui.views;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

import isolang.diagram.LaneOrientation;
import isolang.solver.spec.Scope;
import isolang.ui.jobs.RunCommandsJob;
import isolang.ui.jobs.RunRecord;

/**
 * The views' actions, and what the Counterexample view's menu does besides drawing: run a command
 * again at another scope, copy text, export, choose the sessions' orientation.
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

    /** Writes an export to the file the user chose. */
    interface ExportWriter {
        /**
         * Writes the export.
         *
         * @param target the file
         * @throws IOException if it cannot be written
         */
        void write(Path target) throws IOException;
    }

    /**
     * Asks where to save an export and writes it there; a failure is shown in a dialog.
     *
     * @param shell the parent shell
     * @param name the proposed file name without extension
     * @param format the extension, e.g. {@code svg}
     * @param writer writes the export to the chosen file
     */
    static void export(Shell shell, String name, String format, ExportWriter writer) {
        Optional<Path> target = saveAs(shell, name, format);
        if (target.isPresent()) {
            try {
                writer.write(target.get());
            } catch (IOException e) {
                MessageDialog.openError(shell, "Export failed", e.getMessage());
            }
        }
    }

    /**
     * Sessions as columns, as rows, or as fit the view: a radio submenu.
     *
     * @param chosen the orientation chosen now, empty for fitting
     * @param choose what choosing one does
     * @return the submenu
     */
    static MenuManager lanesMenu(Optional<LaneOrientation> chosen, Consumer<Optional<LaneOrientation>> choose) {
        MenuManager menu = new MenuManager("Sessions");
        Map<String, Optional<LaneOrientation>> choices = new LinkedHashMap<>();
        choices.put("As the editor and the view's size choose", Optional.empty());
        choices.put("As columns", Optional.of(LaneOrientation.COLUMNS));
        choices.put("As rows", Optional.of(LaneOrientation.ROWS));
        choices.forEach((label, lanes) -> {
            Action action = new Action(label, IAction.AS_RADIO_BUTTON) {
                @Override
                public void run() {
                    if (isChecked()) {
                        choose.accept(lanes);
                    }
                }
            };
            action.setChecked(lanes.equals(chosen));
            menu.add(action);
        });
        return menu;
    }

    /**
     * Asks where to save an export.
     *
     * @param shell the parent shell
     * @param name the proposed file name without extension
     * @param format the extension, e.g. {@code svg}
     * @return the chosen file, empty if cancelled
     */
    private static Optional<Path> saveAs(Shell shell, String name, String format) {
        FileDialog dialog = new FileDialog(shell, SWT.SAVE);
        dialog.setFilterExtensions(new String[] {"*." + format});
        dialog.setFileName(name + "." + format);
        dialog.setOverwrite(true);
        return Optional.ofNullable(dialog.open()).map(Path::of);
    }
}
