// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Places boxes on a lane × rank grid and routes edges orthogonally through the gaps between
 * ranks and the corridors between lanes, in lane-relative coordinates: {@code u} runs across
 * the lanes and {@code v} along them (x and y when lanes are columns).
 *
 * <p>Ranks are rows across all lanes; each lane holds at most one box per rank, the initial
 * transaction (lane {@code -1}) sits alone in rank 0 centred over all lanes. An edge between
 * consecutive boxes of one lane is a straight line inside the lane; an edge to the next or
 * previous rank leaves its box towards the other one, runs along its own track in the gap
 * between the two ranks and enters the other box; any other edge also runs along a track of
 * a corridor beside the target's lane. Edges leave and enter boxes through their sides that
 * face the gaps (bottom forwards, top backwards), at distinct ports, so routes never share a
 * segment and never pass through a box. Gaps and corridors are sized for the tracks of
 * {@code sizing} edges, so showing or hiding some of them does not move boxes.
 */
final class GridRouter {

    /** Space around the panel. */
    static final double MARGIN = 16;

    /** Space between a lane's boxes and its border. */
    static final double LANE_PADDING = 8;

    private static final double MIN_CORRIDOR = 24;
    private static final double MIN_GAP = 36;
    private static final double TRACK = 10;
    private static final double LABEL_SPACING = 4;
    private static final double PORT_SPACING = 10;
    private static final double SAME = 2;

    /**
     * A box to place.
     *
     * @param id the transaction id
     * @param lane the lane index, {@code -1} for the initial transaction
     * @param rank the rank along the lanes, 0 only for the initial transaction
     * @param across the size across the lanes
     * @param along the size along the lanes
     */
    record Cell(int id, int lane, int rank, double across, double along) {
    }

    /**
     * The routed picture, in lane-relative coordinates.
     *
     * @param corners the top left ({@code u, v}) corner of every box by id
     * @param lanes the bounds {@code {u, v, across, along}} of every lane
     * @param routes the route of every routed edge
     * @param labelCentres the centre of the label of every routed edge with a label
     * @param across the panel size across the lanes
     * @param along the panel size along the lanes
     */
    record Result(Map<Integer, Point> corners, List<double[]> lanes, Map<DiagramEdge, List<Point>> routes,
            Map<DiagramEdge, Point> labelCentres, double across, double along) {
    }

    private enum Kind {
        STRAIGHT, ADJACENT, CORRIDOR, LOOP
    }

    /** One edge's topology and, once routed, its coordinates. */
    private static final class Path {
        final DiagramEdge edge;
        final Cell from;
        final Cell to;
        final Kind kind;
        final boolean forward;
        final int corridor;
        double fromPort;
        double toPort;
        double corridorU;
        final Track[] tracks = new Track[2];

        Path(DiagramEdge edge, Cell from, Cell to, Kind kind, boolean forward, int corridor) {
            this.edge = edge;
            this.from = from;
            this.to = to;
            this.kind = kind;
            this.forward = forward;
            this.corridor = corridor;
        }

        boolean labelled() {
            return !edge.label().isEmpty();
        }
    }

    /** One end of a path on a box side: at its source or at its target. */
    private record End(Path path, boolean source) {
    }

    /** A horizontal run in a gap: it meets a vertical from above at {@code upper}, one from below at {@code lower}. */
    private static final class Track {
        final Path path;
        final boolean labelled;
        double upper;
        double lower;
        double v;

        Track(Path path, boolean labelled) {
            this.path = path;
            this.labelled = labelled;
        }
    }

    private final Map<Integer, Cell> cells = new LinkedHashMap<>();
    private final int laneCount;
    private final int rankCount;
    private final double[] minLaneAcross;
    private final double titleRoom;
    private final boolean labelsAcross;
    private final TextMetrics metrics;
    private final double[] laneStart;
    private final double[] laneAcross;
    private final double[] corridorStart;
    private final double[] corridorAcross;
    private final double[] rowStart;
    private final double[] rowAlong;
    private final double[] gapAlong;
    private double shift;

