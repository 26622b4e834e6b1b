// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import isolang.dsl.compiler.Expected;

/**
 * The answer a command got. {@link Expected} is what an {@code expect} clause can state, in the
 * compiled specification; a verdict is what the engine answered, which may also be
 * {@link #COMPUTED} or {@link #UNKNOWN}, answers nobody expects. Each expectable verdict names
 * the one outcome it meets.
 */
public enum Verdict {
    /** No counterexample to the implication within the scope. */
    HOLDS(Expected.HOLDS),
    /** A history allowed by the premise and disallowed by the conclusion exists. */
    FAILS(Expected.FAILS),
    /** No history separates the two levels within the scope. */
    EQUIVALENT(Expected.EQUIVALENT),
    /** A history separates the two levels. */
    DISTINCT(Expected.DISTINCT),
    /** The synthesis found a history. */
    FOUND(Expected.FOUND),
    /** No history exists within the scope. */
    NONE(Expected.NONE),
    /** The level allows the history. */
    YES(Expected.YES),
    /** The level does not allow the history. */
    NO(Expected.NO),
    /** A lattice was computed (its orderings are in the result). */
    COMPUTED(null),
    /** The engine stopped without an answer (time limit, cancellation, solver failure). */
    UNKNOWN(null);

    /** The outcome this verdict meets, or null for none. */
    private final Expected met;

    Verdict(Expected met) {
        this.met = met;
    }

    /** Whether this verdict is the outcome {@code expected} states. */
    public boolean meets(Expected expected) {
        return met == expected;
    }
}
