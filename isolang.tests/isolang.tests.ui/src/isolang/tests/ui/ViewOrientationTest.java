// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.junit.jupiter.api.Test;

import isolang.diagram.LaneOrientation;
import isolang.ui.diagram.PanelArrangement;
import isolang.ui.diagram.ViewFit;
import isolang.ui.editor.InlineOrientation;
import isolang.ui.jobs.RunRecord;
import isolang.ui.views.CounterexampleView;

/**
 * The Counterexample view draws a history's sessions as the editor draws them inline (as
 * columns or as rows), unless its own space draws the other orientation clearly larger, and its
 * caption says which it shows and why.
 */
class ViewOrientationTest extends ResizingWorkbenchTest {

    /** Write skew: one witness panel. */
    private static final String SKEW = "import isolang.std.biswas.*\n\n"
            + "synthesize skew: { SI } not { SER } for 4 txn, 2 obj, 2 val expect found\n// end\n";

    /** A drawing 400 wide and 800 high with sessions as columns, the other way round as rows. */
    private static final BiFunction<LaneOrientation, PanelArrangement, double[]> TALL_COLUMNS = (o,
            a) -> o == LaneOrientation.COLUMNS ? new double[] {400, 800} : new double[] {800, 400};

    ViewOrientationTest() {
        super("isolang-orientation-test");
    }

    @Test
    void theViewKeepsTheEditorsOrientationUnlessTheOtherIsClearlyLarger() {
        List<PanelArrangement> one = List.of(PanelArrangement.SIDE_BY_SIDE);
        // room for both at 100 %: the editor's choice, whichever it is
        for (LaneOrientation editor : LaneOrientation.values()) {
            ViewFit fit = ViewFit.of(TALL_COLUMNS, one, 1000, 1000, editor, 0.6);
            assertEquals(editor, fit.orientation());
            assertEquals(1, fit.zoom());
            assertTrue(fit.whole());
        }
        // columns at 95 %, rows at 100 %: not a clear gain
        ViewFit close = ViewFit.of(TALL_COLUMNS, one, 820, 760, LaneOrientation.COLUMNS, 0.6);
        assertEquals(LaneOrientation.COLUMNS, close.orientation());
        assertEquals(0.95, close.zoom(), 1e-9);
        assertEquals("sessions as columns, as in the editor", close.describe(ViewFit.Preference.EDITOR));
        // a wide, low view: columns at 56 %, rows at 100 %
        ViewFit wide = ViewFit.of(TALL_COLUMNS, one, 900, 450, LaneOrientation.COLUMNS, 0.6);
        assertEquals(LaneOrientation.ROWS, wide.orientation());
        assertEquals(1, wide.zoom());
        assertEquals(1 / 0.5625, wide.gain(), 1e-9);
        assertEquals("sessions as rows (1.8\u00d7 larger here than as columns, as in the editor)",
                wide.describe(ViewFit.Preference.EDITOR));
        assertEquals("sessions as rows (1.8\u00d7 larger here than as columns)",
                wide.describe(ViewFit.Preference.PAPERS));
        // chosen in the view's menu: kept even where the other is 1.8 times larger
        ViewFit kept = ViewFit.chosen(TALL_COLUMNS, one, 900, 450, LaneOrientation.COLUMNS, 0.6);
        assertEquals(LaneOrientation.COLUMNS, kept.orientation());
        assertEquals(0.6, kept.zoom(), 1e-9);
        assertFalse(kept.whole());
        assertEquals("sessions as columns, as chosen in the view's menu; at 60 %, the smallest readable zoom: scroll"
                + " for the rest", kept.describe(ViewFit.Preference.USER));
    }