    /**
     * A router for {@code cells} in {@code laneCount} lanes, each lane at least
     * {@code minLaneAcross[l]} wide, with {@code titleRoom} after the last rank for lane titles;
     * labels run across the lanes if {@code labelsAcross} (lanes are columns), otherwise along,
     * and are set in the font of {@code metrics}.
     */
    GridRouter(List<Cell> cells, int laneCount, double[] minLaneAcross, double titleRoom, boolean labelsAcross,
            TextMetrics metrics) {
        cells.forEach(c -> this.cells.put(c.id(), c));
        this.laneCount = laneCount;
        this.rankCount = cells.stream().mapToInt(Cell::rank).max().orElse(0) + 1;
        this.minLaneAcross = minLaneAcross.clone();
        this.titleRoom = titleRoom;
        this.labelsAcross = labelsAcross;
        this.metrics = metrics;
        laneStart = new double[laneCount];
        laneAcross = new double[laneCount];
        corridorStart = new double[laneCount + 1];
        corridorAcross = new double[laneCount + 1];
        rowStart = new double[rankCount];
        rowAlong = new double[rankCount];
        gapAlong = new double[rankCount];
    }

    /** Sizes the grid for {@code sizing} and routes {@code routed} (a subset of it). */
    Result route(List<DiagramEdge> sizing, List<DiagramEdge> routed) {
        size(sizing.stream().map(this::topology).toList());
        List<Path> paths = routed.stream().map(this::topology).toList();
        assignPorts(paths);
        assignCorridors(paths);
        assignTracks(paths);

        Map<Integer, Point> corners = new HashMap<>();
        cells.values().forEach(c -> corners.put(c.id(), new Point(cellU(c), cellV(c))));
        Map<DiagramEdge, List<Point>> routes = new LinkedHashMap<>();
        Map<DiagramEdge, Point> labels = new LinkedHashMap<>();
        for (Path path : paths) {
            routes.put(path.edge, points(path));
            if (path.labelled()) {
                labels.put(path.edge, labelCentre(path));
            }
        }
        return new Result(corners, laneBounds(), routes, labels, panelAcross(), panelAlong());
    }

    private Path topology(DiagramEdge edge) {
        Cell from = cells.get(edge.from());
        Cell to = cells.get(edge.to());
        boolean forward = from.rank() < to.rank();
        if (from == to) {
            return new Path(edge, from, to, Kind.LOOP, true, -1);
        }
        if (from.lane() >= 0 && from.lane() == to.lane() && consecutive(from, to)) {
            return new Path(edge, from, to, Kind.STRAIGHT, forward, -1);
        }
        if (Math.abs(from.rank() - to.rank()) == 1) {
            return new Path(edge, from, to, Kind.ADJACENT, forward, -1);
        }
        int target = to.lane();
        int source = from.lane() >= 0 ? from.lane() : target;
        int corridor;
        if (source < target) {
            corridor = target;
        } else if (source > target) {
            corridor = target + 1;
        } else if (from.lane() < 0) {
            corridor = 2 * target + 1 < laneCount ? target + 1 : target;
        } else {
            corridor = forward ? target + 1 : target;
        }
        return new Path(edge, from, to, Kind.CORRIDOR, forward, corridor);
    }

    /** Whether no box of the lane of {@code a} and {@code b} lies strictly between them. */
    private boolean consecutive(Cell a, Cell b) {
        int low = Math.min(a.rank(), b.rank());
        int high = Math.max(a.rank(), b.rank());
        return cells.values().stream().noneMatch(c -> c.lane() == a.lane() && c.rank() > low && c.rank() < high);
    }

    /** The gaps holding the tracks of {@code path}: first the one next to its source. */
    private List<Integer> gaps(Path path) {
        int a = path.from.rank();
        int b = path.to.rank();
        return switch (path.kind) {
            case LOOP -> List.of();
            case STRAIGHT -> path.labelled() ? List.of(Math.min(a, b)) : List.of();
            case ADJACENT -> List.of(Math.min(a, b));
            case CORRIDOR -> path.forward ? List.of(a, b - 1) : List.of(a - 1, b);
        };
    }

    /** The room a track takes along the lanes: its label's if it has one. */
    private double height(Track track) {
        if (!track.labelled) {
            return TRACK;
        }
        String label = track.path.edge.label();
        return (labelsAcross ? metrics.lineHeight() : metrics.width(label)) + LABEL_SPACING;
    }

