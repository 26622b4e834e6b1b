// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

import isolang.ui.editor.IsolangEditor;
import isolang.ui.editor.IsolangScanner;
import isolang.ui.editor.IsolangSourceViewerConfiguration;
import isolang.ui.editor.SemanticHighlighting;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.jobs.RunStatus;
import isolang.ui.model.DocumentParser;
import isolang.ui.validation.IsolangMarkers;
import isolang.ui.views.ResultsView;

/**
 * In a real workbench: an .isol file opens in the isolang editor with keyword and semantic
 * colouring, a sort error becomes a marker that goes away once fixed, content assist proposes
 * the names in scope, and the Results view lists runs with their files and opens their commands.
 */
class IsolangWorkbenchTest extends WorkbenchProjectTest {

    IsolangWorkbenchTest() {
        super("isolang-ui-test");
    }

    @Test
    void isolFileOpensInIsolangEditorWithKeywordsAndLevelsColoured() throws CoreException {
        String text = "import isolang.std.biswas.*\ncheck c: SI implies RA for 3 txn, 2 obj, 2 val expect holds\n";
        IFile file = Workbench.create(project, "levels.isol", text);

        IEditorPart editor = IDE.openEditor(page, file);
        Workbench.processEvents();

        IsolangEditor isolang = assertInstanceOf(IsolangEditor.class, editor);
        assertEquals(IsolangEditor.ID, editor.getSite().getId());
        StyledText widget = (StyledText) editor.getAdapter(Control.class);
        assertEquals(text, widget.getText());
        StyleRange keyword = widget.getStyleRangeAtOffset(text.indexOf("check"));
        assertNotNull(keyword, "'check' is not coloured");
        assertEquals(IsolangScanner.KEYWORD_COLOR.getRGB(), keyword.foreground.getRGB());
        assertEquals(SWT.BOLD, keyword.fontStyle & SWT.BOLD);
        Workbench.waitUntil("the semantic colouring", 30, () -> !isolang.semanticStyles().isEmpty());
        Workbench.processEvents();
        int level = widget.getText().indexOf("SI implies");
        StyleRange levelStyle = widget.getStyleRangeAtOffset(level);
        assertNotNull(levelStyle, "the level name SI is not coloured");
        assertEquals(SemanticHighlighting.LEVEL_COLOR.getRGB(), levelStyle.foreground.getRGB());
    }

    @Test
    void sortErrorMarkerAppearsAndDisappearsWhenFixed() throws CoreException {
        String broken = "import isolang.std.biswas.*\nlevel L in biswas { axiom A: all t: Txn | t->t in co and t in Obj }\n";
        IFile file = Workbench.create(project, "sorts.isol", broken);
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, file);

        Workbench.waitUntil("a sort mismatch marker", 60, () -> Workbench.errors(file, IsolangMarkers.VALIDATION)
                .stream().anyMatch(m -> "isolang.dsl.SortMismatch".equals(m.getAttribute(IsolangMarkers.CODE, ""))));
        IMarker marker = Workbench.errors(file, IsolangMarkers.VALIDATION).get(0);
        assertEquals(broken.indexOf("t in Obj"), marker.getAttribute(IMarker.CHAR_START, -1));

        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        document.set(broken.replace("t in Obj", "t in Txn"));
        editor.doSave(null);

        Workbench.waitUntil("the marker to go away", 60, () -> Workbench.errors(file, IsolangMarkers.VALIDATION)
                .isEmpty());
    }

    @Test
    void contentAssistProposesLevelsInScopeAndTemplates() throws CoreException {
        String text = "import isolang.std.biswas.*\ncheck c: S";
        IFile file = Workbench.create(project, "assist.isol", text);
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, file);

        ICompletionProposal[] proposals = new IsolangSourceViewerConfiguration(editor,
                org.eclipse.ui.editors.text.EditorsUI.getPreferenceStore())
                .getContentAssistant(editor.viewer()).getContentAssistProcessor(IDocument.DEFAULT_CONTENT_TYPE)
                .computeCompletionProposals(editor.viewer(), text.length());

        List<String> shown = Arrays.stream(proposals).map(p -> p.getDisplayString().split(" \u2014 ")[0]).toList();
        assertTrue(shown.contains("SI"), () -> "no SI in " + shown);
        assertTrue(shown.contains("SER"), () -> "no SER in " + shown);
        assertTrue(shown.stream().noneMatch(s -> s.equals("RA")), () -> "RA does not start with S: " + shown);
        ICompletionProposal si = proposals[shown.indexOf("SI")];
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        si.apply(document);
        assertEquals("import isolang.std.biswas.*\ncheck c: SI", document.get());

        ICompletionProposal[] atLineStart = new IsolangSourceViewerConfiguration(editor,
                org.eclipse.ui.editors.text.EditorsUI.getPreferenceStore())
                .getContentAssistant(editor.viewer()).getContentAssistProcessor(IDocument.DEFAULT_CONTENT_TYPE)
                .computeCompletionProposals(editor.viewer(), "import isolang.std.biswas.*\n".length());
        assertTrue(Arrays.stream(atLineStart).anyMatch(p -> p.getDisplayString().startsWith("level \u2014 template")),
                "no level template at the start of a line");
    }

    @Test
    void resultsViewTellsTheFilesApartAndOpensACommand() throws CoreException {
        String text = "import isolang.std.biswas.*\n\ncheck siImpliesRa: SI implies RA for 2 expect holds\n";
        IFile top = Workbench.create(project, "a.isol", text);
        project.getFolder("sub").create(true, true, null);
        IFile nested = Workbench.create(project, "sub/a.isol", "// another file\n" + text);
        IViewPart part = page.showView(ResultsView.ID);
        ResultsView view = assertInstanceOf(ResultsView.class, part);
        RunResults.get().clear();
        Workbench.waitUntil("an empty table", 10, () -> view.getViewer().getTable().getItemCount() == 0);

        RunRecord first = run(top, "siImpliesRa");
        RunRecord second = run(nested, "siImpliesRa");
        RunResults.get().report(first);
        RunResults.get().report(second);
        Workbench.waitUntil("both runs in the table", 10, () -> view.getViewer().getTable().getItemCount() == 2);

        Table table = view.getViewer().getTable();
        List<String> columns = Arrays.stream(table.getColumns()).map(TableColumn::getText).toList();
        assertEquals(List.of("Command", "File", "Status", "Verdict"), columns.subList(0, 4));
        assertEquals("siImpliesRa", table.getItem(0).getText(0));
        assertEquals(project.getName() + "/sub/a.isol", table.getItem(0).getText(1));
        assertEquals(project.getName() + "/a.isol", table.getItem(1).getText(1));
        assertEquals("holds: none within 2 txn, 2 obj, 2 val", table.getItem(1).getText(3));

        ResultsView.open(page, second);
        Workbench.processEvents();
        IsolangEditor editor = assertInstanceOf(IsolangEditor.class, page.getActiveEditor());
        assertEquals(nested, editor.file());
        ITextSelection selection = (ITextSelection) editor.getSelectionProvider().getSelection();
        assertEquals("check siImpliesRa: SI implies RA for 2 expect holds", selection.getText());
        page.hideView(part);
        RunResults.get().clear();
    }

    private static RunRecord run(IFile file, String command) {
        return new RunRecord(DocumentParser.uriOf(file).toString(), command, null, RunStatus.PASSED,
                "holds: none within 2 txn, 2 obj, 2 val", "2 txn, 2 obj, 2 val", 412, null, Optional.empty(),
                List.of(), Instant.now());
    }
}
