// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import isolang.history.check.ConstraintGraph;
import isolang.history.model.CompactHistory;
import isolang.history.model.IntList;
import isolang.history.model.LongIntMap;

/**
 * The commit-order edges one rule forces, collected for the {@link GenericSaturation}'s graph,
 * and, when the graph holds session order, thinned to the edges that are not implied through it.
 *
 * <p>Why thinning keeps the verdict: the graph's cycles are decided by its transitive closure.
 * If the graph has a path {@code u ->so+ u'} (u before u' in one session, the session order's
 * covering edges are in the graph) and the edge {@code u' -> v}, the edge {@code u -> v} adds
 * nothing to the closure. So of the sources of edges into one target {@code v}, only the last one
 * of each session is kept ({@code u' -> v}); then, of the targets of the kept edges out of one
 * source {@code u}, only the first one of each session ({@code u -> v'} with
 * {@code v' ->so+ v}). Each dropped edge is implied by the edges kept and session order, so the
 * closure, hence acyclicity, is unchanged; edges out of the initial transaction are implied by
 * session order (it precedes every chain's head) and dropped. Every kept edge was forced, so a
 * reported cycle is still justified edge by edge. Without session order in the graph (a
 * framework that does not put {@code so} in the commit order) every distinct edge is kept. With
 * {@code u} and {@code v} in one session this is the same argument: a self-loop or a backward
 * edge stays a cycle.
 *
 * <p>For Biswas–Enea causal consistency this keeps, per read, the latest writer per session in
 * the reader's causal past, as AWDIT's checker does, instead of every writer.
 */
final class ForcedEdges {

    private final CompactHistory h;
    private final boolean thin;
    /** Without thinning: the edges seen, by {@code from << 32 | to}. */
    private final LongIntMap seen = new LongIntMap();
    /** With thinning: the last source per target and source's session. */
    private final Extremes lastSource = new Extremes(true);
    private final ConstraintGraph graph;
    private final String axiom;
    private long added;

    /**
     * Edges forced by the axiom {@code axiom} into {@code graph}.
     *
     * @param thin whether the graph holds session order's covering edges, so that edges implied
     *     through it may be dropped
     */
    ForcedEdges(CompactHistory h, ConstraintGraph graph, String axiom, boolean thin) {
        this.h = h;
        this.graph = graph;
        this.axiom = axiom;
        this.thin = thin;
    }

    /** The rule forces {@code from -> to} (two transactions). */
    void add(int from, int to) {
        if (thin && from == CompactHistory.INITIAL && sessioned(to)) {
            return;
        }
        if (!thin || !sessioned(from) || !sessioned(to)) {
            if (seen.put((long) from << 32 | to, 1) == LongIntMap.ABSENT) {
                graph.addForced(from, to, axiom, -1);
                added++;
            }
            return;
        }
        lastSource.offer(to, from);
    }

    /**
     * Adds the kept edges to the graph (with thinning: the first target per session of each
     * kept source) and returns how many edges this rule added.
     */
    long flush() {
        Extremes firstTarget = new Extremes(false);
        lastSource.forEach((to, from) -> firstTarget.offer(from, to));
        firstTarget.forEach((from, to) -> {
            graph.addForced(from, to, axiom, -1);
            added++;
        });
        return added;
    }

    private boolean sessioned(int t) {
        return h.txnSession(t) >= 0 && h.txnPosition(t) >= 0;
    }

    /** Receives a pair of transactions. */
    @FunctionalInterface
    private interface PairSink {
        void accept(int anchor, int kept);
    }

    /**
     * For each anchor transaction and session, the last (or first) transaction of that session
     * offered with the anchor.
     */
    private final class Extremes {
        private final boolean last;
        private final LongIntMap kept = new LongIntMap();
        private final IntList anchors = new IntList();
        private final IntList sessions = new IntList();

        Extremes(boolean last) {
            this.last = last;
        }

        void offer(int anchor, int candidate) {
            int session = h.txnSession(candidate);
            long key = (long) anchor << 32 | session;
            int current = kept.get(key);
            if (current == LongIntMap.ABSENT) {
                kept.put(key, candidate);
                anchors.add(anchor);
                sessions.add(session);
            } else if (h.txnPosition(candidate) > h.txnPosition(current) == last) {
                kept.put(key, candidate);
            }
        }

        void forEach(PairSink sink) {
            for (int i = 0; i < anchors.size(); i++) {
                sink.accept(anchors.get(i), kept.get((long) anchors.get(i) << 32 | sessions.get(i)));
            }
        }
    }
}
