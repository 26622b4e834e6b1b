// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

/** How the transactions of a history are encoded for the solver. */
public enum HistoryModel {
    /**
     * Abstract transactions: external reads (every value read of an object before writing it)
     * and final writes only (Isolde §4.3.1). Exact for levels that use no operation vocabulary:
     * they see nothing else of a transaction. The fast default.
     */
    ABSTRACT,
    /**
     * Operation-level transactions: a bounded sequence of reads and writes in program order;
     * external reads and final writes are derived, and a read after an own write returns it.
     * Needed by levels that look at the order of reads, such as Biswas–Enea Read Committed.
     */
    OPERATION;

    /** Whether a level written for {@code required} can be evaluated in this model. */
    public boolean supports(HistoryModel required) {
        return this == OPERATION || required == ABSTRACT;
    }
}
