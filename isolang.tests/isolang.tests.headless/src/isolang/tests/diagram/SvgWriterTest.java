// SPDX-License-Identifier: EPL-2.0
package isolang.tests.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import isolang.diagram.DiagramLayout;
import isolang.diagram.Emphasis;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.SvgWriter;
import isolang.diagram.TextMetrics;
import isolang.diagram.TxnPair;
import isolang.diagram.WitnessPanel;

/** The SVG output, parsed back as XML. */
class SvgWriterTest {

    private static final String SVG_NS = "http://www.w3.org/2000/svg";

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<Element> byClass(Document document, String tag, String cssClass) {
        return byClass(document.getDocumentElement(), tag, cssClass);
    }

    private static List<Element> byClass(Element root, String tag, String cssClass) {
        NodeList nodes = root.getElementsByTagNameNS(SVG_NS, tag);
        List<Element> found = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            Element element = (Element) nodes.item(i);
            if (element.getAttribute("class").equals(cssClass)) {
                found.add(element);
            }
        }
        return found;
    }

    private static HistoryDiagram readOnlyAnomaly() {
        return new DiagramLayout().layout(HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(),
                DiagramExamples.readOnlyAnomalyWitnesses()));
    }

    @Test
    void svgIsWellFormedXmlWithOnePanelGroupPerWitness() throws Exception {
        Document svg = parse(new SvgWriter().write(readOnlyAnomaly()));
        assertEquals("svg", svg.getDocumentElement().getLocalName());
        List<Element> panels = byClass(svg, "g", "panel");
        assertEquals(List.of("UpdateSer", "SI"), panels.stream().map(p -> p.getAttribute("data-title")).toList());
        for (Element panel : panels) {
            assertEquals(4, byClass(panel, "g", "transaction").size());
            assertEquals(3, byClass(panel, "g", "lane").size());
            assertEquals(List.of("wr", "co"),
                    byClass(panel, "g", "layer").stream().map(l -> l.getAttribute("data-layer")).toList());
        }
    }

    @Test
    void svgDrawsEachVisibleEdgeOnceAndALegendEntryPerDrawnLayer() throws Exception {
        HistoryDiagram diagram = readOnlyAnomaly();
        Document svg = parse(new SvgWriter(SvgWriter.Arrangement.STACKED).write(diagram));
        List<Element> layers = byClass(svg, "g", "layer");
        int polylines = layers.stream().mapToInt(l -> l.getElementsByTagNameNS(SVG_NS, "polyline").getLength()).sum();
        int expected = diagram.panels().stream().mapToInt(p -> diagram.visibleEdges(p).size()).sum();
        assertEquals(expected, polylines);
        assertEquals(14, polylines);
        assertEquals(List.of("wr", "co"),
                byClass(svg, "g", "legend-entry").stream().map(e -> e.getAttribute("data-layer")).toList());
        assertEquals(1, byClass(svg, "text", "note").size());
        HistoryDiagram withoutWr = new DiagramLayout().layout(diagram.withLayerVisible("wr", false));
        Document hidden = parse(new SvgWriter().write(withoutWr));
        assertEquals(List.of("co"),
                byClass(hidden, "g", "legend-entry").stream().map(e -> e.getAttribute("data-layer")).toList());
        assertTrue(byClass(hidden, "g", "layer").stream().noneMatch(l -> l.getAttribute("data-layer").equals("wr")));
    }

    @Test
    void svgEscapesTitlesAndRelationNames() throws Exception {
        HistoryDiagram diagram = new DiagramLayout().layout(HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(),
                List.of(WitnessPanel.of("a<b & \"c\"", "r'<", TxnPair.totalOrder(1, 2)))));
        Document svg = parse(new SvgWriter().write(diagram));
        assertEquals("a<b & \"c\"", byClass(svg, "g", "panel").get(0).getAttribute("data-title"));
        assertEquals("r'<", byClass(svg, "g", "legend-entry").get(1).getAttribute("data-layer"));
    }

    /** A long emphasis caption is wrapped: every line of it lies within the drawing's width and height. */
    @Test
    void svgWrapsALongCaptionWithinTheDrawing() throws Exception {
        String caption = "not allowed by SER: in SI's co, axiom Serializability (biswas.isol:90) fails for x=x, "
                + "t1=T1, t2=T2, t3=T3, which demands T3 → T1 in co; a caption far longer than the panels are wide";
        HistoryDiagram diagram = new DiagramLayout().layout(HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(),
                DiagramExamples.readOnlyAnomalyWitnesses(), List.of(Emphasis.of(caption, List.of()))));
        HistoryDiagram plain = readOnlyAnomaly();
        Element root = parse(new SvgWriter().write(diagram)).getDocumentElement();
        double width = Double.parseDouble(root.getAttribute("width"));
        double height = Double.parseDouble(root.getAttribute("height"));
        assertEquals(parse(new SvgWriter().write(plain)).getDocumentElement().getAttribute("width"),
                root.getAttribute("width"), "the caption does not widen the drawing");
        Element legend = byClass(root, "g", "legend").get(0);
        String[] translate = legend.getAttribute("transform").replaceAll("[^0-9.,]", "").split(",");
        double left = Double.parseDouble(translate[0]);
        double top = Double.parseDouble(translate[1]);
        List<Element> lines = new ArrayList<>();
        for (Element group : byClass(legend, "g", "legend-emphasis")) {
            lines.addAll(byClass(group, "text", ""));
        }
        lines.addAll(byClass(legend, "text", "legend-emphasis-line"));
        assertTrue(lines.size() >= 2, "the caption takes several lines");
        StringBuilder text = new StringBuilder();
        for (Element line : lines) {
            double x = left + Double.parseDouble(line.getAttribute("x"));
            double y = top + Double.parseDouble(line.getAttribute("y"));
            assertTrue(x + TextMetrics.DEFAULT.width(line.getTextContent()) <= width, line.getTextContent());
            assertTrue(y <= height, line.getTextContent());
            text.append(text.isEmpty() ? "" : " ").append(line.getTextContent());
        }
        assertEquals(caption, text.toString(), "wrapping loses no word");
    }

    @Test
    void svgNeedsALaidOutDiagram() {
        HistoryDiagram diagram = HistoryDiagram.of(DiagramExamples.figureOne(), DiagramExamples.figureOneWitness());
        assertThrows(IllegalArgumentException.class, () -> new SvgWriter().write(diagram));
        assertThrows(IllegalArgumentException.class,
                () -> new SvgWriter().write(new DiagramLayout().layout(diagram).withTransitiveEdgesShown(true)));
    }
}
