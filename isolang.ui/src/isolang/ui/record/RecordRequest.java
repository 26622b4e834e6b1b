// SPDX-License-Identifier: EPL-2.0
package isolang.ui.record;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;

import isolang.record.Workload;
import isolang.record.db.Database;
import isolang.record.db.DatabaseException;
import isolang.record.db.Databases;
import isolang.record.db.IsolationSetting;

/**
 * A recording as the <em>Record history</em> wizard asks for it: the database (one isolang
 * starts, or a server by JDBC URL), the isolation setting named as the database names it, the
 * workload, the workspace file the history goes to and the levels it is then checked against.
 *
 * @param database {@code h2}, {@code hsqldb}, {@code postgres} or {@link #JDBC}
 * @param jdbcUrl the server's URL, for {@link #JDBC}
 * @param user the user at the server, or blank
 * @param password the password at the server, or blank
 * @param setting the isolation setting's name
 * @param workload what the sessions run
 * @param target the history file (EDN) in the workspace
 * @param levels the levels to check the history against, e.g. {@code biswas.SI}
 */
public record RecordRequest(String database, String jdbcUrl, String user, String password, String setting,
        Workload workload, IFile target, List<String> levels) {

    /** The {@link #database} of a server reached by {@link #jdbcUrl}. */
    public static final String JDBC = "jdbc";

    /** Freezes the levels. */
    public RecordRequest {
        levels = List.copyOf(levels);
    }

    /**
     * The isolation settings of {@code database} (at {@code jdbcUrl} for {@link #JDBC}), weakest
     * first, known without starting the database.
     *
     * @throws DatabaseException if the database is unknown
     */
    public static List<IsolationSetting> settings(String database, String jdbcUrl) throws DatabaseException {
        return JDBC.equals(database) ? Databases.jdbc(jdbcUrl, null, null).settings() : Databases.settings(database);
    }

    /**
     * Starts (or reaches) the database.
     *
     * @param progress hears what a slow start-up is doing
     * @throws DatabaseException if it does not start
     */
    Database open(Consumer<String> progress) throws DatabaseException {
        return JDBC.equals(database) ? Databases.jdbc(jdbcUrl, blankToNull(user), blankToNull(password))
                : Databases.open(database, progress);
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }
}
