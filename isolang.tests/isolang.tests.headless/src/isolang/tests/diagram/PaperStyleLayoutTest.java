// SPDX-License-Identifier: EPL-2.0
package isolang.tests.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import isolang.diagram.DiagramEdge;
import isolang.diagram.DiagramLayout;
import isolang.diagram.DiagramPanel;
import isolang.diagram.Emphasis;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.LaneOrientation;
import isolang.diagram.LegendEntry;
import isolang.diagram.Point;
import isolang.diagram.TextMetrics;
import isolang.diagram.TransactionBox;
import isolang.diagram.TxnPair;
import isolang.diagram.WitnessPanel;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/**
 * Diagrams drawn like the isolation papers' figures, checked on geometry rather than pixels:
 * every edge labelled and every drawn kind in the legend, no label over a box, another label or
 * another edge, one layout shared by all panels, rows in the witness order, text in the
 * caller's font size, and emphases over every panel. The label invariant is checked on the
 * papers' examples and on random histories with two witness panels each.
 */
class PaperStyleLayoutTest {

    private static List<HistoryDiagram> examples() {
        List<HistoryDiagram> examples = new ArrayList<>();
        for (LaneOrientation orientation : LaneOrientation.values()) {
            DiagramLayout layout = new DiagramLayout(orientation);
            examples.add(layout.layout(HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(),
                    DiagramExamples.readOnlyAnomalyWitnesses(), List.of(writeSkewCycle()))));
            examples.add(layout.layout(HistoryDiagram.of(DiagramExamples.figureOne(),
                    DiagramExamples.figureOneWitness())));
            examples.add(layout.layout(HistoryDiagram.of(DiagramExamples.multiTransactionSessions(),
                    DiagramExamples.multiTransactionSessionsWitness()).withTransitiveEdgesShown(true)));
        }
        return examples;
    }

    /** The read-only anomaly's cycle T1 -wr-> T2 -rw-> T3 -rw-> T1, which SER forbids. */
    private static Emphasis writeSkewCycle() {
        return Emphasis.of("not allowed by SER: cycle", List.of(new Emphasis.Edge("wr", 1, 2),
                new Emphasis.Edge("rw", 2, 3), new Emphasis.Edge("rw", 3, 1)));
    }

    /**
     * Random histories of up to 5 transactions in up to 3 sessions, each with a panel of a random
     * arbitration and part of it as visibility and a panel of another random commit order; in
     * both orientations, or only {@code orientation} if it is not null, in font sizes 10 to 16.
     */
    private static List<HistoryDiagram> random(int count, LaneOrientation orientation) {
        List<HistoryDiagram> diagrams = new ArrayList<>();
        for (int seed = 0; diagrams.size() < count; seed++) {
            Random random = new Random(seed);
            int objects = 1 + random.nextInt(3);
            int transactions = 1 + random.nextInt(5);
            List<List<Transaction>> sessions = new ArrayList<>();
            for (int s = 1 + random.nextInt(3); s > 0; s--) {
                sessions.add(new ArrayList<>());
            }
            long[] last = new long[objects];
            int value = 1;
            for (int t = 1; t <= transactions; t++) {
                List<Operation> operations = new ArrayList<>();
                for (int n = 1 + random.nextInt(3); n > 0; n--) {
                    int object = random.nextInt(objects);
                    if (random.nextBoolean()) {
                        operations.add(Operation.read(object, random.nextBoolean() ? last[object] : 0));
                    } else {
                        last[object] = value;
                        operations.add(Operation.write(object, value++));
                    }
                }
                sessions.get(random.nextInt(sessions.size())).add(Transaction.of(t,
                        operations.toArray(new Operation[0])));
            }
            sessions.removeIf(List::isEmpty);
            History history = History.of(objects, sessions);
            Map<String, Set<TxnPair>> first = new LinkedHashMap<>();
            first.put("vis", new LinkedHashSet<>());
            first.put("ar", TxnPair.totalOrder(order(transactions, random)));
            first.get("ar").stream().filter(p -> random.nextInt(3) == 0).forEach(first.get("vis")::add);
            List<WitnessPanel> panels = List.of(new WitnessPanel("A", first),
                    WitnessPanel.of("B", "co", TxnPair.totalOrder(order(transactions, random))));
            HistoryDiagram diagram = HistoryDiagram.of(history, panels).withTransitiveEdgesShown(seed % 3 == 0);
            diagrams.add(new DiagramLayout(orientation != null ? orientation : LaneOrientation.values()[seed % 2],
                    new TextMetrics(10 + seed % 7)).layout(diagram));
        }
        return diagrams;
    }

    private static int[] order(int transactions, Random random) {
        List<Integer> ids = new ArrayList<>();
        for (int t = 1; t <= transactions; t++) {
            ids.add(t);
        }
        Collections.shuffle(ids, random);
        ids.add(0, 0);
        return ids.stream().mapToInt(Integer::intValue).toArray();
    }

    private static double[] labelRect(HistoryDiagram diagram, DiagramEdge edge) {
        return new double[] {edge.labelPosition().x(), edge.labelPosition().y(),
                diagram.metrics().width(edge.label()), diagram.metrics().lineHeight()};
    }

    private static boolean intersects(double[] a, double[] b) {
        return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
    }

    /** Whether the axis-parallel segment {@code p}–{@code q} runs through the rectangle (touching is not). */
    private static boolean crosses(Point p, Point q, double[] r) {
        if (p.y() == q.y()) {
            return p.y() > r[1] && p.y() < r[1] + r[3] && Math.min(p.x(), q.x()) < r[0] + r[2]
                    && Math.max(p.x(), q.x()) > r[0];
        }
        return p.x() > r[0] && p.x() < r[0] + r[2] && Math.min(p.y(), q.y()) < r[1] + r[3]
                && Math.max(p.y(), q.y()) > r[1];
    }

    /** What a label of {@code panel} covers that it must not: boxes, other labels, other edges. */
    private static List<String> labelConflicts(HistoryDiagram diagram, DiagramPanel panel) {
        List<String> conflicts = new ArrayList<>();
        List<DiagramEdge> edges = diagram.visibleEdges(panel);
        for (DiagramEdge edge : edges) {
            double[] label = labelRect(diagram, edge);
            for (TransactionBox box : panel.boxes()) {
                if (intersects(label, new double[] {box.x(), box.y(), box.width(), box.height()})) {
                    conflicts.add(edge.label() + " " + edge.pair() + " covers " + box.title());
                }
            }
            for (DiagramEdge other : edges) {
                if (other == edge) {
                    continue;
                }
                if (intersects(label, labelRect(diagram, other)) && edges.indexOf(other) > edges.indexOf(edge)) {
                    conflicts.add(edge.label() + " " + edge.pair() + " covers label " + other.label());
                }
                for (int i = 0; i + 1 < other.route().size(); i++) {
                    if (crosses(other.route().get(i), other.route().get(i + 1), label)) {
                        conflicts.add(other.layer() + " " + other.pair() + " runs through label " + edge.label() + " "
                                + edge.pair());
                    }
                }
            }
        }
        return conflicts;
    }

    @Test
    void noLabelCoversABoxAnotherLabelOrAnotherEdgeInThePapersExamples() {
        for (HistoryDiagram diagram : examples()) {
            for (DiagramPanel panel : diagram.panels()) {
                assertEquals(List.of(), labelConflicts(diagram, panel), panel.title());
            }
        }
    }

    @Test
    void noLabelCoversABoxAnotherLabelOrAnotherEdgeInRandomHistories() {
        int panels = 0;
        for (HistoryDiagram diagram : random(150, null)) {
            for (DiagramPanel panel : diagram.panels()) {
                assertEquals(List.of(), labelConflicts(diagram, panel), panel.title() + " of " + panel.boxes());
                panels++;
            }
        }
        assertEquals(300, panels);
    }

    @Test
    void everyEdgeIsLabelledWithItsKindAndObjects() {
        for (HistoryDiagram diagram : examples()) {
            for (DiagramPanel panel : diagram.panels()) {
                for (DiagramEdge edge : diagram.visibleEdges(panel)) {
                    assertTrue(edge.label().equals(edge.layer()) || edge.label().startsWith(edge.layer() + "_"),
                            edge.label() + " on " + edge.layer());
                    assertTrue(!List.of("wr", "rw").contains(edge.layer()) || edge.label().contains("_"),
                            edge.label() + " names no object");
                }
            }
        }
        DiagramPanel panel = examples().get(0).panels().get(0);
        assertEquals("rw_y", panel.edges("rw").stream().filter(e -> e.pair().equals(new TxnPair(3, 1))).findFirst()
                .orElseThrow().label());
        assertEquals("rw_x", panel.edges("rw").stream().filter(e -> e.pair().equals(new TxnPair(2, 3))).findFirst()
                .orElseThrow().label());
    }

    @Test
    void theLegendNamesExactlyTheKindsOfEdgesDrawn() {
        for (HistoryDiagram diagram : examples()) {
            Set<String> drawn = new LinkedHashSet<>();
            diagram.panels().forEach(p -> diagram.visibleEdges(p).forEach(e -> drawn.add(e.layer())));
            assertEquals(drawn, new LinkedHashSet<>(diagram.drawnLegend().stream().map(LegendEntry::layer).toList()));
        }
        HistoryDiagram withoutSessions = examples().get(0);
        assertFalse(withoutSessions.drawnLegend().stream().anyMatch(e -> e.layer().equals(HistoryDiagram.SO)));
    }

    @Test
    void panelsShareOneLayoutOfTheHistory() {
        for (HistoryDiagram diagram : examples()) {
            DiagramPanel first = diagram.panels().get(0);
            for (DiagramPanel panel : diagram.panels()) {
                assertEquals(first.boxes(), panel.boxes(), panel.title());
                assertEquals(first.lanes(), panel.lanes(), panel.title());
                assertEquals(first.width(), panel.width(), 1e-9);
                assertEquals(first.height(), panel.height(), 1e-9);
            }
        }
        for (HistoryDiagram diagram : random(40, null)) {
            assertEquals(diagram.panels().get(0).boxes(), diagram.panels().get(1).boxes());
        }
    }

    @Test
    void everyTransactionHasItsRowInTheFirstPanelsOrder() {
        for (HistoryDiagram diagram : random(40, LaneOrientation.COLUMNS)) {
            DiagramPanel panel = diagram.panels().get(0);
            Map<Integer, Integer> next = new LinkedHashMap<>();
            panel.edges("ar").stream().filter(e -> !e.implied()).forEach(e -> next.put(e.from(), e.to()));
            List<Integer> arbitration = new ArrayList<>(List.of(0));
            while (next.containsKey(arbitration.get(arbitration.size() - 1))) {
                arbitration.add(next.get(arbitration.get(arbitration.size() - 1)));
            }
            assertEquals(panel.boxes().size(), arbitration.size());
            for (int i = 0; i + 1 < arbitration.size(); i++) {
                TransactionBox before = panel.box(arbitration.get(i)).orElseThrow();
                TransactionBox after = panel.box(arbitration.get(i + 1)).orElseThrow();
                assertTrue(before.y() + before.height() < after.y(),
                        before.title() + " not in a row above " + after.title());
            }
        }
    }

    @Test
    void textIsLaidOutInTheCallersFontSize() {
        TextMetrics large = new TextMetrics(18);
        HistoryDiagram small = new DiagramLayout().layout(HistoryDiagram.of(DiagramExamples.figureOne(),
                DiagramExamples.figureOneWitness()));
        HistoryDiagram big = new DiagramLayout(LaneOrientation.COLUMNS, large).layout(HistoryDiagram.of(
                DiagramExamples.figureOne(), DiagramExamples.figureOneWitness()));
        assertEquals(large, big.metrics());
        assertEquals(TextMetrics.DEFAULT, small.metrics());
        for (TransactionBox box : big.panels().get(0).boxes()) {
            for (String line : box.lines()) {
                assertTrue(large.width(line) <= box.width(), line + " overflows " + box.title());
            }
            assertTrue(box.lines().size() * large.lineHeight() <= box.height());
            assertTrue(box.width() > small.panels().get(0).box(box.id()).orElseThrow().width());
        }
        assertThrows(IllegalArgumentException.class, () -> new TextMetrics(2));
    }

    @Test
    void anEmphasisAddsTheEdgesAPanelLacksAndMarksItsBoxesInEveryPanel() {
        HistoryDiagram diagram = examples().get(0);
        assertEquals(List.of(writeSkewCycle()), diagram.emphases());
        for (DiagramPanel panel : diagram.panels()) {
            for (Emphasis.Edge edge : writeSkewCycle().edges()) {
                DiagramEdge drawn = panel.edges(edge.layer()).stream().filter(e -> e.pair().equals(edge.pair()))
                        .findFirst().orElseThrow();
                assertEquals(0, diagram.emphasisOf(panel, drawn));
                assertFalse(drawn.route().isEmpty());
            }
            assertTrue(panel.edges("co").stream().allMatch(e -> diagram.emphasisOf(panel, e) < 0));
            assertEquals(0, diagram.emphasisOf(panel, panel.box(3).orElseThrow()));
            assertEquals(-1, diagram.emphasisOf(panel, panel.box(0).orElseThrow()));
        }
        assertThrows(IllegalArgumentException.class, () -> HistoryDiagram.of(DiagramExamples.figureOne(), List.of(),
                List.of(Emphasis.of("bad", List.of(new Emphasis.Edge("co", 1, 9))))));
        HistoryDiagram onlySi = HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(),
                DiagramExamples.readOnlyAnomalyWitnesses(), List.of(new Emphasis("only SI", Set.of(1),
                        List.of(new Emphasis.Edge("co", 3, 1, "co?", true)), Set.of("SI"))));
        assertEquals(List.of(), onlySi.panels().get(0).edges("co").stream().filter(e -> e.label().equals("co?"))
                .toList());
        assertEquals(1, onlySi.panels().get(1).edges("co").stream().filter(e -> e.label().equals("co?")).count());
    }
}
