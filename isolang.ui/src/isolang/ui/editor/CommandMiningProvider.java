// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.codemining.AbstractCodeMiningProvider;
import org.eclipse.jface.text.codemining.ICodeMining;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.events.MouseAdapter;
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.events.MouseMoveListener;
import org.eclipse.swt.graphics.Rectangle;

import isolang.diagram.TextMetrics;
import isolang.diagram.hasse.HasseDiagram;
import isolang.dsl.isolang.Command;
import isolang.ui.diagram.ArrangedDiagram;
import isolang.ui.diagram.TracedHistory;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.model.ParsedDocument;

/**
 * The results drawn inline in the editor: above each command its run row ("▶ Run" and the
 * verdict of its latest run), below it the history that run found (or a lattice's order as a
 * Hasse diagram), titled with the command's name, laid out to take few lines of the text area's real width
 * ({@link ArrangedDiagram#fitting}; a resize lays them out again). A command that ends the document has no line below it; its history is drawn under its
 * run row instead. The rows between two lines form one line header ({@link ResultsMining}).
 */
final class CommandMiningProvider extends AbstractCodeMiningProvider {

    private final IsolangEditor editor;

    /** The minings of the latest request, the ones the platform shows once it has them. */
    private volatile List<ResultsMining> current = List.of();

    /** How many requests for minings were made: only the latest one's minings are shown. */
    private final AtomicLong requested = new AtomicLong();

    /** The last drawing of each line's header, by document line, with the mining that made it. */
    private final Map<Integer, LineDrawing> drawings = new ConcurrentHashMap<>();

    /** A line header's drawing and the mining that drew it. */
    private record LineDrawing(ResultsMining mining, ResultsMining.Drawing drawing) {
    }

    /** The diagrams laid out for the last minings, by run (identity), to reuse them. */
    private volatile Map<RunRecord, ArrangedDiagram> diagrams = new IdentityHashMap<>();

    /** The text area width {@link #diagrams} were laid out for: their orientation depends on it. */
    private volatile int diagramsWidth = -1;

    CommandMiningProvider(IsolangEditor editor) {
        this.editor = editor;
    }

    @Override
    public CompletableFuture<List<? extends ICodeMining>> provideCodeMinings(ITextViewer viewer,
            IProgressMonitor monitor) {
        ParsedDocument parsed = editor.lastParse();
        IDocument document = viewer.getDocument();
        String text = document.get();
        LineMeasures measures = editor.lineMeasures();
        long request = requested.incrementAndGet();
        if (parsed == null || !parsed.text().equals(text)) {
            // The text changed since the last parse, which will come shortly and update the
            // minings again (cancelling this update): keep the minings shown until then.
            return new CompletableFuture<>();
        }
        return CompletableFuture.supplyAsync(() -> {
            List<ResultsMining> minings;
            try {
                minings = minings(parsed, new Document(text), measures);
            } catch (BadLocationException e) {
                throw new IllegalStateException("a command outside its own text", e);
            }
            synchronized (requested) {
                // a newer request cancels this one: the platform never shows its minings
                if (request == requested.get()) {
                    current = minings;
                }
            }
            return minings;
        });
    }

