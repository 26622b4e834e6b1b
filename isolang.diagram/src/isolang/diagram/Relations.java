// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

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
     * The longest-path rank of every node: 0 for nodes without predecessors, otherwise one
     * more than the highest-ranked predecessor, over the edges of {@code byPriority} taken
     * group by group and each kept only if it closes no cycle with the edges kept before, so
     * earlier groups decide the order where the groups disagree.
     */
    static Map<Integer, Integer> ranks(List<Integer> nodes, List<Set<TxnPair>> byPriority) {
        Map<Integer, Set<Integer>> successors = new HashMap<>();
        for (Set<TxnPair> group : byPriority) {
            for (TxnPair edge : group) {
                if (!reaches(successors, edge.to(), edge.from())) {
                    successors.computeIfAbsent(edge.from(), k -> new LinkedHashSet<>()).add(edge.to());
                }
            }
        }
        Map<Integer, Integer> rank = new HashMap<>();
        for (int node : nodes) {
            rank(node, successors, rank);
        }
        return rank;
    }

    private static boolean reaches(Map<Integer, Set<Integer>> successors, int from, int to) {
        Set<Integer> seen = new HashSet<>();
        List<Integer> pending = new ArrayList<>(List.of(from));
        while (!pending.isEmpty()) {
            int node = pending.remove(pending.size() - 1);
            if (node == to) {
                return true;
            }
            if (seen.add(node)) {
                pending.addAll(successors.getOrDefault(node, Set.of()));
            }
        }
        return false;
    }

    /** The rank of {@code node}: predecessors are the nodes it is reachable from in one step. */
    private static int rank(int node, Map<Integer, Set<Integer>> successors, Map<Integer, Integer> rank) {
        Integer known = rank.get(node);
        if (known != null) {
            return known;
        }
        int result = 0;
        for (Map.Entry<Integer, Set<Integer>> entry : successors.entrySet()) {
            if (entry.getValue().contains(node)) {
                result = Math.max(result, rank(entry.getKey(), successors, rank) + 1);
            }
        }
        rank.put(node, result);
        return result;
    }

    private static Map<Integer, Set<Integer>> successors(Set<TxnPair> relation) {
        Map<Integer, Set<Integer>> successors = new HashMap<>();
        relation.forEach(p -> successors.computeIfAbsent(p.from(), k -> new LinkedHashSet<>()).add(p.to()));
        return successors;
    }
}
