// SPDX-License-Identifier: EPL-2.0
/**
 * Shrinking a synthesized history to a locally minimal one that still solves its problem
 * (fewest transactions, then objects, values and operations), checked with
 * {@link isolang.solver.check.MembershipChecker}.
 */
package isolang.solver.minimize;
