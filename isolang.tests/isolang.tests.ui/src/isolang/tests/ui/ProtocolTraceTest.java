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
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;

import isolang.dsl.run.ProtocolTrace;
import isolang.ui.diagram.DiagramPainter;
import isolang.ui.diagram.TracePainter;
import isolang.ui.editor.InlineResult;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunStatus;
import isolang.ui.views.CounterexampleView;

/**
 * A history found in a protocol model is shown with the protocol's trace next to it: a table of
 * the steps with a column per client and per server, right of the induced history's diagram inline
 * below the command and in
 * the Counterexample view (its text form and PNG export too).
 */
class ProtocolTraceTest extends ResizingWorkbenchTest {

    /**
     * A protocol without concurrency control: a transaction reads each key at a step and commits
     * at a later one; reads see the writes committed before them. Two clients lose an update.
     */
    private static final String TEXT = "import isolang.std.biswas\n\n"
            + "framework noControl {\n"
            + "  /** The step of t's commit point. */\n"
            + "  witness commit: Txn -> Step\n"
            + "  /** The step at which t reads x. */\n"
            + "  witness read: Txn -> Obj -> Step\n\n"
            + "  /** Every transaction reads its keys once, then commits. */\n"
            + "  axiom ReadThenCommit:\n"
            + "    no init.commit and no init.read and (all t: Txn - init | one commit[t] and (all x: Obj |\n"
            + "      lone read[t, x] and (x in t.reads.Val iff some read[t, x])\n"
            + "      and (some read[t, x] implies read[t, x]->commit[t] in earlier)))\n\n"
            + "  /** A client starts its next transaction after the previous one committed. */\n"
            + "  axiom ClientsAreSequential:\n"
            + "    all t1, t2: Txn - init | t1->t2 in so\n"
            + "      implies commit[t1]->(commit[t2] + Obj.(t2.read)) in earlier\n\n"
            + "  /** One event per step. */\n"
            + "  axiom OneEventPerStep: all s: Step | lone commit.s + (read.s).Obj\n"
            + "}\n\n"
            + "/** A read returns the last write committed before it. */\n"
            + "level ReadsCommitted in noControl {\n"
            + "  axiom ReadsLastCommitted:\n"
            + "    all t, w: Txn, x: Obj | w->t in wr[x] implies (w = init or commit[w]->read[t, x] in earlier)\n"
            + "      and (no w2: writers[x] - w - t - init | commit[w2]->read[t, x] in earlier\n"
            + "        and (w = init or commit[w]->commit[w2] in earlier))\n"
            + "}\n\n"
            + "synthesize lostUpdate: { ReadsCommitted } not { biswas.SER } for 2 txn, 1 obj, 3 val, 4 step"
            + " expect found\n";

    /** The colour of the diagrams' and the trace's text. */
    private static final RGB TEXT_COLOUR = new RGB(0x26, 0x32, 0x38);

    ProtocolTraceTest() {
        super("isolang-protocol-trace-test");
    }

    @Test
    void theTraceIsDrawnNextToTheHistoryInTheView() throws CoreException, IOException {
        InlineRuns.runAll(project, page, "protocol.isol", TEXT, List.of("lostUpdate"));
        RunRecord run = InlineRuns.latest(project, "protocol.isol", "lostUpdate");
        assertEquals(RunStatus.PASSED, run.status(), run.verdict());

        var witnessed = run.counterexample().orElseThrow();
        List<ProtocolTrace> traces = ProtocolTrace.of(witnessed.history(), witnessed.witnesses());
        assertEquals(1, traces.size(), "one protocol level, one trace");
        ProtocolTrace trace = traces.get(0);
        assertEquals(List.of("client 1", "client 2", "server x"), trace.places(), trace.text());
        assertEquals(4, trace.events().size(), "two reads and two commits: " + trace.text());

        CounterexampleView view = (CounterexampleView) page.showView(CounterexampleView.ID);
        view.show(run);
        assertEquals(traces, view.traces());
        view.setTextForm(true);
        assertTrue(view.textForm().contains(trace.text()), view.textForm());
        view.setTextForm(false);
        Path png = Files.createTempFile("trace", ".png");
        try {
            view.writePng(png);
            ImageData image = new ImageData(png.toString());
            double diagramWidth = DiagramPainter.size(view.diagram(), true)[0];
            double tableWidth = TracePainter.size(trace, view.diagram().metrics())[0];
            assertTrue(image.width >= diagramWidth + tableWidth, image.width + " px is not wide enough for both");
            int shown = Workbench.count(cropRight(image, (int) diagramWidth), TEXT_COLOUR);
            assertTrue(shown > 100, "the trace is not drawn in the view: " + shown + " pixels of text");
        } finally {
            Files.delete(png);
        }
        Screenshots.save(view.getSite().getShell(), "protocol-trace");
    }

