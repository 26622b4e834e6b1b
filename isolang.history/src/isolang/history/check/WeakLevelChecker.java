// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import isolang.history.model.CompactHistory;

/**
 * AWDIT's checkers of the weak levels Read Committed, Read Atomic and causal consistency: report
 * the read-consistency violations (and, for RA and CC, non-repeatable reads), build
 * {@code so ∪ wr} plus the edges the level forces, and report one cycle per strongly connected
 * component (a history satisfies the level iff it has no violation and no cycle; AWDIT,
 * Lemma 3.2). Reads with several possible writers (duplicate values) take no part, so a
 * violation found is real; the caller must not conclude satisfaction when such reads exist.
 */
public final class WeakLevelChecker {

    /** How many transactions a saturation handles between two reports to the progress listener. */
    static final int REPORT_EVERY = 1 << 12;

    /** Stamps for {@code size} keys or transactions, all unset (-1), as the saturations mark what they have seen. */
    static int[] unsetStamps(int size) {
        int[] stamps = new int[size];
        java.util.Arrays.fill(stamps, -1);
        return stamps;
    }

    /** The weak levels AWDIT decides. */
    public enum Kind {
        /** Read Committed (Biswas–Enea, operation level). */
        READ_COMMITTED,
        /** Read Atomic. */
        READ_ATOMIC,
        /** Causal consistency. */
        CAUSAL
    }

    /**
     * What a weak check found.
     *
     * @param violations read anomalies first, then cycles (at most the cap asked for)
     * @param found how many distinct violations there are: every bad read, and every strongly
     *     connected component with a cycle, also those beyond the cap
     * @param forcedEdges the number of commit-order edges the level forced
     */
    public record Outcome(List<Violation> violations, long found, long forcedEdges) {
        /** Freezes the list. */
        public Outcome {
            violations = List.copyOf(violations);
        }
    }

    private WeakLevelChecker() {
    }

    /**
     * Checks the resolved history against a weak level.
     *
     * @param reads the resolved reads of the history
     * @param kind the level
     * @param maxViolations how many violations to report at most (all are counted)
     * @param progress told about the phases, with counts every few thousand transactions; it may
     *        stop the check by throwing {@link java.util.concurrent.CancellationException}
     */
    public static Outcome check(ReadResolution reads, Kind kind, int maxViolations, ProgressListener progress) {
        HistoryIndex index = reads.index();
        CompactHistory h = index.history();
        ViolationCollector violations = new ViolationCollector(maxViolations);
        violations.addReads(reads.violations());
        boolean[] excluded = null;
        if (kind != Kind.READ_COMMITTED) {
            excluded = new boolean[h.operationCount()];
            violations.addReads(nonRepeatableReads(reads, excluded));
        }
        progress.phase("relations", 0, h.transactionCount());
        ConstraintGraph graph = constraints(new BaseRelations(reads, excluded), kind, progress);
        progress.phase("cycles", 0, graph.edgeCount());
        violations.addCycles(graph, progress, c -> Violation.of(c, index));
        return new Outcome(violations.listed(), violations.found(), graph.inferredCount());
    }

    /**
     * {@code so ∪ wr} of {@code base} and the commit-order edges the level forces ({@link EdgeKind}
     * tells them apart); for causal consistency none are forced when {@code so ∪ wr} has a cycle
     * (that cycle is the violation). The level holds iff the reads are consistent and this graph
     * is acyclic (AWDIT, Lemma 3.2).
     */
    public static ConstraintGraph constraints(BaseRelations base, Kind kind, ProgressListener progress) {
        CompactHistory h = base.index().history();
        ConstraintGraph graph = new ConstraintGraph(h.transactionCount());
        base.addTo(graph);
        progress.phase("saturation", 0, h.transactionCount());
        switch (kind) {
            case READ_COMMITTED -> ReadCommittedSaturation.addForcedEdges(base, graph, progress);
            case READ_ATOMIC -> ReadAtomicSaturation.addForcedEdges(base, graph, progress);
            default -> {
                int[] order = base.topologicalOrder();
                if (order != null) {
                    CausalSaturation.addForcedEdges(base, order, graph, progress);
                }
            }
        }
        return graph;
    }

    /**
     * The reads of a key that return the write of another transaction than an earlier read of
     * the same key in the same transaction (every level from Read Atomic up forbids them).
     */
    public static List<ReadViolation> nonRepeatableReads(ReadResolution reads) {
        return nonRepeatableReads(reads, new boolean[reads.index().history().operationCount()]);
    }

    /** {@link #nonRepeatableReads(ReadResolution)}, marking the reads in {@code excluded}. */
    static List<ReadViolation> nonRepeatableReads(ReadResolution reads, boolean[] excluded) {
        CompactHistory h = reads.index().history();
        int[] firstWriter = new int[h.keyCount()];
        int[] stamp = new int[h.keyCount()];
        Arrays.fill(stamp, -1);
        List<ReadViolation> found = new ArrayList<>();
        for (int t = 1; t < h.transactionCount(); t++) {
            if (!h.isCommitted(t)) {
                continue;
            }
            for (int op = h.opStart(t); op < h.opEnd(t); op++) {
                int w = reads.writer(op);
                if (!h.isRead(op) || w < 0) {
                    continue;
                }
                int x = h.opKey(op);
                if (stamp[x] != t) {
                    stamp[x] = t;
                    firstWriter[x] = w;
                } else if (firstWriter[x] != w) {
                    excluded[op] = true;
                    found.add(new ReadViolation(Anomaly.NON_REPEATABLE_READ, op, t, reads.writeOp(op), w));
                }
            }
        }
        return found;
    }
}
