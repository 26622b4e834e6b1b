// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

import isolang.diagram.HistoryDiagram;
import isolang.diagram.TransactionBox;
import isolang.history.LevelResult;
import isolang.history.Verdict;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.history.CheckHistoryJob;
import isolang.ui.history.HistoryEditor;
import isolang.ui.history.HistoryResultsView;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.jobs.RunStatus;
import isolang.ui.model.DocumentParser;
import isolang.ui.validation.IsolangMarkers;

/**
 * Recorded histories in the workbench: a history file opens in the history viewer (by its
 * extension, or with <em>Open With</em> for any name), read in the background; checking it
 * against standard levels shows the verdicts and the violating sub-history's diagram; the
 * violation is appended to a specification as a regression test that keeps the user's text,
 * validates and passes; a malformed file shows the reader's message with its line; a large
 * file is read without blocking the UI and the read can be cancelled.
 */
class HistoryViewerTest extends WorkbenchProjectTest {

    /** A lost update in Plume text with the database's own keys and values: key 8, values 7 and 9. */
    private static final String LOST_UPDATE = "r(8,0,1,1)\nw(8,7,1,1)\nr(8,0,2,2)\nw(8,9,2,2)\nr(5,0,2,3)\n";

    private static final String SPEC = "// my regression tests\nimport isolang.std.biswas\n\n"
            + "check serIsSi: biswas.SER implies biswas.SI for 3 expect holds";

    HistoryViewerTest() {
        super("isolang-history-viewer-test");
    }

    @Test
    void checkingAHistoryShowsTheViolationAndInsertsItAsARegressionTest() throws Exception {
        IFile run = Workbench.create(project, "run42.hist", LOST_UPDATE);
        HistoryEditor editor = (HistoryEditor) IDE.openEditor(page, run);
        Workbench.waitUntil("the history to be read", 60, () -> editor.history() != null);
        assertTrue(editor.summaryText().contains("3 transactions (3 committed, 0 aborted), 2 sessions, 5 operations"),
                editor.summaryText());
        assertEquals(2, editor.tree().control().getItemCount());
        editor.tree().control().getItem(0).setExpanded(true);
        Workbench.processEvents();
        assertEquals("T1", editor.tree().control().getItem(0).getItem(0).getText(0));
        assertEquals("r(8,0) w(8,7)", editor.tree().control().getItem(0).getItem(0).getText(2));

        CheckHistoryJob job = editor.check(List.of("biswas.SER", "biswas.CC"));
        job.join();
        Workbench.waitUntil("the results view", 60, () -> page.findView(HistoryResultsView.ID) != null
                && ((HistoryResultsView) page.findView(HistoryResultsView.ID)).results() == job.results());
        HistoryResultsView view = (HistoryResultsView) page.findView(HistoryResultsView.ID);
        List<LevelResult> levels = view.results().levels();
        Table table = view.levelsTable();
        assertTrue(table.getSize().y >= table.getHeaderHeight() + levels.size() * table.getItemHeight(),
                "the table shows every level without scrolling: " + table.getSize());
        page.setPartState(page.getReference(view), org.eclipse.ui.IWorkbenchPage.STATE_MAXIMIZED);
        Screenshots.save(page.getWorkbenchWindow().getShell(), "history-check-view");
        page.setPartState(page.getReference(view), org.eclipse.ui.IWorkbenchPage.STATE_RESTORED);
        assertEquals(Verdict.VIOLATED, levels.get(0).verdict(), levels.get(0).reason());
        assertEquals(Verdict.SATISFIED, levels.get(1).verdict(), levels.get(1).reason());
        assertNotNull(view.diagram(), "no diagram of the violation");
        List<TransactionBox> boxes = view.diagram().panels().get(0).boxes().stream().filter(b -> !b.isInitial())
                .toList();
        assertEquals(2, boxes.size(), "the sub-history is the two writers: " + boxes);
        assertEquals(List.of("r(x,0)", "w(x,1)"), boxes.get(0).operations());
        String details = view.detailsText();
        assertTrue(details.contains("biswas.SER: violated"), details);
        assertTrue(details.contains("names: x = key 8; (x,1) = (8,7), (x,2) = (8,9)"), details);
        assertFalse(details.contains("r(8,"), "the violation is worded in the sub-history's names: " + details);
        assertTrue(view.canInsert());

        IFile spec = Workbench.create(project, "regressions.isol", SPEC);
        String appended = view.insertInto(spec, levels.get(0));
        String text = DocumentParser.read(spec);
        assertTrue(text.startsWith(SPEC + "\n\n// biswas.SER violated by run42.hist: "), text);
        assertEquals(SPEC + appended, text);
        assertTrue(text.contains("\nhistory Run42HistLostUpdate {\n  session { T1: r(x,0) w(x,1) }\n"), text);
        assertTrue(text.endsWith("\ncheck Run42HistLostUpdate allowed by biswas.SER expect no\n"), text);

        IsolangEditor specEditor = (IsolangEditor) IDE.openEditor(page, spec);
        Workbench.waitUntil("the file to validate", 60,
                () -> Workbench.errors(spec, IsolangMarkers.VALIDATION).isEmpty());
        String uri = DocumentParser.uriOf(spec).toString();
        String check = "check@"
                + (text.lines().toList().indexOf("check Run42HistLostUpdate allowed by biswas.SER expect no") + 1);
        specEditor.runCommands(Set.of(check));
        Workbench.waitUntil("the regression test's run", 120, () -> RunResults.get().latest(uri, check)
                .filter(r -> r.status() != RunStatus.RUNNING).isPresent());
        RunRecord regression = RunResults.get().latest(uri, check).orElseThrow();
        assertEquals(RunStatus.PASSED, regression.status(), regression.verdict());
    }

