// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Event;
import org.junit.jupiter.api.Test;

import isolang.ui.editor.InlineResult;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.RunRecord;
import isolang.ui.views.ResultsView;

/**
 * A long verdict stays readable at any editor width: the run row above its command is one text
 * row high and ends inside the text area, its verdict shortened with "…" where it does not fit,
 * the links after it still there; the pointer resting on a shortened verdict shows it whole, and
 * a click on it shows the run in the Results view.
 */
class RunRowWidthTest extends ResizingWorkbenchTest {

    /** A prediction, whose verdict names the changed read, the boundary and the mode that found it. */
    private static final String PREDICTION = "import isolang.std.biswas.*\n\n"
            + "history SerialTrace {\n  session { T1: w(y,1) r(x,0) }\n  session { T2: w(x,1) r(y,1) }\n}\n\n"
            + "predict writeSkew: SerialTrace under SI not SER boundary strict expect found\n// end\n";

    RunRowWidthTest() {
        super("isolang-run-row-test");
    }

    @Test
    void aLongVerdictIsShortenedToTheTextAreaAndShownWholeOnHover() throws CoreException {
        IsolangEditor editor = InlineRuns.runAll(project, page, "long.isol", PREDICTION, List.of("writeSkew"));
        RunRecord run = InlineRuns.latest(project, "long.isol", "writeSkew");
        StyledText widget = editor.viewer().getTextWidget();
        boolean shortened = false;
        for (Point size : List.of(new Point(1280, 900), new Point(900, 900), new Point(640, 900))) {
            shell.setSize(size);
            Workbench.pause(500);
            InlineResult row = InlineRuns.row(InlineRuns.drawn(editor, 2), "writeSkew", false);
            int right = widget.getClientArea().width - widget.getRightMargin();
            String at = "at " + size + ", text area " + right + " px wide: " + row;
            assertEquals(widget.getLineHeight() + widget.getLineSpacing(), row.bounds().height, "one text row " + at);
            Map.Entry<String, Rectangle> verdict = row.links().entrySet().stream()
                    .filter(l -> l.getKey().contains(run.verdict())).findFirst()
                    .orElseThrow(() -> new AssertionError("no verdict " + at));
            assertTrue(verdict.getValue().x + verdict.getValue().width <= right, "the verdict runs past " + at);
            Rectangle toggle = row.links().get("hide history \u25be");
            assertTrue(toggle != null && toggle.x + toggle.width <= right, "the link runs past " + at);
            assertTrue(row.bounds().x + row.bounds().width <= right, "the row runs past " + at);

            // the pointer on the verdict: its whole text as the tooltip when it was shortened
            widget.setTopPixel(0);
            Workbench.pause(200);
            Rectangle onScreen = InlineRuns.row(editor.inlineResults(), "writeSkew", false).links()
                    .get(verdict.getKey());
            hover(widget, onScreen.x + onScreen.width / 2, onScreen.y + onScreen.height / 2);
            String tip = widget.getToolTipText();
            if (tip != null) {
                assertEquals(verdict.getKey(), tip, at);
                shortened = true;
            }
            hover(widget, 1, widget.getClientArea().height - 1);
            assertEquals(null, widget.getToolTipText(), "the tip stays off the verdict " + at);
        }
        assertTrue(shortened, "the verdict was never shortened: " + run.verdict());

        Rectangle verdict = InlineRuns.row(editor.inlineResults(), "writeSkew", false).links().entrySet().stream()
                .filter(l -> l.getKey().contains(run.verdict())).findFirst().orElseThrow().getValue();
        Workbench.click(widget, verdict.x + 4, verdict.y + verdict.height / 2);
        Workbench.pause(300);
        ResultsView results = (ResultsView) page.findView(ResultsView.ID);
        assertTrue(results != null, "the click opens the Results view");
        Object selected = ((IStructuredSelection) results.getViewer().getSelection()).getFirstElement();
        assertEquals(run, selected, "the click selects the run, whose Verdict column holds it whole");
    }

    private static void hover(StyledText widget, int x, int y) {
        Event move = new Event();
        move.x = x;
        move.y = y;
        widget.notifyListeners(SWT.MouseMove, move);
    }
}
