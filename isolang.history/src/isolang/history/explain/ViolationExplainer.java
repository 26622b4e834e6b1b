// SPDX-License-Identifier: EPL-2.0
package isolang.history.explain;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;

import isolang.history.check.Anomaly;
import isolang.history.check.CycleEdge;
import isolang.history.check.HistoryIndex;
import isolang.history.check.ReadResolution;
import isolang.history.check.ReadViolation;
import isolang.history.check.Violation;
import isolang.history.model.CompactHistory;

/**
 * Makes a violation small: starting from the transactions it involves (the cycle, the readers
 * that justify its edges, the causal paths of causality violations, or the suspects of a SAT
 * search), it grows the set until its projection ({@link SubHistory}) still violates the level,
 * then removes transactions (chunks first, then one by one) as long as the projection keeps
 * violating it. The checker that decided the level decides every projection; a projection that
 * violates the level is a violation of the whole history.
 */
public final class ViolationExplainer {

    /** Expand at most this many times before giving up on a small sub-history. */
    private static final int EXPANSIONS = 6;

    private ViolationExplainer() {
    }

    /**
     * The minimal violating projection found, and the violation the checker reports on it, or
     * empty if no projection of a manageable size violates the level.
     *
     * @param reads the resolved whole history
     * @param seeds the transactions to start from
     * @param violates the level's checker: a violation of the projection, if it has one
     */
    public static Optional<Minimal> minimize(ReadResolution reads, TreeSet<Integer> seeds,
            Function<CompactHistory, Optional<Violation>> violates) {
        TreeSet<Integer> current = new TreeSet<>(seeds);
        current.remove(CompactHistory.INITIAL);
        Optional<Violation> found = violates.apply(SubHistory.project(reads, current));
        for (int round = 0; found.isEmpty() && round < EXPANSIONS; round++) {
            TreeSet<Integer> grown = neighbours(reads, current);
            if (grown.size() == current.size()) {
                break;
            }
            current = grown;
            found = violates.apply(SubHistory.project(reads, current));
        }
        if (found.isEmpty()) {
            return Optional.empty();
        }
        List<Integer> members = new ArrayList<>(current);
        for (int chunk = Integer.highestOneBit(Math.max(1, members.size() / 2)); chunk >= 1; chunk /= 2) {
            for (int start = 0; start < members.size();) {
                List<Integer> without = new ArrayList<>(members.subList(0, start));
                without.addAll(members.subList(Math.min(members.size(), start + chunk), members.size()));
                Optional<Violation> still = without.isEmpty() ? Optional.empty()
                        : violates.apply(SubHistory.project(reads, new TreeSet<>(without)));
                if (still.isPresent()) {
                    members = without;
                    found = still;
                } else {
                    start += chunk;
                }
            }
        }
        TreeSet<Integer> kept = new TreeSet<>(members);
        return Optional.of(new Minimal(SubHistory.project(reads, kept), found.get(), kept));
    }

    /**
     * A minimal violating projection.
     *
     * @param history the projection
     * @param violation the violation the checker reports on it
     * @param transactions the whole history's transactions it keeps
     */
    public record Minimal(CompactHistory history, Violation violation, java.util.Set<Integer> transactions) {
        /** Freezes the transactions. */
        public Minimal {
            transactions = java.util.Set.copyOf(transactions);
        }
    }

    /** The transactions a violation involves directly, with the readers and causal paths that justify its edges. */
    public static TreeSet<Integer> seeds(ReadResolution reads, Violation violation) {
        HistoryIndex index = reads.index();
        TreeSet<Integer> seeds = new TreeSet<>(violation.transactions());
        violation.read().map(ReadViolation::writer).filter(w -> w >= 0).ifPresent(seeds::add);
        violation.read().filter(r -> r.anomaly() == Anomaly.NON_REPEATABLE_READ)
                .ifPresent(r -> seeds.add(earlierWriter(reads, r)));
        for (CycleEdge edge : violation.cycle()) {
            seeds.add(edge.from());
            seeds.add(edge.to());
            if (edge.read() >= 0) {
                seeds.add(index.txnOf(edge.read()));
            }
            if (edge.other() >= 0) {
                seeds.add(index.txnOf(edge.other()));
            }
            if (edge.kind() == isolang.history.check.EdgeKind.CAUSAL && edge.read() >= 0) {
                seeds.addAll(causalPath(reads, edge.from(), index.txnOf(edge.read())));
            }
        }
        seeds.remove(CompactHistory.INITIAL);
        return seeds;
    }