    /**
     * The command first, so that its rows are drawn without scrolling: in the file above, whose
     * command ends it, the rows were never drawn in the test's editor, cause not yet known.
     */
    private static final String COMMAND_FIRST = "import isolang.std.biswas\n\n"
            + TEXT.substring(TEXT.indexOf("synthesize lostUpdate")) + "\n"
            + TEXT.substring(TEXT.indexOf("framework"), TEXT.indexOf("synthesize lostUpdate"));

    @Test
    void theTraceIsDrawnInlineRightOfTheInducedHistory() throws CoreException {
        IViewPart shown = page.findView(CounterexampleView.ID);
        if (shown != null) {
            page.hideView(shown);
        }
        IsolangEditor editor = InlineRuns.runAll(project, page, "inline-protocol.isol", COMMAND_FIRST,
                List.of("lostUpdate"));
        page.activate(editor);
        // beside the history only where the editor's width holds both (else below, as the row chooses)
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
        shell.setSize(1280, 1000);
        Workbench.pause(500);
        InlineResult row = InlineRuns.row(InlineRuns.drawn(editor, 2), "lostUpdate", true);
        RunRecord run = InlineRuns.latest(project, "inline-protocol.isol", "lostUpdate");
        var witnessed = run.counterexample().orElseThrow();
        ProtocolTrace trace = ProtocolTrace.of(witnessed.history(), witnessed.witnesses()).get(0);

        Rectangle figure = row.figure();
        assertTrue(figure != null && figure.width > 0, "the history row has no drawing: " + row);
        double diagramWidth = DiagramPainter.size(witnessed.diagram(), true)[0];
        double[] table = TracePainter.size(trace, witnessed.diagram().metrics());
        assertTrue(figure.width >= diagramWidth + table[0], figure.width + " px holds no trace table of " + table[0]
                + " px beside the " + diagramWidth + " px history");
        assertTrue(figure.height >= table[1], figure.height + " px is lower than the trace table");

        StyledText widget = editor.viewer().getTextWidget();
        int left = figure.x + figure.width - (int) table[0];
        ImageData drawn = Workbench.capture(widget, new Rectangle(left, figure.y, figure.x + figure.width - left,
                figure.height));
        int text = Workbench.count(drawn, TEXT_COLOUR);
        assertTrue(text > 100, "the trace is not drawn inline right of the history: " + text + " pixels of text");
        ImageData history = Workbench.capture(widget, new Rectangle(figure.x, figure.y, (int) diagramWidth,
                figure.height));
        assertTrue(Workbench.count(history, TEXT_COLOUR) > 100, "the induced history is not drawn inline");
    }

    /** The part of an image right of {@code left}. */
    private static ImageData cropRight(ImageData image, int left) {
        ImageData right = new ImageData(image.width - left, image.height, image.depth, image.palette);
        for (int y = 0; y < image.height; y++) {
            for (int x = left; x < image.width; x++) {
                right.setPixel(x - left, y, image.getPixel(x, y));
            }
        }
        return right;
    }
}
