// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

import isolang.diagram.DiagramLayout;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.LaneOrientation;
import isolang.diagram.TextMetrics;
import isolang.dsl.run.ProtocolTrace;
import isolang.ui.diagram.DiagramPainter;
import isolang.ui.diagram.TracePainter;
import isolang.ui.editor.InlineResult;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.jobs.RunStatus;
import isolang.ui.model.DocumentParser;
import isolang.ui.views.CounterexampleView;

/**
 * A history found in a protocol model is shown with the protocol's trace next to it: a table of
 * the steps with a column per client and per server, right of the induced history's diagram,
 * inline under the command and in the Counterexample view (its text form and PNG export too).
 */
class ProtocolTraceTest extends WorkbenchProjectTest {

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
            + "  /** One event per step. */\n"
            + "  axiom OneEventPerStep: all s: Step | lone commit.s + read.s\n"
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

    /** The inline drawings' indent from the editor's margin, in pixels. */
    private static final int INDENT = 10;

    /** The colour of the diagrams' and the trace's text. */
    private static final RGB TEXT_COLOUR = new RGB(0x26, 0x32, 0x38);

    ProtocolTraceTest() {
        super("isolang-protocol-trace-test");
    }

    @Test
    void theTraceIsDrawnNextToTheHistoryInlineAndInTheView() throws CoreException, IOException {
        IFile file = Workbench.create(project, "protocol.isol", TEXT);
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, file);
        Workbench.waitUntil("the first parse", 60, () -> editor.lastParse() != null);
        String uri = DocumentParser.uriOf(file).toString();
        editor.runCommands(Set.of());
        Workbench.waitUntil("the run", 240, () -> RunResults.get().latest(uri, "lostUpdate")
                .filter(r -> r.status() != RunStatus.RUNNING).isPresent());
        RunRecord run = RunResults.get().latest(uri, "lostUpdate").orElseThrow();
        assertEquals(RunStatus.PASSED, run.status(), run.verdict());

        var witnessed = run.counterexample().orElseThrow();
        List<ProtocolTrace> traces = ProtocolTrace.of(witnessed.history(), witnessed.witnesses());
        assertEquals(1, traces.size(), "one protocol level, one trace");
        ProtocolTrace trace = traces.get(0);
        assertEquals(List.of("client 1", "client 2", "server x"), trace.places(), trace.text());
        assertEquals(4, trace.events().size(), "two reads and two commits: " + trace.text());

        Workbench.waitUntil("the inline history", 60, () -> editor.inlineResults().stream()
                .anyMatch(r -> r.history() && r.bounds() != null));
        InlineResult inline = editor.inlineResults().stream().filter(r -> r.history() && r.bounds() != null)
                .findFirst().orElseThrow();
        StyledText widget = editor.viewer().getTextWidget();
        // The inline diagram is laid out in the editor's font, as columns or rows, whichever is
        // shorter; the trace goes right of it if both fit in the editor's width, otherwise below.
        TextMetrics font = DiagramPainter.metrics(widget.getFont());
        double narrowest = Double.MAX_VALUE;
        double widest = 0;
        for (LaneOrientation orientation : LaneOrientation.values()) {
            HistoryDiagram laidOut = new DiagramLayout(orientation, font).layout(witnessed.diagram());
            narrowest = Math.min(narrowest, DiagramPainter.size(laidOut, true)[0]);
            widest = Math.max(widest, DiagramPainter.size(laidOut, true)[0]);
        }
        double[] table = TracePainter.size(trace, font);
        Rectangle row = inline.bounds();
        Rectangle traceArea;
        if (widest + table[0] + DiagramPainter.GAP + INDENT <= widget.getClientArea().width) {
            assertTrue(row.width >= narrowest + table[0], "no room for the trace right of the diagram: " + inline);
            traceArea = new Rectangle(row.x + row.width - (int) table[0], row.y, (int) table[0], row.height);
        } else {
            assertTrue(row.height >= table[1] + 2 * DiagramPainter.GAP, "no room for the trace below: " + inline);
            traceArea = new Rectangle(row.x, row.y + row.height - (int) table[1], row.width, (int) table[1]);
        }
        int inlineText = Workbench.count(Workbench.capture(widget, traceArea), TEXT_COLOUR);
        assertTrue(inlineText > 100, "the trace is not drawn inline: " + inlineText + " pixels of text");

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
        Screenshots.save(widget.getShell(), "protocol-trace");
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
