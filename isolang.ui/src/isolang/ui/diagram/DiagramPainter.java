// SPDX-License-Identifier: EPL-2.0
package isolang.ui.diagram;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;

import isolang.diagram.DiagramEdge;
import isolang.diagram.DiagramLayout;
import isolang.diagram.DiagramPanel;
import isolang.diagram.Emphasis;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.Lane;
import isolang.diagram.LegendEntry;
import isolang.diagram.Point;
import isolang.diagram.RelationStyle;
import isolang.diagram.TextMetrics;
import isolang.diagram.TransactionBox;

/**
 * Draws a laid-out {@link HistoryDiagram} with SWT: the panels side by side or stacked
 * ({@link PanelArrangement}), each with its
 * title, session lanes, transaction boxes and the visible edges with arrow heads and labels,
 * then the legend (a row of layers, then each emphasis's caption); emphasised boxes and edges in
 * their emphasis colour. Positions, routes and text measures come from the diagram's layout
 * (text is set at the layout's font size times the scale); nothing is laid out here. Used by the Counterexample view, the inline diagrams of the editor and PNG
 * export.
 */
public final class DiagramPainter {

    /** Space between panels and around the drawing, in diagram units. */
    public static final double GAP = 16;

    /** Height of a panel's title row. */
    public static final double TITLE_HEIGHT = 24;

    /** Height of the legend row. */
    public static final double LEGEND_HEIGHT = 22;

    /** Width of a legend entry's line sample and the space after it. */
    private static final double LEGEND_SAMPLE = 30;

    private static final int TEXT_RGB = 0x263238;

    private DiagramPainter() {
    }

    /**
     * Returns the text measures of {@code font} in pixels at 100 %, for laying out diagrams in it.
     *
     * @param font a font, e.g. the editor's
     * @return its measures, at least {@link TextMetrics#MIN_FONT_SIZE}
     */
    public static TextMetrics metrics(Font font) {
        double points = font.getFontData()[0].getHeight();
        return new TextMetrics(Math.max(TextMetrics.MIN_FONT_SIZE, points * font.getDevice().getDPI().y / 72.0));
    }

    /**
     * Returns the size of the drawing at scale 1.
     *
     * @param diagram a laid-out diagram
     * @param legend whether the legend row is drawn
     * @return width and height in diagram units
     */
    public static double[] size(HistoryDiagram diagram, boolean legend) {
        return size(diagram, legend, PanelArrangement.SIDE_BY_SIDE);
    }

    /**
     * Returns the size of the drawing at scale 1 with its panels arranged as given.
     *
     * @param diagram a laid-out diagram
     * @param legend whether the legend row is drawn
     * @param arrangement side by side or stacked
     * @return width and height in diagram units
     */
    public static double[] size(HistoryDiagram diagram, boolean legend, PanelArrangement arrangement) {
        double width = 0;
        double height = 0;
        for (DiagramPanel panel : diagram.panels()) {
            if (arrangement == PanelArrangement.STACKED) {
                width = Math.max(width, GAP + panel.width() + GAP);
                height += (height == 0 ? 0 : GAP) + panel.height() + TITLE_HEIGHT;
            } else {
                width += (width == 0 ? GAP : 0) + panel.width() + GAP;
                height = Math.max(height, panel.height() + TITLE_HEIGHT);
            }
        }
        if (legend) {
            TextMetrics metrics = diagram.metrics();
            double layers = GAP + diagram.drawnLegend().stream()
                    .mapToDouble(e -> LEGEND_SAMPLE + metrics.width(e.layer()) + 16).sum();
            width = Math.max(width, layers);
        }
        return new double[] {width, height + GAP + (legend ? legendHeight(diagram, width) : 0)};
    }

    /** The legend's height: a row of layers, then the lines of each emphasis caption. */
    private static double legendHeight(HistoryDiagram diagram, double width) {
        return legendRow(diagram) * (1 + captions(diagram, width).stream().mapToInt(List::size).sum());
    }

    /** Each emphasis caption wrapped to a drawing {@code width} wide, so it never runs past the drawing's edge. */
    private static List<List<String>> captions(HistoryDiagram diagram, double width) {
        double room = width - 2 * GAP - LEGEND_SAMPLE;
        return diagram.emphases().stream().map(e -> diagram.metrics().wrap(e.caption(), room)).toList();
    }

    private static double legendRow(HistoryDiagram diagram) {
        return Math.max(LEGEND_HEIGHT, diagram.metrics().lineHeight() + 6);
    }

    /** The top left corner of each panel at scale 1: side by side from the left, or stacked from the top. */
    private static List<Point> panelCorners(HistoryDiagram diagram, PanelArrangement arrangement) {
        List<Point> corners = new ArrayList<>();
        double x = GAP;
        double y = 0;
        for (DiagramPanel panel : diagram.panels()) {
            corners.add(new Point(x, y));
            if (arrangement == PanelArrangement.STACKED) {
                y += panel.height() + TITLE_HEIGHT + GAP;
            } else {
                x += panel.width() + GAP;
            }
        }
        return corners;
    }

