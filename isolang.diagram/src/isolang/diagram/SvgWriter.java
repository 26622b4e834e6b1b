// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Writes a laid-out {@link HistoryDiagram} as a standalone SVG document: the panels side by
 * side or stacked, each with its title, session lanes, transaction boxes and the visible
 * edges (arrow heads and labels), then the legend. Text is monospace and nothing external
 * (fonts, images, stylesheets) is referenced, so the file renders anywhere.
 *
 * <p>Each panel is a {@code <g class="panel">} element and each layer's edges a
 * {@code <g class="layer" data-layer="…">}, so the output can be inspected structurally.
 */
public final class SvgWriter {

    /** How the panels are arranged on the page. */
    public enum Arrangement {
        /** Panels left to right. */
        SIDE_BY_SIDE,
        /** Panels top to bottom. */
        STACKED
    }

    private static final double GAP = 24;
    private static final double TITLE_HEIGHT = 28;
    private static final double LEGEND_ROW = 20;
    private static final double LEGEND_SAMPLE = 34;
    private static final String FONT = "'DejaVu Sans Mono', Menlo, Consolas, monospace";
    private static final String TEXT_COLOR = "#263238";

    private final Arrangement arrangement;

    /** A writer placing panels {@link Arrangement#SIDE_BY_SIDE side by side}. */
    public SvgWriter() {
        this(Arrangement.SIDE_BY_SIDE);
    }

    /** A writer with the given panel arrangement. */
    public SvgWriter(Arrangement arrangement) {
        this.arrangement = arrangement;
    }

