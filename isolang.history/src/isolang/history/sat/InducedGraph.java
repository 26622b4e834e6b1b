// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import isolang.history.check.CycleFinder;
import isolang.history.check.EdgeKind;
import isolang.history.model.IntList;

/**
 * The graph whose acyclicity a strong level requires, induced by the edges of a
 * {@link DependencyGraph} that hold: for serializability the edges themselves; for snapshot
 * isolation every non-anti-dependency edge and every such edge followed by an anti-dependency;
 * for prefix consistency every non-anti-dependency edge and every session or write–read edge
 * followed by an anti-dependency. The compositions are not built (there can be far more of them
 * than dependency edges): every transaction {@code t} gets a second node {@code nodes + t},
 * "just reached {@code t} by an edge an anti-dependency may follow", from which only the
 * anti-dependencies of {@code t} leave. Paths between transactions in this split graph are
 * exactly the paths of the induced graph, so cycles, reachability and topological orders carry
 * over, in time linear in the dependency edges. Each edge stands for one dependency edge, so a
 * cycle maps back to the literals that caused it.
 */
final class InducedGraph {

    private final DependencyGraph graph;
    private final IntList from = new IntList();
    private final IntList to = new IntList();
    private final IntList dependencyEdge = new IntList();
    private int[] outStart;
    private int[] outEdges;

    private InducedGraph(DependencyGraph graph) {
        this.graph = graph;
    }

    /**
     * The induced graph of the edges that hold under {@code assignment} (null: the known edges only).
     */
    static InducedGraph of(DependencyGraph graph, StrongLevel level, boolean[] assignment) {
        InducedGraph induced = new InducedGraph(graph);
        int nodes = graph.nodes();
        for (int e = 0; e < graph.edgeCount(); e++) {
            if (assignment == null ? !graph.isKnown(e) : !graph.holds(e, assignment)) {
                continue;
            }
            EdgeKind kind = graph.kind(e);
            if (kind == EdgeKind.RW) {
                induced.add(level.antiDependencyAlone() ? graph.from(e) : nodes + graph.from(e), graph.to(e), e);
                continue;
            }
            induced.add(graph.from(e), graph.to(e), e);
            if (!level.antiDependencyAlone()
                    && (kind != EdgeKind.WW || level.composesVersionOrderWithAntiDependency())) {
                induced.add(graph.from(e), nodes + graph.to(e), e);
            }
        }
        return induced;
    }

    /** The number of nodes: every transaction and its second node. */
    int nodeCount() {
        return 2 * graph.nodes();
    }

    private void add(int source, int target, int edge) {
        outStart = null;
        from.add(source);
        to.add(target);
        dependencyEdge.add(edge);
    }

    /** The number of induced edges. */
    int edgeCount() {
        return from.size();
    }

    int from(int e) {
        return from.get(e);
    }

    int to(int e) {
        return to.get(e);
    }

    /** The dependency edge induced edge {@code e} stands for. */
    int dependencyEdge(int e) {
        return dependencyEdge.get(e);
    }

    /**
     * A topological order of the transactions that starts with the initial transaction (a commit
     * order), or null if the graph has a cycle.
     */
    int[] commitOrder() {
        int all = nodeCount();
        int[] pending = new int[all];
        for (int e = 0; e < from.size(); e++) {
            pending[to.get(e)]++;
        }
        if (pending[0] != 0) {
            return null;
        }
        int[] start = outStart();
        int[] out = outEdges();
        int[] queue = new int[all];
        int tail = 0;
        queue[tail++] = 0;
        for (int n = 1; n < all; n++) {
            if (pending[n] == 0) {
                queue[tail++] = n;
            }
        }
        for (int head = 0; head < tail; head++) {
            int n = queue[head];
            for (int i = start[n]; i < start[n + 1]; i++) {
                if (--pending[to.get(out[i])] == 0) {
                    queue[tail++] = to.get(out[i]);
                }
            }
        }
        if (tail < all) {
            return null;
        }
        int[] order = new int[graph.nodes()];
        int placed = 0;
        for (int n : queue) {
            if (n < order.length) {
                order[placed++] = n;
            }
        }
        return order;
    }

    /** The first index of every node's outgoing edges in {@link #outEdges()} (built once). */
    private int[] outStart() {
        if (outStart == null) {
            int nodes = nodeCount();
            outStart = new int[nodes + 1];
            for (int e = 0; e < from.size(); e++) {
                outStart[from.get(e) + 1]++;
            }
            for (int n = 0; n < nodes; n++) {
                outStart[n + 1] += outStart[n];
            }
            outEdges = new int[from.size()];
            int[] fill = Arrays.copyOf(outStart, nodes);
            for (int e = 0; e < from.size(); e++) {
                outEdges[fill[from.get(e)]++] = e;
            }
        }
        return outStart;
    }

    /** The edges grouped by source node (built once). */
    private int[] outEdges() {
        outStart();
        return outEdges;
    }

    /** The induced edges of a shortest path from {@code source} to {@code target} (breadth first), or an empty list. */
    List<Integer> path(int source, int target) {
        int nodes = nodeCount();
        int[] via = new int[nodes];
        Arrays.fill(via, -2);
        via[source] = -1;
        int[] start = outStart();
        int[] out = outEdges();
        int[] queue = new int[nodes];
        int head = 0;
        int tail = 0;
        queue[tail++] = source;
        while (head < tail && via[target] == -2) {
            int n = queue[head++];
            for (int i = start[n]; i < start[n + 1]; i++) {
                int next = to.get(out[i]);
                if (via[next] == -2) {
                    via[next] = out[i];
                    queue[tail++] = next;
                }
            }
        }
        List<Integer> path = new ArrayList<>();
        if (via[target] == -2 || source == target) {
            return path;
        }
        for (int n = target; n != source; n = from.get(via[n])) {
            path.add(0, via[n]);
        }
        return path;
    }

    /**
     * Up to {@code limit} cycles, one per strongly connected component, each as the dependency
     * edges along it in order; cycles with fewer conditional edges are preferred.
     */
    List<int[]> cycles(int limit) {
        int edges = from.size();
        boolean[] conditional = new boolean[edges];
        for (int e = 0; e < edges; e++) {
            conditional[e] = !graph.isKnown(dependencyEdge.get(e));
        }
        List<int[]> cycles = new ArrayList<>();
        for (int[] cycle : CycleFinder.cycles(nodeCount(), from.toArray(), to.toArray(), conditional, limit)) {
            IntList edgesOfCycle = new IntList();
            for (int e : cycle) {
                edgesOfCycle.add(dependencyEdge(e));
            }
            cycles.add(edgesOfCycle.toArray());
        }
        return cycles;
    }
}
