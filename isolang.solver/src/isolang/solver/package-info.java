// SPDX-License-Identifier: EPL-2.0
/**
 * The engine's facade: synthesis results ({@link isolang.solver.SynthesisResult}), statistics,
 * options, progress listeners and cancellation.
 */
package isolang.solver;
