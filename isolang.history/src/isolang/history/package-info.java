// SPDX-License-Identifier: EPL-2.0
/**
 * Checking recorded database histories against isolation levels: the entry point
 * {@link isolang.history.HistoryChecker} takes a loaded history
 * ({@link isolang.history.format.HistoryFiles}) and compiled levels and returns a
 * {@link isolang.history.LevelResult} per level, with explained violations. The CLI and the IDE
 * build on this package only.
 */
package isolang.history;
