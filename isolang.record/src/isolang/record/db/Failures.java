// SPDX-License-Identifier: EPL-2.0
package isolang.record.db;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;

/**
 * What a database error means for the transaction that got it. Every error before the commit
 * aborts the transaction (isolang rolls it back); an error of the commit itself aborts it too,
 * unless the connection was lost: then the commit may or may not have happened, and the
 * transaction is indeterminate.
 */
public final class Failures {

    /** How H2 ends a message's first line when the failed statement follows on the next. */
    private static final String STATEMENT_FOLLOWS = "SQL statement:";

    private Failures() {
    }

    /** True if {@code e} says the connection is gone (SQLState class 08, or a connection exception type). */
    public static boolean connectionLost(SQLException e) {
        String state = e.getSQLState();
        return e instanceof SQLNonTransientConnectionException || e instanceof SQLTransientConnectionException
                || e instanceof SQLRecoverableException || (state != null && state.startsWith("08"));
    }

    /**
     * The error in one line: SQLState and message. A message that goes on with the statement on
     * its next lines (H2: {@code ...; SQL statement:}) loses that dangling lead-in too.
     */
    public static String describe(SQLException e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int newline = message.indexOf('\n');
        if (newline >= 0) {
            message = message.substring(0, newline).trim();
            if (message.endsWith(STATEMENT_FOLLOWS)) {
                message = message.substring(0, message.length() - STATEMENT_FOLLOWS.length()).trim();
                message = message.endsWith(";") ? message.substring(0, message.length() - 1) : message;
            }
        }
        return (e.getSQLState() == null ? "" : e.getSQLState() + " ") + message.trim();
    }
}