    private List<ResultsMining> minings(ParsedDocument parsed, IDocument document, LineMeasures measures)
            throws BadLocationException {
        Map<Integer, List<MiningRow>> rowsAbove = new TreeMap<>();
        Map<RunRecord, ArrangedDiagram> laidOut = new IdentityHashMap<>();
        String uri = editor.uri().toString();
        List<Command> commands = parsed.commands();
        for (Command command : commands) {
            int below = lastLine(document, command) + 1;
            history(uri, command, laidOut).filter(h -> below < document.getNumberOfLines())
                    .ifPresent(h -> rowsAbove.computeIfAbsent(below, l -> new ArrayList<>()).add(h));
        }
        for (Command command : commands) {
            String name = ParsedDocument.commandName(command);
            int first = document.getLineOfOffset(ParsedDocument.range(command)[0]);
            Optional<RunRecord> run = RunResults.get().latest(uri, name);
            List<MiningRow> rows = rowsAbove.computeIfAbsent(first, l -> new ArrayList<>());
            rows.add(new RunRow(name, run, !editor.isDiagramCollapsed(name), actions(name, run)));
            if (lastLine(document, command) + 1 >= document.getNumberOfLines()) {
                history(uri, command, laidOut).ifPresent(rows::add);
            }
        }
        diagrams = laidOut;
        diagramsWidth = editor.textWidth();
        List<ResultsMining> minings = new ArrayList<>();
        for (Map.Entry<Integer, List<MiningRow>> entry : rowsAbove.entrySet()) {
            int line = entry.getKey();
            int offset = document.getLineOffset(line);
            Position position = new Position(offset, document.getLineLength(line) > 0 ? 1 : 0);
            minings.add(new ResultsMining(line, position, this, entry.getValue(), measures, editor.viewer(),
                    (mining, drawing) -> drawings.put(line, new LineDrawing(mining, drawing))));
        }
        drawings.keySet().retainAll(rowsAbove.keySet());
        return List.copyOf(minings);
    }

    private static int lastLine(IDocument document, Command command) throws BadLocationException {
        int[] range = ParsedDocument.range(command);
        return document.getLineOfOffset(range[0] + Math.max(0, range[1] - 1));
    }

    /**
     * The row drawn below a command: the history its latest run found, or a lattice's order;
     * empty while it runs, without a drawing, or when hidden.
     */
    private Optional<MiningRow> history(String uri, Command command, Map<RunRecord, ArrangedDiagram> laidOut) {
        String name = ParsedDocument.commandName(command);
        Optional<RunRecord> run = RunResults.get().latest(uri, name);
        if (run.isEmpty() || !run.get().hasDrawing() || editor.isDiagramCollapsed(name)) {
            return Optional.empty();
        }
        RunRecord record = run.get();
        if (record.hasse().isPresent()) {
            HasseDiagram order = record.hasse().get();
            return Optional.of(new HasseRow(name, record, order, edge -> editor.showSeparating(record, order, edge),
                    () -> editor.showCounterexample(record)));
        }
        ArrangedDiagram diagram = laidOut.computeIfAbsent(record, this::arranged);
        TracedHistory drawing = TracedHistory.of(record.counterexample().orElseThrow(), diagram)
                .fitting((editor.textWidth() - DrawingHeader.INDENT) / HistoryRow.SCALE);
        return Optional.of(new HistoryRow(name, record, drawing, () -> editor.showCounterexample(record)));
    }

    /**
     * Returns a run's history laid out as its inline row draws it, for the editor's font and
     * text area width: the layout of the last minings while they are the same, else a new one.
     *
     * @param record a run with a counterexample
     * @return the arranged diagram
     */
    ArrangedDiagram arranged(RunRecord record) {
        TextMetrics font = editor.diagramMetrics();
        ArrangedDiagram last = diagramsWidth == editor.textWidth() ? diagrams.get(record) : null;
        return last != null && last.diagram().metrics().equals(font) ? last
                : ArrangedDiagram.fitting(record.counterexample().orElseThrow().diagram(), font,
                        editor.textWidth() - DrawingHeader.INDENT);
    }

    private RunRow.Actions actions(String name, Optional<RunRecord> run) {
        return new RunRow.Actions() {
            @Override
            public void run() {
                editor.runCommands(Set.of(name));
            }

            @Override
            public void toggleHistory() {
                editor.toggleDiagram(name);
            }

            @Override
            public void openInView() {
                run.ifPresent(editor::showCounterexample);
            }
        };
    }

