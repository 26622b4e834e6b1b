// SPDX-License-Identifier: EPL-2.0
package isolang.ui.diagram;

import java.util.List;

import org.eclipse.swt.graphics.GC;

import isolang.diagram.HistoryDiagram;
import isolang.dsl.run.ProtocolTrace;
import isolang.dsl.run.ResultView.Witnessed;

/**
 * A history's drawing with, for a history a protocol model produced, the protocol's trace next
 * to it: the diagram on the left, each trace's table ({@link TracePainter}) to its right, so that
 * the steps per client and server read beside the history they induced; or below the diagram,
 * where the width is limited (the editor's text area) and the tables do not fit beside it.
 * Without a protocol it is the diagram alone. Used by the Counterexample view (and its PNG
 * export) and the inline results.
 *
 * @param diagram the laid-out diagram of the history
 * @param arrangement how the diagram's panels are placed
 * @param traces the traces of the protocol levels among the history's witnesses, usually none or one
 * @param below whether the tables go below the diagram instead of right of it
 */
public record TracedHistory(HistoryDiagram diagram, PanelArrangement arrangement, List<ProtocolTrace> traces,
        boolean below) {

    /** Freezes the list. */
    public TracedHistory {
        traces = List.copyOf(traces);
    }

    /**
     * The drawing of a witnessed history, laid out and arranged as {@code diagram}.
     *
     * @param witnessed the history with its witnesses
     * @param diagram its laid-out, arranged diagram
     * @return the diagram with the traces of its protocol levels
     */
    public static TracedHistory of(Witnessed witnessed, ArrangedDiagram diagram) {
        return new TracedHistory(diagram.diagram(), diagram.arrangement(),
                ProtocolTrace.of(witnessed.history(), witnessed.witnesses()), false);
    }

    /**
     * This drawing with the tables below the diagram if beside it the drawing would be wider than
     * {@code width}.
     *
     * @param width the room in diagram units
     * @return the drawing that fits best
     */
    public TracedHistory fitting(double width) {
        TracedHistory beside = new TracedHistory(diagram, arrangement, traces, false);
        return beside.size(true)[0] <= width ? beside : new TracedHistory(diagram, arrangement, traces, true);
    }

    /**
     * Returns the size of the drawing at scale 1.
     *
     * @param legend whether the diagram's legend row is drawn
     * @return width and height in diagram units
     */
    public double[] size(boolean legend) {
        double[] size = DiagramPainter.size(diagram, legend, arrangement).clone();
        for (ProtocolTrace trace : traces) {
            double[] table = TracePainter.size(trace, diagram.metrics());
            if (below) {
                size[0] = Math.max(size[0], table[0] + 2 * DiagramPainter.GAP);
                size[1] += table[1] + DiagramPainter.GAP;
            } else {
                size[0] += table[0] + DiagramPainter.GAP;
                size[1] = Math.max(size[1], table[1] + 2 * DiagramPainter.GAP);
            }
        }
        return size;
    }

    /**
     * Paints the diagram, then each trace to its right or below it.
     *
     * @param gc where to paint
     * @param x left edge in pixels
     * @param y top edge in pixels
     * @param scale pixels per diagram unit
     * @param legend whether to paint the diagram's legend row
     */
    public void paint(GC gc, int x, int y, double scale, boolean legend) {
        DiagramPainter.paint(gc, diagram, x, y, scale, legend, arrangement);
        double[] at = below ? new double[] {DiagramPainter.GAP, DiagramPainter.size(diagram, legend, arrangement)[1]}
                : new double[] {DiagramPainter.size(diagram, legend, arrangement)[0], DiagramPainter.GAP};
        for (ProtocolTrace trace : traces) {
            TracePainter.paint(gc, trace, diagram.metrics(), x + (int) Math.round(at[0] * scale),
                    y + (int) Math.round(at[1] * scale), scale);
            double[] table = TracePainter.size(trace, diagram.metrics());
            at[below ? 1 : 0] += table[below ? 1 : 0] + DiagramPainter.GAP;
        }
    }
}
