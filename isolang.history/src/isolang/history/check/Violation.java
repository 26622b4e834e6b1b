// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One reason a history violates a level: a bad read, or a cycle of edges that every commit
 * order allowed by the level would have to contain.
 *
 * @param anomaly the anomaly class
 * @param read the bad read, for read anomalies
 * @param cycle the cycle's edges in order (the last edge ends where the first starts), for cycles
 */
public record Violation(Anomaly anomaly, Optional<ReadViolation> read, List<CycleEdge> cycle) {

    /** Checks the invariants and freezes the cycle. */
    public Violation {
        Objects.requireNonNull(anomaly, "anomaly");
        Objects.requireNonNull(read, "read");
        cycle = List.copyOf(cycle);
        if (read.isEmpty() == cycle.isEmpty()) {
            throw new IllegalArgumentException("a violation is a bad read or a cycle");
        }
    }

    /** A bad read. */
    public static Violation of(ReadViolation read) {
        return new Violation(read.anomaly(), Optional.of(read), List.of());
    }

    /** A cycle, classified by {@link CycleClassifier}. */
    public static Violation of(List<CycleEdge> cycle, HistoryIndex index) {
        return new Violation(CycleClassifier.classify(cycle, index), Optional.empty(), cycle);
    }

    /** The transactions involved: the reader and writer of a bad read, or the cycle's transactions. */
    public List<Integer> transactions() {
        if (read.isPresent()) {
            ReadViolation r = read.get();
            return r.writer() >= 0 && r.writer() != r.reader() ? List.of(r.reader(), r.writer()) : List.of(r.reader());
        }
        return cycle.stream().map(CycleEdge::from).toList();
    }

    /** The explanation: the bad read, or the cycle followed by one line per edge. */
    public String describe(HistoryIndex index) {
        if (read.isPresent()) {
            return anomaly.title() + ": " + read.get().describe(index.history());
        }
        StringBuilder text = new StringBuilder(anomaly.title()).append(": ");
        for (CycleEdge edge : cycle) {
            text.append(index.history().txnName(edge.from())).append(" -").append(edge.kind().relation()).append("-> ");
        }
        text.append(index.history().txnName(cycle.get(0).from()));
        for (CycleEdge edge : cycle) {
            text.append("\n  ").append(edge.describe(index));
        }
        return text.toString();
    }
}
