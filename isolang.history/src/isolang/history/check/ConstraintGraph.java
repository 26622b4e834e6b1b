// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.ArrayList;
import java.util.List;

import isolang.history.model.IntList;

/**
 * A graph on transactions whose edges say "must commit before", each with its justification:
 * session order, write–read, and the commit-order edges a level forces. Edges are kept in
 * primitive arrays; {@link #cycles} reports one short cycle per strongly connected component
 * ({@link CycleFinder}), preferring cycles with the fewest inferred edges (AWDIT §3.7: the
 * weaker, more serious anomaly) and then the fewest edges.
 */
public final class ConstraintGraph extends EdgeList {

    private final int nodes;
    private final IntList other = new IntList(1024);
    private final List<String> axioms = new ArrayList<>();

    /** A graph on {@code nodes} transactions. */
    public ConstraintGraph(int nodes) {
        this.nodes = nodes;
    }

    /** Adds an edge {@code from -> to}; see {@link CycleEdge} for the justification fields. */
    public void add(int fromTxn, int toTxn, EdgeKind edgeKind, int edgeKey, int edgeRead, int edgeOther) {
        addEdge(fromTxn, toTxn, edgeKind, edgeKey, edgeRead);
        other.add(edgeOther);
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

    /** The number of edges that are inferred rather than read off the history. */
    public int inferredCount() {
        int n = 0;
        for (int e = 0; e < edgeCount(); e++) {
            n += kind(e).inferred() ? 1 : 0;
        }
        return n;
    }

    /**
     * One short cycle per strongly connected component that has one, at most {@code limit} of
     * them, smallest components first.
     */
    public List<List<CycleEdge>> cycles(int limit) {
        return cycles(limit, ProgressListener.NONE);
    }

    /**
     * {@link #cycles(int)}, telling {@code progress} about the search (which may stop it by
     * throwing {@link java.util.concurrent.CancellationException}).
     */
    public List<List<CycleEdge>> cycles(int limit, ProgressListener progress) {
        return findCycles(limit, progress).cycles();
    }

    /**
     * The cycles found and how many strongly connected components have one.
     *
     * @param cycles one short justified cycle per component with a cycle, at most the limit asked for
     * @param components the number of components with a cycle, also those beyond the limit
     */
    public record Cycles(List<List<CycleEdge>> cycles, int components) {
        /** Freezes the list. */
        public Cycles {
            cycles = List.copyOf(cycles);
        }
    }

    /**
     * {@link #cycles(int, ProgressListener)} with the number of strongly connected components
     * that have a cycle (each a distinct violation).
     */
    public Cycles findCycles(int limit, ProgressListener progress) {
        int edges = edgeCount();
        boolean[] inferred = new boolean[edges];
        for (int e = 0; e < edges; e++) {
            inferred[e] = kind(e).inferred();
        }
        CycleFinder.Found found = CycleFinder.find(nodes, sources(), targets(), inferred, limit, progress);
        List<List<CycleEdge>> cycles = new ArrayList<>();
        for (int[] cycle : found.cycles()) {
            List<CycleEdge> edgesOfCycle = new ArrayList<>();
            for (int e : cycle) {
                edgesOfCycle.add(edge(e));
            }
            cycles.add(edgesOfCycle);
        }
        return new Cycles(cycles, found.cyclicComponents());
    }

    /** Whether the graph has a cycle. */
    public boolean hasCycle() {
        return !cycles(1).isEmpty();
    }

    private CycleEdge edge(int e) {
        EdgeKind edgeKind = kind(e);
        boolean forced = edgeKind == EdgeKind.FORCED;
        return new CycleEdge(from(e), to(e), edgeKind, key(e), read(e), forced ? -1 : other.get(e),
                forced ? axioms.get(other.get(e)) : "");
    }
}
