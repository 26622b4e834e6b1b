// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Lays out a {@link HistoryDiagram}: a pure function from a diagram to the same diagram with
 * box positions, lane bounds and edge routes.
 *
 * <p>The history is laid out once: every panel puts every box at the same place, so panels
 * compare at a glance and differ only in the witness relations drawn over the boxes. Boxes sit
 * on a grid: the lane of their session across, and along the lanes their rank, the initial
 * transaction alone in rank 0. Ranks are longest paths over the edges of every panel and
 * layer (visible or not, so toggling a layer does not move boxes), taken in order of priority
 * where they disagree: from the initial transaction, then the witness relations that totally
 * order all transactions (a commit order or arbitration), the first panel's first, then
 * {@code so}, {@code wr} and the other witness relations; so with a total order every
 * transaction has its own row, sessions read as columns and the first panel's order reads top
 * to bottom. Edges are routed orthogonally through the gaps between ranks and lanes by
 * {@link GridRouter}, whose gaps are sized for the edges of all panels, and labels are placed
 * clear of boxes, other labels and other edges by {@link LabelPlacer}.
 */
public final class DiagramLayout {

    /** Distance of a lane title from the lane's border. */
    private static final double LANE_TITLE_INSET = 4;

    private final LaneOrientation orientation;
    private final TextMetrics metrics;

    /** A layout with sessions as {@link LaneOrientation#COLUMNS columns} in the default font. */
    public DiagramLayout() {
        this(LaneOrientation.COLUMNS);
    }

    /** A layout with the given lane orientation in the default font. */
    public DiagramLayout(LaneOrientation orientation) {
        this(orientation, TextMetrics.DEFAULT);
    }

    /** A layout with the given lane orientation whose text is set in the font of {@code metrics}. */
    public DiagramLayout(LaneOrientation orientation, TextMetrics metrics) {
        this.orientation = orientation;
        this.metrics = metrics;
    }

    /** The diagram with every panel laid out; the input is left unchanged. */
    public HistoryDiagram layout(HistoryDiagram diagram) {
        List<DiagramPanel> panels = diagram.panels().stream().map(p -> sized(p)).toList();
        Map<Integer, Integer> rank = ranks(panels);
        List<DiagramEdge> sizing = panels.stream().flatMap(p -> p.edges().stream())
                .filter(e -> diagram.transitiveEdgesShown() || !e.implied()).distinct().toList();
        return diagram.withLayout(panels.stream().map(p -> layout(diagram, p, rank, sizing)).toList(), metrics);
    }

    /** The panel with its boxes sized for this layout's font. */
    private DiagramPanel sized(DiagramPanel panel) {
        return new DiagramPanel(panel.title(), panel.boxes().stream().map(b -> b.sized(metrics)).toList(),
                panel.lanes(), panel.edges(), panel.width(), panel.height());
    }

    private DiagramPanel layout(HistoryDiagram diagram, DiagramPanel panel, Map<Integer, Integer> rank,
            List<DiagramEdge> sizing) {
        List<GridRouter.Cell> cells = panel.boxes().stream().map(b -> new GridRouter.Cell(b.id(),
                b.isInitial() ? -1 : b.session(), rank.get(b.id()), across(b), along(b))).toList();
        double[] minLane = new double[panel.lanes().size()];
        for (Lane lane : panel.lanes()) {
            if (orientation == LaneOrientation.COLUMNS) {
                minLane[lane.session()] = metrics.width(lane.title()) - 2 * GridRouter.LANE_PADDING;
            }
        }
        GridRouter.Result result = new GridRouter(cells, panel.lanes().size(), minLane, titleRoom(panel),
                orientation == LaneOrientation.COLUMNS, metrics).route(sizing, diagram.visibleEdges(panel));

        List<TransactionBox> boxes = panel.boxes().stream().map(b -> {
            Point corner = result.corners().get(b.id());
            return orientation == LaneOrientation.COLUMNS ? b.withPosition(corner.x(), corner.y())
                    : b.withPosition(corner.y(), corner.x());
        }).toList();
        List<Lane> lanes = new ArrayList<>();
        for (Lane lane : panel.lanes()) {
            double[] r = result.lanes().get(lane.session());
            lanes.add(orientation == LaneOrientation.COLUMNS ? lane.withBounds(r[0], r[1], r[2], r[3])
                    : lane.withBounds(r[1], r[0], r[3], r[2]));
        }
        double widestLabel = panel.edges().stream().mapToDouble(e -> metrics.width(e.label())).max().orElse(0);
        double width = Math.max(widestLabel, orientation == LaneOrientation.COLUMNS ? result.across() : result.along());
        double height = Math.max(metrics.lineHeight(),
                orientation == LaneOrientation.COLUMNS ? result.along() : result.across());
        Map<DiagramEdge, DiagramEdge> routed = new LinkedHashMap<>();
        Map<DiagramEdge, Point> preferred = new HashMap<>();
        result.routes().forEach((e, route) -> {
            DiagramEdge withRoute = e.withRoute(route.stream().map(this::oriented).toList(), Point.ORIGIN);
            routed.put(e, withRoute);
            preferred.put(withRoute, label(e, result));
        });
        Map<DiagramEdge, Point> labels = new LabelPlacer(metrics, width, height, obstacles(boxes, lanes))
                .place(List.copyOf(routed.values()), preferred);
        List<DiagramEdge> edges = panel.edges().stream().map(e -> {
            DiagramEdge withRoute = routed.get(e);
            return withRoute == null ? e : withRoute.withRoute(withRoute.route(),
                    labels.getOrDefault(withRoute, Point.ORIGIN));
        }).toList();
        return new DiagramPanel(panel.title(), boxes, lanes, edges, width, height);
    }

