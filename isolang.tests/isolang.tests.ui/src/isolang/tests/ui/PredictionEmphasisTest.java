// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;

import isolang.diagram.Emphasis;
import isolang.diagram.HistoryDiagram;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.jobs.RunStatus;
import isolang.ui.model.DocumentParser;
import isolang.ui.views.CounterexampleView;

/**
 * A prediction's explanation is drawn where its history is shown: the changed write–read edge
 * in the first emphasis colour in the inline row under the command and in the Counterexample
 * view, and for the fast mode the must-order cycle in the second colour, inline (the editor
 * maximized and scrolled to the row, so that the capture holds the whole figure) and in the
 * view's PNG. Both emphases are the inline row's and the view's.
 */
class PredictionEmphasisTest extends ResizingWorkbenchTest {

    /** IsoPredict's Fig. 1a: two deposits; relaxed, T2 may read the initial balance (a lost update). */
    private static final String TEXT = "import isolang.std.biswas.*\n\n"
            + "history Deposits {\n"
            + "  session { T1: r(x,0) w(x,1) }\n"
            + "  session { T2: r(x,1) w(x,2) }\n"
            + "}\n\n"
            + "predict lost: Deposits under CC not SER boundary relaxed mode fast expect found\n";

    /** The colour of the first emphasis ({@code Emphasis.style(0)}): the changed reads. */
    private static final RGB CHANGED = new RGB(0xd5, 0x00, 0x00);

    /** The colour of the second emphasis ({@code Emphasis.style(1)}): the must-order cycle. */
    private static final RGB CYCLE = new RGB(0xff, 0x6d, 0x00);

    PredictionEmphasisTest() {
        super("isolang-prediction-emphasis-test");
    }

    @Test
    void theChangedReadAndTheCycleAreDrawnInlineAndInTheView() throws CoreException, IOException {
        IsolangEditor editor = InlineRuns.runAll(project, page, "predict.isol", TEXT, List.of("lost"));
        RunRecord run = RunResults.get().latest(DocumentParser.uriOf(project.getFile("predict.isol")).toString(),
                "lost").orElseThrow();
        assertEquals(RunStatus.PASSED, run.status(), run.verdict());
        HistoryDiagram diagram = run.counterexample().orElseThrow().diagram();
        List<Emphasis> emphases = diagram.emphases();
        assertTrue(emphases.size() >= 2, emphases.toString());
        assertEquals("changed reads: T2 reads x from T0 instead of T1", emphases.get(0).caption());
        assertTrue(emphases.get(0).covers("wr", 0, 2), emphases.get(0).toString());
        assertTrue(emphases.get(1).caption().startsWith("must-order cycle (fast mode): T"), emphases.get(1).caption());
        assertTrue(emphases.get(1).edges().size() >= 2, "a cycle has at least two edges: " + emphases.get(1));

        StyledText widget = editor.viewer().getTextWidget();
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
        Workbench.processEvents();
        Rectangle row = InlineRuns.row(InlineRuns.drawn(editor, 2), "lost", true).bounds();
        widget.setTopPixel(row.y);
        widget.redraw();
        Workbench.pause(200);
        int top = row.y - widget.getTopPixel();
        Rectangle shown = new Rectangle(row.x, top, row.width,
                Math.min(row.height, widget.getClientArea().height - top));
        assertTrue(shown.height >= row.height * 9 / 10, "the row does not fit the maximized editor: " + row
                + " in " + widget.getClientArea());
        ImageData inline = Workbench.capture(widget, shown);
        assertTrue(Workbench.count(inline, CHANGED) > 50, "the changed read is not drawn inline: "
                + Workbench.count(inline, CHANGED) + " pixels");
        assertTrue(Workbench.count(inline, CYCLE) > 50, "the must-order cycle is not drawn inline: "
                + Workbench.count(inline, CYCLE) + " pixels");

        CounterexampleView view = (CounterexampleView) page.showView(CounterexampleView.ID);
        view.show(run);
        assertEquals(emphases, view.diagram().emphases());
        Path png = Files.createTempFile("prediction", ".png");
        try {
            view.writePng(png);
            ImageData image = new ImageData(png.toString());
            assertTrue(Workbench.count(image, CHANGED) > 50, "the changed read is not drawn in the view");
            assertTrue(Workbench.count(image, CYCLE) > 50, "the cycle is not drawn in the view");
        } finally {
            Files.delete(png);
        }
    }
}
