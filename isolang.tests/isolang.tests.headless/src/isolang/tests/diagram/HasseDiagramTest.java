// SPDX-License-Identifier: EPL-2.0
package isolang.tests.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import isolang.diagram.Point;
import isolang.diagram.hasse.HasseDiagram;
import isolang.diagram.hasse.HasseEdge;
import isolang.diagram.hasse.HasseNode;
import isolang.diagram.hasse.HasseSvg;

/**
 * The Hasse diagram of a lattice's order: its lines are exactly the covering pairs (compared
 * with a transitive reduction computed here by path search, on many random orders), stronger
 * boxes lie below weaker ones, boxes never overlap, no line runs through a box it does not join,
 * and the SVG has one group per box and line and the legend.
 */
class HasseDiagramTest {

    private static final String SVG_NS = "http://www.w3.org/2000/svg";

    @Test
    void aChainIsDrawnStrongestAtTheBottom() {
        List<String> levels = List.of("RA", "CC", "PC", "SI", "SER");
        // level i implies level j when j is weaker or the same: j <= i in this order
        HasseDiagram diagram = HasseDiagram.of(levels, matrix(5, (i, j) -> Optional.of(j <= i)));
        assertEquals(5, diagram.nodes().size());
        assertEquals(Set.of("SER<SI", "SI<PC", "PC<CC", "CC<RA"), lines(diagram));
        for (int i = 1; i < 5; i++) {
            assertTrue(node(diagram, i).y() > node(diagram, i - 1).y(), levels.get(i) + " is not below "
                    + levels.get(i - 1));
        }
        checkGeometry(diagram);
    }

    @Test
    void equivalentLevelsShareABox() {
        List<String> levels = List.of("biswas.SI", "cerone.SI", "biswas.SER");
        HasseDiagram diagram = HasseDiagram.of(levels, matrix(3, (i, j) -> Optional.of(i == 2 || j != 2)));
        assertEquals(2, diagram.nodes().size());
        assertEquals("biswas.SI = cerone.SI", node(diagram, 1).label());
        assertEquals(Set.of("biswas.SER<biswas.SI = cerone.SI"), lines(diagram));
        checkGeometry(diagram);
    }

    @Test
    void unknownAnswersRelateNothing() {
        HasseDiagram diagram = HasseDiagram.of(List.of("A", "B"), List.of(
                List.of(Optional.of(true), Optional.empty()), List.of(Optional.of(false), Optional.of(true))));
        assertEquals(2, diagram.nodes().size());
        assertTrue(diagram.edges().isEmpty(), diagram.toString());
    }

