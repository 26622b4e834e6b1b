// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import isolang.dsl.compiler.Expected;

/** The answer a command got; the first eight match the {@link Expected} outcomes by name. */
public enum Verdict {
    /** No counterexample to the implication within the scope. */
    HOLDS,
    /** A history allowed by the premise and disallowed by the conclusion exists. */
    FAILS,
    /** No history separates the two levels within the scope. */
    EQUIVALENT,
    /** A history separates the two levels. */
    DISTINCT,
    /** The synthesis found a history. */
    FOUND,
    /** No history exists within the scope. */
    NONE,
    /** The level allows the history. */
    YES,
    /** The level does not allow the history. */
    NO,
    /** A lattice was computed (its orderings are in the result). */
    COMPUTED,
    /** The engine stopped without an answer (time limit, cancellation, solver failure). */
    UNKNOWN;

    /** Whether this verdict is the outcome {@code expected} states. */
    public boolean meets(Expected expected) {
        return name().equals(expected.name());
    }
}