    private void size(List<Path> paths) {
        double[] gapNeed = new double[rankCount];
        int[] corridorTracks = new int[laneCount + 1];
        for (Path path : paths) {
            for (int gap : gaps(path)) {
                gapNeed[gap] += height(new Track(path, path.labelled()));
            }
            if (path.kind == Kind.CORRIDOR) {
                corridorTracks[path.corridor]++;
            }
        }
        for (Cell cell : cells.values()) {
            rowAlong[cell.rank()] = Math.max(rowAlong[cell.rank()], cell.along());
            if (cell.lane() >= 0) {
                laneAcross[cell.lane()] = Math.max(laneAcross[cell.lane()], cell.across());
            }
        }
        for (int l = 0; l < laneCount; l++) {
            laneAcross[l] = Math.max(laneAcross[l], minLaneAcross[l]);
        }
        for (int c = 0; c <= laneCount; c++) {
            boolean inner = c > 0 && c < laneCount;
            corridorAcross[c] = corridorTracks[c] == 0 && !inner ? 0
                    : Math.max(inner ? MIN_CORRIDOR : 0, (corridorTracks[c] + 1) * TRACK);
        }
        double u = MARGIN;
        for (int l = 0; l < laneCount; l++) {
            corridorStart[l] = u;
            u += corridorAcross[l] + LANE_PADDING;
            laneStart[l] = u;
            u += laneAcross[l] + LANE_PADDING;
        }
        corridorStart[laneCount] = u;
        Cell initial = initial();
        double lanesCentre = laneCount == 0 ? MARGIN + initial.across() / 2 : (laneStart[0] + lanesEnd()) / 2;
        shift = Math.max(0, MARGIN - (lanesCentre - initial.across() / 2));

        double v = MARGIN;
        for (int r = 0; r < rankCount; r++) {
            rowStart[r] = v;
            gapAlong[r] = Math.max(MIN_GAP, gapNeed[r] + 2 * TRACK);
            v += rowAlong[r] + gapAlong[r];
        }
    }

    private Cell initial() {
        return cells.values().stream().filter(c -> c.lane() < 0).findFirst().orElseThrow();
    }

    private double lanesEnd() {
        return laneStart[laneCount - 1] + laneAcross[laneCount - 1];
    }

    private double cellU(Cell cell) {
        if (cell.lane() < 0) {
            double centre = laneCount == 0 ? MARGIN + cell.across() / 2 : (laneStart[0] + lanesEnd()) / 2;
            return centre - cell.across() / 2 + shift;
        }
        return laneStart[cell.lane()] + (laneAcross[cell.lane()] - cell.across()) / 2 + shift;
    }

    private double cellV(Cell cell) {
        return rowStart[cell.rank()] + (rowAlong[cell.rank()] - cell.along()) / 2;
    }

    private double centreU(Cell cell) {
        return cellU(cell) + cell.across() / 2;
    }

    private double corridorCentre(int corridor) {
        return corridorStart[corridor] + corridorAcross[corridor] / 2 + shift;
    }

    private double gapStart(int gap) {
        return rowStart[gap] + rowAlong[gap];
    }

    private double panelAcross() {
        double lanes = corridorStart[laneCount] + corridorAcross[laneCount] + shift + MARGIN;
        Cell initial = initial();
        return Math.max(lanes, cellU(initial) + initial.across() + MARGIN);
    }

    private double panelAlong() {
        return gapStart(rankCount - 1) + LANE_PADDING + titleRoom + MARGIN;
    }

    /** Lane bounds: across, the lane padded; along, every session rank padded, plus the title room. */
    private List<double[]> laneBounds() {
        double first = rankCount > 1 ? rowStart[1] : MARGIN;
        double last = gapStart(rankCount - 1);
        List<double[]> bounds = new ArrayList<>();
        for (int l = 0; l < laneCount; l++) {
            bounds.add(new double[] {laneStart[l] - LANE_PADDING + shift, first - LANE_PADDING,
                    laneAcross[l] + 2 * LANE_PADDING, Math.max(0, last - first) + 2 * LANE_PADDING + titleRoom});
        }
        return bounds;
    }

    /** The other end's position across, which orders the ports on a side. */
    private double towards(Path path, boolean atSource) {
        if (path.kind == Kind.CORRIDOR) {
            return corridorCentre(path.corridor);
        }
        return centreU(atSource ? path.to : path.from);
    }

