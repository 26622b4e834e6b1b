// SPDX-License-Identifier: EPL-2.0
package isolang.solver.history.text;

import isolang.solver.history.History;

/**
 * Writes histories as isolang {@code history} literals, e.g. to keep one found by the engine
 * as a regression test: one {@code session} line per session, transactions named by id, in the
 * words of {@link History#toString()}.
 */
public final class HistoryLiteral {

    private HistoryLiteral() {
    }

    /**
     * Writes a history literal.
     *
     * @param name the history's name
     * @param history the history
     * @return the literal, ending with a line break
     */
    public static String write(String name, History history) {
        StringBuilder text = new StringBuilder("history ").append(name).append(" {\n");
        history.toString().lines().forEach(session -> text.append("  ").append(session).append('\n'));
        return text.append("}\n").toString();
    }
}
