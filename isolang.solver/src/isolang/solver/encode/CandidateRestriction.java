// SPDX-License-Identifier: EPL-2.0
package isolang.solver.encode;

import kodkod.ast.Formula;
import kodkod.instance.Bounds;

/**
 * Narrows the histories a synthesis may choose: tightens the bounds of the symbolic history
 * relations (pinning part of the history) and adds constraints on the rest. Used to search
 * only among the variations of one observed history (prediction).
 *
 * <p>A restriction pins transactions to atoms, so whoever applies it must not assume that
 * transactions, objects or values are interchangeable (no fixed order, no anchored violation,
 * no value symmetry breaking).
 */
@FunctionalInterface
public interface CandidateRestriction {

    /** No restriction: every history of the scope. */
    CandidateRestriction NONE = (enc, bounds) -> Formula.TRUE;

    /**
     * Tightens {@code bounds} (a copy of {@code enc}'s bounds, used by the candidate search) and
     * returns the constraints the candidate must satisfy in addition.
     */
    Formula restrict(HistoryEncoding enc, Bounds bounds);
}
