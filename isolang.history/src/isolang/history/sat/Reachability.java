// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import java.util.Arrays;

import isolang.history.model.CompactHistory;

/**
 * Reachability in an acyclic {@link InducedGraph} that contains session order: for every node
 * (transactions and their second nodes) and session, the earliest position of the session the
 * node reaches (then it reaches every later one too), computed in reverse topological order in
 * O(edges × sessions). The initial transaction is reached by nothing but itself.
 */
final class Reachability {

    private final CompactHistory h;
    private final int sessions;
    private final int[] earliest;
    private final boolean cyclic;

    private Reachability(CompactHistory h, int[] earliest, boolean cyclic) {
        this.h = h;
        this.sessions = h.sessionCount();
        this.earliest = earliest;
        this.cyclic = cyclic;
    }

    /** The reachability of {@code graph}, or null if it would need more than {@code maxEntries} entries. */
    static Reachability of(InducedGraph graph, CompactHistory h, long maxEntries) {
        int nodes = graph.nodeCount();
        int transactions = h.transactionCount();
        int sessions = h.sessionCount();
        if ((long) nodes * Math.max(1, sessions) > maxEntries) {
            return null;
        }
        int edges = graph.edgeCount();
        int[] start = new int[nodes + 1];
        int[] pending = new int[nodes];
        for (int e = 0; e < edges; e++) {
            start[graph.from(e) + 1]++;
            pending[graph.to(e)]++;
        }
        for (int n = 0; n < nodes; n++) {
            start[n + 1] += start[n];
        }
        int[] successors = new int[edges];
        int[] fill = Arrays.copyOf(start, nodes);
        for (int e = 0; e < edges; e++) {
            successors[fill[graph.from(e)]++] = graph.to(e);
        }
        int[] order = new int[nodes];
        int head = 0;
        int tail = 0;
        for (int n = 0; n < nodes; n++) {
            if (pending[n] == 0) {
                order[tail++] = n;
            }
        }
        while (head < tail) {
            int n = order[head++];
            for (int i = start[n]; i < start[n + 1]; i++) {
                if (--pending[successors[i]] == 0) {
                    order[tail++] = successors[i];
                }
            }
        }
        if (tail < nodes) {
            return new Reachability(h, null, true);
        }
        int[] earliest = new int[nodes * Math.max(1, sessions)];
        Arrays.fill(earliest, Integer.MAX_VALUE);
        for (int i = nodes - 1; i >= 0; i--) {
            int n = order[i];
            int base = n * sessions;
            if (n < transactions && h.txnPosition(n) >= 0) {
                earliest[base + h.txnSession(n)] = h.txnPosition(n);
            }
            for (int j = start[n]; j < start[n + 1]; j++) {
                int other = successors[j] * sessions;
                for (int s = 0; s < sessions; s++) {
                    if (earliest[other + s] < earliest[base + s]) {
                        earliest[base + s] = earliest[other + s];
                    }
                }
            }
        }
        return new Reachability(h, earliest, false);
    }

    /** The history whose transactions are the nodes. */
    CompactHistory history() {
        return h;
    }

    /** Whether the graph has a cycle (then nothing else may be asked). */
    boolean cyclic() {
        return cyclic;
    }

    /** The earliest position of {@code session} that {@code source} reaches (its own position in its own session), or {@link Integer#MAX_VALUE}. */
    int earliest(int source, int session) {
        return earliest[source * sessions + session];
    }

    /** Whether {@code source} reaches {@code target} (every node reaches itself). */
    boolean reaches(int source, int target) {
        if (source == target) {
            return true;
        }
        int position = h.txnPosition(target);
        if (position < 0) {
            return false;
        }
        return earliest[source * sessions + h.txnSession(target)] <= position;
    }
}
