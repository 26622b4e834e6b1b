// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;

import isolang.diagram.HistoryDiagram;
import isolang.ui.editor.InlineResult;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.model.DocumentParser;
import isolang.ui.views.CounterexampleView;

/**
 * The results drawn inline sit with their command: the run row (▶ Run and the verdict) on the
 * lines just above the command, the history just below the command's last line, before the
 * next command's run row; a failed expectation is drawn in red, a pass in green; "open in view"
 * answers a click over its whole label; what makes a history forbidden (the axiom instance its
 * witness violates) is drawn in its colour inline and in the Counterexample view.
 */
class InlineResultsTest extends WorkbenchProjectTest {

    /** Two adjacent commands (the first fails its expectation), then one found history at the end. */
    private static final String TEXT = "import isolang.std.biswas.*\n\n"
            + "check holdsOne: SI implies RA for 3 txn, 2 obj, 2 val expect holds\n"
            + "check failsOne: SI implies SER for 4 txn, 2 obj, 2 val\n"
            + "  expect holds\n"
            + "synthesize skew: { SI } not { SER } for 4 txn, 2 obj, 2 val expect found\n";

    private static final RGB PASSED = new RGB(0x2e, 0x7d, 0x32);

    private static final RGB FAILED = new RGB(0xc6, 0x28, 0x28);

    /** The colour of the first emphasis ({@code Emphasis.style(0)}). */
    private static final RGB EMPHASIS = new RGB(0xd5, 0x00, 0x00);

    InlineResultsTest() {
        super("isolang-inline-test");
    }

    @Test
    void historiesAreDrawnBelowTheirCommandAndVerdictsAboveIt() throws CoreException, BadLocationException {
        IsolangEditor editor = runAll("inline.isol", TEXT, List.of("holdsOne", "failsOne", "skew"));
        IDocument document = editor.viewer().getDocument();
        StyledText widget = editor.viewer().getTextWidget();
        List<InlineResult> rows = drawn(editor, 5);

        for (String command : List.of("holdsOne", "failsOne", "skew")) {
            int first = document.getLineOfOffset(TEXT.indexOf(" " + command + ":") - "check".length());
            InlineResult run = row(rows, command, false);
            assertEquals(first, run.line(), command + "'s run row is not above its first line");
            assertTrue(run.bounds().y + run.bounds().height <= textTop(widget, first), command + ": " + run);
        }
        assertEquals(3, rows.stream().filter(r -> !r.history()).count(), rows.toString());
        assertEquals(List.of("failsOne", "skew"), rows.stream().filter(InlineResult::history)
                .map(InlineResult::command).toList(), "only the runs with a history draw one");

        int failsLast = document.getLineOfOffset(TEXT.indexOf("  expect holds"));
        InlineResult failsHistory = row(rows, "failsOne", true);
        assertEquals(failsLast + 1, failsHistory.line(), "failsOne's history is not below its last line");
        assertTrue(failsHistory.bounds().y >= textTop(widget, failsLast) + widget.getLineHeight(), failsHistory
                .toString());
        InlineResult skewRun = row(rows, "skew", false);
        assertEquals(failsHistory.line(), skewRun.line(), "both sit between the two commands");
        assertTrue(failsHistory.bounds().y + failsHistory.bounds().height <= skewRun.bounds().y,
                "failsOne's history is not above skew's verdict: " + rows);

        int skewLine = document.getLineOfOffset(TEXT.indexOf("synthesize skew"));
        InlineResult skewHistory = row(rows, "skew", true);
        assertEquals(skewLine + 1, skewHistory.line(), "skew's history is not on the empty last line");
        assertTrue(skewHistory.bounds().y >= textTop(widget, skewLine) + widget.getLineHeight(), skewHistory
                .toString());
    }

    @Test
    void aFailedExpectationIsRedAndAPassGreen() throws CoreException {
        IsolangEditor editor = runAll("colours.isol", TEXT, List.of("holdsOne", "failsOne", "skew"));
        List<InlineResult> rows = drawn(editor, 5);
        StyledText widget = editor.viewer().getTextWidget();

        ImageData passed = Workbench.capture(widget, row(rows, "holdsOne", false).bounds());
        ImageData failed = Workbench.capture(widget, row(rows, "failsOne", false).bounds());

        assertTrue(Workbench.count(passed, PASSED) > 20 && Workbench.count(passed, FAILED) == 0,
                "the pass is not green");
        assertTrue(Workbench.count(failed, FAILED) > 20 && Workbench.count(failed, PASSED) == 0,
                "the failure is not red");
    }

