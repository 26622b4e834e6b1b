// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.function.Consumer;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

import isolang.diagram.hasse.HasseDiagram;
import isolang.diagram.hasse.HasseEdge;
import isolang.ui.diagram.HassePainter;
import isolang.ui.jobs.RunRecord;

/**
 * The order a {@code lattice} command computed, drawn directly below the command as a Hasse
 * diagram: a title naming the command and the scope, with "open in view", then the diagram with
 * its legend. The mark on each line is a link that opens the history separating the line's two
 * levels in the Counterexample view; a bar in the colour of the run's status runs down the left
 * edge. Drawn at least at the editor's font size.
 *
 * @param command the command's name
 * @param run the lattice's run
 * @param diagram its laid-out Hasse diagram
 * @param openEdge opens the separating history of a line
 * @param openInView opens the order in the Counterexample view
 */
record HasseRow(String command, RunRecord run, HasseDiagram diagram, Consumer<HasseEdge> openEdge,
        Runnable openInView) implements MiningRow {

    /** Space below the diagram, in pixels. */
    private static final int BOTTOM = 6;

    /**
     * The editor line height at which the diagram is drawn at scale 1: its 9 pt font then is at
     * least the editor's; taller lines scale it up.
     */
    private static final double UNIT_LINE_HEIGHT = 16;

    /**
     * Returns the label of the link on a line.
     *
     * @param diagram the diagram
     * @param edge one of its lines
     * @return e.g. {@code biswas.SER < biswas.SI}
     */
    static String edgeLabel(HasseDiagram diagram, HasseEdge edge) {
        return diagram.nodes().get(edge.stronger()).label() + " < " + diagram.nodes().get(edge.weaker()).label();
    }

    private static double scale(int lineHeight) {
        return Math.max(1, lineHeight / UNIT_LINE_HEIGHT);
    }

    @Override
    public int lines(int lineHeight) {
        double height = HassePainter.size(diagram, true)[1] * scale(lineHeight);
        return 1 + (int) Math.ceil((height + BOTTOM) / Math.max(1, lineHeight));
    }

    @Override
    public Point draw(RowPainter painter, int x, int y) {
        int height = lines(painter.text().getLineHeight()) * painter.pitch();
        int at = DrawingHeader.draw(painter, x, y, height, command, run, "order within " + run.scope(), openInView);
        double scale = scale(painter.text().getLineHeight());
        int left = x + DrawingHeader.INDENT;
        int top = y + painter.pitch();
        HassePainter.paint(painter.gc(), diagram, left, top, scale, true);
        int reach = (int) Math.ceil((HasseDiagram.MARK_RADIUS + 3) * scale);
        for (HasseEdge edge : diagram.edges()) {
            int mx = left + (int) Math.round(edge.middle().x() * scale);
            int my = top + (int) Math.round(edge.middle().y() * scale);
            painter.link(edgeLabel(diagram, edge), new Rectangle(mx - reach, my - reach, 2 * reach, 2 * reach),
                    () -> openEdge.accept(edge));
        }
        int width = (int) Math.ceil(HassePainter.size(diagram, true)[0] * scale);
        return new Point(Math.max(at - x, DrawingHeader.INDENT + width), height);
    }
}
