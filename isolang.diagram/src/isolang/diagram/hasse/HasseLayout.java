// SPDX-License-Identifier: EPL-2.0
package isolang.diagram.hasse;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import isolang.diagram.Point;

/**
 * Lays out a Hasse diagram in layers, the usual way for ordered sets: classes of equivalent
 * levels, covering pairs between them, ranks by the longest chain below a class (strongest at
 * the bottom), a bend point on every rank a line crosses, a few barycentre sweeps that order
 * each rank by the positions of its neighbours, then each rank centred with its boxes spaced
 * evenly.
 */
final class HasseLayout {

    private static final double MARGIN = 16;
    private static final double PADDING = 12;
    private static final double BOX_HEIGHT = 28;
    private static final double RANK_PITCH = 62;
    private static final double GAP = 36;
    private static final double BEND_WIDTH = 16;
    private static final int SWEEPS = 4;

    private final List<String> levels;
    private final List<List<Optional<Boolean>>> implies;

    /** The classes of equivalent levels, each in the written order, ordered by their first level. */
    private final List<List<Integer>> classes = new ArrayList<>();

    /** The covering pairs between classes: {stronger, weaker}. */
    private final List<int[]> covers = new ArrayList<>();

    /** A box or a bend point on one rank; {@code node} is -1 for a bend. */
    private static final class Vertex {
        final int node;
        final int rank;
        final List<Vertex> below = new ArrayList<>();
        final List<Vertex> above = new ArrayList<>();
        double width;
        double position;
        double x;

        Vertex(int node, int rank, double width) {
            this.node = node;
            this.rank = rank;
            this.width = width;
        }

        double centre() {
            return x + width / 2;
        }
    }

    HasseLayout(List<String> levels, List<List<Optional<Boolean>>> implies) {
        this.levels = levels;
        this.implies = implies;
    }

    HasseDiagram layout() {
        classify();
        int[] rank = ranks();
        List<Vertex> boxes = new ArrayList<>();
        int top = 0;
        for (int c = 0; c < classes.size(); c++) {
            boxes.add(new Vertex(c, rank[c], HasseDiagram.textWidth(label(c)) + 2 * PADDING));
            top = Math.max(top, rank[c]);
        }
        List<List<Vertex>> chains = new ArrayList<>();
        for (int[] cover : covers) {
            List<Vertex> chain = new ArrayList<>();
            chain.add(boxes.get(cover[0]));
            for (int r = rank[cover[0]] + 1; r < rank[cover[1]]; r++) {
                chain.add(new Vertex(-1, r, BEND_WIDTH));
            }
            chain.add(boxes.get(cover[1]));
            for (int i = 1; i < chain.size(); i++) {
                chain.get(i - 1).above.add(chain.get(i));
                chain.get(i).below.add(chain.get(i - 1));
            }
            chains.add(chain);
        }
        List<List<Vertex>> ranks = new ArrayList<>();
        for (int r = 0; r <= top; r++) {
            ranks.add(new ArrayList<>());
        }
        boxes.forEach(v -> ranks.get(v.rank).add(v));
        chains.forEach(chain -> chain.subList(1, chain.size() - 1).forEach(v -> ranks.get(v.rank).add(v)));
        order(ranks);
        double width = place(ranks);
        List<HasseNode> nodes = new ArrayList<>();
        for (Vertex box : boxes) {
            nodes.add(new HasseNode(classes.get(box.node), classes.get(box.node).stream().map(levels::get).toList(),
                    box.rank, box.x, y(box.rank, top), box.width, BOX_HEIGHT));
        }
        List<HasseEdge> edges = new ArrayList<>();
        for (int i = 0; i < covers.size(); i++) {
            List<Vertex> chain = chains.get(i);
            List<Point> route = new ArrayList<>();
            route.add(new Point(chain.get(0).centre(), y(chain.get(0).rank, top)));
            for (Vertex bend : chain.subList(1, chain.size() - 1)) {
                route.add(new Point(bend.centre(), y(bend.rank, top) + BOX_HEIGHT));
                route.add(new Point(bend.centre(), y(bend.rank, top)));
            }
            Vertex last = chain.get(chain.size() - 1);
            route.add(new Point(last.centre(), y(last.rank, top) + BOX_HEIGHT));
            edges.add(new HasseEdge(covers.get(i)[0], covers.get(i)[1], route));
        }
        return new HasseDiagram(nodes, edges, width + 2 * MARGIN, 2 * MARGIN + top * RANK_PITCH + BOX_HEIGHT);
    }

