// SPDX-License-Identifier: EPL-2.0
/**
 * The language's side of checking recorded histories: compiled levels found by name
 * ({@link isolang.dsl.history.LevelCatalog}) and regression tests written from violations
 * ({@link isolang.dsl.history.RegressionTest}).
 */
package isolang.dsl.history;
