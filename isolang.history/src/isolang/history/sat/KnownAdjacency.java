// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import java.util.ArrayList;
import java.util.List;

import isolang.history.check.EdgeKind;
import isolang.history.model.IntList;

/**
 * The known edges of a {@link DependencyGraph} by node, as the composition of the level's graph
 * needs them: for every node, the known edges into it that an anti-dependency may follow (any
 * non-anti-dependency edge for snapshot isolation, session order and write–read for prefix
 * consistency), and the known anti-dependencies out of it.
 */
final class KnownAdjacency {
    private final int[][] into;
    private final int[][] antiFrom;

    KnownAdjacency(DependencyGraph graph, StrongLevel level) {
        int nodes = graph.nodes();
        List<IntList> in = new ArrayList<>();
        List<IntList> anti = new ArrayList<>();
        for (int n = 0; n < nodes; n++) {
            in.add(null);
            anti.add(null);
        }
        for (int e = 0; e < graph.edgeCount(); e++) {
            if (!graph.isKnown(e)) {
                continue;
            }
            EdgeKind kind = graph.kind(e);
            if (kind == EdgeKind.RW) {
                add(anti, graph.from(e), e);
            } else if (kind != EdgeKind.WW || level.composesVersionOrderWithAntiDependency()) {
                add(in, graph.to(e), e);
            }
        }
        into = toArrays(in);
        antiFrom = toArrays(anti);
    }

    private static void add(List<IntList> lists, int node, int e) {
        if (lists.get(node) == null) {
            lists.set(node, new IntList(2));
        }
        lists.get(node).add(e);
    }

    private static int[][] toArrays(List<IntList> lists) {
        int[][] arrays = new int[lists.size()][];
        for (int n = 0; n < arrays.length; n++) {
            arrays[n] = lists.get(n) == null ? new int[0] : lists.get(n).toArray();
        }
        return arrays;
    }

    /** The known edges into {@code node} an anti-dependency out of it composes with. */
    int[] composableInto(int node) {
        return into[node];
    }

    /** The known anti-dependencies out of {@code node}. */
    int[] antiDependenciesFrom(int node) {
        return antiFrom[node];
    }
}
