// SPDX-License-Identifier: EPL-2.0
/**
 * The engine's entry point, {@link isolang.solver.analyzer.IsolationAnalyzer}: runs a
 * {@link isolang.solver.spec.Problem} through the CEGIS loop (small scopes first), shrinks a found
 * history and re-verifies it independently before it answers with an
 * {@link isolang.solver.SynthesisResult}. It wires the engine's parts together, so it depends on
 * them and none of them depends on it.
 */
package isolang.solver.analyzer;
