// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

import isolang.ui.editor.InlineResult;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.ExplainHistoriesJob;
import isolang.ui.jobs.RunCommandsJob;
import isolang.ui.jobs.RunResults;
import isolang.ui.jobs.RunStatus;
import isolang.ui.model.DocumentParser;
import isolang.ui.views.ResultsView;

/**
 * What is drawn between two lines of the editor never covers the text below it: the space
 * each line header reserves (the line's vertical indent) holds every row it paints, at every
 * editor width and height, wherever the editor is scrolled, and while and after a command runs
 * again (its run row then says "running…" in italics, its history is drawn again when its
 * explanation ends).
 */
class InlineGeometryTest extends ResizingWorkbenchTest {

    /** examples/tour.isol, whose screenshot once showed the text below a history drawn over it. */
    private static final String TOUR = "// A tour of the isolang language: every construct once, each with an expectation.\n"
            + "\n"
            + "import isolang.std.biswas.*\n"
            + "\n"
            + "/** Transactions that write at least one object. */\n"
            + "fun updaters: Txn { writers[Obj] }\n"
            + "\n"
            + "/** t1 and t2 write a common object. */\n"
            + "pred conflict[t1, t2: Txn] { some writers.t1 & writers.t2 }\n"
            + "\n"
            + "/**\n"
            + " * Read Atomic, restated with the Isolde paper's notation: a transaction that reads x\n"
            + " * from t1 observes every other writer of x it follows in so or wr.\n"
            + " */\n"
            + "level MyRA in biswas {\n"
            + "  axiom NoFracturedRead:\n"
            + "    all x: Obj, t1, t2, t3: Txn |\n"
            + "      t1 != t2 and t1->t3 in wr[x] and t2 in writers[x] and t2->t3 in wr + so\n"
            + "        implies t2->t1 in co\n"
            + "}\n"
            + "\n"
            + "/** Serializability of the update transactions only (UpdateSer, with a helper). */\n"
            + "level UpdatersSerializable in biswas {\n"
            + "  axiom UpdateSerializability: orderedBefore[co & (Txn->updaters)]\n"
            + "}\n"
            + "\n"
            + "/** Snapshot Isolation where conflicting writers commit in causal order. */\n"
            + "level SessionSI in biswas = SI {\n"
            + "  axiom ConflictsAreCausal:\n"
            + "    all disj t1, t2: Txn - init | conflict[t1, t2] and t1->t2 in co implies t1->t2 in ^(so + wr)\n"
            + "}\n"
            + "\n"
            + "/** Two clients increment the same counter from the same snapshot. */\n"
            + "history LostUpdate {\n"
            + "  session { T1: r(x,0) w(x,1) }\n"
            + "  session { T2: r(x,0) w(x,2) }\n"
            + "}\n"
            + "\n"
            + "check restated: MyRA equivalent RA for 3 txn, 2 obj, 2 val expect equivalent\n"
            + "check siIsRa: SI implies MyRA for 3 txn, 2 obj, 2 val expect holds\n"
            + "check raIsNotSi: RA implies SI for 3 txn, 2 obj, 2 val expect fails\n"
            + "synthesize strongerThanSi: { SessionSI } not { SER } for 3 txn, 2 obj, 2 val expect found\n"
            + "check LostUpdate allowed by RA expect yes\n"
            + "check LostUpdate allowed by SI expect no\n";

    /** The tour, then a history with two witness panels, side by side or stacked. */
    private static final String TWO_PANELS = TOUR.replace("import isolang.std.biswas.*\n",
            "import isolang.std.biswas.*\nimport isolang.std.isolde.*\n")
            + "synthesize anomaly: { SI, UpdateSer } not { SER } for 3 txn, 2 obj, 2 val expect found\n";

    /** The named commands of the tour, whose runs are waited for (the others run with them). */
    private static final List<String> RUNS = List.of("restated", "siIsRa", "raIsNotSi", "strongerThanSi");

    /** The line headers of the tour: one above each of its six commands. */
    private static final int HEADERS = 6;

    InlineGeometryTest() {
        super("isolang-geometry-test");
    }

    @Test
    void everyLineHeaderReservesTheRowsItPaintsAtEveryWidthAndScroll() throws CoreException {
        IsolangEditor editor = InlineRuns.runAll(project, page, "tour.isol", TWO_PANELS,
                concat(RUNS, "anomaly"));
        StyledText widget = editor.viewer().getTextWidget();
        for (int[] size : new int[][] {{1280, 1000}, {900, 1000}, {640, 1000}, {1280, 760}, {1000, 640}}) {
            shell.setSize(size[0], size[1]);
            Workbench.pause(500);
            checkEveryScroll(editor, widget, size[0] + "x" + size[1]);
        }
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
        Workbench.pause(500);
        checkEveryScroll(editor, widget, "maximised");
    }

