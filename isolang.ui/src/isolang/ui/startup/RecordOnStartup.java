// SPDX-License-Identifier: EPL-2.0
package isolang.ui.startup;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiConsumer;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;

import isolang.ui.model.WorkspacePaths;
import isolang.ui.record.RecordHistoryJob;
import isolang.ui.views.RecordedHistoryView;
import isolang.ui.wizards.RecordHistoryWizard;

/**
 * Drives the <em>Record History from a Database</em> wizard at start-up, for the screenshot
 * script: {@value #RECORD_PROPERTY} names how far to go, {@code database} (the first page),
 * {@code workload} (the second page, filled in) or {@code results} (Finish: the recording runs
 * and its check shows in the Recorded History view, maximized), and {@value #WITH_PROPERTY} what
 * to choose, {@code DATABASE,SETTING,SESSIONS,TRANSACTIONS,KEYS,SEED} (default
 * {@value #DEFAULT_WITH}). The history file is {@value #FILE_NAME} in the folder of the first
 * file opened. The part to photograph is reported as {@code bounds wizard ...} or
 * {@code bounds window ...} ({@link OpenFilesOnStartup}).
 */
final class RecordOnStartup {

    /** System property: {@code database}, {@code workload} or {@code results}. */
    static final String RECORD_PROPERTY = "isolang.record";

    /** System property: what the wizard's fields are set to. */
    static final String WITH_PROPERTY = "isolang.recordWith";

    private static final String DEFAULT_WITH = "h2,serializable,8,2000,20,1";

    private static final String FILE_NAME = "recorded.edn";

    /** Milliseconds the dialog or view gets to lay out and draw before it is reported. */
    private static final int SETTLE_MILLIS = 2000;

    private RecordOnStartup() {
    }

    /** How far {@value #RECORD_PROPERTY} asks to go, if at all. */
    static Optional<String> requested() {
        String stage = System.getProperty(RECORD_PROPERTY, "").trim().toLowerCase(Locale.ROOT);
        return List.of("database", "workload", "results").contains(stage) ? Optional.of(stage) : Optional.empty();
    }

    /**
     * Opens the wizard in the folder of the first workspace file of {@code targets}, goes as far
     * as {@code stage}, reports where the part to photograph is and then runs {@code done}; on
     * the UI thread.
     *
     * @param bound adds a {@code bounds} line for a part and its control to the report
     */
    static void run(String stage, IWorkbenchPage page, List<Object> targets, BiConsumer<String, Control> bound,
            Runnable done) {
        IContainer folder = targets.stream().filter(IFile.class::isInstance).map(t -> ((IFile) t).getParent())
                .findFirst().orElse(null);
        String[] with = System.getProperty(WITH_PROPERTY, DEFAULT_WITH).split(",");
        RecordHistoryWizard wizard = new RecordHistoryWizard();
        wizard.init(PlatformUI.getWorkbench(), folder == null ? StructuredSelection.EMPTY
                : new StructuredSelection(folder));
        WizardDialog dialog = new WizardDialog(page.getWorkbenchWindow().getShell(), wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        wizard.databasePage().choose(with[0].trim(), with[1].trim());
        if (!stage.equals("database")) {
            dialog.showPage(wizard.workloadPage());
            wizard.workloadPage().fill(Integer.parseInt(with[2].trim()), Long.parseLong(with[3].trim()),
                    Integer.parseInt(with[4].trim()), Long.parseLong(with[5].trim()),
                    folder == null ? "" : WorkspacePaths.shown(folder.getFullPath()), FILE_NAME);
        }
        Display display = page.getWorkbenchWindow().getShell().getDisplay();
        if (!stage.equals("results")) {
            display.timerExec(SETTLE_MILLIS, () -> {
                // the dialog's contents: a shell's bounds add a window frame that Xvfb has no manager to draw
                bound.accept("wizard", dialog.getShell().getChildren()[0]);
                done.run();
            });
            return;
        }
        if (!wizard.performFinish()) {
            dialog.close();
            done.run();
            return;
        }
        dialog.close();
        RecordHistoryJob job = wizard.job();
        Thread waiting = new Thread(() -> {
            try {
                // the job hands its run to the view by an asyncExec before it ends; ours queues behind it
                job.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            display.asyncExec(() -> {
                if (page.findView(RecordedHistoryView.ID) instanceof RecordedHistoryView view) {
                    page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
                }
                display.timerExec(SETTLE_MILLIS, () -> {
                    bound.accept("window", page.getWorkbenchWindow().getShell());
                    done.run();
                });
            });
        }, "isolang start-up recording");
        waiting.setDaemon(true);
        waiting.start();
    }
}
