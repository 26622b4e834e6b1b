// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.junit.jupiter.api.Test;

import isolang.ui.editor.InlineResult;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.RunRecord;
import isolang.ui.views.CounterexampleView;

/**
 * Diagrams are never cut off, whatever the size of the window: the Counterexample view fits
 * the whole drawing and its caption into the view (maximised too) down to a readable zoom, and
 * scrolls below it or once zoomed in; an inline diagram with two witness panels is laid out again for the editor's
 * width when the window is resized (stacked when side by side does not fit); and the caption of
 * what makes a history forbidden wraps to the drawing's width instead of running past it.
 */
class DiagramSizingTest extends ResizingWorkbenchTest {

    /** Fekete et al.'s read-only anomaly: two witness panels (SI and UpdateSer). */
    private static final String ANOMALY = "import isolang.std.biswas.*\nimport isolang.std.isolde.*\n\n"
            + "synthesize anomaly: { SI, UpdateSer } not { SER } for 3 txn, 2 obj, 2 val expect found\n";

    /** Write skew: one witness panel (SI), and SER's axiom instance with a long caption. */
    private static final String SKEW = "import isolang.std.biswas.*\n\n"
            + "synthesize skew: { SI } not { SER } for 4 txn, 2 obj, 2 val expect found\n";

    /** The link in a history's title that opens the Counterexample view. */
    private static final String HISTORY_LINK = "open in view";

    /** The colour of the first emphasis ({@code Emphasis.style(0)}). */
    private static final RGB EMPHASIS = new RGB(0xd5, 0x00, 0x00);

    DiagramSizingTest() {
        super("isolang-sizing-test");
    }

    @Test
    void theCounterexampleViewFitsTheDrawingAtEverySizeAndScrollsOnceZoomedIn() throws CoreException,
            PartInitException {
        InlineRuns.runAll(project, page, "fit.isol", ANOMALY, List.of("anomaly"));
        RunRecord run = InlineRuns.latest(project, "fit.isol", "anomaly");
        CounterexampleView view = (CounterexampleView) page.showView(CounterexampleView.ID);
        view.show(run);
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        ScrolledComposite area = view.drawingArea();
        Control caption = view.control().getChildren()[0];
        for (Point size : List.of(new Point(1280, 1000), new Point(1000, 480), new Point(560, 960),
                new Point(440, 340))) {
            shell.setSize(size);
            Workbench.pause(300);
            Rectangle client = area.getClientArea();
            Point drawing = area.getContent().getSize();
            String at = "at " + size + ": drawing " + drawing + " in " + client + ", zoom " + view.zoom();
            assertTrue(view.zoom() <= 1 && view.zoom() >= CounterexampleView.MIN_FIT_ZOOM, at);
            if (view.zoom() > CounterexampleView.MIN_FIT_ZOOM) {
                assertTrue(drawing.x > 0 && drawing.x <= client.width && drawing.y <= client.height, at);
            } else {
                // too small to fit at a readable size: what does not fit scrolls
                assertTrue(drawing.x <= client.width || area.getHorizontalBar().getVisible(), at);
                assertTrue(drawing.y <= client.height || area.getVerticalBar().getVisible(), at);
            }
            assertTrue(caption.getSize().y >= caption.computeSize(caption.getSize().x, SWT.DEFAULT).y,
                    "the caption is cut " + at + ": " + caption.getSize());
        }

        view.setZoom(2);
        Workbench.pause(300);
        Rectangle client = area.getClientArea();
        Point drawing = area.getContent().getSize();
        assertTrue(drawing.x > client.width && drawing.y > client.height, drawing + " in " + client);
        assertTrue(area.getVerticalBar().getVisible() && area.getHorizontalBar().getVisible(),
                "no scroll bars for " + drawing + " in " + client);
        area.setOrigin(drawing.x, drawing.y);
        Workbench.processEvents();
        assertEquals(new Point(drawing.x - client.width, drawing.y - client.height), area.getOrigin(),
                "the drawing's far corner cannot be scrolled to");

        view.setFit(true);
        Workbench.pause(300);
        assertTrue(area.getContent().getSize().y <= area.getClientArea().height
                || view.zoom() == CounterexampleView.MIN_FIT_ZOOM, "fitting again at zoom " + view.zoom());
    }