    @Test
    void aSpecificationChecksARecordedFileInlineAndMarksAMalformedOne() throws Exception {
        project.getFolder("runs").create(true, true, null);
        Workbench.create(project, "runs/run42.hist", LOST_UPDATE);
        Workbench.create(project, "runs/cut.hist", "r(8,0,1,1)\nw(8,7\n");
        IFile spec = Workbench.create(project, "recorded.isol", "import isolang.std.biswas\n\n"
                + "check run42: history \"runs/run42.hist\" allowed by biswas.SER expect no\n");
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, spec);
        String uri = DocumentParser.uriOf(spec).toString();

        editor.runCommands(Set.of("run42"));
        Workbench.waitUntil("the run of run42", 120, () -> RunResults.get().latest(uri, "run42")
                .filter(r -> r.status() != RunStatus.RUNNING).isPresent());
        RunRecord run = RunResults.get().latest(uri, "run42").orElseThrow();
        assertEquals(RunStatus.PASSED, run.status(), run.verdict());
        assertTrue(run.verdict().contains("lost update: ") && run.verdict().contains("; names: x = key 8;"),
                run.verdict());
        assertEquals(2, run.counterexample().orElseThrow().history().transactions().size());
        // Below the command: the sub-history with the cycle's dependency edges in a panel of their own.
        HistoryDiagram drawn = run.counterexample().orElseThrow().diagram();
        assertEquals(List.of("biswas.SER: lost update"), drawn.panels().stream().map(p -> p.title()).toList());
        assertEquals(Set.of("rw"), drawn.panels().get(0).edges().stream().map(e -> e.layer())
                .filter(l -> !l.equals("so") && !l.equals("wr")).collect(java.util.stream.Collectors.toSet()));
        Workbench.waitUntil("the drawing below the command", 60,
                () -> editor.inlineResults().stream().anyMatch(r -> r.history() && r.command().equals("run42")));
        Screenshots.save(page.getWorkbenchWindow().getShell(), "recorded-check-inline");

