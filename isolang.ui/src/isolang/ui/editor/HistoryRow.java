// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

import isolang.ui.diagram.TracedHistory;
import isolang.ui.jobs.RunRecord;

/**
 * The history a command's run found, drawn directly below the command: a title naming the
 * command and what the history shows, with "open in view", then the diagram with its legend (and,
 * for a protocol model's history, the protocol's trace to its right or below it), laid out in the
 * editor's font and arranged to the editor's width; a bar in the colour of the run's status runs
 * down its left edge.
 *
 * @param command the command's name
 * @param run the run with a history
 * @param drawing the laid-out and arranged diagram of the history, with a protocol's trace
 *        beside it or, where that does not fit the editor's width, below it
 * @param openInView what "open in view" does
 */
record HistoryRow(String command, RunRecord run, TracedHistory drawing, Runnable openInView) implements MiningRow {

    /** Label of the link that opens the Counterexample view. */
    static final String OPEN_LABEL = "open in view";

    /** Scale of inline diagrams: 1, as they are laid out in the editor's font (the legend too). */
    static final double SCALE = 1;

    /** Space below the diagram, in pixels. */
    private static final int BOTTOM = 6;

    private int diagramHeight() {
        return (int) Math.ceil(drawing.size(true)[1] * SCALE);
    }

    @Override
    public int lines(int lineHeight) {
        return 1 + (int) Math.ceil((diagramHeight() + BOTTOM) / (double) Math.max(1, lineHeight));
    }

    @Override
    public Point draw(RowPainter painter, int x, int y) {
        int height = lines(painter.text().getLineHeight()) * painter.pitch();
        int at = DrawingHeader.draw(painter, x, y, height, command, run, run.counterexample().orElseThrow().title(),
                openInView);
        drawing.paint(painter.gc(), x + DrawingHeader.INDENT, y + painter.pitch(), SCALE, true);
        int diagramWidth = (int) Math.ceil(drawing.size(true)[0] * SCALE);
        painter.figure(new Rectangle(x + DrawingHeader.INDENT, y + painter.pitch(), diagramWidth, diagramHeight()));
        return new Point(Math.max(at - x, DrawingHeader.INDENT + diagramWidth), height);
    }
}
