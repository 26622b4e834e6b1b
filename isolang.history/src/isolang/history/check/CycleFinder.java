// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;

import isolang.history.model.IntList;

/**
 * Cycles of a directed graph given as edge arrays: the strongly connected components (Tarjan's
 * algorithm without recursion, so millions of nodes do not overflow the stack) and, in each
 * component with a cycle, one cycle through a chosen root with the fewest "inferred" edges and
 * then the fewest edges (Dijkstra on that lexicographic cost). Shared by the weak checkers'
 * constraint graph and the strong checkers' dependency graphs.
 */
public final class CycleFinder {

    /** How many nodes the search visits between two reports to the progress listener. */
    private static final int REPORT_EVERY = 1 << 16;

    private final int nodes;
    private final int[] from;
    private final int[] to;
    private final boolean[] inferred;
    private final int[] start;
    private final int[] adjacent;
    private final ProgressListener progress;
    /** Dijkstra's distances and predecessor edges, allocated once and reset after each search. */
    private long[] distance;
    private int[] via;

    private CycleFinder(int nodes, int[] from, int[] to, boolean[] inferred, ProgressListener progress) {
        this.nodes = nodes;
        this.progress = progress;
        this.from = from;
        this.to = to;
        this.inferred = inferred;
        int edges = from.length;
        start = new int[nodes + 1];
        for (int e = 0; e < edges; e++) {
            start[from[e] + 1]++;
        }
        for (int n = 0; n < nodes; n++) {
            start[n + 1] += start[n];
        }
        adjacent = new int[edges];
        int[] fill = Arrays.copyOf(start, nodes);
        for (int e = 0; e < edges; e++) {
            adjacent[fill[from[e]]++] = e;
        }
    }

    /**
     * One short cycle (as edge indices, in order) per strongly connected component with a cycle,
     * at most {@code limit}, smallest components first.
     *
     * @param nodes the number of nodes
     * @param from the source of every edge
     * @param to the target of every edge
     * @param inferred which edges count as inferred (cycles with fewer are preferred)
     * @param limit the most cycles to return
     */
    public static List<int[]> cycles(int nodes, int[] from, int[] to, boolean[] inferred, int limit) {
        return cycles(nodes, from, to, inferred, limit, ProgressListener.NONE);
    }

    /**
     * {@link #cycles(int, int[], int[], boolean[], int)}, telling {@code progress} about the
     * nodes visited (phase {@code cycles}) every {@value #REPORT_EVERY} steps.
     *
     * @throws CancellationException when {@code progress} throws it to stop the search
     */
    public static List<int[]> cycles(int nodes, int[] from, int[] to, boolean[] inferred, int limit,
            ProgressListener progress) {
        return find(nodes, from, to, inferred, limit, progress).cycles();
    }

    /**
     * The cycles of {@link #cycles(int, int[], int[], boolean[], int, ProgressListener)} and the
     * number of strongly connected components with a cycle (all of them, also beyond the limit).
     *
     * @param cycles one short cycle per component with a cycle, at most the limit, as edge indices
     * @param cyclicComponents how many components have a cycle: the number of distinct cycle
     *     violations, each component counted once however many cycles it holds
     */
    public record Found(List<int[]> cycles, int cyclicComponents) {
        /** Freezes the list. */
        public Found {
            cycles = List.copyOf(cycles);
        }
    }

    /**
     * {@link #cycles(int, int[], int[], boolean[], int, ProgressListener)} with the number of
     * components that have a cycle. The cycle search of one component visits that component only.
     *
     * @throws CancellationException when {@code progress} throws it to stop the search
     */
    public static Found find(int nodes, int[] from, int[] to, boolean[] inferred, int limit,
            ProgressListener progress) {
        return new CycleFinder(nodes, from, to, inferred, progress).search(limit);
    }

    private Found search(int limit) {
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
        for (int e = 0; e < from.length; e++) {
            int c = component[from[e]];
            if (c == component[to[e]] && (size[c] > 1 || from[e] == to[e])) {
                cyclic[c] = true;
                if (root[c] < 0 || inferred[e]) {
                    root[c] = from[e];
                }
            }
        }
        Integer[] order = new Integer[count];
        for (int c = 0; c < count; c++) {
            order[c] = c;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(size[a], size[b]));
        List<int[]> cycles = new ArrayList<>();
        int cyclicComponents = 0;
        for (int c : order) {
            if (cyclic[c]) {
                cyclicComponents++;
                if (cycles.size() < limit) {
                    cycles.add(shortestCycle(root[c], component));
                }
            }
        }
        return new Found(cycles, cyclicComponents);
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
                    int w = to[adjacent[callEdge[depth]++]];
                    if (index[w] < 0) {
                        if ((counter & (REPORT_EVERY - 1)) == 0) {
                            progress.phase("cycles", counter, nodes);
                        }
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
    private int[] shortestCycle(int root, int[] component) {
        int c = component[root];
        long inferredCost = nodes + 1L;
        if (distance == null) {
            distance = new long[nodes];
            via = new int[nodes];
            Arrays.fill(distance, Long.MAX_VALUE);
        }
        IntList reached = new IntList();
        distance[root] = 0;
        reached.add(root);
        LongHeap heap = new LongHeap();
        heap.push(0, root);
        long best = Long.MAX_VALUE;
        int closing = -1;
        long steps = 0;
        while (!heap.isEmpty()) {
            if ((++steps & (REPORT_EVERY - 1)) == 0) {
                progress.phase("cycles", steps, nodes);
            }
            long d = heap.topKey();
            int v = heap.pop();
            if (d > distance[v] || d >= best) {
                continue;
            }
            for (int i = start[v]; i < start[v + 1]; i++) {
                int e = adjacent[i];
                int w = to[e];
                if (component[w] != c) {
                    continue;
                }
                long next = d + (inferred[e] ? inferredCost : 1);
                if (w == root) {
                    if (next < best) {
                        best = next;
                        closing = e;
                    }
                } else if (next < distance[w]) {
                    if (distance[w] == Long.MAX_VALUE) {
                        reached.add(w);
                    }
                    distance[w] = next;
                    via[w] = e;
                    heap.push(next, w);
                }
            }
        }
        List<Integer> cycle = new ArrayList<>();
        int e = closing;
        while (true) {
            cycle.add(e);
            int source = from[e];
            if (source == root) {
                break;
            }
            e = via[source];
        }
        for (int i = 0; i < reached.size(); i++) {
            distance[reached.get(i)] = Long.MAX_VALUE;
        }
        java.util.Collections.reverse(cycle);
        return cycle.stream().mapToInt(Integer::intValue).toArray();
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