    /**
     * The SVG document of {@code diagram}.
     *
     * @throws IllegalArgumentException if the diagram is not laid out
     */
    public String write(HistoryDiagram diagram) {
        if (!diagram.isLaidOut()) {
            throw new IllegalArgumentException("the diagram must be laid out first (DiagramLayout)");
        }
        double width = 0;
        double height = 0;
        for (DiagramPanel panel : diagram.panels()) {
            if (arrangement == Arrangement.SIDE_BY_SIDE) {
                width += panel.width() + GAP;
                height = Math.max(height, panel.height() + TITLE_HEIGHT);
            } else {
                width = Math.max(width, panel.width());
                height += panel.height() + TITLE_HEIGHT + GAP;
            }
        }
        width = Math.max(width + GAP, 360);
        TextMetrics metrics = diagram.metrics();
        List<LegendEntry> legend = diagram.drawnLegend();
        double captionWidth = width - 2 * GAP - LEGEND_SAMPLE - 8;
        List<List<String>> captions = diagram.emphases().stream().map(e -> metrics.wrap(e.caption(), captionWidth))
                .toList();
        int perRow = Math.max(1, (int) ((width - GAP) / legendItemWidth(legend, metrics)));
        int legendRows = (legend.size() + perRow - 1) / perRow + captions.stream().mapToInt(List::size).sum()
                + (hidesImpliedEdges(diagram) ? 1 : 0);
        double legendTop = height + GAP;
        height = legendTop + legendRows * legendRow(metrics) + GAP;

        StringBuilder svg = new StringBuilder();
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(num(width)).append("\" height=\"")
                .append(num(height)).append("\" viewBox=\"0 0 ").append(num(width)).append(' ').append(num(height))
                .append("\" font-family=\"").append(FONT).append("\" font-size=\"")
                .append(num(diagram.metrics().fontSize()))
                .append("\">\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        markers(svg, diagram);
        double offset = GAP;
        for (int i = 0; i < diagram.panels().size(); i++) {
            DiagramPanel panel = diagram.panels().get(i);
            double x = arrangement == Arrangement.SIDE_BY_SIDE ? offset : GAP;
            double y = arrangement == Arrangement.SIDE_BY_SIDE ? GAP / 2 : offset;
            panel(svg, diagram, panel, x, y);
            offset += (arrangement == Arrangement.SIDE_BY_SIDE ? panel.width() : panel.height() + TITLE_HEIGHT) + GAP;
        }
        legend(svg, diagram, legend, captions, legendTop, perRow);
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static boolean hidesImpliedEdges(HistoryDiagram diagram) {
        return !diagram.transitiveEdgesShown() && diagram.panels().stream()
                .anyMatch(p -> p.edges().stream().anyMatch(e -> e.implied() && diagram.isLayerVisible(e.layer())));
    }

    private static double legendItemWidth(List<LegendEntry> legend, TextMetrics metrics) {
        int chars = legend.stream().mapToInt(e -> e.layer().length() + e.description().length() + 2).max().orElse(0);
        return LEGEND_SAMPLE + 8 + chars * metrics.charWidth() + GAP;
    }

    private static double legendRow(TextMetrics metrics) {
        return Math.max(LEGEND_ROW, metrics.lineHeight() + 4);
    }

    private static void markers(StringBuilder svg, HistoryDiagram diagram) {
        svg.append("<defs>\n");
        for (int i = 0; i < diagram.legend().size(); i++) {
            marker(svg, markerId(i), diagram.legend().get(i).style().color(), 9);
        }
        for (int i = 0; i < diagram.emphases().size(); i++) {
            marker(svg, emphasisMarkerId(i), Emphasis.style(i).color(), 12);
        }
        svg.append("</defs>\n");
    }

    private static void marker(StringBuilder svg, String id, String color, int size) {
        svg.append("<marker id=\"").append(id).append("\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\"")
                .append(" markerWidth=\"").append(size).append("\" markerHeight=\"").append(size)
                .append("\" markerUnits=\"userSpaceOnUse\" orient=\"auto\">")
                .append("<path d=\"M0,1 L10,5 L0,9 z\" fill=\"").append(color).append("\"/></marker>\n");
    }

    private static String markerId(int legendIndex) {
        return "arrow-" + legendIndex;
    }

    private static String emphasisMarkerId(int emphasisIndex) {
        return "arrow-emphasis-" + emphasisIndex;
    }

    private void panel(StringBuilder svg, HistoryDiagram diagram, DiagramPanel panel, double x, double y) {
        TextMetrics metrics = diagram.metrics();
        svg.append("<g class=\"panel\" data-title=\"").append(escape(panel.title())).append("\" transform=\"translate(")
                .append(num(x)).append(',').append(num(y)).append(")\">\n");
        svg.append("<rect class=\"frame\" x=\"0\" y=\"0\" width=\"").append(num(panel.width())).append("\" height=\"")
                .append(num(panel.height() + TITLE_HEIGHT)).append("\" rx=\"6\" fill=\"none\" stroke=\"#b0bec5\"/>\n");
        svg.append("<text class=\"title\" x=\"").append(num(panel.width() / 2)).append("\" y=\"20\"")
                .append(" text-anchor=\"middle\" font-weight=\"bold\" font-size=\"")
                .append(num(metrics.fontSize() + 2)).append("\" fill=\"").append(TEXT_COLOR)
                .append("\">").append(escape(panel.title())).append("</text>\n");
        svg.append("<g transform=\"translate(0,").append(num(TITLE_HEIGHT)).append(")\">\n");
        for (Lane lane : panel.lanes()) {
            Point title = DiagramLayout.laneTitleCorner(lane, metrics);
            svg.append("<g class=\"lane\"><rect x=\"").append(num(lane.x())).append("\" y=\"").append(num(lane.y()))
                    .append("\" width=\"").append(num(lane.width())).append("\" height=\"").append(num(lane.height()))
                    .append("\" rx=\"4\" fill=\"#f3f6f9\"/>");
            svg.append("<text x=\"").append(num(title.x())).append("\" y=\"").append(num(title.y() + metrics.ascent()))
                    .append("\" fill=\"#78909c\">").append(escape(lane.title())).append("</text></g>\n");
        }
        for (TransactionBox box : panel.boxes()) {
            box(svg, box, metrics, diagram.emphasisOf(panel, box));
        }
        List<String> layers = diagram.layers();
        List<DiagramEdge> emphasised = new ArrayList<>();
        for (int i = 0; i < layers.size(); i++) {
            String layer = layers.get(i);
            List<DiagramEdge> edges = diagram.visibleEdges(panel).stream().filter(e -> e.layer().equals(layer))
                    .toList();
            edges.stream().filter(e -> diagram.emphasisOf(panel, e) >= 0).forEach(emphasised::add);
            edges = edges.stream().filter(e -> diagram.emphasisOf(panel, e) < 0).toList();
            if (!edges.isEmpty()) {
                layer(svg, diagram.legend().get(i), markerId(i), edges, metrics);
            }
        }
        for (DiagramEdge edge : emphasised) {
            int index = diagram.emphasisOf(panel, edge);
            RelationStyle layerStyle = diagram.legendEntry(edge.layer()).style();
            RelationStyle style = Emphasis.style(index);
            layer(svg, new LegendEntry(edge.layer(), new RelationStyle(style.color(), layerStyle.dashArray(),
                    style.width()), "emphasised"), emphasisMarkerId(index), List.of(edge), metrics);
        }
        svg.append("</g>\n</g>\n");
    }

    private static void box(StringBuilder svg, TransactionBox box, TextMetrics metrics, int emphasis) {
        String stroke = emphasis >= 0 ? Emphasis.style(emphasis).color() : "#546e7a";
        svg.append("<g class=\"transaction\" data-id=\"").append(box.id()).append(emphasis >= 0 ? "\" data-emphasis=\""
                + emphasis : "").append("\"><rect x=\"").append(num(box.x()))
                .append("\" y=\"").append(num(box.y())).append("\" width=\"").append(num(box.width()))
                .append("\" height=\"").append(num(box.height())).append("\" rx=\"4\" fill=\"")
                .append(box.isInitial() ? "#eceff1" : "#ffffff").append("\" stroke=\"").append(stroke)
                .append("\" stroke-width=\"").append(emphasis >= 0 ? "2.6" : "1.2").append("\"/>");
        List<String> lines = box.lines();
        for (int i = 0; i < lines.size(); i++) {
            svg.append("<text x=\"").append(num(box.x() + metrics.padding())).append("\" y=\"")
                    .append(num(box.y() + metrics.padding() + i * metrics.lineHeight() + metrics.ascent()))
                    .append("\" fill=\"").append(TEXT_COLOR).append('"')
                    .append(i == 0 ? " font-weight=\"bold\">" : ">").append(escape(lines.get(i))).append("</text>");
        }
        svg.append("</g>\n");
    }

    private static void layer(StringBuilder svg, LegendEntry entry, String marker, List<DiagramEdge> edges,
            TextMetrics metrics) {
        RelationStyle style = entry.style();
        svg.append("<g class=\"layer\" data-layer=\"").append(escape(entry.layer()))
                .append("\" fill=\"none\" stroke=\"")
                .append(style.color()).append("\" stroke-width=\"").append(num(style.width())).append('"');
        if (!style.dashArray().isEmpty()) {
            svg.append(" stroke-dasharray=\"").append(style.dashArray()).append('"');
        }
        svg.append(" stroke-linejoin=\"round\">\n");
        for (DiagramEdge edge : edges) {
            svg.append("<polyline data-from=\"").append(edge.from()).append("\" data-to=\"").append(edge.to())
                    .append("\" points=\"");
            for (Point p : edge.route()) {
                svg.append(num(p.x())).append(',').append(num(p.y())).append(' ');
            }
            svg.setLength(svg.length() - 1);
            svg.append("\" marker-end=\"url(#").append(marker).append(")\"/>\n");
        }
        for (DiagramEdge edge : edges) {
            if (!edge.label().isEmpty()) {
                label(svg, edge, style.color(), metrics);
            }
        }
        svg.append("</g>\n");
    }

    private static void label(StringBuilder svg, DiagramEdge edge, String color, TextMetrics metrics) {
        Point at = edge.labelPosition();
        svg.append("<rect class=\"label\" x=\"").append(num(at.x())).append("\" y=\"").append(num(at.y()))
                .append("\" width=\"").append(num(metrics.width(edge.label()))).append("\" height=\"")
                .append(num(metrics.lineHeight())).append("\" fill=\"#ffffff\" fill-opacity=\"0.9\" stroke=\"none\"/>");
        svg.append("<text x=\"").append(num(at.x())).append("\" y=\"").append(num(at.y() + metrics.ascent()))
                .append("\" fill=\"").append(color).append("\" stroke=\"none\">");
        subscripted(svg, edge.label(), metrics);
        svg.append("</text>\n");
    }

    /** Text up to the first {@code _} as is, the rest as a subscript (lowered, at full size, to stay legible). */
    private static void subscripted(StringBuilder svg, String text, TextMetrics metrics) {
        int underscore = text.indexOf('_');
        if (underscore < 0) {
            svg.append(escape(text));
        } else {
            svg.append(escape(text.substring(0, underscore))).append("<tspan dy=\"")
                    .append(num(metrics.fontSize() / 4)).append("\">").append(escape(text.substring(underscore + 1)))
                    .append("</tspan>");
        }
    }

    /** Draws the legend: rows of layers, then each emphasis's caption wrapped to {@code captions}' lines. */
    private static void legend(StringBuilder svg, HistoryDiagram diagram, List<LegendEntry> legend,
            List<List<String>> captions, double top, int perRow) {
        TextMetrics metrics = diagram.metrics();
        double itemWidth = legendItemWidth(legend, metrics);
        double row = legendRow(metrics);
        svg.append("<g class=\"legend\" transform=\"translate(").append(num(GAP)).append(',').append(num(top))
                .append(")\">\n");
        for (int i = 0; i < legend.size(); i++) {
            LegendEntry entry = legend.get(i);
            legendLine(svg, "legend-entry", entry.layer(), entry.style(),
                    markerId(diagram.layers().indexOf(entry.layer())), (i % perRow) * itemWidth,
                    (i / perRow) * row + row / 2, entry.layer(), entry.description(), metrics);
        }
        double y = ((legend.size() + perRow - 1) / perRow) * row + row / 2;
        for (int i = 0; i < diagram.emphases().size(); i++) {
            List<String> lines = captions.get(i);
            legendLine(svg, "legend-emphasis", String.valueOf(i), Emphasis.style(i), emphasisMarkerId(i), 0, y, "",
                    lines.get(0), metrics);
            for (String line : lines.subList(1, lines.size())) {
                y += row;
                svg.append("<text class=\"legend-emphasis-line\" x=\"").append(num(LEGEND_SAMPLE + 8))
                        .append("\" y=\"").append(num(y + metrics.fontSize() / 3)).append("\" fill=\"")
                        .append(TEXT_COLOR).append("\">").append(escape(line)).append("</text>\n");
            }
            y += row;
        }
        if (hidesImpliedEdges(diagram)) {
            svg.append("<text class=\"note\" x=\"0\" y=\"").append(num(y + 4)).append("\" fill=\"#78909c\">")
                    .append("edges implied by transitivity are hidden</text>\n");
        }
        svg.append("</g>\n");
    }

    private static void legendLine(StringBuilder svg, String kind, String key, RelationStyle style, String marker,
            double x, double y, String name, String description, TextMetrics metrics) {
        svg.append("<g class=\"").append(kind).append("\" data-layer=\"").append(escape(key)).append("\">");
        svg.append("<line x1=\"").append(num(x)).append("\" y1=\"").append(num(y)).append("\" x2=\"")
                .append(num(x + LEGEND_SAMPLE)).append("\" y2=\"").append(num(y)).append("\" stroke=\"")
                .append(style.color()).append("\" stroke-width=\"").append(num(style.width())).append('"');
        if (!style.dashArray().isEmpty()) {
            svg.append(" stroke-dasharray=\"").append(style.dashArray()).append('"');
        }
        svg.append(" marker-end=\"url(#").append(marker).append(")\"/>");
        svg.append("<text x=\"").append(num(x + LEGEND_SAMPLE + 8)).append("\" y=\"")
                .append(num(y + metrics.fontSize() / 3)).append("\" fill=\"").append(TEXT_COLOR).append("\">");
        if (!name.isEmpty()) {
            svg.append("<tspan font-weight=\"bold\" fill=\"").append(style.color()).append("\">").append(escape(name))
                    .append("</tspan> ");
        }
        svg.append(escape(description)).append("</text></g>\n");
    }

    private static String num(double value) {
        String text = String.format(Locale.ROOT, "%.1f", value);
        return text.endsWith(".0") ? text.substring(0, text.length() - 2) : text;
    }

    private static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&apos;");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }
}
