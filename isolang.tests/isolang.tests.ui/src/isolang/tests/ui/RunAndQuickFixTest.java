// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

import isolang.diagram.DiagramPanel;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.TransactionBox;
import isolang.dsl.run.ResultView;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.jobs.RunStatus;
import isolang.ui.model.DocumentParser;
import isolang.ui.validation.IsolangMarkers;
import isolang.ui.views.CounterexampleView;
import isolang.ui.views.ResultsView;
import isolang.ui.wizards.NewIsolangProjectWizard;

/**
 * Running a command from the editor fills the Counterexample view with the expected history,
 * and the quick fixes insert that history as a regression test (a literal and the checks that
 * pin it down, which then pass) and add a missing import, also to text not yet saved.
 */
class RunAndQuickFixTest extends WorkbenchProjectTest {

    private static final String LOST_UPDATE = "import isolang.std.biswas.*\n\n"
            + "synthesize lost: { RA } not { SI } for 3 txn, 1 obj, 3 val expect found\n";

    RunAndQuickFixTest() {
        super("isolang-run-test");
    }

    @Test
    void runningACommandShowsTheLostUpdateAndTheQuickFixInsertsIt() throws CoreException {
        IFile file = Workbench.create(project, "lost.isol", LOST_UPDATE);
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, file);
        String uri = DocumentParser.uriOf(file).toString();

        editor.runCommands(Set.of("lost"));
        Workbench.waitUntil("the run of 'lost'", 180, () -> RunResults.get().latest(uri, "lost")
                .filter(r -> r.status() != RunStatus.RUNNING).isPresent());
        RunRecord run = RunResults.get().latest(uri, "lost").orElseThrow();
        assertEquals(RunStatus.PASSED, run.status(), run.verdict());
        ResultView worded = run.view().orElseThrow();
        assertEquals("found", worded.verdict());
        assertTrue(run.verdict().startsWith(worded.headline() + " ("), run.verdict());

        ResultsView.showCounterexample(page, run);
        CounterexampleView view = (CounterexampleView) page.findView(CounterexampleView.ID);
        assertEquals("lost: " + run.verdict() + " \u2014 allowed by biswas.RA, not by biswas.SI", view.caption());
        HistoryDiagram diagram = view.diagram();
        assertEquals(1, diagram.panels().size());
        DiagramPanel panel = diagram.panels().get(0);
        assertEquals("biswas.RA", panel.title());
        List<TransactionBox> transactions = panel.boxes().stream().filter(b -> !b.isInitial()).toList();
        assertEquals(2, transactions.size());
        for (TransactionBox box : transactions) {
            assertEquals("r(x,0)", box.operations().get(0), box.toString());
            assertTrue(box.operations().get(1).startsWith("w(x,"), box.toString());
        }
        assertEquals(List.of("so", "wr", "co"), diagram.layers());
        assertFalse(panel.edges("co").isEmpty(), "no commit order drawn");
        view.setLayerVisible("co", false);
        assertFalse(view.diagram().isLayerVisible("co"));
        view.setTextForm(true);
        assertTrue(view.textForm().contains("r(x,0) w(x,"), view.textForm());

        Workbench.waitUntil("the run marker", 30, () -> !Workbench.markers(file, IsolangMarkers.RUN).isEmpty());
        IMarker marker = Workbench.markers(file, IsolangMarkers.RUN).get(0);
        IMarkerResolution insert = resolution(marker, "Insert as history literal (regression test)").orElseThrow();
        insert.run(marker);

        String text = editor.getDocumentProvider().getDocument(editor.getEditorInput()).get();
        String command = "synthesize lost: { RA } not { SI } for 3 txn, 1 obj, 3 val expect found\n";
        assertTrue(text.startsWith(LOST_UPDATE + "\n/** Found by lost: allowed by "), text);
        assertTrue(text.contains(command + "\n/** Found by lost"), "no blank line before the literal: " + text);
        assertTrue(text.contains("history Lost {\n  session { T1: r(x,0) w(x,"), text);
        assertTrue(text.endsWith("}\ncheck lostUnderRA: Lost allowed by RA expect yes\n"
                + "check lostUnderSI: Lost allowed by SI expect no\n"), text);
        Workbench.waitUntil("the file to stay valid", 60, () -> Workbench.errors(file, IsolangMarkers.VALIDATION)
                .isEmpty());