    @Test
    void aCommandRevealedAfterTheRunsHasTheTextBelowEveryHeaderClear() throws CoreException {
        // as `isolang-ide -Disolang.run=true -Disolang.show=raIsNotSi tour.isol` does
        IFile file = Workbench.create(project, "reveal.isol", TOUR);
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, file);
        String uri = DocumentParser.uriOf(file).toString();
        editor.runCommands(Set.of());
        Workbench.waitUntil("the runs and their explanations", 240, () -> RUNS.stream()
                .allMatch(c -> RunResults.get().latest(uri, c).filter(r -> r.status() != RunStatus.RUNNING)
                        .isPresent())
                && Job.getJobManager().find(RunCommandsJob.FAMILY).length == 0
                && Job.getJobManager().find(ExplainHistoriesJob.FAMILY).length == 0);
        assertTrue(editor.selectCommand("raIsNotSi"));
        ResultsView.showCounterexample(page, RunResults.get().latest(uri, "raIsNotSi").orElseThrow());
        page.activate(editor);
        StyledText widget = editor.viewer().getTextWidget();
        int line = ((ITextSelection) editor.getSelectionProvider().getSelection()).getStartLine();
        widget.setSelection(widget.getCaretOffset());
        editor.viewer().setTopIndex(line);
        // what the platform paints by itself, without a redraw asked for
        Workbench.pause(2000);
        assertTrue(checkHeaders(editor, widget, "revealed") >= 2, "no headers drawn");
    }

    @Test
    void runningACommandAgainKeepsTheTextBelowItsRowsClear() throws CoreException {
        IsolangEditor editor = InlineRuns.runAll(project, page, "again.isol", TOUR, RUNS);
        StyledText widget = editor.viewer().getTextWidget();
        String uri = DocumentParser.uriOf(project.getFile("again.isol")).toString();
        editor.runCommands(Set.of("strongerThanSi"));
        Workbench.waitUntil("the run to start", 60, () -> RunResults.get().latest(uri, "strongerThanSi")
                .filter(r -> r.status() == RunStatus.RUNNING).isPresent()
                || Job.getJobManager().find(RunCommandsJob.FAMILY).length == 0);
        checkEveryScroll(editor, widget, "while running again");
        Workbench.waitUntil("the run and its explanation", 240,
                () -> Job.getJobManager().find(RunCommandsJob.FAMILY).length == 0
                        && Job.getJobManager().find(ExplainHistoriesJob.FAMILY).length == 0);
        Workbench.pause(500);
        checkEveryScroll(editor, widget, "after running again");
    }

    private static List<String> concat(List<String> list, String last) {
        List<String> all = new ArrayList<>(list);
        all.add(last);
        return all;
    }

    /**
     * Scrolls through the editor three lines at a time; at each stop paints the whole editor and
     * checks each line header drawn then.
     */
    private static void checkEveryScroll(IsolangEditor editor, StyledText widget, String when) {
        // through the viewer, as the scroll bar does: the platform draws only the line headers of
        // the lines its viewport listener saw last
        editor.viewer().setTopIndex(0);
        int checked = 0;
        for (int top = 0; top < editor.viewer().getDocument().getNumberOfLines(); top += 3) {
            editor.viewer().setTopIndex(top);
            widget.redraw();
            widget.update();
            Workbench.pause(150);
            widget.redraw();
            widget.update();
            checked += checkHeaders(editor, widget, when + ", line " + top + " at the top");
        }
        editor.viewer().setTopIndex(0);
        assertTrue(checked >= HEADERS, when + ": only " + checked + " headers drawn in " + widget.getClientArea());
    }

    /** Checks the headers painted at the current scroll; returns how many. */
    private static int checkHeaders(IsolangEditor editor, StyledText widget, String when) {
        Map<Integer, List<Rectangle>> byLine = new TreeMap<>();
        Rectangle client = widget.getClientArea();
        for (InlineResult row : editor.inlineResults()) {
            if (row.bounds() != null && row.topPixel() == widget.getTopPixel() && row.bounds().intersects(client)) {
                byLine.computeIfAbsent(row.line(), l -> new ArrayList<>()).add(row.bounds());
            }
        }
        for (Map.Entry<Integer, List<Rectangle>> header : byLine.entrySet()) {
            int line = header.getKey();
            int textTop = widget.getLinePixel(line) + widget.getLineVerticalIndent(line);
            int painted = header.getValue().stream().mapToInt(r -> r.height).sum();
            Rectangle last = header.getValue().get(header.getValue().size() - 1);
            assertTrue(painted <= widget.getLineVerticalIndent(line), when + ": the header of line " + line
                    + " paints " + painted + " px in " + widget.getLineVerticalIndent(line) + " px: "
                    + header.getValue());
            assertTrue(last.y + last.height <= textTop, when + ": the header of line " + line + " ends at "
                    + (last.y + last.height) + ", below the top of its line's text at " + textTop);
        }
        return byLine.size();
    }
}