    /** What labels must not cover: the boxes and the lane titles (drawn in a lane's far corner). */
    private List<LabelPlacer.Rect> obstacles(List<TransactionBox> boxes, List<Lane> lanes) {
        List<LabelPlacer.Rect> obstacles = new ArrayList<>();
        boxes.forEach(b -> obstacles.add(new LabelPlacer.Rect(b.x(), b.y(), b.width(), b.height())));
        for (Lane lane : lanes) {
            Point corner = laneTitleCorner(lane, metrics);
            obstacles.add(new LabelPlacer.Rect(corner.x(), corner.y(), metrics.width(lane.title()),
                    metrics.lineHeight()));
        }
        return obstacles;
    }

    /**
     * The top left corner of the title of {@code lane}, set right-aligned in the lane's far
     * corner (bottom right): where renderers draw it.
     */
    public static Point laneTitleCorner(Lane lane, TextMetrics metrics) {
        return new Point(lane.x() + lane.width() - LANE_TITLE_INSET - metrics.width(lane.title()),
                lane.y() + lane.height() - LANE_TITLE_INSET - metrics.lineHeight());
    }

    /** The ranks shared by all panels: see the class comment. */
    private static Map<Integer, Integer> ranks(List<DiagramPanel> panels) {
        DiagramPanel first = panels.get(0);
        List<Integer> ids = first.boxes().stream().map(TransactionBox::id).toList();
        Set<TxnPair> fromInitial = new HashSet<>();
        ids.stream().filter(id -> id != 0).forEach(id -> fromInitial.add(new TxnPair(0, id)));
        List<Set<TxnPair>> groups = new ArrayList<>(List.of(fromInitial));
        for (DiagramPanel panel : panels) {
            layers(panel).stream().filter(l -> !isHistoryLayer(l) && ordersAll(panel, l, ids.size() - 1))
                    .forEach(l -> groups.add(pairs(panel, l)));
        }
        groups.add(pairs(first, HistoryDiagram.SO));
        groups.add(pairs(first, HistoryDiagram.WR));
        for (DiagramPanel panel : panels) {
            layers(panel).stream().filter(l -> !isHistoryLayer(l)).forEach(l -> groups.add(pairs(panel, l)));
        }
        return Relations.ranks(ids, groups);
    }

    private static List<String> layers(DiagramPanel panel) {
        return panel.edges().stream().map(DiagramEdge::layer).distinct().toList();
    }

    private static Set<TxnPair> pairs(DiagramPanel panel, String layer) {
        Set<TxnPair> pairs = new HashSet<>();
        panel.edges(layer).forEach(e -> pairs.add(e.pair()));
        return pairs;
    }

    private static boolean isHistoryLayer(String layer) {
        return layer.equals(HistoryDiagram.SO) || layer.equals(HistoryDiagram.WR);
    }

    /** Whether {@code layer}'s transitive reduction is a single chain through all {@code count} transactions. */
    private static boolean ordersAll(DiagramPanel panel, String layer, int count) {
        Set<Integer> from = new HashSet<>();
        Set<Integer> to = new HashSet<>();
        panel.edges(layer).stream().filter(e -> !e.implied() && e.from() != 0).forEach(e -> {
            from.add(e.from());
            to.add(e.to());
        });
        long reduced = panel.edges(layer).stream().filter(e -> !e.implied() && e.from() != 0).count();
        return count > 0 && reduced == count - 1 && from.size() == count - 1 && to.size() == count - 1;
    }

    /** Space along a lane, after its last box, for the lane title. */
    private double titleRoom(DiagramPanel panel) {
        if (orientation == LaneOrientation.COLUMNS) {
            return metrics.lineHeight();
        }
        return panel.lanes().stream().mapToDouble(l -> metrics.width(l.title())).max().orElse(0)
                + GridRouter.LANE_PADDING;
    }

    private double along(TransactionBox box) {
        return orientation == LaneOrientation.COLUMNS ? box.height() : box.width();
    }

    private double across(TransactionBox box) {
        return orientation == LaneOrientation.COLUMNS ? box.width() : box.height();
    }

    private Point oriented(Point p) {
        return orientation == LaneOrientation.COLUMNS ? p : new Point(p.y(), p.x());
    }

    /** The top left corner of the label of {@code edge}, centred where the router put it, or null. */
    private Point label(DiagramEdge edge, GridRouter.Result result) {
        Point centre = result.labelCentres().get(edge);
        if (centre == null) {
            return null;
        }
        Point at = oriented(centre);
        return new Point(at.x() - metrics.width(edge.label()) / 2, at.y() - metrics.lineHeight() / 2);
    }
}
