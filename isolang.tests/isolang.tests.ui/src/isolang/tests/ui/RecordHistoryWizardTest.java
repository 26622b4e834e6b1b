// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import isolang.history.LevelResult;
import isolang.history.Verdict;
import isolang.history.explain.Explanation;
import isolang.history.explain.Recheck;
import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.format.LoadOptions;
import isolang.history.model.CompactHistory;
import isolang.record.Workload;
import isolang.ui.record.RecordHistoryJob;
import isolang.ui.record.RecordRequest;
import isolang.ui.record.RecordedRun;
import isolang.ui.views.RecordedHistoryView;
import isolang.ui.wizards.RecordHistoryWizard;

/**
 * The <em>Record History</em> wizard on a real in-process H2 database: Finish records through
 * the job the wizard starts, writes the history into the workspace, and the check results show
 * in the Recorded History view; an existing file is replaced only after asking; cancelling keeps
 * a complete, readable history.
 */
class RecordHistoryWizardTest extends WorkbenchProjectTest {

    RecordHistoryWizardTest() {
        super("record");
    }

    private WizardDialog open(RecordHistoryWizard wizard, Object selected) {
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(selected));
        WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        return dialog;
    }

    /**
     * H2's read committed: "dirty reads aren't possible" (H2 Advanced guide, "Transaction
     * Isolation"), so the history satisfies RC; the verdicts respect RC ⊇ RA ⊇ CC ⊇ PC ⊇ SI ⊇
     * SER, and each violation's minimal sub-history is confirmed by the Kodkod membership checker.
     */
    @Test
    void recordsH2ThroughTheWizardAndShowsTheCheck() throws Exception {
        IFolder runs = project.getFolder("runs");
        runs.create(true, true, null);
        RecordHistoryWizard wizard = new RecordHistoryWizard();
        WizardDialog dialog = open(wizard, runs);
        assertEquals("h2", wizard.databasePage().database(), "H2 is the default");
        assertEquals("read-committed", wizard.databasePage().setting());
        wizard.databasePage().choose("h2", "read-committed");
        Screenshots.save(dialog.getShell(), "record-wizard-database");
        dialog.showPage(wizard.workloadPage());
        wizard.workloadPage().fill(4, 400, 5, 7, "record/runs", "rc.edn");
        Screenshots.save(dialog.getShell(), "record-wizard-workload");
        assertTrue(wizard.canFinish());
        assertTrue(wizard.performFinish());
        dialog.close();
        RecordHistoryJob job = wizard.job();
        Workbench.waitUntil("the recording and its check", 300, () -> job.getResult() != null);
        assertEquals(IStatus.OK, job.getResult().getSeverity(), job.getResult().getMessage());
        IWorkbenchPage active = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        Workbench.waitUntil("the Recorded History view", 30, () -> active.findView(RecordedHistoryView.ID) != null
                && ((RecordedHistoryView) active.findView(RecordedHistoryView.ID)).run() != null);
        RecordedHistoryView view = (RecordedHistoryView) active.findView(RecordedHistoryView.ID);
        RecordedRun run = view.run();

        IFile file = runs.getFile("rc.edn");
        assertTrue(file.exists(), "the history is in the workspace");
        CompactHistory history = read(file);
        assertEquals(400, history.transactionCount() - 1, "every transaction is in the file");
        assertEquals(400, run.transactions());
        assertEquals(run.committed(), java.util.stream.IntStream.range(1, history.transactionCount())
                .filter(history::isCommitted).count());

        List<LevelResult> levels = run.check().orElseThrow().levels();
        assertEquals(List.of("biswas.RC", "biswas.RA", "biswas.CC", "biswas.PC", "biswas.SI", "biswas.SER"),
                levels.stream().map(l -> l.level().name()).toList());
        assertEquals(Verdict.SATISFIED, levels.get(0).verdict(), "H2 read committed reads no dirty data");
        for (int i = 1; i < levels.size(); i++) {
            assertNotEquals(Verdict.UNKNOWN, levels.get(i).verdict(), levels.get(i).reason());
            if (levels.get(i - 1).verdict() == Verdict.VIOLATED) {
                assertEquals(Verdict.VIOLATED, levels.get(i).verdict(),
                        "a stronger level forbids what a weaker forbids");
            }
        }
        for (LevelResult level : levels) {
            assertFalse(level.disagreement(), level.level().name());
            for (Explanation e : level.explanations()) {
                assertNotEquals(Recheck.Outcome.DISAGREES, e.recheck().outcome(), e.recheck().detail());
            }
        }

        List<List<String>> rows = view.rows();
        assertEquals(levels.size(), rows.size());
        for (int i = 0; i < rows.size(); i++) {
            assertEquals(levels.get(i).level().name(), rows.get(i).get(0));
            assertEquals(levels.get(i).verdict().word(), rows.get(i).get(1));
        }
        assertTrue(run.verdicts().startsWith("satisfies RC"), run.verdicts());
        assertTrue(view.summaryText().contains("\nAnomalies (distinct over the levels): "), view.summaryText());

        assertTrue(view.detailsText().startsWith(levels.stream().filter(l -> l.verdict() == Verdict.VIOLATED)
                .findFirst().orElse(levels.get(0)).level().name()), view.detailsText());
        active.setPartState(active.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        // With room (the view maximized) the table shows every level; a short view gives it at most half.
        org.eclipse.swt.widgets.Table table = view.levelsTable();
        Workbench.waitUntil("the view to be laid out", 30, () -> table.getSize().y > 100);
        assertTrue(table.getSize().y >= table.getHeaderHeight() + levels.size() * table.getItemHeight(),
                "the table shows every level without scrolling: " + table.getSize());
        Screenshots.save(active.getWorkbenchWindow().getShell(), "record-results");
        active.setPartState(active.getReference(view), IWorkbenchPage.STATE_RESTORED);
    }

    /** Finish on an existing file asks first: "No" keeps the file and records nothing; "Yes" replaces it. */
    @Test
    void asksBeforeReplacingAFile() throws Exception {
        IFile existing = Workbench.create(project, "kept.edn", "my notes\n");
        RecordHistoryWizard wizard = new RecordHistoryWizard();
        WizardDialog dialog = open(wizard, project);
        dialog.showPage(wizard.workloadPage());
        wizard.workloadPage().fill(2, 20, 3, 1, "record", "kept.edn");
        assertTrue(wizard.workloadPage().getMessage().contains("exists"), wizard.workloadPage().getMessage());

        answerQuestion(false);
        assertFalse(wizard.performFinish(), "No keeps the wizard open");
        assertNull(wizard.job());
        assertEquals("my notes\n", Files.readString(existing.getLocation().toFile().toPath()));

        answerQuestion(true);
        assertTrue(wizard.performFinish());
        dialog.close();
        Workbench.waitUntil("the recording", 300, () -> wizard.job().getResult() != null);
        assertEquals(IStatus.OK, wizard.job().getResult().getSeverity(), wizard.job().getResult().getMessage());
        assertEquals(20, read(existing).transactionCount() - 1);
        assertTrue(existing.getHistory(null).length > 0, "the replaced content stays in the local history");
    }

    /** Cancelling the job stops the sessions; the history so far is complete, readable, and not checked. */
    @Test
    void cancellingKeepsAReadableHistory() throws Exception {
        IFile file = project.getFile("long.edn");
        Workload workload = new Workload(2, 10_000_000, Duration.ofMinutes(10), 5, Workload.KeyDistribution.UNIFORM, 1,
                3,
                0.5, 3);
        RecordedRun[] done = new RecordedRun[1];
        RecordHistoryJob job = new RecordHistoryJob(new RecordRequest("h2", "", "", "", "serializable", workload, file,
                List.of("biswas.SER")), run -> done[0] = run);
        job.schedule();
        Path path = file.getLocation().toFile().toPath();
        Workbench.waitUntil("transactions in the file", 120, () -> Files.exists(path) && size(path) > 4000);
        job.cancel();
        Workbench.waitUntil("the end of the recording", 60, () -> job.getResult() != null);
        assertEquals(IStatus.CANCEL, job.getResult().getSeverity());
        assertEquals(Optional.empty(), done[0].check());
        assertTrue(done[0].stopped().orElseThrow().startsWith("cancelled after"), done[0].stopped().toString());
        assertEquals(done[0].transactions(), read(file).transactionCount() - 1);
        assertTrue(file.exists());
    }

    private static long size(Path path) {
        try {
            return Files.size(path);
        } catch (java.io.IOException e) {
            return 0;
        }
    }

    private static CompactHistory read(IFile file) throws Exception {
        Path path = file.getLocation().toFile().toPath();
        assertTrue(new String(Files.readAllBytes(path), StandardCharsets.UTF_8).endsWith("\n"));
        return HistoryFiles.read(path, path.toString(), Optional.of(HistoryFormat.EDN), LoadOptions.defaults())
                .history();
    }

    /** Answers the next "Replace?" question: Yes (its default button) or No (closing it). */
    private static void answerQuestion(boolean yes) {
        Display display = Display.getCurrent();
        Runnable[] answer = new Runnable[1];
        answer[0] = () -> {
            for (Shell shell : display.getShells()) {
                if (RecordHistoryWizard.REPLACE_TITLE.equals(shell.getText()) && shell.isVisible()) {
                    if (yes) {
                        shell.getDefaultButton().notifyListeners(SWT.Selection, new Event());
                    } else {
                        shell.close();
                    }
                    return;
                }
            }
            display.timerExec(100, answer[0]);
        };
        display.timerExec(100, answer[0]);
    }
}