    private String label(int c) {
        return String.join(" = ", classes.get(c).stream().map(levels::get).toList());
    }

    private static double y(int rank, int top) {
        return MARGIN + (top - rank) * RANK_PITCH;
    }

    private boolean known(int a, int b, boolean value) {
        return implies.get(a).get(b).map(v -> v == value).orElse(false);
    }

    /** Groups equivalent levels and finds the covering pairs between the groups. */
    private void classify() {
        int n = levels.size();
        boolean[] placed = new boolean[n];
        for (int i = 0; i < n; i++) {
            if (placed[i]) {
                continue;
            }
            List<Integer> members = new ArrayList<>();
            for (int j = i; j < n; j++) {
                if (!placed[j] && (j == i || known(i, j, true) && known(j, i, true))) {
                    members.add(j);
                    placed[j] = true;
                }
            }
            classes.add(members);
        }
        int k = classes.size();
        for (int a = 0; a < k; a++) {
            for (int b = 0; b < k; b++) {
                if (!strict(a, b)) {
                    continue;
                }
                boolean covering = true;
                for (int c = 0; c < k && covering; c++) {
                    covering = !(strict(a, c) && strict(c, b));
                }
                if (covering) {
                    covers.add(new int[] {a, b});
                }
            }
        }
    }

    private boolean strict(int a, int b) {
        int x = classes.get(a).get(0);
        int y = classes.get(b).get(0);
        return a != b && known(x, y, true) && known(y, x, false);
    }

    /** The rank of each class: the number of classes on the longest chain of covers below it. */
    private int[] ranks() {
        int[] rank = new int[classes.size()];
        boolean changed = true;
        for (int round = 0; changed && round <= classes.size(); round++) {
            changed = false;
            for (int[] cover : covers) {
                if (rank[cover[1]] < rank[cover[0]] + 1) {
                    rank[cover[1]] = rank[cover[0]] + 1;
                    changed = true;
                }
            }
        }
        return rank;
    }

    /** Orders each rank by the mean position of its neighbours, sweeping up and down. */
    private static void order(List<List<Vertex>> ranks) {
        for (List<Vertex> rank : ranks) {
            number(rank);
        }
        for (int sweep = 0; sweep < SWEEPS; sweep++) {
            boolean up = sweep % 2 == 0;
            for (int i = 0; i < ranks.size(); i++) {
                List<Vertex> rank = ranks.get(up ? i : ranks.size() - 1 - i);
                Map<Vertex, Double> mean = new HashMap<>();
                for (Vertex v : rank) {
                    List<Vertex> neighbours = up ? v.below : v.above;
                    mean.put(v, neighbours.isEmpty() ? v.position
                            : neighbours.stream().mapToDouble(u -> u.position).average().orElse(v.position));
                }
                rank.sort(Comparator.comparingDouble(mean::get));
                number(rank);
            }
        }
    }

    private static void number(List<Vertex> rank) {
        for (int i = 0; i < rank.size(); i++) {
            rank.get(i).position = i;
        }
    }

    /** Places each rank centred, its vertices spaced by the gap; returns the widest rank's width. */
    private static double place(List<List<Vertex>> ranks) {
        double widest = 0;
        for (List<Vertex> rank : ranks) {
            widest = Math.max(widest, rankWidth(rank));
        }
        for (List<Vertex> rank : ranks) {
            double x = MARGIN + (widest - rankWidth(rank)) / 2;
            for (Vertex v : rank) {
                v.x = x;
                x += v.width + GAP;
            }
        }
        return widest;
    }

    private static double rankWidth(List<Vertex> rank) {
        return rank.stream().mapToDouble(v -> v.width).sum() + GAP * Math.max(0, rank.size() - 1);
    }
}
