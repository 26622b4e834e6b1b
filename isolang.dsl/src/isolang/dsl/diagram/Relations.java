// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.diagram;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Graph helpers over relations given as sets of {@link TxnPair}s. */
final class Relations {

    private Relations() {
    }

    /**
     * The pairs of {@code relation} implied by transitivity: {@code (a,c)} with some {@code b}
     * such that {@code (a,b)} and {@code (b,c)} are in the relation. Hiding them loses nothing
     * only when the relation is transitive and acyclic (then the rest is its unique transitive
     * reduction), so for any other relation the result is empty and every pair stays visible.
     */
    static Set<TxnPair> implied(Set<TxnPair> relation) {
        Map<Integer, Set<Integer>> successors = successors(relation);
        Set<TxnPair> implied = new LinkedHashSet<>();
        for (TxnPair ab : relation) {
            if (ab.from() == ab.to()) {
                return Set.of();
            }
            for (int c : successors.getOrDefault(ab.to(), Set.of())) {
                if (!relation.contains(new TxnPair(ab.from(), c))) {
                    return Set.of();
                }
                implied.add(new TxnPair(ab.from(), c));
            }
        }
        return implied;
    }

    /**
     * Splits {@code edges} into paths {@code [a, b, c, …]} (each consecutive pair an edge, every
     * edge in exactly one path), starting from sources, so a strict total order's reduction
     * is one path.
     */
    static List<List<Integer>> paths(Set<TxnPair> edges) {
        Map<Integer, List<Integer>> unused = new HashMap<>();
        Map<Integer, Integer> inDegree = new HashMap<>();
        List<Integer> nodes = new ArrayList<>();
        for (TxnPair e : edges) {
            unused.computeIfAbsent(e.from(), k -> new ArrayList<>()).add(e.to());
            inDegree.merge(e.to(), 1, Integer::sum);
            for (int node : new int[] {e.from(), e.to()}) {
                if (!nodes.contains(node)) {
                    nodes.add(node);
                }
            }
        }
        List<Integer> starts = new ArrayList<>(nodes.stream().filter(n -> !inDegree.containsKey(n)).toList());
        starts.addAll(nodes);
        List<List<Integer>> paths = new ArrayList<>();
        for (int start : starts) {
            while (!unused.getOrDefault(start, List.of()).isEmpty()) {
                List<Integer> path = new ArrayList<>(List.of(start));
                Set<Integer> onPath = new HashSet<>(path);
                int current = start;
                while (!unused.getOrDefault(current, List.of()).isEmpty()) {
                    int next = unused.get(current).remove(0);
                    path.add(next);
                    if (!onPath.add(next)) {
                        break;
                    }
                    current = next;
                }
                paths.add(path);
            }
        }
        return paths;
    }

    /**
     * The longest-path rank of every node over {@code edges}: 0 for nodes without predecessors,
     * otherwise one more than the highest-ranked predecessor. Edges closing a cycle (found by
     * depth-first search from {@code nodes} in order) are ignored.
     */
    static Map<Integer, Integer> ranks(List<Integer> nodes, Set<TxnPair> edges) {
        Map<Integer, Set<Integer>> successors = successors(edges);
        List<Integer> finished = new ArrayList<>();
        Set<TxnPair> forward = new HashSet<>();
        Set<Integer> visited = new HashSet<>();
        Set<Integer> active = new HashSet<>();
        for (int node : nodes) {
            visit(node, successors, visited, active, finished, forward);
        }
        Map<Integer, Integer> rank = new HashMap<>();
        for (int i = finished.size() - 1; i >= 0; i--) {
            int node = finished.get(i);
            rank.putIfAbsent(node, 0);
            for (int next : successors.getOrDefault(node, Set.of())) {
                if (forward.contains(new TxnPair(node, next))) {
                    rank.merge(next, rank.get(node) + 1, Math::max);
                }
            }
        }
        return rank;
    }

    private static void visit(int node, Map<Integer, Set<Integer>> successors, Set<Integer> visited,
            Set<Integer> active, List<Integer> finished, Set<TxnPair> forward) {
        if (!visited.add(node)) {
            return;
        }
        active.add(node);
        for (int next : successors.getOrDefault(node, Set.of())) {
            if (!active.contains(next)) {
                forward.add(new TxnPair(node, next));
                visit(next, successors, visited, active, finished, forward);
            }
        }
        active.remove(node);
        finished.add(node);
    }

    private static Map<Integer, Set<Integer>> successors(Set<TxnPair> relation) {
        Map<Integer, Set<Integer>> successors = new HashMap<>();
        relation.forEach(p -> successors.computeIfAbsent(p.from(), k -> new LinkedHashSet<>()).add(p.to()));
        return successors;
    }
}
