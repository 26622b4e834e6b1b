// SPDX-License-Identifier: EPL-2.0
package isolang.tests.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.junit.jupiter.api.Test;

import isolang.diagram.DiagramEdge;
import isolang.diagram.DiagramLayout;
import isolang.diagram.DiagramPanel;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.Lane;
import isolang.diagram.LaneOrientation;
import isolang.diagram.Point;
import isolang.diagram.TransactionBox;
import isolang.diagram.TxnPair;
import isolang.diagram.WitnessPanel;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/**
 * Lanes and routes of sessions with several transactions, whose edges skip ranks and cross
 * between lanes: each session keeps to its lane in the panel's order, and edges run from
 * border to border around the boxes.
 */
class SessionLaneLayoutTest {

    private static final double TOLERANCE = 1.5;

    /** A laid-out diagram with the orientation it was laid out in. */
    private record Case(HistoryDiagram diagram, LaneOrientation orientation) {
    }

    private static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        for (LaneOrientation orientation : LaneOrientation.values()) {
            DiagramLayout layout = new DiagramLayout(orientation);
            for (HistoryDiagram diagram : List.of(
                    HistoryDiagram.of(DiagramExamples.multiTransactionSessions(),
                            DiagramExamples.multiTransactionSessionsWitness()),
                    HistoryDiagram.of(DiagramExamples.multiTransactionSessions(),
                            DiagramExamples.multiTransactionSessionsWitness()).withTransitiveEdgesShown(true),
                    HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(), DiagramExamples.readOnlyAnomalyWitnesses()),
                    HistoryDiagram.of(DiagramExamples.figureOne(), DiagramExamples.figureOneWitness()))) {
                cases.add(new Case(layout.layout(diagram), orientation));
            }
        }
        return cases;
    }

    private static double alongStart(TransactionBox box, LaneOrientation orientation) {
        return orientation == LaneOrientation.COLUMNS ? box.y() : box.x();
    }

    private static double alongEnd(TransactionBox box, LaneOrientation orientation) {
        return orientation == LaneOrientation.COLUMNS ? box.y() + box.height() : box.x() + box.width();
    }

    private static boolean inside(TransactionBox box, Lane lane) {
        return box.x() >= lane.x() && box.y() >= lane.y() && box.x() + box.width() <= lane.x() + lane.width()
                && box.y() + box.height() <= lane.y() + lane.height();
    }

    private static boolean onBorder(Point p, TransactionBox box) {
        boolean withinX = p.x() >= box.x() - TOLERANCE && p.x() <= box.x() + box.width() + TOLERANCE;
        boolean withinY = p.y() >= box.y() - TOLERANCE && p.y() <= box.y() + box.height() + TOLERANCE;
        boolean onVertical = Math.abs(p.x() - box.x()) < TOLERANCE
                || Math.abs(p.x() - box.x() - box.width()) < TOLERANCE;
        boolean onHorizontal = Math.abs(p.y() - box.y()) < TOLERANCE
                || Math.abs(p.y() - box.y() - box.height()) < TOLERANCE;
        return withinX && withinY && (onVertical || onHorizontal);
    }

    /** Whether the axis-parallel segment {@code a}–{@code b} enters the interior of {@code box}. */
    private static boolean entersInterior(Point a, Point b, TransactionBox box) {
        double left = Math.min(a.x(), b.x());
        double right = Math.max(a.x(), b.x());
        double top = Math.min(a.y(), b.y());
        double bottom = Math.max(a.y(), b.y());
        return left < box.x() + box.width() - TOLERANCE && right > box.x() + TOLERANCE
                && top < box.y() + box.height() - TOLERANCE && bottom > box.y() + TOLERANCE;
    }

    @Test
    void everySessionBoxLiesInItsOwnLaneAndLanesAreDisjoint() {
        for (Case c : cases()) {
            for (DiagramPanel panel : c.diagram().panels()) {
                for (Lane lane : panel.lanes()) {
                    for (TransactionBox box : panel.boxes()) {
                        assertEquals(box.session() == lane.session(), inside(box, lane), box + " vs " + lane);
                    }
                    for (Lane other : panel.lanes()) {
                        boolean overlap = lane.x() < other.x() + other.width() && other.x() < lane.x() + lane.width()
                                && lane.y() < other.y() + other.height() && other.y() < lane.y() + lane.height();
                        assertFalse(lane != other && overlap, lane + " overlaps " + other);
                    }
                }
                for (TransactionBox a : panel.boxes()) {
                    for (TransactionBox b : panel.boxes()) {
                        assertFalse(a != b && a.overlaps(b), a + " overlaps " + b);
                    }
                }
            }
        }
    }

    @Test
    void sessionBoxesShareTheirLanesCentreLine() {
        for (Case c : cases()) {
            for (DiagramPanel panel : c.diagram().panels()) {
                for (Lane lane : panel.lanes()) {
                    double centre = c.orientation() == LaneOrientation.COLUMNS ? lane.x() + lane.width() / 2
                            : lane.y() + lane.height() / 2;
                    for (TransactionBox box : panel.boxes()) {
                        double boxCentre = c.orientation() == LaneOrientation.COLUMNS ? box.x() + box.width() / 2
                                : box.y() + box.height() / 2;
                        assertTrue(box.session() != lane.session() || Math.abs(boxCentre - centre) < 1e-6,
                                box + " off the centre of " + lane);
                    }
                }
            }
        }
    }

    @Test
    void boxesFollowTheCommitOrderWithTheInitialTransactionAloneFirst() {
        for (LaneOrientation orientation : LaneOrientation.values()) {
            DiagramPanel panel = new DiagramLayout(orientation).layout(HistoryDiagram.of(
                    DiagramExamples.multiTransactionSessions(), DiagramExamples.multiTransactionSessionsWitness()))
                    .panels().get(0);
            List<TransactionBox> commitOrder = List.of(0, 2, 1, 4, 3).stream()
                    .map(id -> panel.box(id).orElseThrow()).toList();
            for (int i = 0; i + 1 < commitOrder.size(); i++) {
                assertTrue(alongEnd(commitOrder.get(i), orientation) < alongStart(commitOrder.get(i + 1), orientation),
                        commitOrder.get(i) + " not before " + commitOrder.get(i + 1));
            }
            assertTrue(panel.lanes().stream().noneMatch(l -> inside(commitOrder.get(0), l)));
        }
    }

    @Test
    void boxesOfEachLaneAreOrderedByRankWithoutOverlapAlongIt() {
        for (Case c : cases()) {
            LaneOrientation orientation = c.orientation();
            for (DiagramPanel panel : c.diagram().panels()) {
                for (Lane lane : panel.lanes()) {
                    List<TransactionBox> inLane = panel.boxes().stream().filter(b -> b.session() == lane.session())
                            .sorted(Comparator.comparingDouble(b -> alongStart(b, orientation))).toList();
                    for (int i = 0; i + 1 < inLane.size(); i++) {
                        assertTrue(alongEnd(inLane.get(i), orientation) < alongStart(inLane.get(i + 1), orientation));
                    }
                    List<Integer> sessionOrder = panel.edges(HistoryDiagram.SO).stream()
                            .filter(e -> inLane.stream().anyMatch(b -> b.id() == e.from()))
                            .map(e -> inLane.indexOf(panel.box(e.to()).orElseThrow())
                                    - inLane.indexOf(panel.box(e.from()).orElseThrow()))
                            .toList();
                    assertTrue(sessionOrder.stream().allMatch(step -> step == 1), lane + ": " + sessionOrder);
                }
            }
        }
    }

    @Test
    void edgesRunOrthogonallyFromBorderToBorderAroundEveryBox() {
        for (Case c : cases()) {
            for (DiagramPanel panel : c.diagram().panels()) {
                for (DiagramEdge edge : c.diagram().visibleEdges(panel)) {
                    List<Point> route = edge.route();
                    assertTrue(route.size() >= 2, edge::toString);
                    assertTrue(onBorder(route.get(0), panel.box(edge.from()).orElseThrow()), edge::toString);
                    assertTrue(onBorder(route.get(route.size() - 1), panel.box(edge.to()).orElseThrow()),
                            edge::toString);
                    for (int i = 0; i + 1 < route.size(); i++) {
                        Point a = route.get(i);
                        Point b = route.get(i + 1);
                        assertTrue(a.x() == b.x() || a.y() == b.y(), edge + " has a slanted segment");
                        for (TransactionBox box : panel.boxes()) {
                            assertFalse(entersInterior(a, b, box), edge + " runs through " + box.title());
                        }
                    }
                }
            }
        }
    }

    @Test
    void noTwoEdgesShareASegment() {
        for (Case c : cases()) {
            for (DiagramPanel panel : c.diagram().panels()) {
                assertEquals(List.of(), sharedSegments(c.diagram(), panel), panel.title());
            }
        }
    }

    @Test
    void crowdedSidesStillGiveEveryEdgeItsOwnLine() {
        List<Transaction> session = new ArrayList<>();
        for (int id = 1; id <= 5; id++) {
            session.add(Transaction.of(id));
        }
        History history = History.of(1, List.of(session));
        HistoryDiagram diagram = HistoryDiagram.of(history,
                List.of(WitnessPanel.of("SER", "co", TxnPair.totalOrder(0, 1, 2, 3, 4, 5))))
                .withTransitiveEdgesShown(true);
        for (LaneOrientation orientation : LaneOrientation.values()) {
            HistoryDiagram laidOut = new DiagramLayout(orientation).layout(diagram);
            assertEquals(List.of(), sharedSegments(laidOut, laidOut.panels().get(0)), orientation.toString());
        }
    }

    private static List<String> sharedSegments(HistoryDiagram diagram, DiagramPanel panel) {
        List<Point[]> segments = new ArrayList<>();
        List<DiagramEdge> owners = new ArrayList<>();
        for (DiagramEdge edge : diagram.visibleEdges(panel)) {
            for (int i = 0; i + 1 < edge.route().size(); i++) {
                segments.add(new Point[] {edge.route().get(i), edge.route().get(i + 1)});
                owners.add(edge);
            }
        }
        List<String> shared = new ArrayList<>();
        for (int i = 0; i < segments.size(); i++) {
            for (int j = i + 1; j < segments.size(); j++) {
                if (owners.get(i) != owners.get(j) && collinearOverlap(segments.get(i), segments.get(j))) {
                    shared.add(owners.get(i).layer() + owners.get(i).pair() + " / " + owners.get(j).layer()
                            + owners.get(j).pair());
                }
            }
        }
        return shared;
    }

    private static boolean collinearOverlap(Point[] s, Point[] t) {
        boolean vertical = s[0].x() == s[1].x() && t[0].x() == t[1].x() && Math.abs(s[0].x() - t[0].x()) < 1;
        boolean horizontal = s[0].y() == s[1].y() && t[0].y() == t[1].y() && Math.abs(s[0].y() - t[0].y()) < 1;
        if (vertical) {
            return overlap(s[0].y(), s[1].y(), t[0].y(), t[1].y());
        }
        return horizontal && overlap(s[0].x(), s[1].x(), t[0].x(), t[1].x());
    }

    private static boolean overlap(double a1, double a2, double b1, double b2) {
        return Math.min(Math.max(a1, a2), Math.max(b1, b2)) - Math.max(Math.min(a1, a2), Math.min(b1, b2)) > 1;
    }

    @Test
    void labelsCoverNoBoxAndNoOtherLabel() {
        for (Case c : cases()) {
            for (DiagramPanel panel : c.diagram().panels()) {
                List<double[]> labels = c.diagram().visibleEdges(panel).stream().filter(e -> !e.label().isEmpty())
                        .map(e -> new double[] {e.labelPosition().x(), e.labelPosition().y(),
                                c.diagram().metrics().width(e.label()), c.diagram().metrics().lineHeight()})
                        .toList();
                for (int i = 0; i < labels.size(); i++) {
                    double[] a = labels.get(i);
                    for (TransactionBox box : panel.boxes()) {
                        assertFalse(intersects(a, new double[] {box.x(), box.y(), box.width(), box.height()}),
                                "a label covers " + box.title());
                    }
                    for (int j = i + 1; j < labels.size(); j++) {
                        assertFalse(intersects(a, labels.get(j)), "two labels overlap in " + panel.title());
                    }
                }
            }
        }
    }

    private static boolean intersects(double[] a, double[] b) {
        return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
    }
}
