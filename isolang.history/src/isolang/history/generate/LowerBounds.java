// SPDX-License-Identifier: EPL-2.0
package isolang.history.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.TxnStatus;

/**
 * AWDIT's lower-bound constructions (§4 of the paper, §3.8 of the reference): histories built
 * from an undirected graph that violate the level exactly when the graph has a triangle, of size
 * O(|E|); checking them is as hard as finding triangles, which makes them stress inputs.
 * Node {@code a} writes value {@code a+1}.
 */
public final class LowerBounds {

    private LowerBounds() {
    }

    /**
     * The general construction: per node a, a reader {@code t_a^R} (for each edge {b,a}: reads
     * {@code x^a_b = b}, then for each edge {b,a}: reads {@code x_b = b}) and a writer {@code t_a^W}
     * (for each edge {a,b}: writes {@code x_b = a} and {@code x^b_a = a}; and {@code x_a = a});
     * every transaction in its own session (all writers first, in one session, with
     * {@code oneSession}). It satisfies causal consistency if the graph has no triangle and
     * violates Read Committed if it has one.
     */
    public static CompactHistory general(int nodes, List<int[]> edges, boolean oneSession) {
        List<List<Integer>> neighbours = neighbours(nodes, edges);
        HistoryBuilder b = new HistoryBuilder("lower bound (general)", false, 0);
        int shared = oneSession ? b.newSession(1, null) : -1;
        long label = 0;
        for (int a = 0; a < nodes; a++) {
            int t = b.newTransaction(oneSession ? shared : b.newSession(label + 1, null), ++label, TxnStatus.COMMITTED);
            for (int n : neighbours.get(a)) {
                b.write(t, b.key(n), b.value(a + 1));
                b.write(t, b.key(pairKey(nodes, n, a)), b.value(a + 1));
            }
            b.write(t, b.key(a), b.value(a + 1));
        }
        for (int a = 0; a < nodes; a++) {
            int t = b.newTransaction(oneSession ? shared : b.newSession(label + 1, null), ++label, TxnStatus.COMMITTED);
            for (int n : neighbours.get(a)) {
                b.read(t, b.key(pairKey(nodes, a, n)), b.value(n + 1));
            }
            for (int n : neighbours.get(a)) {
                b.read(t, b.key(n), b.value(n + 1));
            }
        }
        return b.build();
    }

    /**
     * The Read Atomic construction with two sessions: the writers {@code t_a^W} (for each edge
     * {a,b}: writes {@code x_b = a}; and {@code x_a = a}) in one session, the readers {@code t_a^R}
     * (for each edge {b,a}: reads {@code x_b = b}) in the other. It violates Read Atomic exactly
     * when the graph has a triangle.
     */
    public static CompactHistory readAtomic(int nodes, List<int[]> edges) {
        List<List<Integer>> neighbours = neighbours(nodes, edges);
        HistoryBuilder b = new HistoryBuilder("lower bound (Read Atomic)", false, 0);
        int writers = b.newSession(1, null);
        int readers = b.newSession(2, null);
        long label = 0;
        for (int a = 0; a < nodes; a++) {
            int t = b.newTransaction(writers, ++label, TxnStatus.COMMITTED);
            for (int n : neighbours.get(a)) {
                b.write(t, b.key(n), b.value(a + 1));
            }
            b.write(t, b.key(a), b.value(a + 1));
        }
        for (int a = 0; a < nodes; a++) {
            int t = b.newTransaction(readers, ++label, TxnStatus.COMMITTED);
            for (int n : neighbours.get(a)) {
                b.read(t, b.key(n), b.value(n + 1));
            }
        }
        return b.build();
    }

    private static long pairKey(int nodes, int a, int b) {
        return nodes + (long) a * nodes + b;
    }

    private static List<List<Integer>> neighbours(int nodes, List<int[]> edges) {
        List<List<Integer>> neighbours = new ArrayList<>();
        for (int a = 0; a < nodes; a++) {
            neighbours.add(new ArrayList<>());
        }
        for (int[] edge : edges) {
            neighbours.get(edge[0]).add(edge[1]);
            neighbours.get(edge[1]).add(edge[0]);
        }
        return neighbours;
    }

    /** A random graph without triangles (a random bipartite graph) with about {@code edges} edges. */
    public static List<int[]> triangleFree(int nodes, int edges, Random random) {
        List<int[]> found = new ArrayList<>();
        java.util.Set<Long> seen = new java.util.HashSet<>();
        int half = Math.max(1, nodes / 2);
        for (int i = 0; i < edges * 4 && found.size() < edges && nodes > 1; i++) {
            int a = random.nextInt(half);
            int b = half + random.nextInt(Math.max(1, nodes - half));
            if (b < nodes && seen.add((long) a * nodes + b)) {
                found.add(new int[] {a, b});
            }
        }
        return found;
    }

    /** {@code graph} with one triangle added on three random nodes. */
    public static List<int[]> withTriangle(int nodes, List<int[]> graph, Random random) {
        List<int[]> edges = new ArrayList<>(graph);
        int a = random.nextInt(nodes);
        int b = (a + 1 + random.nextInt(nodes - 1)) % nodes;
        int c = a;
        while (c == a || c == b) {
            c = random.nextInt(nodes);
        }
        for (int[] e : new int[][] {{a, b}, {b, c}, {a, c}}) {
            boolean present = edges.stream()
                    .anyMatch(x -> (x[0] == e[0] && x[1] == e[1]) || (x[0] == e[1] && x[1] == e[0]));
            if (!present) {
                edges.add(e);
            }
        }
        return edges;
    }
}
