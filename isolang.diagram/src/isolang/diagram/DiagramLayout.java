// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Lays out a {@link HistoryDiagram}: a pure function from a diagram to the same diagram with
 * box positions, lane bounds and edge routes.
 *
 * <p>Boxes sit on a grid: the lane of their session across, and along the lanes their rank,
 * the initial transaction alone in rank 0. Ranks are longest paths over the panel's edges
 * of every layer (visible or not, so toggling a layer does not move boxes), taken in order
 * of priority where they disagree: from the initial transaction, then the witness relations
 * that totally order all transactions (a commit order or arbitration), then {@code so},
 * {@code wr} and the other witness relations; so boxes follow the panel's order along their
 * lane and as many edges as possible point forwards. Edges are routed orthogonally through
 * the gaps between ranks and lanes by {@link GridRouter}.
 */
public final class DiagramLayout {

    private final LaneOrientation orientation;

    /** A layout with sessions as {@link LaneOrientation#COLUMNS columns}. */
    public DiagramLayout() {
        this(LaneOrientation.COLUMNS);
    }

    /** A layout with the given lane orientation. */
    public DiagramLayout(LaneOrientation orientation) {
        this.orientation = orientation;
    }

    /** The diagram with every panel laid out; the input is left unchanged. */
    public HistoryDiagram layout(HistoryDiagram diagram) {
        return diagram.withLayout(diagram.panels().stream().map(p -> layout(diagram, p)).toList());
    }

    private DiagramPanel layout(HistoryDiagram diagram, DiagramPanel panel) {
        Map<Integer, Integer> rank = ranks(panel);
        List<GridRouter.Cell> cells = panel.boxes().stream().map(b -> new GridRouter.Cell(b.id(),
                b.isInitial() ? -1 : b.session(), rank.get(b.id()), across(b), along(b))).toList();
        double[] minLane = new double[panel.lanes().size()];
        for (Lane lane : panel.lanes()) {
            if (orientation == LaneOrientation.COLUMNS) {
                minLane[lane.session()] = TextMetrics.width(lane.title()) - 2 * GridRouter.LANE_PADDING;
            }
        }
        List<DiagramEdge> sizing = panel.edges().stream()
                .filter(e -> diagram.transitiveEdgesShown() || !e.implied()).toList();
        GridRouter.Result result = new GridRouter(cells, panel.lanes().size(), minLane, titleRoom(panel),
                orientation == LaneOrientation.COLUMNS)
                .route(sizing, diagram.visibleEdges(panel));

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
        List<DiagramEdge> edges = panel.edges().stream().map(e -> result.routes().containsKey(e)
                ? e.withRoute(result.routes().get(e).stream().map(this::oriented).toList(), label(e, result)) : e)
                .toList();
        return orientation == LaneOrientation.COLUMNS
                ? new DiagramPanel(panel.title(), boxes, lanes, edges, result.across(), result.along())
                : new DiagramPanel(panel.title(), boxes, lanes, edges, result.along(), result.across());
    }

    /** The ranks: see the class comment. */
    private static Map<Integer, Integer> ranks(DiagramPanel panel) {
        List<Integer> ids = panel.boxes().stream().map(TransactionBox::id).toList();
        Set<TxnPair> fromInitial = new HashSet<>();
        ids.stream().filter(id -> id != 0).forEach(id -> fromInitial.add(new TxnPair(0, id)));
        List<String> layers = new ArrayList<>();
        panel.edges().stream().map(DiagramEdge::layer).distinct().forEach(layers::add);
        List<String> priority = new ArrayList<>();
        layers.stream().filter(l -> !isHistoryLayer(l) && ordersAll(panel, l, ids.size() - 1)).forEach(priority::add);
        priority.add(HistoryDiagram.SO);
        priority.add(HistoryDiagram.WR);
        layers.stream().filter(l -> !priority.contains(l)).forEach(priority::add);
        List<Set<TxnPair>> groups = new ArrayList<>(List.of(fromInitial));
        for (String layer : priority) {
            Set<TxnPair> pairs = new HashSet<>();
            panel.edges(layer).forEach(e -> pairs.add(e.pair()));
            groups.add(pairs);
        }
        return Relations.ranks(ids, groups);
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
            return TextMetrics.LINE_HEIGHT;
        }
        return panel.lanes().stream().mapToDouble(l -> TextMetrics.width(l.title())).max().orElse(0)
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

    /** The top left corner of the label of {@code edge}, centred where the router put it. */
    private Point label(DiagramEdge edge, GridRouter.Result result) {
        Point centre = result.labelCentres().get(edge);
        if (centre == null) {
            return Point.ORIGIN;
        }
        Point at = oriented(centre);
        return new Point(at.x() - TextMetrics.width(edge.label()) / 2, at.y() - TextMetrics.LINE_HEIGHT / 2);
    }
}