    /**
     * Makes the links drawn inline answer the mouse on {@code text}: a click with the first
     * button runs the link under the pointer, and the pointer is a hand over links. The
     * platform's own hit test of line headers only reaches their first text line (see
     * {@link ResultsMining}), so the widget's mouse events are matched against the drawings
     * here, for every row of every header.
     *
     * @param text the editor's text widget
     */
    void install(StyledText text) {
        LinkClicks clicks = new LinkClicks(text);
        text.addMouseListener(clicks);
        text.addMouseMoveListener(clicks);
    }

    /**
     * The pointer over inline links. The link pressed is the one under the pointer as last
     * moved: a press in a header moves the caret to the line below it, and when that line is out
     * of view the text widget scrolls to it before this listener hears of the press; the scroll
     * is undone and the link shown under the pointer is the one that runs on release.
     */
    private final class LinkClicks extends MouseAdapter implements MouseMoveListener {

        private final StyledText text;

        private Optional<RowPainter.Link> hovered = Optional.empty();

        private int hoveredTop;

        private Optional<RowPainter.Link> pressed = Optional.empty();

        LinkClicks(StyledText text) {
            this.text = text;
        }

        @Override
        public void mouseMove(MouseEvent event) {
            hovered = linkAt(text, event.x, event.y);
            hoveredTop = text.getTopPixel();
            text.setCursor(hovered.isPresent() ? text.getDisplay().getSystemCursor(SWT.CURSOR_HAND) : null);
        }

        @Override
        public void mouseDown(MouseEvent event) {
            pressed = event.button == 1 ? hovered : Optional.empty();
            if (pressed.isPresent() && text.getTopPixel() != hoveredTop) {
                text.setTopPixel(hoveredTop);
            }
        }

        @Override
        public void mouseUp(MouseEvent event) {
            if (event.button == 1) {
                pressed.ifPresent(link -> link.action().run());
            }
            pressed = Optional.empty();
        }
    }

    private Optional<RowPainter.Link> linkAt(StyledText text, int x, int y) {
        int top = text.getTopPixel();
        int horizontal = text.getHorizontalPixel();
        return drawings.values().stream().map(d -> d.drawing().linkAt(x, y, top, horizontal))
                .flatMap(Optional::stream).findFirst();
    }

    /**
     * Returns the rows drawn inline, as last drawn, where their drawing still shows where they
     * are: a row drawn before the lines above it grew or shrank, and not drawn since (the
     * platform draws a header only while its line is in view), has no bounds. UI thread.
     *
     * @return one entry per row, top to bottom
     */
    List<InlineResult> inlineResults() {
        StyledText widget = editor.viewer().getTextWidget();
        List<InlineResult> results = new ArrayList<>();
        for (ResultsMining mining : current) {
            LineDrawing last = drawings.get(mining.line());
            boolean inPlace = last != null && last.mining().rows().size() == mining.rows().size()
                    && last.drawing().textTop() == mining.textTop(widget);
            ResultsMining.Drawing drawing = inPlace ? last.drawing() : null;
            List<MiningRow> rows = inPlace ? last.mining().rows() : mining.rows();
            for (int i = 0; i < rows.size(); i++) {
                MiningRow row = rows.get(i);
                Rectangle drawn = drawing == null ? null : drawing.rows().get(i);
                Map<String, Rectangle> links = new LinkedHashMap<>();
                for (RowPainter.Link link : drawing == null ? List.<RowPainter.Link>of() : drawing.links()) {
                    if (drawn != null && drawn.intersects(link.bounds())) {
                        links.put(link.label(), link.bounds());
                    }
                }
                Rectangle figure = drawn == null ? null : drawing.figures().stream().filter(drawn::intersects)
                        .findFirst().orElse(null);
                results.add(new InlineResult(row.command(), !(row instanceof RunRow), mining.line(), drawn, links,
                        figure, drawing == null ? 0 : drawing.topPixel()));
            }
        }
        return results;
    }
}
