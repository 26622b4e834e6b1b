// SPDX-License-Identifier: EPL-2.0
package isolang.ui.diagram;

import java.util.List;
import java.util.stream.Collectors;

import isolang.solver.history.History;
import isolang.solver.history.Transaction;

/** Writes engine histories as isolang {@code history} literals, e.g. to keep one as a regression test. */
public final class HistoryLiterals {

    private HistoryLiterals() {
    }

    /**
     * Writes a history literal: one {@code session} line per session, transactions named by id.
     *
     * @param name the history's name
     * @param history the history
     * @return the literal, ending with a line break
     */
    public static String format(String name, History history) {
        StringBuilder text = new StringBuilder("history ").append(name).append(" {\n");
        for (List<Transaction> session : history.sessions()) {
            text.append("  session { ").append(session.stream()
                    .map(t -> "T" + t.id() + ": " + t.operations().stream().map(Object::toString)
                            .collect(Collectors.joining(" ")))
                    .collect(Collectors.joining(" "))).append(" }\n");
        }
        return text.append("}\n").toString();
    }
}
