// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import isolang.history.check.CycleFinder;
import isolang.history.check.EdgeKind;
import isolang.history.model.IntList;

/**
 * Cycles of the level's graph under an assignment, found without rebuilding the whole graph:
 * the known edges are acyclic (pruning checked it) and their reachability is known, so every
 * cycle runs through induced edges that depend on the assignment. Those edges, with "reaches by
 * known edges" between their endpoints (session chains of the endpoints, and from every endpoint
 * to the first endpoint it reaches in each session), form a small graph whose cycles are exactly
 * the cycles of the whole graph; known segments carry no literal, so a blocking clause needs
 * nothing else. Known segments are spelled out (as shortest known paths) on request, for
 * explanations.
 */
final class ConditionalCycles {

    /** Use the small graph only up to this many conditional induced edges. */
    static final int MAX_CONDITIONAL = 2_000_000;

    /**
     * A cycle: its conditional dependency edges, and the known segments between them as pairs of
     * transactions ({@code links[2i]} reaches {@code links[2i+1]} by known edges).
     *
     * @param edges the conditional dependency edges, in cycle order
     * @param links the known segments
     */
    record Found(int[] edges, int[] links) {
    }

    private final DependencyGraph graph;
    private final StrongLevel level;
    private final InducedGraph known;
    private final Reachability reach;
    private final KnownAdjacency adjacency;
    private final int[] conditional;
    private final Map<Integer, IntList> conditionalFrom = new HashMap<>();
    private final Map<Integer, IntList> conditionalInto = new HashMap<>();

    ConditionalCycles(DependencyGraph graph, StrongLevel level, InducedGraph known, Reachability reach) {
        this.graph = graph;
        this.level = level;
        this.known = known;
        this.reach = reach;
        this.adjacency = new KnownAdjacency(graph, level);
        IntList open = new IntList();
        for (int e = 0; e < graph.edgeCount(); e++) {
            if (!graph.isKnown(e)) {
                open.add(e);
                conditionalFrom.computeIfAbsent(graph.from(e), n -> new IntList(2)).add(e);
                conditionalInto.computeIfAbsent(graph.to(e), n -> new IntList(2)).add(e);
            }
        }
        conditional = open.toArray();
    }

    /**
     * Up to {@code limit} cycles under {@code assignment}, or null if there are too many
     * conditional edges for the small graph.
     */
    List<Found> cycles(boolean[] assignment, int limit) {
        IntList from = new IntList();
        IntList to = new IntList();
        IntList first = new IntList();
        IntList second = new IntList();
        for (int e : conditional) {
            if (!graph.holds(e, assignment)) {
                continue;
            }
            EdgeKind kind = graph.kind(e);
            if (kind != EdgeKind.RW || level.antiDependencyAlone()) {
                add(from, to, first, second, graph.from(e), graph.to(e), e, -1);
            }
            if (kind == EdgeKind.RW && !level.antiDependencyAlone()) {
                for (int in : adjacency.composableInto(graph.from(e))) {
                    add(from, to, first, second, graph.from(in), graph.to(e), in, e);
                }
                for (int in : active(conditionalInto.get(graph.from(e)), assignment)) {
                    if (composable(graph.kind(in))) {
                        add(from, to, first, second, graph.from(in), graph.to(e), in, e);
                    }
                }
            } else if (composable(kind) && !level.antiDependencyAlone()) {
                for (int out : adjacency.antiDependenciesFrom(graph.to(e))) {
                    add(from, to, first, second, graph.from(e), graph.to(out), e, out);
                }
            }
            if (from.size() > MAX_CONDITIONAL) {
                return null;
            }
        }
        return smallGraphCycles(from, to, first, second, limit);
    }

    private boolean composable(EdgeKind kind) {
        return kind == EdgeKind.SO || kind == EdgeKind.WR
                || (kind == EdgeKind.WW && level.composesVersionOrderWithAntiDependency());
    }

    private int[] active(IntList edges, boolean[] assignment) {
        if (edges == null) {
            return new int[0];
        }
        IntList holding = new IntList(edges.size());
        for (int i = 0; i < edges.size(); i++) {
            if (graph.holds(edges.get(i), assignment)) {
                holding.add(edges.get(i));
            }
        }
        return holding.toArray();
    }

