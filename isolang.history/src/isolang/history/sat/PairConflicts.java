// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import isolang.history.check.EdgeKind;
import isolang.history.model.IntList;
import isolang.history.model.LongIntMap;

/**
 * VeriStrong's 2-width cycles (Alg. 7 and 2, "CanonicalCycle" and "RWCycle"; App. A adapts them
 * to snapshot isolation's composed graph) as binary clauses, on the graph the level requires to
 * be acyclic: for serializability the dependency edges themselves; for snapshot isolation and
 * prefix consistency the edges of the composed graph ({@link InducedGraph}): every
 * non-anti-dependency edge, and every edge an anti-dependency may follow composed with an
 * anti-dependency out of its target. Such an edge holds when the open literals of its
 * dependency edges hold. Two edges that each hold under one literal, {@code a -l1-> b} and
 * {@code c -l2-> d}, close a cycle with the known graph when {@code b ⇝ c} and {@code d ⇝ a},
 * so no acyclic choice makes both literals true ({@code ¬l1 ∨ ¬l2}); an edge that holds under
 * two literals and whose target reaches its source gives the same clause for its two literals
 * (and one that holds under one literal, a unit clause: pruning tests only version orders).
 * The clauses are implied by acyclicity (VeriStrong Thm. E.2), so they keep every verdict; they
 * spare the lazy search the rounds that would find these short cycles one at a time.
 * Reachability is that of the known graph pruning ended with (paths of the level's graph
 * between transactions). The search is quadratic in the open edges, so it stops after
 * {@value #MAX_CHECKS} compositions and pair tests (the clauses found until then are kept:
 * each is implied on its own).
 */
final class PairConflicts {

    /** The most compositions and pairs of open edges tested. */
    static final long MAX_CHECKS = 40_000_000L;

    private final DependencyGraph graph;
    private final Reachability reach;
    private final boolean[] decided;
    /** The edges of the level's graph that hold under one open literal. */
    private final IntList sources = new IntList();
    private final IntList targets = new IntList();
    private final IntList literals = new IntList();
    private final IntList clauses = new IntList();
    private final LongIntMap seen = new LongIntMap();
    private long checks;

    private PairConflicts(Polygraph p, Pruner.Result pruned) {
        this.graph = p.graph;
        this.reach = pruned.reach();
        this.decided = new boolean[p.variables() + 1];
        for (int literal : pruned.forced()) {
            decided[Math.abs(literal)] = true;
        }
    }

    /**
     * The binary clauses (pairs of literals, flattened) of the 2-width cycles of {@code p}'s
     * graph for {@code level} after pruning, or none when pruning kept no reachability.
     */
    static int[] of(Polygraph p, StrongLevel level, Pruner.Result pruned) {
        if (pruned.reach() == null) {
            return new int[0];
        }
        PairConflicts conflicts = new PairConflicts(p, pruned);
        if (level.antiDependencyAlone()) {
            conflicts.dependencyEdges();
        } else {
            conflicts.composedEdges(level);
        }
        conflicts.pairs();
        return conflicts.clauses.toArray();
    }

    /** Serializability: every dependency edge is an edge of the level's graph. */
    private void dependencyEdges() {
        for (int e = 0; e < graph.edgeCount(); e++) {
            edge(graph.from(e), graph.to(e), graph.literal1(e), graph.literal2(e), 0, 0);
        }
    }

