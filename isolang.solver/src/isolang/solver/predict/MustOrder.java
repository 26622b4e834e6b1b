// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.ReadFrom;
import isolang.solver.history.Transaction;

/**
 * The must-order of a history computed in plain Java as a least fixpoint (IsoPredict §4.2.2):
 * start from {@code so ∪ wr}, add {@code ww} and {@code rw} edges justified by the transitive
 * closure of the edges so far, until nothing changes. Every edge has a derivation, so a cycle
 * proves the history unserializable. The fast mode's second, independent path, and the
 * explanation of its answers: the cycle, edge by edge (the IDE and {@code --out} draw it).
 */
public final class MustOrder {

    /** Why one transaction must precede another. */
    public enum Kind {
        /** Session order. */
        SO,
        /** The second reads the first's write. */
        WR,
        /** Both write the object; a reader of the second's write, other than the first, follows the first. */
        WW,
        /** The first reads the object from a writer that precedes the second, which writes it too. */
        RW
    }

    /**
     * One derived edge.
     *
     * @param from the earlier transaction's id
     * @param to the later transaction's id
     * @param kind why
     * @param object the object of a {@code wr}, {@code ww} or {@code rw} edge, -1 for {@code so}
     */
    public record Edge(int from, int to, Kind kind, int object) {

        /** The relation's name, {@code so}, {@code wr}, {@code ww} or {@code rw}. */
        public String relation() {
            return kind.name().toLowerCase(java.util.Locale.ROOT);
        }

        /** The edge in words: {@code rw(x)}, or {@code so}. */
        public String label() {
            return relation() + (object < 0 ? "" : "(" + ObjectNames.of(object) + ")");
        }
    }

    private MustOrder() {
    }

    /**
     * A shortest cycle of the least-fixpoint must-order of {@code history}, if it has one
     * (preferring cycles that avoid the initial transaction).
     */
    public static Optional<List<Edge>> cycle(History history) {
        List<Integer> ids = new ArrayList<>(List.of(Transaction.INITIAL));
        history.transactions().forEach(t -> ids.add(t.id()));
        Map<Integer, Integer> node = new HashMap<>();
        for (int i = 0; i < ids.size(); i++) {
            node.put(ids.get(i), i);
        }
        int n = ids.size();
        Edge[][] direct = new Edge[n][n];
        for (int a = 1; a < n; a++) {
            direct[0][a] = new Edge(0, ids.get(a), Kind.SO, -1);
            for (int b = 1; b < n; b++) {
                if (a != b && history.sessionOrder(ids.get(a), ids.get(b))) {
                    direct[a][b] = new Edge(ids.get(a), ids.get(b), Kind.SO, -1);
                }
            }
        }
        List<ReadFrom> reads = history.writeReads().stream().filter(r -> r.writer() != r.reader()).toList();
        for (ReadFrom r : reads) {
            direct[node.get(r.writer())][node.get(r.reader())] = new Edge(r.writer(), r.reader(), Kind.WR, r.object());
        }
        boolean changed = true;
        while (changed) {
            boolean[][] order = closure(direct);
            changed = false;
            for (ReadFrom r : reads) {
                int w = node.get(r.writer());
                int reader = node.get(r.reader());
                for (int t = 0; t < n; t++) {
                    if (!writes(history, ids.get(t), r.object())) {
                        continue;
                    }
                    if (t != w && t != reader && order[t][reader] && direct[t][w] == null) {
                        direct[t][w] = new Edge(ids.get(t), r.writer(), Kind.WW, r.object());
                        changed = true;
                    }
                    if (t != reader && t != w && order[w][t] && direct[reader][t] == null) {
                        direct[reader][t] = new Edge(r.reader(), ids.get(t), Kind.RW, r.object());
                        changed = true;
                    }
                }
            }
        }
        Optional<List<Edge>> shortest = Optional.empty();
        for (int pass = 0; pass < 2 && shortest.isEmpty(); pass++) {
            boolean throughInitial = pass == 1;
            for (int start = throughInitial ? 0 : 1; start < n; start++) {
                Optional<List<Edge>> cycle = cycleThrough(direct, start, throughInitial);
                if (cycle.isPresent() && (shortest.isEmpty() || cycle.get().size() < shortest.get().size())) {
                    shortest = cycle;
                }
            }
        }
        return shortest;
    }

    /** The cycle in words: {@code T1 -rw(x)-> T2 -rw(x)-> T1}. */
    public static String describe(List<Edge> cycle) {
        StringBuilder text = new StringBuilder("T" + cycle.get(0).from());
        for (Edge e : cycle) {
            text.append(" -").append(e.label()).append("-> T").append(e.to());
        }
        return text.toString();
    }

    private static boolean writes(History history, int id, int object) {
        return id == Transaction.INITIAL || history.transaction(id).map(t -> t.writes(object)).orElse(false);
    }

    private static boolean[][] closure(Edge[][] direct) {
        int n = direct.length;
        boolean[][] reach = new boolean[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                reach[a][b] = direct[a][b] != null;
            }
        }
        for (int k = 0; k < n; k++) {
            for (int a = 0; a < n; a++) {
                if (reach[a][k]) {
                    for (int b = 0; b < n; b++) {
                        reach[a][b] |= reach[k][b];
                    }
                }
            }
        }
        return reach;
    }

    /**
     * A shortest cycle through {@code start} along direct edges, by breadth-first search; through
     * the initial transaction (node 0) only if {@code throughInitial}, as cycles among the
     * observed transactions read better.
     */
    private static Optional<List<Edge>> cycleThrough(Edge[][] direct, int start, boolean throughInitial) {
        int n = direct.length;
        int[] parent = new int[n];
        java.util.Arrays.fill(parent, -1);
        Deque<Integer> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            int a = queue.poll();
            for (int b = throughInitial ? 0 : 1; b < n; b++) {
                if (direct[a][b] == null) {
                    continue;
                }
                if (b == start) {
                    List<Edge> cycle = new ArrayList<>(List.of(direct[a][b]));
                    for (int c = a; c != start; c = parent[c]) {
                        cycle.add(0, direct[parent[c]][c]);
                    }
                    return Optional.of(cycle);
                }
                if (parent[b] < 0 && b != start) {
                    parent[b] = a;
                    queue.add(b);
                }
            }
        }
        return Optional.empty();
    }
}