    /** The writer of the first read of a non-repeatable read's key in its transaction (the read it does not repeat). */
    private static int earlierWriter(ReadResolution reads, ReadViolation read) {
        CompactHistory h = reads.index().history();
        int key = h.opKey(read.readOp());
        for (int op = h.opStart(read.reader()); op < read.readOp(); op++) {
            if (h.isRead(op) && h.opKey(op) == key && reads.writer(op) >= 0) {
                return reads.writer(op);
            }
        }
        return CompactHistory.INITIAL;
    }

    /** The transactions on a shortest so/wr path from {@code from} to {@code to}. */
    static List<Integer> causalPath(ReadResolution reads, int from, int to) {
        CompactHistory h = reads.index().history();
        int[] via = new int[h.transactionCount()];
        Arrays.fill(via, -2);
        via[from] = -1;
        List<List<Integer>> readers = readersOf(reads);
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(from));
        while (!queue.isEmpty() && via[to] == -2) {
            int t = queue.poll();
            List<Integer> next = new ArrayList<>(readers.get(t));
            int position = h.txnPosition(t);
            if (position >= 0 && position + 1 < h.sessionLength(h.txnSession(t))) {
                next.add(h.sessionTxn(h.txnSession(t), position + 1));
            }
            for (int n : next) {
                if (via[n] == -2) {
                    via[n] = t;
                    queue.add(n);
                }
            }
        }
        List<Integer> path = new ArrayList<>();
        for (int t = to; via[to] != -2 && t >= 0; t = via[t]) {
            path.add(t);
        }
        return path;
    }

    private static List<List<Integer>> readersOf(ReadResolution reads) {
        CompactHistory h = reads.index().history();
        List<List<Integer>> readers = new ArrayList<>();
        for (int t = 0; t < h.transactionCount(); t++) {
            readers.add(new ArrayList<>());
        }
        for (int t = 1; t < h.transactionCount(); t++) {
            for (int op = h.opStart(t); op < h.opEnd(t) && h.isCommitted(t); op++) {
                int w = h.isRead(op) ? reads.writer(op) : -1;
                if (w >= 0 && w != t) {
                    readers.get(w).add(t);
                }
            }
        }
        return readers;
    }

    /** The set with its session neighbours, the writers its members read from and the readers of their writes. */
    private static TreeSet<Integer> neighbours(ReadResolution reads, TreeSet<Integer> set) {
        CompactHistory h = reads.index().history();
        TreeSet<Integer> grown = new TreeSet<>(set);
        List<List<Integer>> readers = readersOf(reads);
        for (int t : set) {
            int position = h.txnPosition(t);
            int s = h.txnSession(t);
            if (position > 0) {
                grown.add(h.sessionTxn(s, position - 1));
            }
            if (position >= 0 && position + 1 < h.sessionLength(s)) {
                grown.add(h.sessionTxn(s, position + 1));
            }
            grown.addAll(readers.get(t));
            for (int op = h.opStart(t); op < h.opEnd(t); op++) {
                int w = h.isRead(op) ? reads.writer(op) : -1;
                if (w > CompactHistory.INITIAL) {
                    grown.add(w);
                } else if (w == ReadResolution.AMBIGUOUS) {
                    for (int c : reads.candidates(op)) {
                        grown.add(c);
                    }
                }
            }
        }
        grown.remove(CompactHistory.INITIAL);
        return grown;
    }
}