    /**
     * Snapshot isolation and prefix consistency: every non-anti-dependency edge, and every
     * composable edge into a transaction followed by an anti-dependency out of it.
     */
    private void composedEdges(StrongLevel level) {
        int nodes = graph.nodes();
        int[] start = new int[nodes + 1];
        for (int e = 0; e < graph.edgeCount(); e++) {
            EdgeKind kind = graph.kind(e);
            if (kind != EdgeKind.RW) {
                edge(graph.from(e), graph.to(e), graph.literal1(e), graph.literal2(e), 0, 0);
            }
            if (composable(kind, level) && mayHold(e)) {
                start[graph.to(e) + 1]++;
            }
        }
        for (int n = 0; n < nodes; n++) {
            start[n + 1] += start[n];
        }
        // per node, the edges into it that hold under a literal first, then the known ones
        int[] into = new int[start[nodes]];
        int[] fill = java.util.Arrays.copyOf(start, nodes);
        for (int known = 0; known < 2; known++) {
            for (int e = 0; e < graph.edgeCount(); e++) {
                if (composable(graph.kind(e), level) && mayHold(e) && graph.isKnown(e) == (known == 1)) {
                    into[fill[graph.to(e)]++] = e;
                }
            }
        }
        for (int r = 0; r < graph.edgeCount() && checks < MAX_CHECKS; r++) {
            if (graph.kind(r) != EdgeKind.RW || !mayHold(r)) {
                continue;
            }
            int b = graph.from(r);
            // a known anti-dependency after a known edge is known: only compositions with a literal matter
            int end = graph.isKnown(r) ? openEnd(into, start[b], start[b + 1]) : start[b + 1];
            for (int i = start[b]; i < end; i++) {
                int e = into[i];
                edge(graph.from(e), graph.to(r), graph.literal1(e), graph.literal2(e), graph.literal1(r),
                        graph.literal2(r));
            }
            checks += end - start[b];
        }
    }

    /** The end of the edges with a literal in {@code into[from..to)}, which come before the known ones. */
    private int openEnd(int[] into, int from, int to) {
        int end = from;
        while (end < to && !graph.isKnown(into[end])) {
            end++;
        }
        return end;
    }

    private static boolean composable(EdgeKind kind, StrongLevel level) {
        return kind == EdgeKind.SO || kind == EdgeKind.WR
                || (kind == EdgeKind.WW && level.composesVersionOrderWithAntiDependency());
    }

    /**
     * Whether edge {@code e} can hold: literals pruning forced true are dropped from the edges
     * ({@link DependencyGraph#assume}), so a decided literal left on an edge is false.
     */
    private boolean mayHold(int e) {
        return open(graph.literal1(e)) && open(graph.literal2(e));
    }

    private boolean open(int literal) {
        return literal == 0 || !decided[Math.abs(literal)];
    }

    /**
     * An edge {@code source -> target} of the level's graph holding under the (up to four)
     * literals given (0: none): a clause when its target reaches its source and one or two
     * literals are open, else a candidate for {@link #pairs()} when one is.
     */
    private void edge(int source, int target, int... condition) {
        int first = 0;
        int second = 0;
        for (int literal : condition) {
            if (literal == 0 || literal == first || literal == second) {
                continue;
            }
            if (!open(literal) || literal == -first || literal == -second) {
                return;
            }
            if (first == 0) {
                first = literal;
            } else if (second == 0) {
                second = literal;
            } else {
                return;
            }
        }
        if (first != 0 && reach.reaches(target, source)) {
            add(first, second == 0 ? first : second);
        } else if (first != 0 && second == 0) {
            sources.add(source);
            targets.add(target);
            literals.add(first);
        }
    }

    /** Pairs of one-literal edges that close a cycle with the known graph. */
    private void pairs() {
        int size = literals.size();
        for (int i = 0; i < size && checks < MAX_CHECKS; i++) {
            int a = sources.get(i);
            int b = targets.get(i);
            int literal1 = literals.get(i);
            for (int j = i + 1; j < size; j++) {
                int literal2 = literals.get(j);
                if (literal2 != -literal1 && reach.reaches(b, sources.get(j))
                        && reach.reaches(targets.get(j), a)) {
                    add(literal1, literal2);
                }
            }
            checks += size - i - 1;
        }
    }

    private void add(int l1, int l2) {
        int low = Math.min(l1, l2);
        int high = Math.max(l1, l2);
        if (seen.put((long) low << 32 | (high & 0xffffffffL), 1) == LongIntMap.ABSENT) {
            clauses.add(low);
            clauses.add(high);
        }
    }
}
