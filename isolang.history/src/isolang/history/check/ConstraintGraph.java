// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import isolang.history.model.IntList;

/**
 * A graph on transactions whose edges say "must commit before", each with its justification:
 * session order, write–read, and the commit-order edges a level forces. Edges are kept in
 * primitive arrays; {@link #cycles} finds every strongly connected component with a cycle
 * (iterative Tarjan) and reports one short cycle in each, preferring cycles with the fewest
 * inferred edges (AWDIT §3.7: the weaker, more serious anomaly) and then the fewest edges.
 */
public final class ConstraintGraph {

    private final int nodes;
    private final IntList from = new IntList(1024);
    private final IntList to = new IntList(1024);
    private final IntList kind = new IntList(1024);
    private final IntList key = new IntList(1024);
    private final IntList read = new IntList(1024);
    private final IntList other = new IntList(1024);
    private final List<String> axioms = new ArrayList<>();
    private int[] start;
    private int[] adjacent;

    /** A graph on {@code nodes} transactions. */
    public ConstraintGraph(int nodes) {
        this.nodes = nodes;
    }

    /** Adds an edge {@code from -> to}; see {@link CycleEdge} for the justification fields. */
    public void add(int fromTxn, int toTxn, EdgeKind edgeKind, int edgeKey, int edgeRead, int edgeOther) {
        from.add(fromTxn);
        to.add(toTxn);
        kind.add(edgeKind.ordinal());
        key.add(edgeKey);
        read.add(edgeRead);
        other.add(edgeOther);
        start = null;
    }

    /** Adds an edge forced by the axiom named {@code axiom}. */
    public void addForced(int fromTxn, int toTxn, String axiom, int edgeRead) {
        int index = axioms.indexOf(axiom);
        if (index < 0) {
            index = axioms.size();
            axioms.add(axiom);
        }
        add(fromTxn, toTxn, EdgeKind.FORCED, -1, edgeRead, index);
    }

    /** The number of edges. */
    public int edgeCount() {
        return from.size();
    }

    /** The number of edges that are inferred rather than read off the history. */
    public int inferredCount() {
        int n = 0;
        for (int e = 0; e < kind.size(); e++) {
            n += EdgeKind.values()[kind.get(e)].inferred() ? 1 : 0;
        }
        return n;
    }

    private void freeze() {
        if (start != null) {
            return;
        }
        int edges = from.size();
        start = new int[nodes + 1];
        for (int e = 0; e < edges; e++) {
            start[from.get(e) + 1]++;
        }
        for (int n = 0; n < nodes; n++) {
            start[n + 1] += start[n];
        }
        adjacent = new int[edges];
        int[] fill = Arrays.copyOf(start, nodes);
        for (int e = 0; e < edges; e++) {
            adjacent[fill[from.get(e)]++] = e;
        }
    }

    /**
     * One short cycle per strongly connected component that has one, at most {@code limit} of
     * them, smallest components first.
     */
    public List<List<CycleEdge>> cycles(int limit) {
        freeze();
        int[] component = components();
        int count = 0;
        for (int c : component) {
            count = Math.max(count, c + 1);
        }
        int[] size = new int[count];
        for (int c : component) {
            size[c]++;
        }
        boolean[] cyclic = new boolean[count];
        int[] root = new int[count];
        Arrays.fill(root, -1);
        for (int e = 0; e < from.size(); e++) {
            int c = component[from.get(e)];
            if (c == component[to.get(e)] && (size[c] > 1 || from.get(e) == to.get(e))) {
                cyclic[c] = true;
                if (root[c] < 0 || EdgeKind.values()[kind.get(e)].inferred()) {
                    root[c] = from.get(e);
                }
            }
        }
        Integer[] order = new Integer[count];
        for (int c = 0; c < count; c++) {
            order[c] = c;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(size[a], size[b]));
        List<List<CycleEdge>> cycles = new ArrayList<>();
        for (int c : order) {
            if (cyclic[c] && cycles.size() < limit) {
                cycles.add(shortestCycle(root[c], component));
            }
        }
        return cycles;
    }

    /** Whether the graph has a cycle. */
    public boolean hasCycle() {
        return !cycles(1).isEmpty();
    }