    @Test
    void linesAreTheCoveringPairsOfRandomOrders() {
        Random random = new Random(20261126);
        for (int round = 0; round < 300; round++) {
            int n = 2 + random.nextInt(8);
            // a random preorder: classes with a random strict order among them, closed transitively
            int[] classOf = new int[n];
            int classes = 1 + random.nextInt(n);
            for (int i = 0; i < n; i++) {
                classOf[i] = random.nextInt(classes);
            }
            boolean[][] below = new boolean[classes][classes];
            for (int a = 0; a < classes; a++) {
                for (int b = a + 1; b < classes; b++) {
                    below[a][b] = random.nextInt(3) == 0;
                }
            }
            for (int k = 0; k < classes; k++) {
                for (int a = 0; a < classes; a++) {
                    for (int b = 0; b < classes; b++) {
                        below[a][b] |= below[a][k] && below[k][b];
                    }
                }
            }
            List<String> levels = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                levels.add("L" + i);
            }
            HasseDiagram diagram = HasseDiagram.of(levels, matrix(n,
                    (i, j) -> Optional.of(classOf[i] == classOf[j] || below[classOf[i]][classOf[j]])));
            Set<String> expected = new TreeSet<>();
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    if (first(classOf, a) == a && first(classOf, b) == b && below[classOf[a]][classOf[b]]
                            && !throughAnother(below, classOf, classOf[a], classOf[b])) {
                        expected.add(label(levels, classOf, a) + "<" + label(levels, classOf, b));
                    }
                }
            }
            assertEquals(expected, lines(diagram), "round " + round);
            checkGeometry(diagram);
        }
    }

    @Test
    void theSvgHasABoxPerClassALinePerCoverAndTheLegend() throws Exception {
        HasseDiagram diagram = HasseDiagram.of(List.of("RA", "SI", "PSI", "SER"), matrix(4,
                (i, j) -> Optional.of(i == j || i == 3 || j == 0)));
        String svg = HasseSvg.write(diagram);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(
                StandardCharsets.UTF_8)));
        assertEquals(diagram.nodes().size(), groups(document, "level").size());
        assertEquals(4, diagram.edges().size());
        List<Element> covers = groups(document, "cover");
        assertEquals(4, covers.size());
        assertTrue(covers.stream().anyMatch(c -> c.getAttribute("data-stronger").equals("SER")
                && c.getAttribute("data-weaker").equals("PSI")), svg);
        Element legend = groups(document, "legend").get(0);
        assertEquals(HasseDiagram.LEGEND.size(), legend.getElementsByTagNameNS(SVG_NS, "text").getLength());
    }

    /** Whether a third class with levels lies between a and b (so a to b is not a cover). */
    private static boolean throughAnother(boolean[][] below, int[] classOf, int a, int b) {
        for (int level = 0; level < classOf.length; level++) {
            int c = classOf[level];
            if (c != a && c != b && below[a][c] && below[c][b]) {
                return true;
            }
        }
        return false;
    }

    private static int first(int[] classOf, int level) {
        for (int i = 0; i < classOf.length; i++) {
            if (classOf[i] == classOf[level]) {
                return i;
            }
        }
        throw new AssertionError();
    }

    private static String label(List<String> levels, int[] classOf, int level) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < classOf.length; i++) {
            if (classOf[i] == classOf[level]) {
                names.add(levels.get(i));
            }
        }
        return String.join(" = ", names);
    }

    /** Boxes apart, stronger below weaker, lines from box to box that cross no other box. */
    private static void checkGeometry(HasseDiagram diagram) {
        List<HasseNode> nodes = diagram.nodes();
        for (int a = 0; a < nodes.size(); a++) {
            HasseNode p = nodes.get(a);
            assertTrue(p.x() >= 0 && p.y() >= 0 && p.x() + p.width() <= diagram.width()
                    && p.y() + p.height() <= diagram.height(), "outside the diagram: " + p);
            for (int b = a + 1; b < nodes.size(); b++) {
                HasseNode q = nodes.get(b);
                boolean apart = p.x() + p.width() <= q.x() || q.x() + q.width() <= p.x()
                        || p.y() + p.height() <= q.y() || q.y() + q.height() <= p.y();
                assertTrue(apart, p + " overlaps " + q);
            }
        }
        for (HasseEdge edge : diagram.edges()) {
            HasseNode stronger = nodes.get(edge.stronger());
            HasseNode weaker = nodes.get(edge.weaker());
            assertTrue(stronger.y() > weaker.y(), "the stronger box is not below: " + edge);
            Point start = edge.route().get(0);
            Point end = edge.route().get(edge.route().size() - 1);
            assertEquals(stronger.y(), start.y(), 0.01, "the line does not leave the top of the stronger box");
            assertTrue(stronger.contains(start.x(), start.y()), edge.toString());
            assertEquals(weaker.y() + weaker.height(), end.y(), 0.01, "the line does not reach the weaker box");
            assertTrue(weaker.contains(end.x(), end.y()), edge.toString());
            for (int i = 1; i < edge.route().size(); i++) {
                Point from = edge.route().get(i - 1);
                Point to = edge.route().get(i);
                for (double t = 0.01; t < 1; t += 0.01) {
                    double x = from.x() + t * (to.x() - from.x());
                    double y = from.y() + t * (to.y() - from.y());
                    for (HasseNode node : nodes) {
                        boolean own = node == stronger || node == weaker;
                        assertFalse(!own && node.contains(x, y), "the line " + edge + " runs through " + node);
                    }
                }
            }
            Point mark = edge.middle();
            assertTrue(nodes.stream().noneMatch(n -> n.contains(mark.x(), mark.y())), "a mark in a box: " + edge);
            assertTrue(diagram.edgeAt(mark.x(), mark.y()).isPresent(), "no line at its own mark: " + edge);
        }
    }

    private static Set<String> lines(HasseDiagram diagram) {
        Set<String> lines = new TreeSet<>();
        for (HasseEdge edge : diagram.edges()) {
            lines.add(diagram.nodes().get(edge.stronger()).label() + "<" + diagram.nodes().get(edge.weaker()).label());
        }
        return lines;
    }

    private static HasseNode node(HasseDiagram diagram, int level) {
        return diagram.nodeOf(level).orElseThrow();
    }

    private interface Cell {
        Optional<Boolean> at(int i, int j);
    }

    private static List<List<Optional<Boolean>>> matrix(int n, Cell cell) {
        List<List<Optional<Boolean>>> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<Optional<Boolean>> row = new ArrayList<>();
            for (int j = 0; j < n; j++) {
                row.add(i == j ? Optional.of(true) : cell.at(i, j));
            }
            rows.add(row);
        }
        return rows;
    }

    private static List<Element> groups(Document document, String cssClass) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = document.getElementsByTagNameNS(SVG_NS, "g");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element element = (Element) nodes.item(i);
            if (element.getAttribute("class").equals(cssClass)) {
                found.add(element);
            }
        }
        return found;
    }
}
