// SPDX-License-Identifier: EPL-2.0
/**
 * Counterexample-guided history synthesis, and the acyclicity criterion that decides levels of
 * the "premise ⇒ commit-order edge" shape without search.
 */
package isolang.solver.cegis;