    /** Tarjan's algorithm without recursion; returns the component of every node. */
    private int[] components() {
        int[] index = new int[nodes];
        int[] low = new int[nodes];
        int[] component = new int[nodes];
        boolean[] onStack = new boolean[nodes];
        Arrays.fill(index, -1);
        int[] stack = new int[nodes];
        int stackSize = 0;
        int[] callNode = new int[nodes];
        int[] callEdge = new int[nodes];
        int counter = 0;
        int components = 0;
        for (int s = 0; s < nodes; s++) {
            if (index[s] >= 0) {
                continue;
            }
            int depth = 0;
            callNode[0] = s;
            callEdge[0] = start[s];
            index[s] = low[s] = counter++;
            stack[stackSize++] = s;
            onStack[s] = true;
            while (depth >= 0) {
                int v = callNode[depth];
                if (callEdge[depth] < start[v + 1]) {
                    int w = to.get(adjacent[callEdge[depth]++]);
                    if (index[w] < 0) {
                        index[w] = low[w] = counter++;
                        stack[stackSize++] = w;
                        onStack[w] = true;
                        depth++;
                        callNode[depth] = w;
                        callEdge[depth] = start[w];
                    } else if (onStack[w]) {
                        low[v] = Math.min(low[v], index[w]);
                    }
                    continue;
                }
                if (low[v] == index[v]) {
                    int w;
                    do {
                        w = stack[--stackSize];
                        onStack[w] = false;
                        component[w] = components;
                    } while (w != v);
                    components++;
                }
                depth--;
                if (depth >= 0) {
                    int parent = callNode[depth];
                    low[parent] = Math.min(low[parent], low[v]);
                }
            }
        }
        return component;
    }

    /**
     * The cycle through {@code root} within its component with the fewest inferred edges, then
     * the fewest edges (Dijkstra on the lexicographic cost).
     */
    private List<CycleEdge> shortestCycle(int root, int[] component) {
        int c = component[root];
        long inferredCost = nodes + 1L;
        long[] distance = new long[nodes];
        int[] via = new int[nodes];
        Arrays.fill(distance, Long.MAX_VALUE);
        distance[root] = 0;
        LongHeap heap = new LongHeap();
        heap.push(0, root);
        long best = Long.MAX_VALUE;
        int closing = -1;
        while (!heap.isEmpty()) {
            long d = heap.topKey();
            int v = heap.pop();
            if (d > distance[v] || d >= best) {
                continue;
            }
            for (int i = start[v]; i < start[v + 1]; i++) {
                int e = adjacent[i];
                int w = to.get(e);
                if (component[w] != c) {
                    continue;
                }
                long next = d + (EdgeKind.values()[kind.get(e)].inferred() ? inferredCost : 1);
                if (w == root) {
                    if (next < best) {
                        best = next;
                        closing = e;
                    }
                } else if (next < distance[w]) {
                    distance[w] = next;
                    via[w] = e;
                    heap.push(next, w);
                }
            }
        }
        List<CycleEdge> cycle = new ArrayList<>();
        int e = closing;
        while (true) {
            cycle.add(0, edge(e));
            int source = from.get(e);
            if (source == root) {
                break;
            }
            e = via[source];
        }
        return cycle;
    }

    private CycleEdge edge(int e) {
        EdgeKind edgeKind = EdgeKind.values()[kind.get(e)];
        boolean forced = edgeKind == EdgeKind.FORCED;
        return new CycleEdge(from.get(e), to.get(e), edgeKind, key.get(e), read.get(e), forced ? -1 : other.get(e),
                forced ? axioms.get(other.get(e)) : "");
    }

    /** A binary min-heap of (long key, int value) pairs. */
    private static final class LongHeap {
        private long[] keys = new long[64];
        private int[] values = new int[64];
        private int size;

        void push(long k, int v) {
            if (size == keys.length) {
                keys = Arrays.copyOf(keys, size * 2);
                values = Arrays.copyOf(values, size * 2);
            }
            int i = size++;
            while (i > 0 && keys[(i - 1) / 2] > k) {
                keys[i] = keys[(i - 1) / 2];
                values[i] = values[(i - 1) / 2];
                i = (i - 1) / 2;
            }
            keys[i] = k;
            values[i] = v;
        }

        boolean isEmpty() {
            return size == 0;
        }

        long topKey() {
            return keys[0];
        }

        int pop() {
            int top = values[0];
            long k = keys[--size];
            int v = values[size];
            int i = 0;
            while (2 * i + 1 < size) {
                int child = 2 * i + 1;
                if (child + 1 < size && keys[child + 1] < keys[child]) {
                    child++;
                }
                if (keys[child] >= k) {
                    break;
                }
                keys[i] = keys[child];
                values[i] = values[child];
                i = child;
            }
            keys[i] = k;
            values[i] = v;
            return top;
        }
    }
}