    /**
     * Ports: straight edges of a pair of boxes side by side at the lane centre (the same
     * places on both boxes, closer together when the sides are crowded), the other edges of
     * a side spread over the rest of it, ordered by where they head.
     */
    private void assignPorts(List<Path> paths) {
        Map<String, List<Path>> straight = new LinkedHashMap<>();
        Map<String, List<End>> sides = new LinkedHashMap<>();
        for (Path path : paths) {
            if (path.kind == Kind.LOOP) {
                continue;
            }
            if (path.kind == Kind.STRAIGHT) {
                int low = Math.min(path.from.id(), path.to.id());
                int high = Math.max(path.from.id(), path.to.id());
                straight.computeIfAbsent(low + ":" + high, k -> new ArrayList<>()).add(path);
                continue;
            }
            sides.computeIfAbsent(side(path.from, path.forward), k -> new ArrayList<>())
                    .add(new End(path, true));
            sides.computeIfAbsent(side(path.to, !path.forward), k -> new ArrayList<>())
                    .add(new End(path, false));
        }
        Map<String, Double> bandHalf = new HashMap<>();
        for (List<Path> group : straight.values()) {
            Path first = group.get(0);
            String fromSide = side(first.from, first.forward);
            String toSide = side(first.to, !first.forward);
            int busiest = group.size() + Math.max(sides.getOrDefault(fromSide, List.of()).size(),
                    sides.getOrDefault(toSide, List.of()).size());
            double spacing = Math.min(PORT_SPACING,
                    Math.min(first.from.across(), first.to.across()) / (busiest + 1));
            double half = (group.size() - 1) * spacing / 2;
            for (int i = 0; i < group.size(); i++) {
                Path path = group.get(i);
                path.fromPort = centreU(path.from) - half + i * spacing;
                path.toPort = path.fromPort;
            }
            bandHalf.put(fromSide, half + spacing);
            bandHalf.put(toSide, half + spacing);
        }
        sides.forEach((side, ends) -> {
            Cell cell = cells.get(Integer.parseInt(side.substring(1)));
            double centre = centreU(cell);
            ends.sort(Comparator.comparingDouble(e -> towards(e.path(), e.source())));
            List<End> left = ends.stream().filter(e -> towards(e.path(), e.source()) < centre).toList();
            List<End> right = ends.stream().filter(e -> towards(e.path(), e.source()) >= centre).toList();
            Double half = bandHalf.get(side);
            if (half == null) {
                spread(ends, cellU(cell), cellU(cell) + cell.across());
            } else {
                spread(left, cellU(cell), centre - half);
                spread(right, centre + half, cellU(cell) + cell.across());
            }
        });
    }

    /** The key of the side of {@code cell} facing later ranks ({@code bottom}) or earlier ones. */
    private static String side(Cell cell, boolean bottom) {
        return (bottom ? "b" : "t") + cell.id();
    }

    private static void spread(List<End> ends, double low, double high) {
        for (int i = 0; i < ends.size(); i++) {
            Path path = ends.get(i).path();
            double u = low + (high - low) * (i + 1) / (ends.size() + 1);
            if (ends.get(i).source()) {
                path.fromPort = u;
            } else {
                path.toPort = u;
            }
        }
    }

    /** Corridor tracks, spread over the corridor, ordered by where the edges come from. */
    private void assignCorridors(List<Path> paths) {
        for (int c = 0; c <= laneCount; c++) {
            int corridor = c;
            List<Path> using = new ArrayList<>(paths.stream().filter(p -> p.kind == Kind.CORRIDOR
                    && p.corridor == corridor).toList());
            using.sort(Comparator.comparingDouble((Path p) -> p.fromPort).thenComparingInt(p -> p.to.rank()));
            double low = corridorStart[c] + shift;
            for (int i = 0; i < using.size(); i++) {
                using.get(i).corridorU = low + corridorAcross[c] * (i + 1) / (using.size() + 1);
            }
        }
    }

    /**
     * Tracks in each gap: rightward runs first, the one starting furthest right on top, then
     * leftward ones, the one starting furthest left on top, which keeps crossings down;
     * then a run whose upper vertical would overlap another's lower vertical is moved above
     * it. The tracks are centred in their gap.
     */
    private void assignTracks(List<Path> paths) {
        List<List<Track>> byGap = new ArrayList<>();
        for (int g = 0; g < rankCount; g++) {
            byGap.add(new ArrayList<>());
        }
        for (Path path : paths) {
            List<Integer> gaps = gaps(path);
            for (int i = 0; i < gaps.size(); i++) {
                Track track = new Track(path, path.labelled());
                ends(track, i);
                path.tracks[i] = track;
                byGap.get(gaps.get(i)).add(track);
            }
        }
        for (int g = 0; g < rankCount; g++) {
            List<Track> ordered = order(byGap.get(g));
            double need = ordered.stream().mapToDouble(this::height).sum();
            double v = gapStart(g) + (gapAlong[g] - need) / 2;
            for (Track track : ordered) {
                track.v = v + height(track) / 2;
                v += height(track);
            }
        }
    }

