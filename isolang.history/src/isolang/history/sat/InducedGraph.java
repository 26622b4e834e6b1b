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
 * followed by an anti-dependency. Each induced edge remembers the one or two dependency edges it
 * stands for, so a cycle maps back to the literals that caused it.
 */
final class InducedGraph {

    private final DependencyGraph graph;
    private final IntList from = new IntList();
    private final IntList to = new IntList();
    private final IntList firstEdge = new IntList();
    private final IntList secondEdge = new IntList();
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
        int edges = graph.edgeCount();
        int nodes = graph.nodes();
        boolean[] holds = new boolean[edges];
        int[] rwStart = new int[nodes + 1];
        for (int e = 0; e < edges; e++) {
            holds[e] = assignment == null ? graph.isKnown(e) : graph.holds(e, assignment);
            if (holds[e] && graph.kind(e) == EdgeKind.RW) {
                rwStart[graph.from(e) + 1]++;
            }
        }
        for (int n = 0; n < nodes; n++) {
            rwStart[n + 1] += rwStart[n];
        }
        int[] rwOut = new int[rwStart[nodes]];
        int[] fill = Arrays.copyOf(rwStart, nodes);
        for (int e = 0; e < edges; e++) {
            if (holds[e] && graph.kind(e) == EdgeKind.RW) {
                rwOut[fill[graph.from(e)]++] = e;
            }
        }
        for (int e = 0; e < edges; e++) {
            if (!holds[e]) {
                continue;
            }
            EdgeKind kind = graph.kind(e);
            if (kind == EdgeKind.RW) {
                if (level.antiDependencyAlone()) {
                    induced.add(graph.from(e), graph.to(e), e, -1);
                }
                continue;
            }
            induced.add(graph.from(e), graph.to(e), e, -1);
            if (level.antiDependencyAlone() || (kind == EdgeKind.WW && !level.composesVersionOrderWithAntiDependency())) {
                continue;
            }
            int middle = graph.to(e);
            for (int i = rwStart[middle]; i < rwStart[middle + 1]; i++) {
                induced.add(graph.from(e), graph.to(rwOut[i]), e, rwOut[i]);
            }
        }
        return induced;
    }

    private void add(int source, int target, int edge1, int edge2) {
        outStart = null;
        from.add(source);
        to.add(target);
        firstEdge.add(edge1);
        secondEdge.add(edge2);
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

    /** The dependency edges induced edge {@code e} stands for (one or two). */
    int[] dependencyEdges(int e) {
        return secondEdge.get(e) < 0 ? new int[] {firstEdge.get(e)} : new int[] {firstEdge.get(e), secondEdge.get(e)};
    }

    /**
     * A topological order of the nodes {@code 0 .. nodes-1} that starts with node 0 (the initial
     * transaction), or null if the graph has a cycle.
     */
    int[] topologicalOrder(int nodes) {
        int[] pending = new int[nodes];
        for (int e = 0; e < from.size(); e++) {
            pending[to.get(e)]++;
        }
        int[] start = outStart();
        int[] out = outEdges();
        int[] order = new int[nodes];
        int tail = 0;
        order[tail++] = 0;
        for (int n = 1; n < nodes; n++) {
            if (pending[n] == 0) {
                order[tail++] = n;
            }
        }
        if (pending[0] != 0) {
            return null;
        }
        for (int head = 0; head < tail; head++) {
            int n = order[head];
            for (int i = start[n]; i < start[n + 1]; i++) {
                if (--pending[to.get(out[i])] == 0) {
                    order[tail++] = to.get(out[i]);
                }
            }
        }
        return tail == nodes ? order : null;
    }

    /** The first index of every node's outgoing edges in {@link #outEdges()} (built once). */
    private int[] outStart() {
        if (outStart == null) {
            int nodes = graph.nodes();
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
        int nodes = graph.nodes();
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
            conditional[e] = !graph.isKnown(firstEdge.get(e)) || (secondEdge.get(e) >= 0 && !graph.isKnown(secondEdge.get(e)));
        }
        List<int[]> cycles = new ArrayList<>();
        for (int[] cycle : CycleFinder.cycles(graph.nodes(), from.toArray(), to.toArray(), conditional, limit)) {
            IntList edgesOfCycle = new IntList();
            for (int e : cycle) {
                for (int d : dependencyEdges(e)) {
                    edgesOfCycle.add(d);
                }
            }
            cycles.add(edgesOfCycle.toArray());
        }
        return cycles;
    }
}
