// SPDX-License-Identifier: EPL-2.0
/**
 * Deciding concrete histories independently of the synthesis loop: exhaustive enumeration of
 * the histories of a tiny scope, membership of one history in a level with a witness or the
 * smallest forbidding set of axioms, and re-verification by explicit enumeration of witness
 * relations.
 */
package isolang.solver.check;
