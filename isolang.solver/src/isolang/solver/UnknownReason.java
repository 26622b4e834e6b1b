// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

/** Why a synthesis ended without an answer. */
public enum UnknownReason {
    /** The call's time limit was reached. */
    TIMEOUT,
    /** The caller cancelled the call. */
    CANCELLED,
    /** The solver gave up (e.g. a native solver failed). */
    SOLVER_FAILURE
}
