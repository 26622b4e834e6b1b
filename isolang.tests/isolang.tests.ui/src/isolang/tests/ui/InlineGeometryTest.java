// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import isolang.ui.editor.InlineResult;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.ExplainHistoriesJob;
import isolang.ui.jobs.RunCommandsJob;
import isolang.ui.jobs.RunResults;
import isolang.ui.jobs.RunStatus;
import isolang.ui.model.DocumentParser;

/**
 * What is drawn between two lines of the editor never covers the text below it: the space
 * each line header reserves (the line's vertical indent) holds every row it paints, at every
 * editor width and height, wherever the editor is scrolled, and while and after a command runs
 * again (its run row then says "running…" in italics, its history is drawn again when its
 * explanation ends).
 */
class InlineGeometryTest extends WorkbenchProjectTest {

    /** The tour's commands: passes without a history, a failed implication, a found history, two membership checks. */
    private static final String TOUR = "import isolang.std.biswas.*\n\n"
            + "fun updaters: Txn { writers[Obj] }\n"
            + "pred conflict[t1, t2: Txn] { some writers.t1 & writers.t2 }\n\n"
            + "level SessionSI in biswas = SI {\n"
            + "  axiom ConflictsAreCausal:\n"
            + "    all disj t1, t2: Txn - init | conflict[t1, t2] and t1->t2 in co implies t1->t2 in ^(so + wr)\n"
            + "}\n\n"
            + "history LostUpdate {\n"
            + "  session { T1: r(x,0) w(x,1) }\n"
            + "  session { T2: r(x,0) w(x,2) }\n"
            + "}\n\n"
            + "check siIsRa: SI implies RA for 3 txn, 2 obj, 2 val expect holds\n"
            + "check raIsNotSi: RA implies SI for 3 txn, 2 obj, 2 val expect fails\n"
            + "synthesize strongerThanSi: { SessionSI } not { SER } for 3 txn, 2 obj, 2 val expect found\n"
            + "check LostUpdate allowed by RA expect yes\n"
            + "check LostUpdate allowed by SI expect no\n";

    /** The named commands of the tour, whose runs are waited for (the others run with them). */
    private static final List<String> RUNS = List.of("siIsRa", "raIsNotSi", "strongerThanSi");

    /** The line headers of the tour: one above each of its five commands. */
    private static final int HEADERS = 5;

    private Shell shell;

    private Rectangle shellBounds;

    InlineGeometryTest() {
        super("isolang-geometry-test");
    }

    @BeforeEach
    void rememberTheWindow() {
        shell = page.getWorkbenchWindow().getShell();
        shellBounds = shell.getBounds();
    }

    @AfterEach
    void restoreTheWindow() {
        for (IWorkbenchPartReference part : List.<IWorkbenchPartReference>of(page.getEditorReferences())) {
            page.setPartState(part, IWorkbenchPage.STATE_RESTORED);
        }
        shell.setBounds(shellBounds);
        Workbench.processEvents();
    }

    @Test
    void everyLineHeaderReservesTheRowsItPaintsAtEveryWidthAndScroll() throws CoreException {
        IsolangEditor editor = InlineRuns.runAll(project, page, "tour.isol", TOUR, RUNS);
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
    void runningACommandAgainKeepsTheTextBelowItsRowsClear() throws CoreException {
        IsolangEditor editor = InlineRuns.runAll(project, page, "again.isol", TOUR, RUNS);
        StyledText widget = editor.viewer().getTextWidget();
        String uri = DocumentParser.uriOf(project.getFile("again.isol")).toString();
        editor.runCommands(Set.of("strongerThanSi"));
        Workbench.waitUntil("the run to start", 60, () -> RunResults.get().latest(uri, "strongerThanSi")
                .filter(r -> r.status() == RunStatus.RUNNING).isPresent()
                || Job.getJobManager().find(RunCommandsJob.FAMILY)
                        .length == 0);
        checkEveryScroll(editor, widget, "while running again");
        Workbench.waitUntil("the run and its explanation", 240, () -> Job.getJobManager().find(RunCommandsJob.FAMILY).length == 0
                && Job.getJobManager().find(ExplainHistoriesJob.FAMILY)
                        .length == 0);
        Workbench.pause(500);
        checkEveryScroll(editor, widget, "after running again");
    }

    /**
     * Scrolls through the editor a third of a page at a time; at each stop paints the whole
     * editor and checks each line header drawn then.
     */
    private static void checkEveryScroll(IsolangEditor editor, StyledText widget, String when) {
        widget.setTopPixel(0);
        int checked = 0;
        for (int stop = 0; stop < 200; stop++) {
            widget.redraw();
            widget.update();
            Workbench.pause(150);
            widget.redraw();
            widget.update();
            checked += checkHeaders(editor, widget, when + ", scrolled to " + widget.getTopPixel());
            int top = widget.getTopPixel();
            widget.setTopPixel(top + Math.max(1, widget.getClientArea().height / 3));
            if (widget.getTopPixel() == top) {
                break;
            }
        }
        widget.setTopPixel(0);
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
