// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import java.util.List;

import isolang.history.check.EdgeKind;
import isolang.history.model.CompactHistory;
import isolang.history.model.IntList;

/**
 * VeriStrong's pruning of 1-width cycles (Alg. 5, rules WW-ELIM and WW-INTRO), on the graph the
 * level requires to be acyclic: an orientation of a version-order pair whose edges (its
 * version-order edge and the anti-dependencies it derives, composed as the level requires) would
 * close a cycle with the known edges alone is impossible, so the other orientation is forced
 * and its edges become known; both impossible means the history violates the level. Reachability
 * in the known graph is kept per session as the earliest reachable position (a transaction
 * reaches everything after it in its session), so a query is one comparison. Passes repeat until
 * nothing more is forced, or a pass forces less than 2% of the open pairs (the search does the
 * rest); the known graph of the end is handed on.
 */
final class Pruner {

    /** Do not keep per-session reachability for more than this many entries (transactions × sessions). */
    private static final long MAX_CLOCK_ENTRIES = 60_000_000L;
    private static final int MAX_PASSES = 6;

    /**
     * What pruning found.
     *
     * @param forced the literals forced, as unit clauses
     * @param conflict the dependency edges of a cycle every choice closes, or null
     * @param passes the passes made
     * @param known the graph of the known edges at the end, as the level induces it (null after a conflict or when
     *     reachability would be too large)
     * @param reach its reachability, or null
     */
    record Result(int[] forced, int[] conflict, int passes, InducedGraph known, Reachability reach) {
    }

    private final Polygraph p;
    private final StrongLevel level;
    private final DependencyGraph graph;
    private final CompactHistory h;
    /** The edges whose condition has a literal, grouped by literal ({@link #slot}): CSR offsets and edges. */
    private final int[] literalStart;
    private final int[] literalEdges;
    private final boolean[] decided;

    private Pruner(Polygraph p, StrongLevel level) {
        this.p = p;
        this.level = level;
        this.graph = p.graph;
        this.h = p.index.history();
        int variables = p.variables();
        literalStart = new int[2 * variables + 3];
        for (int e = 0; e < graph.edgeCount(); e++) {
            count(graph.literal1(e));
            count(graph.literal2(e));
        }
        for (int i = 1; i < literalStart.length; i++) {
            literalStart[i] += literalStart[i - 1];
        }
        literalEdges = new int[literalStart[literalStart.length - 1]];
        int[] fill = java.util.Arrays.copyOf(literalStart, literalStart.length - 1);
        for (int e = 0; e < graph.edgeCount(); e++) {
            place(graph.literal1(e), e, fill);
            place(graph.literal2(e), e, fill);
        }
        decided = new boolean[variables + 1];
    }

    private void count(int literal) {
        if (literal != 0) {
            literalStart[slot(literal) + 1]++;
        }
    }

    private void place(int literal, int e, int[] fill) {
        if (literal != 0) {
            literalEdges[fill[slot(literal)]++] = e;
        }
    }

    private static int slot(int literal) {
        return literal > 0 ? 2 * literal : -2 * literal + 1;
    }

    /** Prunes; the polygraph's graph is updated (forced edges become known). */
    static Result prune(Polygraph p, StrongLevel level) {
        return new Pruner(p, level).run();
    }

    private Result run() {
        IntList forced = new IntList();
        for (int i = 0; i < p.units.size(); i++) {
            force(p.units.get(i), forced);
        }
        int passes = 0;
        while (true) {
            passes++;
            InducedGraph known = InducedGraph.of(graph, level, null);
            Reachability reach = Reachability.of(known, h, MAX_CLOCK_ENTRIES);
            if (reach == null) {
                return new Result(forced.toArray(), null, passes, null, null);
            }
            if (reach.cyclic()) {
                return new Result(forced.toArray(), known.cycles(1).get(0), passes, null, null);
            }
            if (passes > MAX_PASSES) {
                return new Result(forced.toArray(), null, passes - 1, known, reach);
            }
            KnownAdjacency adjacency = new KnownAdjacency(graph, level);
            int before = forced.size();
            int open = 0;
            for (int v = 1; v < decided.length; v++) {
                if (decided[v] || p.varKey.get(v) < 0) {
                    continue;
                }
                open++;
                int[] cyclePositive = closesCycle(v, reach, adjacency);
                int[] cycleNegative = closesCycle(-v, reach, adjacency);
                if (cyclePositive != null && cycleNegative != null) {
                    return new Result(forced.toArray(), conflict(cyclePositive, known), passes, null, null);
                }
                if (cyclePositive != null) {
                    force(-v, forced);
                } else if (cycleNegative != null) {
                    force(v, forced);
                }
            }
            if (forced.size() == before) {
                return new Result(forced.toArray(), null, passes, known, reach);
            }
            if ((forced.size() - before) * 50L < open) {
                passes = MAX_PASSES;
            }
        }
    }

    private void force(int literal, IntList forced) {
        int v = Math.abs(literal);
        if (decided[v]) {
            return;
        }
        decided[v] = true;
        forced.add(literal);
        for (int i = literalStart[slot(literal)]; i < literalStart[slot(literal) + 1]; i++) {
            graph.assume(literalEdges[i], literal);
        }
    }

    /**
     * The closing edge (source, target, and the dependency edges it stands for) if the edges of
     * {@code literal} close a cycle with the known graph, else null.
     */
    private int[] closesCycle(int literal, Reachability reach, KnownAdjacency adjacency) {
        for (int i = literalStart[slot(literal)]; i < literalStart[slot(literal) + 1]; i++) {
            int e = literalEdges[i];
            int other = graph.literal1(e) == literal ? graph.literal2(e) : graph.literal1(e);
            if (other != 0) {
                continue;
            }
            int source = graph.from(e);
            int target = graph.to(e);
            EdgeKind kind = graph.kind(e);
            if ((kind != EdgeKind.RW || level.antiDependencyAlone()) && reach.reaches(target, source)) {
                return new int[] {source, target, e};
            }
            if (kind == EdgeKind.RW && !level.antiDependencyAlone()) {
                for (int in : adjacency.composableInto(source)) {
                    if (reach.reaches(target, graph.from(in))) {
                        return new int[] {graph.from(in), target, in, e};
                    }
                }
            }
            if (kind == EdgeKind.WW && level.composesVersionOrderWithAntiDependency()) {
                for (int out : adjacency.antiDependenciesFrom(target)) {
                    if (reach.reaches(graph.to(out), source)) {
                        return new int[] {source, graph.to(out), e, out};
                    }
                }
            }
        }
        return null;
    }

    /** The dependency edges of the cycle closed by {@code closing}: a known path back, then the closing edges. */
    private int[] conflict(int[] closing, InducedGraph known) {
        List<Integer> path = known.path(closing[1], closing[0]);
        IntList cycle = new IntList();
        for (int i = 2; i < closing.length; i++) {
            cycle.add(closing[i]);
        }
        for (int e : path) {
            cycle.add(known.dependencyEdge(e));
        }
        return cycle.toArray();
    }
}
