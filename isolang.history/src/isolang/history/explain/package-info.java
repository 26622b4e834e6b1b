// SPDX-License-Identifier: EPL-2.0
/**
 * Explaining violations: projections of a history onto some transactions, minimal violating
 * sub-histories, their conversion to the engine's histories and the Kodkod membership checker's
 * second opinion on the level's definition.
 */
package isolang.history.explain;