    /**
     * Paints the diagram.
     *
     * @param gc where to paint
     * @param diagram a laid-out diagram
     * @param x left edge in pixels
     * @param y top edge in pixels
     * @param scale pixels per diagram unit
     * @param legend whether to paint the legend row
     */
    public static void paint(GC gc, HistoryDiagram diagram, int x, int y, double scale, boolean legend) {
        paint(gc, diagram, x, y, scale, legend, PanelArrangement.SIDE_BY_SIDE);
    }

    /**
     * Paints the diagram with its panels arranged as given.
     *
     * @param gc where to paint
     * @param diagram a laid-out diagram
     * @param x left edge in pixels
     * @param y top edge in pixels
     * @param scale pixels per diagram unit
     * @param legend whether to paint the legend row
     * @param arrangement side by side or stacked
     */
    public static void paint(GC gc, HistoryDiagram diagram, int x, int y, double scale, boolean legend,
            PanelArrangement arrangement) {
        int points = Math.max(1, (int) Math.round(diagram.metrics().fontSize() * 72 / gc.getDevice().getDPI().y));
        ScaledDrawing.draw(gc, x, y, scale, points, (font, bold) -> {
            List<Point> corners = panelCorners(diagram, arrangement);
            for (int i = 0; i < corners.size(); i++) {
                panel(gc, diagram, diagram.panels().get(i), corners.get(i), font, bold);
            }
            if (legend) {
                legend(gc, diagram, size(diagram, false, arrangement)[1], size(diagram, true, arrangement)[0], font,
                        bold);
            }
        });
    }

    private static void panel(GC gc, HistoryDiagram diagram, DiagramPanel panel, Point corner, Font font,
            Font bold) {
        double left = corner.x();
        Color text = color(gc, TEXT_RGB);
        Color frame = color(gc, 0xb0bec5);
        gc.setLineDash(null);
        gc.setLineWidth(1);
        gc.setForeground(frame);
        gc.drawRoundRectangle(i(left), i(corner.y()), i(panel.width()), i(panel.height() + TITLE_HEIGHT), 8, 8);
        gc.setFont(bold);
        gc.setForeground(text);
        int titleWidth = gc.textExtent(panel.title()).x;
        gc.drawText(panel.title(), i(left + panel.width() / 2) - titleWidth / 2, i(corner.y() + 5), true);
        double top = corner.y() + TITLE_HEIGHT;
        Color laneFill = color(gc, 0xf3f6f9);
        Color laneText = color(gc, 0x78909c);
        gc.setFont(font);
        for (Lane lane : panel.lanes()) {
            gc.setBackground(laneFill);
            gc.fillRoundRectangle(i(left + lane.x()), i(top + lane.y()), i(lane.width()), i(lane.height()), 6, 6);
            gc.setForeground(laneText);
            isolang.diagram.Point title = DiagramLayout.laneTitleCorner(lane, diagram.metrics());
            gc.drawText(lane.title(), i(left + title.x()), i(top + title.y()), true);
        }
        for (TransactionBox box : panel.boxes()) {
            int emphasis = diagram.emphasisOf(panel, box);
            box(gc, box, diagram.metrics(), emphasis < 0 ? null : Emphasis.style(emphasis), left, top, font, bold);
        }
        for (boolean emphasised : new boolean[] {false, true}) {
            for (String layer : diagram.layers()) {
                RelationStyle style = diagram.legendEntry(layer).style();
                for (DiagramEdge edge : diagram.visibleEdges(panel)) {
                    int emphasis = diagram.emphasisOf(panel, edge);
                    if (edge.layer().equals(layer) && emphasised == emphasis >= 0) {
                        edge(gc, edge, emphasised ? emphasised(style, emphasis) : style, left, top, font);
                    }
                }
            }
        }
        laneFill.dispose();
        laneText.dispose();
        text.dispose();
        frame.dispose();
    }

    /** The layer's style in the colour and weight of emphasis {@code index}. */
    private static RelationStyle emphasised(RelationStyle layer, int index) {
        RelationStyle emphasis = Emphasis.style(index);
        return new RelationStyle(emphasis.color(), layer.dashArray(), emphasis.width());
    }

    private static void box(GC gc, TransactionBox box, TextMetrics metrics, RelationStyle emphasis, double left,
            double top, Font font, Font bold) {
        Color fill = color(gc, box.isInitial() ? 0xeceff1 : 0xffffff);
        Color border = color(gc, emphasis == null ? 0x546e7a : rgb(emphasis));
        Color text = color(gc, TEXT_RGB);
        gc.setLineDash(null);
        gc.setLineWidth(emphasis == null ? 1 : 3);
        gc.setBackground(fill);
        gc.fillRoundRectangle(i(left + box.x()), i(top + box.y()), i(box.width()), i(box.height()), 6, 6);
        gc.setForeground(border);
        gc.drawRoundRectangle(i(left + box.x()), i(top + box.y()), i(box.width()), i(box.height()), 6, 6);
        gc.setForeground(text);
        List<String> lines = box.lines();
        for (int n = 0; n < lines.size(); n++) {
            gc.setFont(n == 0 ? bold : font);
            gc.drawText(lines.get(n), i(left + box.x() + metrics.padding()),
                    i(top + box.y() + metrics.padding() + n * metrics.lineHeight()), true);
        }
        fill.dispose();
        border.dispose();
        text.dispose();
    }

