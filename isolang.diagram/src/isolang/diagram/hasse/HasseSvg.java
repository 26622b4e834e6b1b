// SPDX-License-Identifier: EPL-2.0
package isolang.diagram.hasse;

import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

import isolang.diagram.Point;

/**
 * Writes a laid-out {@link HasseDiagram} as a standalone SVG document: the covering lines, each
 * with its mark halfway, the boxes of the level classes, then the legend. Each line is a
 * {@code <g class="cover" data-stronger="…" data-weaker="…">} and each box a
 * {@code <g class="level">}, so the output can be inspected structurally. A line may link to a
 * document (the drawing of the history that separates its levels): the line and its mark are
 * then wrapped in an {@code <a href="…">}.
 */
public final class HasseSvg {

    private static final double LEGEND_ROW = 18;
    private static final String FONT = "'DejaVu Sans Mono', Menlo, Consolas, monospace";
    private static final String TEXT = "#263238";
    private static final String LINE = "#455a64";
    private static final String MARK = "#1565c0";

    private HasseSvg() {
    }

    /**
     * Returns the SVG document of a diagram.
     *
     * @param diagram the laid-out diagram
     * @return the document
     */
    public static String write(HasseDiagram diagram) {
        return write(diagram, edge -> Optional.empty());
    }

    /**
     * Returns the SVG document of a diagram whose lines link to documents.
     *
     * @param diagram the laid-out diagram
     * @param links the address a line links to, if any (relative addresses are fine)
     * @return the document
     */
    public static String write(HasseDiagram diagram, Function<HasseEdge, Optional<String>> links) {
        double legendWidth = HasseDiagram.LEGEND.stream().mapToDouble(HasseDiagram::textWidth).max().orElse(0) + 32;
        double width = Math.max(diagram.width(), legendWidth);
        double height = diagram.height() + HasseDiagram.LEGEND.size() * LEGEND_ROW + 12;
        double shift = (width - diagram.width()) / 2;
        StringBuilder svg = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(num(width)).append("\" height=\"")
                .append(num(height)).append("\" viewBox=\"0 0 ").append(num(width)).append(' ').append(num(height))
                .append("\" font-family=\"").append(FONT).append("\" font-size=\"")
                .append(num(HasseDiagram.FONT_SIZE)).append("\">\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        svg.append("<g transform=\"translate(").append(num(shift)).append(",0)\">\n");
        for (HasseEdge edge : diagram.edges()) {
            String stronger = diagram.nodes().get(edge.stronger()).label();
            String weaker = diagram.nodes().get(edge.weaker()).label();
            Optional<String> link = links.apply(edge);
            link.ifPresent(href -> svg.append("<a href=\"").append(escape(href)).append("\">"));
            svg.append("<g class=\"cover\" data-stronger=\"").append(escape(stronger)).append("\" data-weaker=\"")
                    .append(escape(weaker)).append("\"><title>").append(escape(stronger + " < " + weaker))
                    .append("</title><polyline fill=\"none\" stroke=\"").append(LINE)
                    .append("\" stroke-width=\"1.5\" points=\"");
            for (Point p : edge.route()) {
                svg.append(num(p.x())).append(',').append(num(p.y())).append(' ');
            }
            Point mark = edge.middle();
            double r = HasseDiagram.MARK_RADIUS;
            svg.append("\"/><path d=\"M").append(num(mark.x())).append(',').append(num(mark.y() - r)).append(" L")
                    .append(num(mark.x() + r)).append(',').append(num(mark.y())).append(" L").append(num(mark.x()))
                    .append(',').append(num(mark.y() + r)).append(" L").append(num(mark.x() - r)).append(',')
                    .append(num(mark.y())).append(" z\" fill=\"").append(MARK).append("\"/></g>");
            svg.append(link.isPresent() ? "</a>\n" : "\n");
        }
        for (HasseNode node : diagram.nodes()) {
            svg.append("<g class=\"level\"><rect x=\"").append(num(node.x())).append("\" y=\"").append(num(node.y()))
                    .append("\" width=\"").append(num(node.width())).append("\" height=\"").append(num(node.height()))
                    .append("\" rx=\"6\" fill=\"#eceff1\" stroke=\"").append(LINE).append("\"/><text x=\"")
                    .append(num(node.x() + node.width() / 2)).append("\" y=\"")
                    .append(num(node.y() + node.height() / 2 + 4)).append("\" text-anchor=\"middle\" fill=\"")
                    .append(TEXT).append("\">").append(escape(node.label())).append("</text></g>\n");
        }
        svg.append("</g>\n<g class=\"legend\" fill=\"#607d8b\">\n");
        double y = diagram.height() + LEGEND_ROW - 4;
        for (String line : HasseDiagram.LEGEND) {
            svg.append("<text x=\"16\" y=\"").append(num(y)).append("\">").append(escape(line)).append("</text>\n");
            y += LEGEND_ROW;
        }
        return svg.append("</g>\n</svg>\n").toString();
    }

    private static String num(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
