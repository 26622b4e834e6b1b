// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

/**
 * Why one transaction must commit before another in a cycle. {@code SO} and {@code WR} come from
 * the history itself; {@code WW} and {@code RW} from the version order a strong level chooses;
 * the others are commit-order edges a weak level's axiom forces (AWDIT's justification kinds).
 */
public enum EdgeKind {
    /** Session order. */
    SO("so", false),
    /** Write–read: the target reads a value the source wrote. */
    WR("wr", false),
    /** Version order: the source's write of a key precedes the target's. */
    WW("ww", true),
    /** Anti-dependency: the source read a version the target overwrites. */
    RW("rw", true),
    /** Read Committed: a read from the target follows, in program order, a read from the source that also writes the key. */
    NON_MONOTONIC("co", true),
    /** Read Atomic: the reader follows the source in its session and the source also writes the key. */
    FRACTURED_SO("co", true),
    /** Read Atomic: the reader also reads from the source, which also writes the key. */
    FRACTURED_WR("co", true),
    /** Causal consistency: the source happens before the reader and also writes the key. */
    CAUSAL("co", true),
    /** Forced by an axiom of a user-written level. */
    FORCED("co", true);

    private final String relation;
    private final boolean inferred;

    EdgeKind(String relation, boolean inferred) {
        this.relation = relation;
        this.inferred = inferred;
    }

    /** The relation the edge is drawn as: {@code so}, {@code wr}, {@code ww}, {@code rw} or {@code co}. */
    public String relation() {
        return relation;
    }

    /** Whether the edge is inferred rather than read off the history (cycles with fewer are preferred). */
    public boolean inferred() {
        return inferred;
    }
}
