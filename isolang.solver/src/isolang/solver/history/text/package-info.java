// SPDX-License-Identifier: EPL-2.0
/**
 * Histories in and out as text: the home of every reader and writer of history formats, so
 * that the IDE, the command line and the history checker share one spelling of a history.
 * {@link isolang.solver.history.text.HistoryLiteral} writes isolang {@code history} literals,
 * {@link isolang.solver.history.text.HistoryJson} a found history with its witness executions in
 * the JSON form of the command line's results.
 */
package isolang.solver.history.text;
