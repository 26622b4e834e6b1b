// SPDX-License-Identifier: EPL-2.0
/**
 * The compiler from checked isolang files to the engine's frameworks, levels, problems and
 * scopes ({@code isolang.solver.spec}), with a trace from generated formulas back to text. The
 * compiled commands are run by {@code isolang.dsl.run}.
 */
package isolang.dsl.compiler;
