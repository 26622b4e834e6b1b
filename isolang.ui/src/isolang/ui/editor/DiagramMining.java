// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.function.Consumer;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.codemining.ICodeMiningProvider;
import org.eclipse.jface.text.codemining.LineHeaderCodeMining;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;

import isolang.dsl.diagram.HistoryDiagram;
import isolang.ui.diagram.DiagramPainter;
import isolang.ui.jobs.RunRecord;

/**
 * The history a run found, drawn inline in the editor above its command: "open in view" next
 * to the command's run and verdict minings, and a compact rendering of the laid-out diagram
 * under them. Its label has as many lines as the diagram is high, so that the line header
 * reserves the diagram's height.
 */
final class DiagramMining extends LineHeaderCodeMining {

    /** The text on the first row, which opens the Counterexample view when clicked. */
    static final String OPEN_LABEL = "open in view";

    /** Scale of inline diagrams relative to the Counterexample view at 100 %. */
    static final double SCALE = 0.75;

    private final HistoryDiagram diagram;

    private final int lineHeight;

    DiagramMining(int line, IDocument document, ICodeMiningProvider provider, RunRecord run, int lineHeight,
            Consumer<MouseEvent> action) throws BadLocationException {
        super(line, document, provider, action);
        this.diagram = run.counterexample().orElseThrow().diagram();
        this.lineHeight = Math.max(1, lineHeight);
        double height = DiagramPainter.size(diagram, false)[1] * SCALE;
        int rows = (int) Math.ceil(height / this.lineHeight) + 1;
        setLabel(OPEN_LABEL + "\n" + " \n".repeat(rows - 1) + " ");
    }

    /**
     * Returns the diagram drawn.
     *
     * @return the laid-out diagram
     */
    HistoryDiagram diagram() {
        return diagram;
    }

    @Override
    public Point draw(GC gc, StyledText textWidget, Color color, int x, int y) {
        int left = textWidget.getLeftMargin() - textWidget.getHorizontalPixel() + 8;
        gc.setForeground(color);
        gc.drawText(OPEN_LABEL, x, y, true);
        DiagramPainter.paint(gc, diagram, left, y + lineHeight, SCALE, false);
        double[] size = DiagramPainter.size(diagram, false);
        return new Point(Math.max(1, left + (int) Math.ceil(size[0] * SCALE) - x),
                (int) Math.ceil(size[1] * SCALE) + lineHeight);
    }
}