    private static void edge(GC gc, DiagramEdge edge, RelationStyle style, double left, double top, Font font) {
        List<Point> route = edge.route();
        if (route.size() < 2) {
            return;
        }
        Color color = color(gc, rgb(style));
        gc.setForeground(color);
        gc.setBackground(color);
        gc.setLineWidth((int) Math.max(1, Math.round(style.width())));
        gc.setLineDash(dashes(style.dashArray()));
        int[] points = new int[route.size() * 2];
        for (int n = 0; n < route.size(); n++) {
            points[2 * n] = i(left + route.get(n).x());
            points[2 * n + 1] = i(top + route.get(n).y());
        }
        gc.drawPolyline(points);
        gc.setLineDash(null);
        Point from = route.get(route.size() - 2);
        Point to = route.get(route.size() - 1);
        double angle = Math.atan2(to.y() - from.y(), to.x() - from.x());
        double tipX = left + to.x();
        double tipY = top + to.y();
        gc.fillPolygon(new int[] {i(tipX), i(tipY),
                i(tipX - 9 * Math.cos(angle - 0.4)), i(tipY - 9 * Math.sin(angle - 0.4)),
                i(tipX - 9 * Math.cos(angle + 0.4)), i(tipY - 9 * Math.sin(angle + 0.4))});
        if (!edge.label().isEmpty()) {
            label(gc, edge.label(), i(left + edge.labelPosition().x()), i(top + edge.labelPosition().y()), font);
        }
        color.dispose();
    }

    /** Draws a label on a white ground; text after the first {@code _} is a subscript. */
    private static void label(GC gc, String label, int x, int y, Font font) {
        int underscore = label.indexOf('_');
        String main = underscore < 0 ? label : label.substring(0, underscore);
        String subscript = underscore < 0 ? "" : label.substring(underscore + 1);
        gc.setFont(font);
        org.eclipse.swt.graphics.Point mainExtent = gc.textExtent(main);
        int subscriptWidth = subscript.isEmpty() ? 0 : gc.textExtent(subscript).x;
        Color white = color(gc, 0xffffff);
        gc.setBackground(white);
        gc.fillRectangle(x, y, mainExtent.x + subscriptWidth, mainExtent.y + 2);
        white.dispose();
        gc.drawText(main, x, y, true);
        if (!subscript.isEmpty()) {
            gc.drawText(subscript, x + mainExtent.x, y + mainExtent.y / 5, true);
        }
    }

    private static void legend(GC gc, HistoryDiagram diagram, double top, double width, Font font, Font bold) {
        double x = GAP;
        double row = legendRow(diagram);
        double y = top + row / 2;
        int textHeight = gc.getFontMetrics().getHeight();
        for (LegendEntry entry : diagram.drawnLegend()) {
            gc.setFont(bold);
            x += legendSample(gc, entry.style(), entry.layer(), x, y, textHeight) + 16;
        }
        gc.setFont(font);
        List<List<String>> captions = captions(diagram, width);
        for (int n = 0; n < captions.size(); n++) {
            y += row;
            List<String> lines = captions.get(n);
            legendSample(gc, Emphasis.style(n), lines.get(0), GAP, y, textHeight);
            Color color = color(gc, rgb(Emphasis.style(n)));
            gc.setForeground(color);
            for (String line : lines.subList(1, lines.size())) {
                y += row;
                gc.drawText(line, i(GAP + LEGEND_SAMPLE), i(y) - textHeight / 2, true);
            }
            color.dispose();
        }
    }

    /** Draws a line in {@code style} and {@code text} after it, centred on {@code y}; returns the width used. */
    private static double legendSample(GC gc, RelationStyle style, String text, double x, double y, int textHeight) {
        Color color = color(gc, rgb(style));
        gc.setForeground(color);
        gc.setLineWidth((int) Math.max(1, Math.round(style.width())));
        gc.setLineDash(dashes(style.dashArray()));
        gc.drawLine(i(x), i(y), i(x + LEGEND_SAMPLE - 4), i(y));
        gc.setLineDash(null);
        gc.drawText(text, i(x + LEGEND_SAMPLE), i(y) - textHeight / 2, true);
        color.dispose();
        return LEGEND_SAMPLE + gc.textExtent(text).x;
    }

    private static int rgb(RelationStyle style) {
        return Integer.parseInt(style.color().substring(1), 16);
    }

    private static int[] dashes(String dashArray) {
        if (dashArray.isBlank()) {
            return null;
        }
        String[] parts = dashArray.trim().split("\\s+");
        int[] dashes = new int[parts.length];
        for (int n = 0; n < parts.length; n++) {
            dashes[n] = Math.max(1, (int) Math.round(Double.parseDouble(parts[n])));
        }
        return dashes;
    }

    private static Color color(GC gc, int rgb) {
        return new Color(gc.getDevice(), (rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
    }

    private static int i(double value) {
        return (int) Math.round(value);
    }
}
