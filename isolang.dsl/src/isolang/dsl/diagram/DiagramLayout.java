// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.diagram;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.elk.alg.layered.LayeredLayoutProvider;
import org.eclipse.elk.alg.layered.options.CrossingMinimizationStrategy;
import org.eclipse.elk.alg.layered.options.CycleBreakingStrategy;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.LayeringStrategy;
import org.eclipse.elk.alg.layered.options.NodePlacementStrategy;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeLabelPlacement;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;
import org.eclipse.elk.graph.ElkLabel;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

/**
 * Lays out a {@link HistoryDiagram}: a pure function from a diagram to the same diagram with
 * box positions, lane bounds and edge routes, computed headlessly with Eclipse ELK Layered.
 *
 * <p>Boxes are first put on a grid: the lane of their session across, and along the lanes
 * their longest-path rank over all non-implied edges of the panel (every layer, visible or
 * not, so toggling a layer does not move boxes), the initial transaction alone in rank 0.
 * ELK then keeps that arrangement (interactive layering, ordering and placement) while
 * spacing the ranks for the edges and routing the visible edges and their labels.
 */
public final class DiagramLayout {

    private static final double LANE_GAP = 36;
    private static final double RANK_GAP = 48;
    private static final double MARGIN = 16;
    private static final double LANE_PADDING = 8;

    private final LaneOrientation orientation;

    /** A layout with sessions as {@link LaneOrientation#COLUMNS columns}. */
    public DiagramLayout() {
        this(LaneOrientation.COLUMNS);
    }

    /** A layout with the given lane orientation. */
    public DiagramLayout(LaneOrientation orientation) {
        this.orientation = orientation;
        LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
    }

    /** The diagram with every panel laid out; the input is left unchanged. */
    public HistoryDiagram layout(HistoryDiagram diagram) {
        return diagram.withLayout(diagram.panels().stream().map(p -> layout(diagram, p)).toList());
    }

    private DiagramPanel layout(HistoryDiagram diagram, DiagramPanel panel) {
        Map<Integer, double[]> preset = presetPositions(panel);
        ElkNode root = ElkGraphUtil.createGraph();
        configure(root, titleRoom(panel));
        Map<Integer, ElkNode> nodes = new HashMap<>();
        for (TransactionBox box : panel.boxes()) {
            ElkNode node = ElkGraphUtil.createNode(root);
            node.setIdentifier("T" + box.id());
            node.setDimensions(box.width(), box.height());
            node.setLocation(preset.get(box.id())[0], preset.get(box.id())[1]);
            nodes.put(box.id(), node);
        }
        Map<DiagramEdge, ElkEdge> edges = new HashMap<>();
        for (DiagramEdge edge : diagram.visibleEdges(panel)) {
            ElkEdge elkEdge = ElkGraphUtil.createSimpleEdge(nodes.get(edge.from()), nodes.get(edge.to()));
            if (!edge.label().isEmpty()) {
                ElkLabel label = ElkGraphUtil.createLabel(edge.label(), elkEdge);
                label.setDimensions(TextMetrics.width(edge.label()), TextMetrics.LINE_HEIGHT);
                label.setProperty(LayeredOptions.EDGE_LABELS_PLACEMENT, EdgeLabelPlacement.CENTER);
            }
            edges.put(edge, elkEdge);
        }
        new LayeredLayoutProvider().layout(root, new BasicProgressMonitor());

        List<TransactionBox> boxes = panel.boxes().stream()
                .map(b -> b.withPosition(nodes.get(b.id()).getX(), nodes.get(b.id()).getY())).toList();
        List<DiagramEdge> routed = panel.edges().stream()
                .map(e -> edges.containsKey(e) ? route(e, edges.get(e)) : e).toList();
        return new DiagramPanel(panel.title(), boxes, lanes(panel, boxes), routed, root.getWidth(), root.getHeight());
    }

    /** Space along a lane, after its last box, for the lane title. */
    private double titleRoom(DiagramPanel panel) {
        if (orientation == LaneOrientation.COLUMNS) {
            return TextMetrics.LINE_HEIGHT;
        }
        return panel.lanes().stream().mapToDouble(l -> TextMetrics.width(l.title())).max().orElse(0) + LANE_PADDING;
    }

