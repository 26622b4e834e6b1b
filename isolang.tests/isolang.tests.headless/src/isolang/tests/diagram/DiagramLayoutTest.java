// SPDX-License-Identifier: EPL-2.0
package isolang.tests.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import isolang.diagram.DiagramEdge;
import isolang.diagram.DiagramLayout;
import isolang.diagram.DiagramPanel;
import isolang.diagram.Emphasis;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.Lane;
import isolang.diagram.LaneOrientation;
import isolang.diagram.Point;
import isolang.diagram.TextMetrics;
import isolang.diagram.TransactionBox;

/** Invariants of laid-out diagrams: no overlaps, sessions in their lanes, routed edges. */
class DiagramLayoutTest {

    private static final double TOLERANCE = 1.5;

    private static List<HistoryDiagram> examples(LaneOrientation orientation) {
        DiagramLayout layout = new DiagramLayout(orientation);
        return List.of(
                layout.layout(HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(),
                        DiagramExamples.readOnlyAnomalyWitnesses())),
                layout.layout(HistoryDiagram.of(DiagramExamples.figureOne(), DiagramExamples.figureOneWitness())),
                layout.layout(HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(),
                        DiagramExamples.readOnlyAnomalyWitnesses()).withTransitiveEdgesShown(true)));
    }

    private static TransactionBox box(DiagramPanel panel, int id) {
        return panel.box(id).orElseThrow();
    }

    private static boolean onBorder(Point p, TransactionBox box) {
        boolean insideX = p.x() >= box.x() - TOLERANCE && p.x() <= box.x() + box.width() + TOLERANCE;
        boolean insideY = p.y() >= box.y() - TOLERANCE && p.y() <= box.y() + box.height() + TOLERANCE;
        boolean nearVertical = Math.abs(p.x() - box.x()) < TOLERANCE
                || Math.abs(p.x() - box.x() - box.width()) < TOLERANCE;
        boolean nearHorizontal = Math.abs(p.y() - box.y()) < TOLERANCE
                || Math.abs(p.y() - box.y() - box.height()) < TOLERANCE;
        return insideX && insideY && (nearVertical || nearHorizontal);
    }

    @Test
    void laidOutBoxesDoNotOverlapAndFitTheirPanel() {
        for (LaneOrientation orientation : LaneOrientation.values()) {
            for (HistoryDiagram diagram : examples(orientation)) {
                assertTrue(diagram.isLaidOut());
                for (DiagramPanel panel : diagram.panels()) {
                    for (TransactionBox a : panel.boxes()) {
                        assertTrue(a.x() >= 0 && a.y() >= 0 && a.x() + a.width() <= panel.width()
                                && a.y() + a.height() <= panel.height(), a + " outside " + panel.title());
                        for (TransactionBox b : panel.boxes()) {
                            assertTrue(a == b || !a.overlaps(b), a + " overlaps " + b);
                        }
                    }
                }
            }
        }
    }

    @Test
    void sessionsStayInSeparateLanesThatHoldTheirBoxes() {
        for (LaneOrientation orientation : LaneOrientation.values()) {
            for (HistoryDiagram diagram : examples(orientation)) {
                for (DiagramPanel panel : diagram.panels()) {
                    for (Lane lane : panel.lanes()) {
                        for (TransactionBox b : panel.boxes()) {
                            boolean inside = b.x() >= lane.x() && b.y() >= lane.y()
                                    && b.x() + b.width() <= lane.x() + lane.width()
                                    && b.y() + b.height() <= lane.y() + lane.height();
                            assertEquals(b.session() == lane.session(), inside, b + " vs " + lane);
                        }
                        for (Lane other : panel.lanes()) {
                            boolean overlap = lane.x() < other.x() + other.width()
                                    && other.x() < lane.x() + lane.width()
                                    && lane.y() < other.y() + other.height() && other.y() < lane.y() + lane.height();
                            assertTrue(lane == other || !overlap, lane + " overlaps " + other);
                        }
                    }
                }
            }
        }
    }

    @Test
    void timeRunsDownTheColumnsInTheFirstPanelsCommitOrderAndEveryPanelSharesTheBoxes() {
        HistoryDiagram diagram = examples(LaneOrientation.COLUMNS).get(0);
        DiagramPanel updateSer = diagram.panels().get(0);
        DiagramPanel si = diagram.panels().get(1);
        assertTrue(box(updateSer, 0).y() < box(updateSer, 3).y());
        assertTrue(box(updateSer, 3).y() < box(updateSer, 1).y());
        assertTrue(box(updateSer, 1).y() < box(updateSer, 2).y());
        assertTrue(box(si, 1).x() < box(si, 2).x() && box(si, 2).x() < box(si, 3).x());
        for (TransactionBox b : updateSer.boxes()) {
            assertEquals(b, box(si, b.id()));
        }
    }

    @Test
    void everyVisibleEdgeRunsFromItsSourceBoxToItsTargetBox() {
        for (LaneOrientation orientation : LaneOrientation.values()) {
            for (HistoryDiagram diagram : examples(orientation)) {
                for (DiagramPanel panel : diagram.panels()) {
                    for (DiagramEdge edge : diagram.visibleEdges(panel)) {
                        List<Point> route = edge.route();
                        assertTrue(route.size() >= 2, edge::toString);
                        assertTrue(onBorder(route.get(0), box(panel, edge.from())), edge::toString);
                        assertTrue(onBorder(route.get(route.size() - 1), box(panel, edge.to())), edge::toString);
                        assertTrue(edge.label().isEmpty() || !edge.labelPosition().equals(Point.ORIGIN),
                                edge::toString);
                    }
                }
            }
        }
    }

    /**
     * Every label lies wholly inside its panel, also a demanded edge's label wider than the
     * panel's boxes and lanes: the placer moves it in and the layout widens the panel for it.
     */
    @Test
    void everyLabelLiesInsideItsPanel() {
        HistoryDiagram withWideLabel = HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(),
                DiagramExamples.readOnlyAnomalyWitnesses(), List.of(Emphasis.of("caption", List.of(
                        new Emphasis.Edge("co", 3, 1, "a demanded edge with a label wider than every lane", true)))));
        for (LaneOrientation orientation : LaneOrientation.values()) {
            List<HistoryDiagram> diagrams = new ArrayList<>(examples(orientation));
            diagrams.add(new DiagramLayout(orientation).layout(withWideLabel));
            for (HistoryDiagram diagram : diagrams) {
                for (DiagramPanel panel : diagram.panels()) {
                    for (DiagramEdge edge : diagram.visibleEdges(panel)) {
                        Point corner = edge.labelPosition();
                        assertTrue(edge.label().isEmpty() || corner.x() >= 0 && corner.y() >= 0
                                && corner.x() + TextMetrics.DEFAULT.width(edge.label()) <= panel.width() + 1e-6
                                && corner.y() + TextMetrics.DEFAULT.lineHeight() <= panel.height() + 1e-6,
                                () -> edge.label() + " at " + corner + " outside " + panel.title() + " "
                                        + panel.width() + "x" + panel.height());
                    }
                }
            }
        }
    }

    @Test
    void togglingALayerKeepsBoxesInPlace() {
        DiagramLayout layout = new DiagramLayout();
        HistoryDiagram diagram = HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(),
                DiagramExamples.readOnlyAnomalyWitnesses());
        HistoryDiagram shown = layout.layout(diagram);
        HistoryDiagram hidden = layout.layout(diagram.withLayerVisible("co", false));
        for (int p = 0; p < shown.panels().size(); p++) {
            for (TransactionBox b : shown.panels().get(p).boxes()) {
                TransactionBox same = box(hidden.panels().get(p), b.id());
                assertEquals(b.x(), same.x(), 1e-6);
            }
            assertTrue(hidden.panels().get(p).edges("co").stream().allMatch(e -> e.route().isEmpty()));
        }
        assertFalse(diagram.isLaidOut());
    }
}