    @Test
    void openInViewAnswersAClickOverItsWholeLabel() throws CoreException {
        // The history of two transactions is drawn narrower than the link's distance from the margin.
        String narrow = "import isolang.std.biswas.*\n\n"
                + "synthesize lost: { RA } not { SI } for 2 txn, 1 obj, 3 val expect found\n\n"
                + "check after: SI implies RA for 2 expect holds\n";
        String command = "lost";
        IsolangEditor editor = runAll("narrow.isol", narrow, List.of(command, "after"));
        InlineResult history = row(drawn(editor, 3), command, true);
        Rectangle link = history.links().get("open in view");
        assertNotNull(link, "no open in view link: " + history);
        StyledText widget = editor.viewer().getTextWidget();
        GC gc = new GC(widget);
        int labelWidth = gc.textExtent("open in view").x;
        gc.dispose();
        assertTrue(link.width >= labelWidth, "the link is " + link.width + " px wide, its label " + labelWidth);

        if (page.findView(CounterexampleView.ID) != null) {
            page.hideView(page.findView(CounterexampleView.ID));
        }
        assertTrue(link.x > history.bounds().x + 200, "the link is not right of the diagram: " + history);
        Workbench.click(widget, link.x + link.width - 3, link.y + link.height / 2);
        Workbench.waitUntil("the Counterexample view", 10, () -> page.findView(CounterexampleView.ID) != null);

        CounterexampleView view = (CounterexampleView) page.findView(CounterexampleView.ID);
        assertEquals(command, view.run().command());
    }

    @Test
    void aCommandThatEndsTheFileKeepsItsHistoryUnderItsVerdict() throws CoreException {
        String last = "import isolang.std.biswas.*\nsynthesize skew: { SI } not { SER } for 4 txn, 2 obj, 2 val"
                + " expect found";
        IsolangEditor editor = runAll("last.isol", last, List.of("skew"));
        List<InlineResult> rows = drawn(editor, 2);

        assertEquals(List.of(false, true), rows.stream().map(InlineResult::history).toList(), rows.toString());
        assertTrue(rows.stream().allMatch(r -> r.line() == 1), rows.toString());
        assertTrue(rows.get(0).bounds().y < rows.get(1).bounds().y, rows.toString());
    }

    @Test
    void theAxiomInstanceThatForbidsTheHistoryIsDrawnInlineAndInTheView() throws CoreException, IOException {
        String text = "import isolang.std.biswas.*\n\n"
                + "synthesize skew: { SI } not { SER } for 4 txn, 2 obj, 2 val expect found\n\n"
                + "check after: SI implies RA for 2 expect holds\n";
        IsolangEditor editor = runAll("instance.isol", text, List.of("skew", "after"));
        RunRecord run = RunResults.get().latest(DocumentParser.uriOf(project.getFile("instance.isol")).toString(),
                "skew").orElseThrow();
        HistoryDiagram diagram = run.counterexample().orElseThrow().diagram();
        assertEquals(1, diagram.emphases().size(), diagram.emphases().toString());
        String caption = diagram.emphases().get(0).caption();
        assertTrue(caption.matches("not allowed by (biswas\\.)?SER: in (biswas\\.)?SI's co, axiom Serializability"
                + " \\(biswas\\.isol:\\d+\\) fails for x=[xy], t1=T\\d, t2=T\\d, t3=T\\d,"
                + " which demands T\\d → T\\d in co"), caption);

        StyledText widget = editor.viewer().getTextWidget();
        InlineResult history = row(drawn(editor, 3), "skew", true);
        int inline = Workbench.count(Workbench.capture(widget, history.bounds()), EMPHASIS);
        assertTrue(inline > 100, "the instance is not drawn in its colour inline: " + inline + " pixels");

        CounterexampleView view = (CounterexampleView) page.showView(CounterexampleView.ID);
        view.show(run);
        assertEquals(diagram.emphases(), view.diagram().emphases());
        Path png = Files.createTempFile("instance", ".png");
        try {
            view.writePng(png);
            int shown = Workbench.count(new ImageData(png.toString()), EMPHASIS);
            assertTrue(shown > 100, "the instance is not drawn in its colour in the view: " + shown + " pixels");
        } finally {
            Files.delete(png);
        }
    }

    private IsolangEditor runAll(String name, String text, List<String> commands) throws CoreException {
        return InlineRuns.runAll(project, page, name, text, commands);
    }

    private static List<InlineResult> drawn(IsolangEditor editor, int count) {
        return InlineRuns.drawn(editor, count);
    }

    private static InlineResult row(List<InlineResult> rows, String command, boolean history) {
        return InlineRuns.row(rows, command, history);
    }

    /** The top of a line's text, below its line header, in document coordinates. */
    private static int textTop(StyledText widget, int line) {
        return widget.getLinePixel(line) + widget.getTopPixel() + widget.getLineVerticalIndent(line);
    }
}
