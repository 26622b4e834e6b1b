// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

/** The phases of a synthesis, in pipeline order; statistics are reported per phase. */
public enum CegisPhase {
    /** Encoding the scope, detecting shortcuts, checking that a fixed order is sound. */
    PREPARE,
    /** Searching a candidate history. */
    SYNTHESIZE,
    /** Looking for a witness that the candidate is allowed by a forbidden level. */
    VERIFY,
    /** Adding learned counterexamples to the candidate search. */
    REFINE,
    /** Shrinking a found history. */
    MINIMIZE,
    /** Re-verifying a found history by an independent procedure. */
    RECHECK
}