    private static void add(IntList from, IntList to, IntList first, IntList second, int source, int target, int e1,
            int e2) {
        from.add(source);
        to.add(target);
        first.add(e1);
        second.add(e2);
    }

    /**
     * Cycles of the graph of the conditional induced edges plus known reachability between their
     * endpoints: per session, the endpoints in session order (known by session order), and from
     * every endpoint to the first endpoint of each session it reaches by known edges.
     */
    private List<Found> smallGraphCycles(IntList from, IntList to, IntList first, IntList second, int limit) {
        var h = reachHistory();
        Map<Integer, Integer> index = new HashMap<>();
        List<Integer> nodes = new ArrayList<>();
        for (int i = 0; i < from.size(); i++) {
            for (int n : new int[] {from.get(i), to.get(i)}) {
                if (!index.containsKey(n)) {
                    index.put(n, nodes.size());
                    nodes.add(n);
                }
            }
        }
        IntList edgeFrom = new IntList();
        IntList edgeTo = new IntList();
        for (int i = 0; i < from.size(); i++) {
            edgeFrom.add(index.get(from.get(i)));
            edgeTo.add(index.get(to.get(i)));
        }
        int conditionalEdges = edgeFrom.size();
        Map<Integer, List<Integer>> bySession = new HashMap<>();
        for (int n : nodes) {
            if (h.txnPosition(n) >= 0) {
                bySession.computeIfAbsent(h.txnSession(n), s -> new ArrayList<>()).add(n);
            }
        }
        for (List<Integer> chain : bySession.values()) {
            chain.sort((a, b) -> Integer.compare(h.txnPosition(a), h.txnPosition(b)));
            for (int i = 1; i < chain.size(); i++) {
                edgeFrom.add(index.get(chain.get(i - 1)));
                edgeTo.add(index.get(chain.get(i)));
            }
        }
        for (int n : nodes) {
            for (Map.Entry<Integer, List<Integer>> session : bySession.entrySet()) {
                int target = firstReached(session.getValue(), reach.earliest(n, session.getKey()), h);
                if (target >= 0 && target != n) {
                    edgeFrom.add(index.get(n));
                    edgeTo.add(index.get(target));
                }
            }
        }
        boolean[] inferred = new boolean[edgeFrom.size()];
        java.util.Arrays.fill(inferred, 0, conditionalEdges, true);
        List<Found> cycles = new ArrayList<>();
        for (int[] cycle : CycleFinder.cycles(nodes.size(), edgeFrom.toArray(), edgeTo.toArray(), inferred, limit)) {
            IntList edges = new IntList();
            IntList links = new IntList();
            for (int e : cycle) {
                if (e < conditionalEdges) {
                    edges.add(first.get(e));
                    if (second.get(e) >= 0) {
                        edges.add(second.get(e));
                    }
                } else {
                    links.add(nodes.get(edgeFrom.get(e)));
                    links.add(nodes.get(edgeTo.get(e)));
                }
            }
            cycles.add(new Found(edges.toArray(), links.toArray()));
        }
        return cycles;
    }

    /** The cycle's dependency edges with its known segments spelled out as shortest known paths. */
    int[] spelledOut(Found cycle) {
        IntList edges = new IntList();
        for (int e : cycle.edges()) {
            edges.add(e);
        }
        for (int i = 0; i < cycle.links().length; i += 2) {
            for (int k : known.path(cycle.links()[i], cycle.links()[i + 1])) {
                edges.add(known.dependencyEdge(k));
            }
        }
        return edges.toArray();
    }

    private isolang.history.model.CompactHistory reachHistory() {
        return reach.history();
    }

    /** The first node of a session's sorted endpoints at or after {@code position}, or -1. */
    private static int firstReached(List<Integer> chain, int position, isolang.history.model.CompactHistory h) {
        int low = 0;
        int high = chain.size();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (h.txnPosition(chain.get(middle)) < position) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low < chain.size() ? chain.get(low) : -1;
    }
}
