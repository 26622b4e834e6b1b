// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import isolang.history.check.EdgeKind;
import isolang.history.check.EdgeList;
import isolang.history.model.CompactHistory;
import isolang.history.model.IntList;

/**
 * The hyper-polygraph of a history (VeriStrong Def. 3.1) as edges with conditions: every edge
 * {@code from -kind-> to} holds when its (at most two) literals hold; known edges have none.
 * Literals are SAT literals: {@code +v} or {@code -v} for variable {@code v >= 1}. A version-order
 * variable orders a pair of writers of a key, a write–read variable chooses the writer of a read
 * with several possible writers (duplicate values); anti-dependencies carry the literals of the
 * version order (and of the write–read choice) they are derived from.
 */
final class DependencyGraph extends EdgeList {

    private final int nodes;
    private final IntList first = new IntList(1024);
    private final IntList second = new IntList(1024);

    DependencyGraph(int nodes) {
        this.nodes = nodes;
    }

    /** The graph of the session order of {@code h} (the initial transaction before every session's first). */
    static DependencyGraph ofSessionOrder(CompactHistory h) {
        DependencyGraph graph = new DependencyGraph(h.transactionCount());
        for (int s = 0; s < h.sessionCount(); s++) {
            for (int i = 0; i < h.sessionLength(s); i++) {
                graph.add(i == 0 ? CompactHistory.INITIAL : h.sessionTxn(s, i - 1), h.sessionTxn(s, i), EdgeKind.SO, -1,
                        -1,
                        0, 0);
            }
        }
        return graph;
    }

    /** Adds an edge that holds when {@code literal1} and {@code literal2} hold (0: no condition). */
    int add(int source, int target, EdgeKind edgeKind, int edgeKey, int edgeRead, int literal1, int literal2) {
        first.add(literal1);
        second.add(literal2);
        return addEdge(source, target, edgeKind, edgeKey, edgeRead);
    }

    /** Drops {@code literal}, now known to hold, from the condition of edge {@code e}. */
    void assume(int e, int literal) {
        if (first.get(e) == literal) {
            first.set(e, second.get(e));
            second.set(e, 0);
        } else if (second.get(e) == literal) {
            second.set(e, 0);
        }
    }

    int nodes() {
        return nodes;
    }

    int literal1(int e) {
        return first.get(e);
    }

    int literal2(int e) {
        return second.get(e);
    }

    boolean isKnown(int e) {
        return first.get(e) == 0 && second.get(e) == 0;
    }

    /** Whether edge {@code e} holds under {@code assignment} (indexed by variable; unassigned variables are false). */
    boolean holds(int e, boolean[] assignment) {
        return satisfied(first.get(e), assignment) && satisfied(second.get(e), assignment);
    }

    static boolean satisfied(int literal, boolean[] assignment) {
        if (literal == 0) {
            return true;
        }
        int variable = Math.abs(literal);
        boolean value = variable < assignment.length && assignment[variable];
        return literal > 0 == value;
    }
}