    private void configure(ElkNode root, double titleRoom) {
        root.setProperty(LayeredOptions.DIRECTION,
                orientation == LaneOrientation.COLUMNS ? Direction.DOWN : Direction.RIGHT);
        root.setProperty(LayeredOptions.CYCLE_BREAKING_STRATEGY, CycleBreakingStrategy.INTERACTIVE);
        root.setProperty(LayeredOptions.LAYERING_STRATEGY, LayeringStrategy.INTERACTIVE);
        root.setProperty(LayeredOptions.CROSSING_MINIMIZATION_STRATEGY, CrossingMinimizationStrategy.INTERACTIVE);
        root.setProperty(LayeredOptions.NODE_PLACEMENT_STRATEGY, NodePlacementStrategy.INTERACTIVE);
        root.setProperty(LayeredOptions.EDGE_ROUTING, EdgeRouting.ORTHOGONAL);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE, LANE_GAP);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, RANK_GAP);
        root.setProperty(LayeredOptions.SPACING_EDGE_NODE, 12.0);
        root.setProperty(LayeredOptions.SPACING_EDGE_EDGE, 8.0);
        root.setProperty(LayeredOptions.PADDING, orientation == LaneOrientation.COLUMNS
                ? new ElkPadding(MARGIN + LANE_PADDING, MARGIN + LANE_PADDING, MARGIN + LANE_PADDING + titleRoom,
                        MARGIN + LANE_PADDING)
                : new ElkPadding(MARGIN + LANE_PADDING, MARGIN + LANE_PADDING + titleRoom, MARGIN + LANE_PADDING,
                        MARGIN + LANE_PADDING));
    }

    /** Top left corners on the lane/rank grid, in ELK's input coordinates. */
    private Map<Integer, double[]> presetPositions(DiagramPanel panel) {
        List<Integer> ids = panel.boxes().stream().map(TransactionBox::id).toList();
        Set<TxnPair> order = new HashSet<>();
        panel.edges().stream().filter(e -> !e.implied()).forEach(e -> order.add(e.pair()));
        ids.stream().filter(id -> id != 0).forEach(id -> order.add(new TxnPair(0, id)));
        Map<Integer, Integer> rank = Relations.ranks(ids, order);

        int ranks = rank.values().stream().mapToInt(Integer::intValue).max().orElse(0) + 1;
        double[] rankExtent = new double[ranks];
        double[] laneExtent = new double[panel.lanes().size()];
        for (Lane lane : panel.lanes()) {
            if (orientation == LaneOrientation.COLUMNS) {
                laneExtent[lane.session()] = TextMetrics.width(lane.title()) - 2 * LANE_PADDING;
            }
        }
        for (TransactionBox box : panel.boxes()) {
            rankExtent[rank.get(box.id())] = Math.max(rankExtent[rank.get(box.id())], along(box));
            if (!box.isInitial()) {
                laneExtent[box.session()] = Math.max(laneExtent[box.session()], across(box));
            }
        }
        double[] rankStart = starts(rankExtent, RANK_GAP);
        double[] laneStart = starts(laneExtent, LANE_GAP);
        double allLanes = laneStart.length == 0 ? 0 : laneStart[laneStart.length - 1] + laneExtent[laneExtent.length - 1];

        Map<Integer, double[]> positions = new HashMap<>();
        for (TransactionBox box : panel.boxes()) {
            double acrossPos = box.isInitial() ? (allLanes - across(box)) / 2
                    : laneStart[box.session()] + (laneExtent[box.session()] - across(box)) / 2;
            double alongPos = rankStart[rank.get(box.id())];
            positions.put(box.id(), orientation == LaneOrientation.COLUMNS
                    ? new double[] {acrossPos, alongPos} : new double[] {alongPos, acrossPos});
        }
        return positions;
    }

    private static double[] starts(double[] extents, double gap) {
        double[] starts = new double[extents.length];
        for (int i = 1; i < extents.length; i++) {
            starts[i] = starts[i - 1] + extents[i - 1] + gap;
        }
        return starts;
    }

    private double along(TransactionBox box) {
        return orientation == LaneOrientation.COLUMNS ? box.height() : box.width();
    }

    private double across(TransactionBox box) {
        return orientation == LaneOrientation.COLUMNS ? box.width() : box.height();
    }

    private static DiagramEdge route(DiagramEdge edge, ElkEdge elkEdge) {
        List<Point> points = new ArrayList<>();
        for (ElkEdgeSection section : elkEdge.getSections()) {
            points.add(new Point(section.getStartX(), section.getStartY()));
            for (ElkBendPoint bend : section.getBendPoints()) {
                points.add(new Point(bend.getX(), bend.getY()));
            }
            points.add(new Point(section.getEndX(), section.getEndY()));
        }
        Point label = elkEdge.getLabels().isEmpty() ? Point.ORIGIN
                : new Point(elkEdge.getLabels().get(0).getX(), elkEdge.getLabels().get(0).getY());
        return edge.withRoute(points, label);
    }

    /**
     * Lane bounds: across, the session's boxes padded; along, all session boxes of the panel
     * padded, plus room for the title after the last box (edges enter boxes from before, so
     * that end is quiet).
     */
    private List<Lane> lanes(DiagramPanel panel, List<TransactionBox> boxes) {
        double first = Double.MAX_VALUE;
        double last = 0;
        for (TransactionBox box : boxes) {
            if (!box.isInitial()) {
                first = Math.min(first, alongStart(box));
                last = Math.max(last, alongStart(box) + along(box));
            }
        }
        double titleRoom = titleRoom(panel);
        List<Lane> lanes = new ArrayList<>();
        for (Lane lane : panel.lanes()) {
            double low = Double.MAX_VALUE;
            double high = 0;
            for (TransactionBox box : boxes) {
                if (box.session() == lane.session()) {
                    low = Math.min(low, acrossStart(box));
                    high = Math.max(high, acrossStart(box) + across(box));
                }
            }
            double a = low - LANE_PADDING;
            double b = first - LANE_PADDING;
            double acrossSize = high - low + 2 * LANE_PADDING;
            double alongSize = last - first + 2 * LANE_PADDING + titleRoom;
            lanes.add(orientation == LaneOrientation.COLUMNS ? lane.withBounds(a, b, acrossSize, alongSize)
                    : lane.withBounds(b, a, alongSize, acrossSize));
        }
        return lanes;
    }

    private double alongStart(TransactionBox box) {
        return orientation == LaneOrientation.COLUMNS ? box.y() : box.x();
    }

    private double acrossStart(TransactionBox box) {
        return orientation == LaneOrientation.COLUMNS ? box.x() : box.y();
    }
}
