// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

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
        List<LegendEntry> legend = visibleLegend(diagram);
        int perRow = Math.max(1, (int) ((width - GAP) / legendItemWidth(legend)));
        int legendRows = (legend.size() + perRow - 1) / perRow + (hidesImpliedEdges(diagram) ? 1 : 0);
        double legendTop = height + GAP;
        height = legendTop + legendRows * LEGEND_ROW + GAP;

        StringBuilder svg = new StringBuilder();
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(num(width)).append("\" height=\"")
                .append(num(height)).append("\" viewBox=\"0 0 ").append(num(width)).append(' ').append(num(height))
                .append("\" font-family=\"").append(FONT).append("\" font-size=\"").append(num(TextMetrics.FONT_SIZE))
                .append("\">\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        markers(svg, diagram.legend());
        double offset = GAP;
        for (int i = 0; i < diagram.panels().size(); i++) {
            DiagramPanel panel = diagram.panels().get(i);
            double x = arrangement == Arrangement.SIDE_BY_SIDE ? offset : GAP;
            double y = arrangement == Arrangement.SIDE_BY_SIDE ? GAP / 2 : offset;
            panel(svg, diagram, panel, x, y);
            offset += (arrangement == Arrangement.SIDE_BY_SIDE ? panel.width() : panel.height() + TITLE_HEIGHT) + GAP;
        }
        legend(svg, diagram, legend, legendTop, perRow);
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static List<LegendEntry> visibleLegend(HistoryDiagram diagram) {
        return diagram.legend().stream().filter(e -> diagram.isLayerVisible(e.layer())).toList();
    }

    private static boolean hidesImpliedEdges(HistoryDiagram diagram) {
        return !diagram.transitiveEdgesShown() && diagram.panels().stream()
                .anyMatch(p -> p.edges().stream().anyMatch(e -> e.implied() && diagram.isLayerVisible(e.layer())));
    }

    private static double legendItemWidth(List<LegendEntry> legend) {
        int chars = legend.stream().mapToInt(e -> e.layer().length() + e.description().length() + 2).max().orElse(0);
        return LEGEND_SAMPLE + 8 + chars * TextMetrics.CHAR_WIDTH + GAP;
    }

    private static void markers(StringBuilder svg, List<LegendEntry> legend) {
        svg.append("<defs>\n");
        for (int i = 0; i < legend.size(); i++) {
            svg.append("<marker id=\"").append(markerId(i)).append("\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\"")
                    .append(" markerWidth=\"9\" markerHeight=\"9\" markerUnits=\"userSpaceOnUse\" orient=\"auto\">")
                    .append("<path d=\"M0,1 L10,5 L0,9 z\" fill=\"").append(legend.get(i).style().color())
                    .append("\"/></marker>\n");
        }
        svg.append("</defs>\n");
    }

    private static String markerId(int legendIndex) {
        return "arrow-" + legendIndex;
    }

    private void panel(StringBuilder svg, HistoryDiagram diagram, DiagramPanel panel, double x, double y) {
        svg.append("<g class=\"panel\" data-title=\"").append(escape(panel.title())).append("\" transform=\"translate(")
                .append(num(x)).append(',').append(num(y)).append(")\">\n");
        svg.append("<rect class=\"frame\" x=\"0\" y=\"0\" width=\"").append(num(panel.width())).append("\" height=\"")
                .append(num(panel.height() + TITLE_HEIGHT)).append("\" rx=\"6\" fill=\"none\" stroke=\"#b0bec5\"/>\n");
        svg.append("<text class=\"title\" x=\"").append(num(panel.width() / 2)).append("\" y=\"20\"")
                .append(" text-anchor=\"middle\" font-weight=\"bold\" font-size=\"14\" fill=\"").append(TEXT_COLOR)
                .append("\">").append(escape(panel.title())).append("</text>\n");
        svg.append("<g transform=\"translate(0,").append(num(TITLE_HEIGHT)).append(")\">\n");
        for (Lane lane : panel.lanes()) {
            svg.append("<g class=\"lane\"><rect x=\"").append(num(lane.x())).append("\" y=\"").append(num(lane.y()))
                    .append("\" width=\"").append(num(lane.width())).append("\" height=\"").append(num(lane.height()))
                    .append("\" rx=\"4\" fill=\"#f3f6f9\"/>");
            svg.append("<text x=\"").append(num(lane.x() + lane.width() - 4)).append("\" y=\"")
                    .append(num(lane.y() + lane.height() - 5)).append("\" text-anchor=\"end\"")
                    .append(" fill=\"#78909c\">").append(escape(lane.title())).append("</text></g>\n");
        }
        for (TransactionBox box : panel.boxes()) {
            box(svg, box);
        }
        List<String> layers = diagram.layers();
        for (int i = 0; i < layers.size(); i++) {
            String layer = layers.get(i);
            List<DiagramEdge> edges = diagram.visibleEdges(panel).stream().filter(e -> e.layer().equals(layer)).toList();
            if (!edges.isEmpty()) {
                layer(svg, diagram.legend().get(i), markerId(i), edges);
            }
        }
        svg.append("</g>\n</g>\n");
    }

    private static void box(StringBuilder svg, TransactionBox box) {
        svg.append("<g class=\"transaction\" data-id=\"").append(box.id()).append("\"><rect x=\"").append(num(box.x()))
                .append("\" y=\"").append(num(box.y())).append("\" width=\"").append(num(box.width()))
                .append("\" height=\"").append(num(box.height())).append("\" rx=\"4\" fill=\"")
                .append(box.isInitial() ? "#eceff1" : "#ffffff").append("\" stroke=\"#546e7a\" stroke-width=\"1.2\"/>");
        List<String> lines = box.lines();
        for (int i = 0; i < lines.size(); i++) {
            svg.append("<text x=\"").append(num(box.x() + TextMetrics.PADDING)).append("\" y=\"")
                    .append(num(box.y() + TextMetrics.PADDING + (i + 1) * TextMetrics.LINE_HEIGHT - 4))
                    .append("\" fill=\"").append(TEXT_COLOR).append('"')
                    .append(i == 0 ? " font-weight=\"bold\">" : ">").append(escape(lines.get(i))).append("</text>");
        }
        svg.append("</g>\n");
    }

    private static void layer(StringBuilder svg, LegendEntry entry, String marker, List<DiagramEdge> edges) {
        RelationStyle style = entry.style();
        svg.append("<g class=\"layer\" data-layer=\"").append(escape(entry.layer())).append("\" fill=\"none\" stroke=\"")
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
                label(svg, edge, style.color());
            }
        }
        svg.append("</g>\n");
    }

    private static void label(StringBuilder svg, DiagramEdge edge, String color) {
        Point at = edge.labelPosition();
        svg.append("<rect x=\"").append(num(at.x())).append("\" y=\"").append(num(at.y() + 1)).append("\" width=\"")
                .append(num(TextMetrics.width(edge.label()))).append("\" height=\"")
                .append(num(TextMetrics.LINE_HEIGHT - 2)).append("\" fill=\"#ffffff\" fill-opacity=\"0.85\" stroke=\"none\"/>");
        svg.append("<text x=\"").append(num(at.x())).append("\" y=\"").append(num(at.y() + TextMetrics.LINE_HEIGHT - 5))
                .append("\" fill=\"").append(color).append("\" stroke=\"none\">");
        subscripted(svg, edge.label());
        svg.append("</text>\n");
    }

    /** Text up to the first {@code _} as is, the rest as a subscript. */
    private static void subscripted(StringBuilder svg, String text) {
        int underscore = text.indexOf('_');
        if (underscore < 0) {
            svg.append(escape(text));
        } else {
            svg.append(escape(text.substring(0, underscore))).append("<tspan dy=\"3\" font-size=\"10\">")
                    .append(escape(text.substring(underscore + 1))).append("</tspan>");
        }
    }

    private static void legend(StringBuilder svg, HistoryDiagram diagram, List<LegendEntry> legend, double top,
            int perRow) {
        double itemWidth = legendItemWidth(legend);
        svg.append("<g class=\"legend\" transform=\"translate(").append(num(GAP)).append(',').append(num(top))
                .append(")\">\n");
        for (int i = 0; i < legend.size(); i++) {
            LegendEntry entry = legend.get(i);
            double x = (i % perRow) * itemWidth;
            double y = (i / perRow) * LEGEND_ROW + LEGEND_ROW / 2;
            RelationStyle style = entry.style();
            svg.append("<g class=\"legend-entry\" data-layer=\"").append(escape(entry.layer())).append("\">");
            svg.append("<line x1=\"").append(num(x)).append("\" y1=\"").append(num(y)).append("\" x2=\"")
                    .append(num(x + LEGEND_SAMPLE)).append("\" y2=\"").append(num(y)).append("\" stroke=\"")
                    .append(style.color()).append("\" stroke-width=\"").append(num(style.width())).append('"');
            if (!style.dashArray().isEmpty()) {
                svg.append(" stroke-dasharray=\"").append(style.dashArray()).append('"');
            }
            svg.append(" marker-end=\"url(#").append(markerId(diagram.layers().indexOf(entry.layer()))).append(")\"/>");
            svg.append("<text x=\"").append(num(x + LEGEND_SAMPLE + 8)).append("\" y=\"").append(num(y + 4))
                    .append("\" fill=\"").append(TEXT_COLOR).append("\"><tspan font-weight=\"bold\" fill=\"")
                    .append(style.color()).append("\">").append(escape(entry.layer())).append("</tspan> ")
                    .append(escape(entry.description())).append("</text></g>\n");
        }
        if (hidesImpliedEdges(diagram)) {
            double y = ((legend.size() + perRow - 1) / perRow) * LEGEND_ROW + LEGEND_ROW / 2 + 4;
            svg.append("<text class=\"note\" x=\"0\" y=\"").append(num(y)).append("\" font-size=\"11\" fill=\"#78909c\">")
                    .append("edges implied by transitivity are hidden</text>\n");
        }
        svg.append("</g>\n");
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
