// SPDX-License-Identifier: EPL-2.0
package isolang.ui.diagram;

import java.util.List;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

import isolang.diagram.Point;
import isolang.diagram.hasse.HasseDiagram;
import isolang.diagram.hasse.HasseEdge;
import isolang.diagram.hasse.HasseNode;

/**
 * Draws a laid-out {@link HasseDiagram} with SWT: the covering lines, the mark halfway along
 * each that opens its separating history, the boxes of the level classes, and the legend
 * below. Positions come from the diagram's layout; nothing is laid out here. Used by the
 * inline order of a {@code lattice} command and the Counterexample view.
 */
public final class HassePainter {

    /** Height of one legend line, in diagram units. */
    public static final double LEGEND_LINE = 18;

    /** The size of the order's fonts in points; its layout measures text in this size. */
    private static final int FONT_POINTS = 9;
    private static final int TEXT_RGB = 0x263238;
    private static final int LINE_RGB = 0x455a64;
    private static final int BOX_RGB = 0xeceff1;
    private static final int MARK_RGB = 0x1565c0;
    private static final int QUIET_RGB = 0x607d8b;

    private HassePainter() {
    }

    /**
     * Returns the size of the drawing at scale 1.
     *
     * @param diagram a laid-out diagram
     * @param legend whether the legend is drawn
     * @return width and height in diagram units
     */
    public static double[] size(HasseDiagram diagram, boolean legend) {
        double legendWidth = legend ? HasseDiagram.LEGEND.stream().mapToDouble(HasseDiagram::textWidth).max()
                .orElse(0) + 32 : 0;
        return new double[] {Math.max(diagram.width(), legendWidth),
                diagram.height() + (legend ? HasseDiagram.LEGEND.size() * LEGEND_LINE + 6 : 0)};
    }

    /**
     * Paints the diagram.
     *
     * @param gc where to paint
     * @param diagram a laid-out diagram
     * @param x left edge in pixels
     * @param y top edge in pixels
     * @param scale pixels per diagram unit
     * @param legend whether to paint the legend
     */
    public static void paint(GC gc, HasseDiagram diagram, int x, int y, double scale, boolean legend) {
        ScaledDrawing.draw(gc, x, y, scale, FONT_POINTS, (font, bold) -> {
            gc.setFont(font);
            for (HasseEdge edge : diagram.edges()) {
                edge(gc, edge);
            }
            for (HasseNode node : diagram.nodes()) {
                node(gc, node);
            }
            if (legend) {
                withColor(gc, QUIET_RGB, () -> {
                    double top = diagram.height();
                    for (String line : HasseDiagram.LEGEND) {
                        gc.drawText(line, 16, i(top), true);
                        top += LEGEND_LINE;
                    }
                });
            }
        });
    }

    private static void edge(GC gc, HasseEdge edge) {
        List<Point> route = edge.route();
        int[] points = new int[route.size() * 2];
        for (int n = 0; n < route.size(); n++) {
            points[2 * n] = i(route.get(n).x());
            points[2 * n + 1] = i(route.get(n).y());
        }
        withColor(gc, LINE_RGB, () -> {
            gc.setLineWidth(2);
            gc.drawPolyline(points);
        });
        Point mark = edge.middle();
        int r = i(HasseDiagram.MARK_RADIUS);
        int mx = i(mark.x());
        int my = i(mark.y());
        withColor(gc, MARK_RGB, () -> gc.fillPolygon(new int[] {mx, my - r, mx + r, my, mx, my + r, mx - r, my}));
    }

    private static void node(GC gc, HasseNode node) {
        withColor(gc, BOX_RGB, () -> gc.fillRoundRectangle(i(node.x()), i(node.y()), i(node.width()),
                i(node.height()), 8, 8));
        withColor(gc, LINE_RGB, () -> {
            gc.setLineWidth(1);
            gc.drawRoundRectangle(i(node.x()), i(node.y()), i(node.width()), i(node.height()), 8, 8);
        });
        withColor(gc, TEXT_RGB, () -> {
            org.eclipse.swt.graphics.Point extent = gc.textExtent(node.label());
            gc.drawText(node.label(), i(node.x() + (node.width() - extent.x) / 2),
                    i(node.y() + (node.height() - extent.y) / 2), true);
        });
    }

    /** Runs {@code draw} with a colour as foreground and background, then disposes the colour. */
    private static void withColor(GC gc, int rgb, Runnable draw) {
        Color color = new Color(gc.getDevice(), (rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
        try {
            gc.setForeground(color);
            gc.setBackground(color);
            draw.run();
        } finally {
            color.dispose();
        }
    }

    private static int i(double value) {
        return (int) Math.round(value);
    }
}
