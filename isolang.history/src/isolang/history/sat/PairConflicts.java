// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import isolang.history.model.IntList;
import isolang.history.model.LongIntMap;

/**
 * VeriStrong's 2-width cycles (Alg. 7 and 2, "CanonicalCycle" and "RWCycle") as binary clauses,
 * for serializability, where every dependency edge counts on its own: two edges that each hold
 * under one literal, {@code a -l1-> b} and {@code c -l2-> d}, close a cycle with the known graph
 * when {@code b ⇝ c} and {@code d ⇝ a}, so no acyclic choice makes both literals true
 * ({@code ¬l1 ∨ ¬l2}); an edge that holds under two literals and whose target reaches its source
 * gives the same clause for its two literals. The clauses are implied by acyclicity (VeriStrong
 * Thm. E.2), so they keep every verdict; they spare the lazy search the rounds that would find
 * these short cycles one at a time. Reachability is that of the known graph pruning ended with.
 * The pair search is quadratic in the open edges, so it stops after {@value #MAX_CHECKS} pair
 * tests (the clauses found until then are kept: each is implied on its own).
 */
final class PairConflicts {

    /** The most pairs of open edges tested. */
    static final long MAX_CHECKS = 40_000_000L;

    private PairConflicts() {
    }

    /**
     * The binary clauses (pairs of literals, flattened) of the 2-width cycles of {@code p} after
     * pruning, or none when the level composes edges (snapshot isolation, prefix consistency) or
     * pruning kept no reachability.
     */
    static int[] of(Polygraph p, StrongLevel level, Pruner.Result pruned) {
        Reachability reach = pruned.reach();
        if (reach == null || !level.antiDependencyAlone()) {
            return new int[0];
        }
        boolean[] decided = new boolean[p.variables() + 1];
        for (int literal : pruned.forced()) {
            decided[Math.abs(literal)] = true;
        }
        DependencyGraph graph = p.graph;
        IntList single = new IntList();
        IntList clauses = new IntList();
        LongIntMap seen = new LongIntMap();
        for (int e = 0; e < graph.edgeCount(); e++) {
            int l1 = graph.literal1(e);
            int l2 = graph.literal2(e);
            boolean open1 = l1 != 0 && !decided[Math.abs(l1)];
            boolean open2 = l2 != 0 && !decided[Math.abs(l2)];
            if (open1 && open2 && reach.reaches(graph.to(e), graph.from(e))) {
                add(l1, l2, clauses, seen);
            } else if (open1 != open2 && (l1 == 0 || l2 == 0)) {
                single.add(e);
            }
        }
        long checks = 0;
        for (int i = 0; i < single.size() && checks < MAX_CHECKS; i++) {
            int e1 = single.get(i);
            int a = graph.from(e1);
            int b = graph.to(e1);
            int literal1 = literal(graph, e1);
            for (int j = i + 1; j < single.size(); j++) {
                int e2 = single.get(j);
                int literal2 = literal(graph, e2);
                if (literal2 != -literal1 && reach.reaches(b, graph.from(e2)) && reach.reaches(graph.to(e2), a)) {
                    add(literal1, literal2, clauses, seen);
                }
            }
            checks += single.size() - i - 1;
        }
        return clauses.toArray();
    }

    private static int literal(DependencyGraph graph, int e) {
        return graph.literal1(e) != 0 ? graph.literal1(e) : graph.literal2(e);
    }

    private static void add(int l1, int l2, IntList clauses, LongIntMap seen) {
        int low = Math.min(l1, l2);
        int high = Math.max(l1, l2);
        if (seen.put((long) low << 32 | (high & 0xffffffffL), 1) == LongIntMap.ABSENT) {
            clauses.add(low);
            clauses.add(high);
        }
    }
}
