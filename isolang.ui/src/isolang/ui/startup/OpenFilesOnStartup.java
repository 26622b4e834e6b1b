// SPDX-License-Identifier: EPL-2.0
package isolang.ui.startup;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;

import isolang.ui.editor.IsolangEditor;
import isolang.ui.views.ResultsView;

/**
 * Opens files given on the command line once the workbench is up, since the product has no
 * native launcher to do it. The IDE start script passes the files in the system property
 * {@value #OPEN_PROPERTY} (separated by {@link File#pathSeparator}); each is brought into the
 * workspace ({@link CommandLineFiles}) and opens in its default editor (the isolang editor for
 * {@code *.isol}), and the isolang Results view is shown.
 *
 * <p>If {@value #RUN_PROPERTY} is {@code true}, every command of the opened specifications is
 * run as well, as "Run All Commands" would (e.g. {@code ISOLANG_VMARGS=-Disolang.run=true}).
 *
 * <p>If {@value #REPORT_PROPERTY} names a file, a report of what was opened is written there
 * afterwards, one line per part: {@code editor <editor id> <path>}, {@code view <view id>} or
 * {@code error <path> <message>}. The product smoke test waits for that file.
 */
public final class OpenFilesOnStartup implements IStartup {

    /** System property with the files to open. */
    public static final String OPEN_PROPERTY = "isolang.open";

    /** System property that, when {@code true}, runs all commands of the opened files. */
    public static final String RUN_PROPERTY = "isolang.run";

    /** System property with the file to write the report of opened parts to. */
    public static final String REPORT_PROPERTY = "isolang.openReport";

    @Override
    public void earlyStartup() {
        String files = System.getProperty(OPEN_PROPERTY, "");
        if (files.isBlank()) {
            return;
        }
        List<Object> targets = new ArrayList<>();
        for (String file : files.split(File.pathSeparator)) {
            try {
                targets.add(CommandLineFiles.inWorkspace(Path.of(file)));
            } catch (CoreException e) {
                ILog.of(OpenFilesOnStartup.class).warn("Opening " + file + " outside the workspace: "
                        + e.getMessage());
                targets.add(Path.of(file));
            }
        }
        IWorkbench ui = PlatformUI.getWorkbench();
        ui.getDisplay().asyncExec(() -> open(ui, files.split(File.pathSeparator), targets));
    }

    private static void open(IWorkbench workbench, String[] names, List<Object> targets) {
        IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
        if (window == null) {
            window = workbench.getWorkbenchWindows()[0];
        }
        IWorkbenchPage page = window.getActivePage();
        StringBuilder report = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            try {
                IEditorPart editor = targets.get(i) instanceof IFile file ? IDE.openEditor(page, file)
                        : IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(
                                ((Path) targets.get(i)).toAbsolutePath().toUri()));
                report.append("editor ").append(editor.getSite().getId()).append(' ').append(names[i]).append('\n');
                if (editor instanceof IsolangEditor isolang && Boolean.getBoolean(RUN_PROPERTY)) {
                    isolang.runCommands(Set.of());
                }
            } catch (PartInitException e) {
                ILog.of(OpenFilesOnStartup.class).error("Cannot open " + names[i], e);
                report.append("error ").append(names[i]).append(' ').append(e.getMessage()).append('\n');
            }
        }
        try {
            IViewPart view = page.showView(ResultsView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
            report.append("view ").append(view.getSite().getId()).append('\n');
        } catch (PartInitException e) {
            ILog.of(OpenFilesOnStartup.class).error("Cannot show " + ResultsView.ID, e);
            report.append("error ").append(ResultsView.ID).append(' ').append(e.getMessage()).append('\n');
        }
        writeReport(report);
    }

    private static void writeReport(CharSequence report) {
        String reportFile = System.getProperty(REPORT_PROPERTY, "");
        if (!reportFile.isBlank()) {
            try {
                Files.writeString(Path.of(reportFile), report, StandardCharsets.UTF_8);
            } catch (IOException e) {
                ILog.of(OpenFilesOnStartup.class).error("Cannot write " + reportFile, e);
            }
        }
    }
}