        editor.runCommands(Set.of("lostUnderRA", "lostUnderSI"));
        for (String check : List.of("lostUnderRA", "lostUnderSI")) {
            Workbench.waitUntil("the run of " + check, 120, () -> RunResults.get().latest(uri, check)
                    .filter(r -> r.status() != RunStatus.RUNNING).isPresent());
            RunRecord regression = RunResults.get().latest(uri, check).orElseThrow();
            assertEquals(RunStatus.PASSED, regression.status(), check + ": " + regression.verdict());
        }
    }

    @Test
    void importQuickFixIsOfferedBeforeSaving() throws CoreException {
        IFile file = Workbench.create(project, "unsaved.isol", "// nothing yet\n");
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, file);
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());

        document.set("// nothing yet\nlevel Snapshot in biswas = SI\n");
        Workbench.waitUntil("the unknown names of the unsaved text", 60, () -> !Workbench.errors(file,
                IsolangMarkers.VALIDATION).isEmpty());
        IMarker marker = Workbench.errors(file, IsolangMarkers.VALIDATION).get(0);
        IMarkerResolution fix = resolution(marker, "Import isolang.std.biswas.*").orElseThrow(
                () -> new AssertionError("no import fix before saving among " + labels(marker)));
        fix.run(marker);

        assertEquals("import isolang.std.biswas.*\n// nothing yet\nlevel Snapshot in biswas = SI\n", document.get());
        assertTrue(editor.isDirty(), "the fix saved the user's unsaved text");
        assertEquals("// nothing yet\n", DocumentParser.read(file));
        Workbench.waitUntil("the errors to go away", 60, () -> Workbench.errors(file, IsolangMarkers.VALIDATION)
                .isEmpty());
        editor.doRevertToSaved();
    }

    @Test
    void aDisallowedHistoryMarksTheAxiomThatForbidsIt() throws CoreException {
        String text = "import isolang.std.biswas.*\n\n"
                + "level Careful in biswas = RA {\n"
                + "  axiom WritersSeeEachOther: all disj t1, t2: Txn - init |\n"
                + "    (some writers.t1 & writers.t2) and t1->t2 in co implies t1->t2 in ^(so + wr)\n"
                + "}\n\n"
                + "history Lost {\n  session { T1: r(x,0) w(x,1) }\n  session { T2: r(x,0) w(x,2) }\n}\n\n"
                + "check lostUnderCareful: Lost allowed by Careful expect no\n";
        IFile file = Workbench.create(project, "careful.isol", text);
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, file);
        String uri = DocumentParser.uriOf(file).toString();

        editor.runCommands(Set.of("lostUnderCareful"));
        Workbench.waitUntil("the membership check", 120, () -> RunResults.get().latest(uri, "lostUnderCareful")
                .filter(r -> r.status() != RunStatus.RUNNING).isPresent());

        RunRecord run = RunResults.get().latest(uri, "lostUnderCareful").orElseThrow();
        assertEquals(RunStatus.PASSED, run.status(), run.verdict());
        assertTrue(run.verdict().contains("WritersSeeEachOther"), run.verdict());
        Workbench.waitUntil("a marker at the axiom", 30, () -> Workbench.markers(file, IsolangMarkers.RUN).stream()
                .anyMatch(m -> m.getAttribute(IMarker.CHAR_START, -1) == text.indexOf("axiom WritersSeeEachOther")));
    }

    @Test
    void quickFixAddsTheMissingImport() throws CoreException {
        IFile file = Workbench.create(project, "noimport.isol", "level Snapshot in biswas = SI\n");

        Workbench.waitUntil("unresolved names", 60, () -> !Workbench.errors(file, IsolangMarkers.VALIDATION).isEmpty());
        IMarker marker = Workbench.errors(file, IsolangMarkers.VALIDATION).get(0);
        IMarkerResolution fix = resolution(marker, "Import isolang.std.biswas.*").orElseThrow(
                () -> new AssertionError("no import fix among " + labels(marker)));
        fix.run(marker);

        assertEquals("import isolang.std.biswas.*\nlevel Snapshot in biswas = SI\n", DocumentParser.read(file));
        Workbench.waitUntil("the errors to go away", 60, () -> Workbench.errors(file, IsolangMarkers.VALIDATION)
                .isEmpty());
    }

    @Test
    void newProjectExampleIsValidAndAllItsCommandsMeetTheirExpectations() throws CoreException {
        project.delete(true, null);
        IFile example = NewIsolangProjectWizard.create(project);
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, example);
        Workbench.waitUntil("the example to be validated", 60, () -> editor.lastParse() != null);
        assertEquals(List.of(), Workbench.errors(example, IsolangMarkers.VALIDATION).stream()
                .map(m -> m.getAttribute(IMarker.MESSAGE, "")).toList());

        editor.runCommands(Set.of());
        String uri = DocumentParser.uriOf(example).toString();
        List<String> commands = List.of("siImpliesRa", "siNotSer", "lostUnderRa", "lostUnderSi");
        Workbench.waitUntil("all runs", 180, () -> commands.stream().allMatch(c -> RunResults.get().latest(uri, c)
                .filter(r -> r.status() != RunStatus.RUNNING).isPresent()));
        for (String command : commands) {
            RunRecord run = RunResults.get().latest(uri, command).orElseThrow();
            assertEquals(RunStatus.PASSED, run.status(), command + ": " + run.verdict());
        }
    }

    @Test
    void quickFixMovesALevelToTheFrameworkOfItsWitnessRelation() throws CoreException {
        String text = "import isolang.std.biswas.*\nimport isolang.std.cerone.*\n\n"
                + "level Visible in biswas { axiom A: all t1, t2: Txn | t1->t2 in vis implies t2->t1 not in vis }\n";
        IFile file = Workbench.create(project, "foreign.isol", text);

        Workbench.waitUntil("a foreign witness marker", 60, () -> Workbench.errors(file, IsolangMarkers.VALIDATION)
                .stream().anyMatch(m -> "isolang.dsl.ForeignWitness".equals(m.getAttribute(IsolangMarkers.CODE, ""))));
        IMarker marker = Workbench.errors(file, IsolangMarkers.VALIDATION).get(0);
        resolution(marker, "Move to framework cerone").orElseThrow(
                () -> new AssertionError("no framework fix among " + labels(marker))).run(marker);

        assertEquals(text.replace("in biswas {", "in cerone {"), DocumentParser.read(file));
        Workbench.waitUntil("the errors to go away", 60, () -> Workbench.errors(file, IsolangMarkers.VALIDATION)
                .isEmpty());
    }

    private static Optional<IMarkerResolution> resolution(IMarker marker, String label) {
        return Arrays.stream(IDE.getMarkerHelpRegistry().getResolutions(marker))
                .filter(r -> r.getLabel().equals(label)).findFirst();
    }

    private static List<String> labels(IMarker marker) {
        return Arrays.stream(IDE.getMarkerHelpRegistry().getResolutions(marker)).map(IMarkerResolution::getLabel)
                .toList();
    }
}
