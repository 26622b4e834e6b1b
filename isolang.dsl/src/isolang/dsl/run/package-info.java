// SPDX-License-Identifier: EPL-2.0
/**
 * Running compiled commands: the {@link isolang.dsl.run.CommandRunner}, the one place where
 * commands become engine calls for the IDE, the command line and tests, the
 * {@link isolang.dsl.run.CommandResult} it answers with, its {@link isolang.dsl.run.Verdict}
 * and the {@link isolang.dsl.run.CommandStatus} of that verdict against the expectation.
 */
package isolang.dsl.run;