        var document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        document.replace(document.getLength(), 0,
                "check cut: history \"runs/cut.hist\" allowed by biswas.SI expect no\n");
        editor.doSave(null);
        Workbench.waitUntil("the marker of the malformed file", 60,
                () -> Workbench.errors(spec, IsolangMarkers.VALIDATION)
                        .stream().anyMatch(m -> m.getAttribute(org.eclipse.core.resources.IMarker.MESSAGE, "")
                                .startsWith("runs/cut.hist:2:")));
    }

    @Test
    void insertingTwiceKeepsNamesUniqueAndUnsavedTextUnsaved() throws Exception {
        IFile run = Workbench.create(project, "run.hist", LOST_UPDATE);
        HistoryEditor editor = (HistoryEditor) IDE.openEditor(page, run);
        Workbench.waitUntil("the history to be read", 60, () -> editor.history() != null);
        CheckHistoryJob job = editor.check(List.of("biswas.SI"));
        job.join();
        Workbench.waitUntil("the results view", 60, () -> page.findView(HistoryResultsView.ID) != null
                && ((HistoryResultsView) page.findView(HistoryResultsView.ID)).results() == job.results());
        HistoryResultsView view = (HistoryResultsView) page.findView(HistoryResultsView.ID);

        IFile spec = Workbench.create(project, "tests.isol", "// saved\n");
        IsolangEditor specEditor = (IsolangEditor) IDE.openEditor(page, spec);
        var document = specEditor.getDocumentProvider().getDocument(specEditor.getEditorInput());
        document.replace(document.getLength(), 0, "// not saved yet\n");
        view.insertInto(spec, view.results().levels().get(0));
        view.insertInto(spec, view.results().levels().get(0));
        String text = document.get();
        assertTrue(text.startsWith("// saved\n// not saved yet\n\n// biswas.SI violated by run.hist"), text);
        assertTrue(text.contains("check RunHistLostUpdate allowed by isolang.std.biswas.SI expect no\n"), text);
        assertTrue(text.endsWith("check RunHistLostUpdate2 allowed by isolang.std.biswas.SI expect no\n"), text);
        assertTrue(specEditor.isDirty(), "the user's unsaved text was saved without asking");
        assertEquals("// saved\n", DocumentParser.read(spec));
        Workbench.waitUntil("the file to validate", 60,
                () -> Workbench.errors(spec, IsolangMarkers.VALIDATION).isEmpty());
        specEditor.doRevertToSaved();
    }

    @Test
    void aMalformedFileShowsTheReadersMessageWithItsLine() throws CoreException {
        IFile bad = Workbench.create(project, "bad.hist", "r(1,0,1,1)\nw(1,1,1\n");
        HistoryEditor editor = (HistoryEditor) IDE.openEditor(page, bad);
        Workbench.waitUntil("the reader's message", 60, () -> editor.error() != null);
        assertTrue(editor.error().startsWith("bad.hist:2:"), editor.error());
        assertTrue(editor.summaryText().contains(editor.error()), editor.summaryText());
    }

    @Test
    void openWithShowsAnyFileAsAHistory() throws CoreException {
        IFile text = Workbench.create(project, "run42.txt", LOST_UPDATE);
        IEditorPart plain = IDE.openEditor(page, text);
        assertFalse(plain instanceof HistoryEditor, "a .txt file opens as text by default");
        page.closeAllEditors(false);
        HistoryEditor editor = (HistoryEditor) IDE.openEditor(page, text, HistoryEditor.ID);
        Workbench.waitUntil("the history to be read", 60, () -> editor.history() != null);
        assertEquals("plume", editor.history().format().id());
    }

    @Test
    void aLargeHistoryIsReadInTheBackgroundAndCanBeCancelled() throws CoreException {
        StringBuilder large = new StringBuilder();
        for (int t = 1; t <= 200_000; t++) {
            large.append("r(").append(t % 1000).append(",0,").append(t % 100).append(',').append(t).append(")\n");
        }
        IFile big = project.getFile("big.hist");
        big.create(new ByteArrayInputStream(large.toString().getBytes(StandardCharsets.UTF_8)), true, null);

        HistoryEditor editor = (HistoryEditor) IDE.openEditor(page, big);
        // The editor is open while the file is still being read: the window never waited for it.
        assertTrue(editor.history() == null && editor.summaryText().startsWith("Reading big.hist"),
                editor.summaryText());
        Workbench.waitUntil("the history to be read", 300, () -> editor.history() != null);
        assertTrue(editor.summaryText().contains("200,000 transactions"), editor.summaryText());
        assertEquals(100, editor.tree().control().getItemCount());

        page.closeAllEditors(false);
        HistoryEditor again = (HistoryEditor) IDE.openEditor(page, big);
        org.eclipse.core.runtime.jobs.Job.getJobManager().cancel(isolang.ui.history.LoadHistoryJob.FAMILY);
        Workbench.waitUntil("the read to end", 60, () -> again.history() != null || again.error() != null);
        if (again.error() != null) {
            assertEquals("cancelled", again.error());
            assertTrue(again.summaryText().startsWith("Reading was cancelled"), again.summaryText());
        }
    }
}
