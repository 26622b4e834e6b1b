// SPDX-License-Identifier: EPL-2.0
/**
 * The compiler from checked isolang files to the engine's frameworks, levels, problems and
 * scopes ({@code isolang.solver.spec}), with a trace from generated formulas back to text, and
 * the {@link isolang.dsl.compiler.CommandRunner} that runs compiled commands on the engine and
 * judges their expectations for the IDE, the command line and tests.
 */
package isolang.dsl.compiler;
