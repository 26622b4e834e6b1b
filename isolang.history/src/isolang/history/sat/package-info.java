// SPDX-License-Identifier: EPL-2.0
/**
 * Serializability, snapshot isolation and prefix consistency by search over version orders: the
 * hyper-polygraph of a history (duplicate values included), VeriStrong's pruning of 1-width
 * cycles and its 2-width cycles as binary clauses, and a SAT solver with lazily enforced acyclicity
 * ({@link isolang.history.sat.StrongLevelChecker}).
 */
package isolang.history.sat;
