// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Gathers the distinct violations of one level: every bad read is its own violation, and every
 * strongly connected component with a cycle is one (shown by its shortest justified cycle). At
 * most a cap of them are kept (bad reads first, then cycles, smallest components first); all of
 * them are counted.
 */
public final class ViolationCollector {

    private final int cap;
    private final List<Violation> listed = new ArrayList<>();
    private long found;

    /** A collector keeping at most {@code cap} violations. */
    public ViolationCollector(int cap) {
        this.cap = cap;
    }

    /** Adds a violation that needs no search (a bad read, or a cycle found otherwise). */
    public void add(Violation violation) {
        found++;
        if (listed.size() < cap) {
            listed.add(violation);
        }
    }

    /** Adds every bad read. */
    public void addReads(List<ReadViolation> reads) {
        reads.forEach(read -> add(Violation.of(read)));
    }

    /** How many more cycles to look for. */
    public int room() {
        return cap - listed.size();
    }

    /**
     * Adds the cycles of {@code graph} (searching at most {@link #room()} of them) as violations
     * made by {@code toViolation}, and counts every component with a cycle.
     */
    public void addCycles(ConstraintGraph graph, ProgressListener progress,
            Function<List<CycleEdge>, Violation> toViolation) {
        ConstraintGraph.Cycles cycles = graph.findCycles(room(), progress);
        cycles.cycles().forEach(cycle -> listed.add(toViolation.apply(cycle)));
        found += cycles.components();
    }

    /** The violations kept. */
    public List<Violation> listed() {
        return listed;
    }

    /** How many distinct violations were found, also beyond the cap. */
    public long found() {
        return found;
    }
}