    /** Where track {@code index} of its path meets the verticals above and below it. */
    private static void ends(Track track, int index) {
        Path path = track.path;
        double source = path.fromPort;
        double target = path.kind == Kind.CORRIDOR ? path.corridorU : path.toPort;
        if (index == 1) {
            source = path.corridorU;
            target = path.toPort;
        }
        if (path.kind == Kind.STRAIGHT) {
            source = path.fromPort;
            target = path.fromPort;
        }
        track.upper = path.forward ? source : target;
        track.lower = path.forward ? target : source;
    }

    private static List<Track> order(List<Track> tracks) {
        List<Track> base = new ArrayList<>(tracks);
        base.sort(Comparator.comparingInt((Track t) -> t.lower >= t.upper ? 0 : 1)
                .thenComparingDouble(t -> t.lower >= t.upper ? -t.upper : t.upper));
        List<Track> ordered = new ArrayList<>();
        while (!base.isEmpty()) {
            Track next = base.stream().filter(t -> base.stream().noneMatch(o -> mustBeAbove(o, t)))
                    .findFirst().orElse(base.get(0));
            base.remove(next);
            ordered.add(next);
        }
        return ordered;
    }

    /** Whether {@code a}'s vertical from above shares the line of {@code b}'s vertical to below. */
    private static boolean mustBeAbove(Track a, Track b) {
        return a != b && Math.abs(a.upper - b.lower) < SAME;
    }

    private List<Point> points(Path path) {
        Cell from = path.from;
        Cell to = path.to;
        double fromU = cellU(from);
        double fromV = cellV(from);
        if (path.kind == Kind.LOOP) {
            double out = fromU + from.across() + LANE_PADDING - 2;
            double edge = fromU + from.across();
            return List.of(new Point(edge, fromV + from.along() / 3), new Point(out, fromV + from.along() / 3),
                    new Point(out, fromV + 2 * from.along() / 3), new Point(edge, fromV + 2 * from.along() / 3));
        }
        double leave = path.forward ? fromV + from.along() : fromV;
        double enter = path.forward ? cellV(to) : cellV(to) + to.along();
        List<Point> points = new ArrayList<>();
        points.add(new Point(path.fromPort, leave));
        if (path.kind == Kind.ADJACENT) {
            points.add(new Point(path.fromPort, path.tracks[0].v));
            points.add(new Point(path.toPort, path.tracks[0].v));
        } else if (path.kind == Kind.CORRIDOR) {
            points.add(new Point(path.fromPort, path.tracks[0].v));
            points.add(new Point(path.corridorU, path.tracks[0].v));
            points.add(new Point(path.corridorU, path.tracks[1].v));
            points.add(new Point(path.toPort, path.tracks[1].v));
        }
        points.add(new Point(path.toPort, enter));
        return simplify(points);
    }

    /** Drops repeated points and points in the middle of a straight run. */
    private static List<Point> simplify(List<Point> points) {
        List<Point> kept = new ArrayList<>();
        for (Point p : points) {
            if (!kept.isEmpty() && kept.get(kept.size() - 1).equals(p)) {
                continue;
            }
            if (kept.size() >= 2) {
                Point a = kept.get(kept.size() - 2);
                Point b = kept.get(kept.size() - 1);
                if ((a.x() == b.x() && b.x() == p.x()) || (a.y() == b.y() && b.y() == p.y())) {
                    kept.remove(kept.size() - 1);
                }
            }
            kept.add(p);
        }
        return kept;
    }

    private Point labelCentre(Path path) {
        double width = metrics.width(path.edge.label());
        if (path.kind == Kind.LOOP) {
            Cell cell = path.from;
            return new Point(cellU(cell) + cell.across() + LANE_PADDING + width / 2, cellV(cell) + cell.along() / 2);
        }
        Track track = path.tracks[0];
        if (path.tracks[1] != null && runLength(path.tracks[1]) >= runLength(track)) {
            track = path.tracks[1];
        }
        return new Point((track.upper + track.lower) / 2, track.v);
    }

    private static double runLength(Track track) {
        return Math.abs(track.upper - track.lower);
    }
}
