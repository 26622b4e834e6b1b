// SPDX-License-Identifier: EPL-2.0
/**
 * Shrinking a synthesized history to a small one that still solves its problem: the fewest
 * transactions and then objects of any solution, by searching smaller scopes
 * ({@link isolang.solver.minimize.SmallerScopes}), then locally minimal values and operations
 * ({@link isolang.solver.minimize.HistoryMinimizer}), checked with
 * {@link isolang.solver.check.MembershipChecker}.
 */
package isolang.solver.minimize;