    @Test
    void anInlineDiagramWithTwoPanelsIsLaidOutAgainForTheEditorsWidth() throws CoreException {
        IsolangEditor editor = InlineRuns.runAll(project, page, "width.isol", ANOMALY, List.of("anomaly"));
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
        StyledText widget = editor.viewer().getTextWidget();

        shell.setSize(1280, 1000);
        Workbench.pause(500);
        Rectangle wide = figureOnceWidthIs(editor, widget, w -> true);
        assertTrue(wide.x + wide.width <= widget.getClientArea().width, wide + " in " + widget.getClientArea());

        shell.setSize(640, 1000);
        Rectangle narrow = figureOnceWidthIs(editor, widget, w -> w < wide.width);
        assertTrue(narrow.x + narrow.width <= widget.getClientArea().width, "the panels run past the editor: "
                + narrow + " in " + widget.getClientArea());
        assertTrue(narrow.height > wide.height, "the panels are not stacked: " + narrow + " was " + wide);

        shell.setSize(1280, 1000);
        Rectangle again = figureOnceWidthIs(editor, widget, w -> w == wide.width);
        assertEquals(wide.height, again.height, "side by side again");
    }

    @Test
    void aLinkAtTheTopOfAHistoryTallerThanTheEditorOpensTheView() throws CoreException {
        IsolangEditor editor = InlineRuns.runAll(project, page, "tall.isol", SKEW
                + "\ncheck after: SI implies RA for 2 expect holds\n", List.of("skew", "after"));
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
        shell.setSize(1280, 420);
        Workbench.pause(500);
        StyledText widget = editor.viewer().getTextWidget();
        InlineResult history = InlineRuns.row(InlineRuns.drawn(editor, 3), "skew", true);
        assertTrue(history.bounds().height > widget.getClientArea().height, "the history fits the editor: "
                + history + " in " + widget.getClientArea());
        if (page.findView(CounterexampleView.ID) != null) {
            page.hideView(page.findView(CounterexampleView.ID));
        }

        // the history's title at the top, the line below the history out of view
        InlineRuns.scroll(editor, history.bounds().y);
        Workbench.pause(300);
        Rectangle link = history.links().get(HISTORY_LINK);
        int top = widget.getTopPixel();
        Workbench.click(widget, link.x + link.width / 2, link.y - top + link.height / 2);
        Workbench.waitUntil("the Counterexample view", 10, () -> page.findView(CounterexampleView.ID) != null);
        assertEquals("skew", ((CounterexampleView) page.findView(CounterexampleView.ID)).run().command());
        assertEquals(top, widget.getTopPixel(), "the click scrolled the editor");
    }

    @Test
    void theCaptionOfWhatForbidsTheHistoryWrapsToTheDrawingsWidth() throws CoreException {
        IsolangEditor editor = InlineRuns.runAll(project, page, "wrap.isol", SKEW, List.of("skew"));
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
        shell.setSize(1280, 1000);
        Workbench.pause(500);
        StyledText widget = editor.viewer().getTextWidget();
        Rectangle figure = figureOnceWidthIs(editor, widget, w -> true);
        String caption = InlineRuns.latest(project, "wrap.isol", "skew").counterexample().orElseThrow().diagram()
                .emphases().get(0)
                .caption();
        GC gc = new GC(widget);
        int captionWidth = gc.textExtent(caption).x;
        gc.dispose();
        int right = Math.min(widget.getClientArea().width, figure.x + captionWidth);
        assertTrue(right - (figure.x + figure.width) > 100, "the caption (" + captionWidth
                + " px) would fit the drawing (" + figure + ") unwrapped: nothing to test");

        int inside = Workbench.count(Workbench.capture(widget, figure), EMPHASIS);
        int lastLines = Workbench.count(Workbench.capture(widget, new Rectangle(figure.x, figure.y + figure.height
                - 2 * widget.getLineHeight(), figure.width, 2 * widget.getLineHeight())), EMPHASIS);
        int beside = Workbench.count(Workbench.capture(widget, new Rectangle(figure.x + figure.width, figure.y,
                right - figure.x - figure.width, figure.height)), EMPHASIS);
        assertTrue(inside > 100, "the instance is not drawn: " + inside);
        assertTrue(lastLines > 0, "the caption's last line is not at the bottom of the drawing");
        assertEquals(0, beside, "the caption runs past the drawing");
    }

    /** The history diagram drawn inline, once its width passes {@code test} (a resize lays it out again). */
    private static Rectangle figureOnceWidthIs(IsolangEditor editor, StyledText widget,
            java.util.function.IntPredicate test) {
        Rectangle[] figure = new Rectangle[1];
        Workbench.waitUntil("the inline diagram laid out for the editor's width", 60, () -> {
            Workbench.pause(200);
            InlineResult history = InlineRuns.row(InlineRuns.drawn(editor, 2), editor.inlineResults().get(0)
                    .command(), true);
            figure[0] = history.figure();
            return figure[0] != null && test.test(figure[0].width);
        });
        return figure[0];
    }
}
