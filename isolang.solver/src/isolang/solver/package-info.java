// SPDX-License-Identifier: EPL-2.0
/**
 * The engine's vocabulary, shared by its parts and its callers: synthesis results
 * ({@link isolang.solver.SynthesisResult}), witness executions, statistics, options and
 * optimizations, progress listeners and cancellation. The analyzer that runs the engine is in
 * {@link isolang.solver.analyzer}; this package depends on no other part of the engine than
 * histories and specifications, so every part can use it without a package cycle.
 */
package isolang.solver;
