// SPDX-License-Identifier: EPL-2.0
/**
 * The headless command-line tool {@code isolang}: {@code check}, {@code run}, {@code fmt},
 * {@code lsp} and {@code solvers}. {@link isolang.dsl.cli.Main} dispatches; every command is a
 * small class of its own. Runs on a plain class path, without OSGi and without a display.
 * The options and the JSON schema are documented in {@code docs/CLI.md}.
 */
package isolang.dsl.cli;