    @Test
    void belowTheFloorTheArrangementShowingMostOfTheDrawingWinsAndTheCaptionSaysItScrolls() {
        // two panels: side by side 1600 x 300, stacked 800 x 600, in a view of 700 x 250
        BiFunction<LaneOrientation, PanelArrangement, double[]> panels = (o, a) -> a == PanelArrangement.SIDE_BY_SIDE
                ? new double[] {1600, 300} : new double[] {800, 600};
        ViewFit fit = ViewFit.of(panels, List.of(PanelArrangement.values()), 700, 250, LaneOrientation.COLUMNS, 0.6);
        assertEquals(0.6, fit.zoom(), 1e-9);
        assertFalse(fit.whole());
        // at 60 %: side by side shows 700/960 of the width, 250/180 of the height: 73 %;
        // stacked 700/480 and 250/360: 69 %
        assertEquals(PanelArrangement.SIDE_BY_SIDE, fit.arrangement());
        assertEquals("sessions as columns, as in the editor; at 60 %, the smallest readable zoom: scroll for the rest",
                fit.describe(ViewFit.Preference.EDITOR));
    }

    @Test
    void theViewDrawsTheSessionsAsTheEditorDoesAtEveryWindowSize() throws CoreException, PartInitException {
        InlineRuns.runAll(project, page, "skew.isol", SKEW, List.of("skew"));
        RunRecord run = InlineRuns.latest(project, "skew.isol", "skew");
        CounterexampleView view = (CounterexampleView) page.showView(CounterexampleView.ID);
        Set<LaneOrientation> seen = EnumSet.noneOf(LaneOrientation.class);
        for (Point size : List.of(new Point(1280, 1000), new Point(960, 1000), new Point(640, 1000))) {
            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
            shell.setSize(size);
            Workbench.pause(500);
            LaneOrientation inline = InlineOrientation.of(page, run).orElseThrow();
            seen.add(inline);
            view.show(run);
            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
            Workbench.pause(500);
            String name = inline == LaneOrientation.COLUMNS ? "columns" : "rows";
            String at = "at " + size + ": inline " + inline + ", view " + view.orientation() + ", note "
                    + view.layoutNote();
            // a maximised view has room for the whole write skew either way: no clear gain
            assertEquals(inline, view.orientation(), at);
            assertTrue(view.layoutNote().contains("sessions as " + name + ", as in the editor"), at);

            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
            Workbench.pause(500);
            String other = view.orientation() == LaneOrientation.COLUMNS ? "rows" : "columns";
            assertTrue(view.orientation() == inline ? view.layoutNote().contains("as in the editor")
                    : view.layoutNote().contains("larger here than as " + other + ", as in the editor"),
                    "restored " + at + " -> " + view.orientation() + ": " + view.layoutNote());
        }
        assertEquals(EnumSet.allOf(LaneOrientation.class), seen, "the editor chose both orientations");
    }

    @Test
    void anOrientationChosenInTheViewsMenuIsKeptAtEverySizeAndForTheNextHistory()
            throws CoreException, PartInitException {
        InlineRuns.runAll(project, page, "chosen.isol", SKEW, List.of("skew"));
        RunRecord run = InlineRuns.latest(project, "chosen.isol", "skew");
        CounterexampleView view = (CounterexampleView) page.showView(CounterexampleView.ID);
        view.show(run);
        try {
            for (LaneOrientation chosen : LaneOrientation.values()) {
                view.setLanes(Optional.of(chosen));
                String name = chosen == LaneOrientation.COLUMNS ? "columns" : "rows";
                for (Point size : List.of(new Point(1280, 1000), new Point(900, 450), new Point(450, 900))) {
                    shell.setSize(size);
                    Workbench.pause(300);
                    String at = "chosen " + chosen + " at " + size + ": " + view.layoutNote();
                    assertEquals(chosen, view.orientation(), at);
                    assertTrue(view.layoutNote().startsWith("sessions as " + name + ", as chosen in the view's menu"),
                            at);
                }
                view.show(run);
                assertEquals(chosen, view.orientation(), "the choice holds for the next history shown");
            }
            view.setLanes(Optional.empty());
            assertTrue(view.layoutNote().contains("as in the editor"), view.layoutNote());
        } finally {
            view.setLanes(Optional.empty());
        }
    }
}
