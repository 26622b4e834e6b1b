// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Places edge labels where nothing else is drawn: a label covers no box, no lane title, no
 * other label and no other edge's route (it may sit on its own edge, on a white ground).
 *
 * <p>Each label tries the place the router reserved for it first, then places along its own
 * route, longest segment first: on a horizontal run centred on the line or above or below it,
 * beside a vertical run left or right of it (past neighbouring parallel lines if the nearest
 * places are taken), from the middle of the segment outwards. The
 * first place free of conflicts wins; a label with no free place takes the one with the fewest
 * conflicts (the layout's tests check the examples never need it). Every place lies inside the
 * panel: a place that would stick out is moved in, so a label is never cut off at the panel's
 * edge (the layout makes the panel at least as wide as its widest label).
 */
final class LabelPlacer {

    private static final double[] FRACTIONS = {0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9, 0.05, 0.95};

    /** Distances of a label beside its line, nearest first: past neighbouring parallel lines if need be. */
    private static final double[] AWAY = {2, 12, 22, 32, 42, 52};
    private static final double CLEARANCE = 1;
    private static final double TOUCH = 0.5;

    /** An axis-parallel rectangle. */
    record Rect(double x, double y, double width, double height) {

        boolean intersects(Rect other) {
            return x < other.x + other.width && other.x < x + width && y < other.y + other.height
                    && other.y < y + height;
        }

        /** Whether the axis-parallel segment {@code a}–{@code b} enters this rectangle's interior. */
        boolean crossedBy(Point a, Point b) {
            double left = Math.min(a.x(), b.x());
            double right = Math.max(a.x(), b.x());
            double top = Math.min(a.y(), b.y());
            double bottom = Math.max(a.y(), b.y());
            return left < x + width - TOUCH && right > x + TOUCH && top < y + height - TOUCH && bottom > y + TOUCH;
        }

        Rect grown(double by) {
            return new Rect(x - by, y - by, width + 2 * by, height + 2 * by);
        }
    }

    private final TextMetrics metrics;
    private final double panelWidth;
    private final double panelHeight;
    private final List<Rect> obstacles = new ArrayList<>();

    /**
     * A placer for a panel of the given size whose boxes and lane titles are {@code obstacles}.
     */
    LabelPlacer(TextMetrics metrics, double panelWidth, double panelHeight, List<Rect> obstacles) {
        this.metrics = metrics;
        this.panelWidth = panelWidth;
        this.panelHeight = panelHeight;
        this.obstacles.addAll(obstacles);
    }

    /** The rectangle a label of {@code edge} takes with its top left corner at {@code corner}. */
    static Rect labelRect(DiagramEdge edge, Point corner, TextMetrics metrics) {
        return new Rect(corner.x(), corner.y(), metrics.width(edge.label()), metrics.lineHeight());
    }

    /**
     * The top left corner of every label of {@code edges} (routed, drawn edges), starting from
     * the router's {@code preferred} corners.
     */
    Map<DiagramEdge, Point> place(List<DiagramEdge> edges, Map<DiagramEdge, Point> preferred) {
        Map<DiagramEdge, Point> placed = new LinkedHashMap<>();
        List<Rect> labels = new ArrayList<>();
        List<DiagramEdge> ordered = new ArrayList<>(edges.stream().filter(e -> !e.label().isEmpty()
                && e.route().size() >= 2).toList());
        ordered.sort(Comparator.comparingDouble(LabelPlacer::routeLength));
        for (DiagramEdge edge : ordered) {
            Point best = null;
            int fewest = Integer.MAX_VALUE;
            for (Point corner : candidates(edge, preferred.get(edge)).stream().map(c -> inside(edge, c)).toList()) {
                int conflicts = conflicts(edge, labelRect(edge, corner, metrics), edges, labels);
                if (conflicts < fewest) {
                    fewest = conflicts;
                    best = corner;
                    if (conflicts == 0) {
                        break;
                    }
                }
            }
            placed.put(edge, best);
            labels.add(labelRect(edge, best, metrics));
        }
        return placed;
    }

    /** {@code corner} moved the least distance that puts the label of {@code edge} inside the panel. */
    private Point inside(DiagramEdge edge, Point corner) {
        double x = Math.max(0, Math.min(corner.x(), panelWidth - metrics.width(edge.label())));
        double y = Math.max(0, Math.min(corner.y(), panelHeight - metrics.lineHeight()));
        return new Point(x, y);
    }

    private static double routeLength(DiagramEdge edge) {
        double length = 0;
        for (int i = 0; i + 1 < edge.route().size(); i++) {
            Point a = edge.route().get(i);
            Point b = edge.route().get(i + 1);
            length += Math.abs(a.x() - b.x()) + Math.abs(a.y() - b.y());
        }
        return length;
    }

    private List<Point> candidates(DiagramEdge edge, Point preferred) {
        double width = metrics.width(edge.label());
        double height = metrics.lineHeight();
        List<Point> candidates = new ArrayList<>();
        if (preferred != null) {
            candidates.add(preferred);
        }
        List<Integer> segments = new ArrayList<>();
        for (int i = 0; i + 1 < edge.route().size(); i++) {
            segments.add(i);
        }
        segments.sort(Comparator.comparingDouble((Integer i) -> -segmentLength(edge, i)));
        for (int i : segments) {
            Point a = edge.route().get(i);
            Point b = edge.route().get(i + 1);
            boolean horizontal = a.y() == b.y();
            for (double f : FRACTIONS) {
                double x = a.x() + (b.x() - a.x()) * f;
                double y = a.y() + (b.y() - a.y()) * f;
                if (horizontal) {
                    candidates.add(new Point(x - width / 2, y - height / 2));
                }
                for (double away : AWAY) {
                    if (horizontal) {
                        candidates.add(new Point(x - width / 2, y - height - away));
                        candidates.add(new Point(x - width / 2, y + away));
                    } else {
                        candidates.add(new Point(x + away, y - height / 2));
                        candidates.add(new Point(x - width - away, y - height / 2));
                    }
                }
            }
        }
        return candidates;
    }

    private static double segmentLength(DiagramEdge edge, int i) {
        Point a = edge.route().get(i);
        Point b = edge.route().get(i + 1);
        return Math.abs(a.x() - b.x()) + Math.abs(a.y() - b.y());
    }

    /** How many boxes, lane titles, placed labels and other edges' segments {@code label} covers. */
    private int conflicts(DiagramEdge edge, Rect label, List<DiagramEdge> edges, List<Rect> labels) {
        int conflicts = 0;
        if (label.x() < 0 || label.y() < 0 || label.x() + label.width() > panelWidth
                || label.y() + label.height() > panelHeight) {
            conflicts++;
        }
        Rect clear = label.grown(CLEARANCE);
        conflicts += (int) obstacles.stream().filter(clear::intersects).count();
        conflicts += (int) labels.stream().filter(clear::intersects).count();
        for (DiagramEdge other : edges) {
            if (other == edge) {
                continue;
            }
            for (int i = 0; i + 1 < other.route().size(); i++) {
                if (clear.crossedBy(other.route().get(i), other.route().get(i + 1))) {
                    conflicts++;
                }
            }
        }
        return conflicts;
    }
}
