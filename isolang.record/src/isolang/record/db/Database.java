// SPDX-License-Identifier: EPL-2.0
package isolang.record.db;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * A database isolang records from: it opens connections (one per session) at an isolation
 * setting, and is closed when the recording is over (an embedded server is then stopped and its
 * files removed).
 */
public interface Database extends AutoCloseable {

    /** What the database is, e.g. {@code H2 2.3.232 (in-process)}. */
    String description();

    /** The isolation settings, named as the database names them, weakest first. */
    List<IsolationSetting> settings();

    /**
     * The setting called {@code name}.
     *
     * @throws DatabaseException if there is none; the message lists the settings
     */
    default IsolationSetting setting(String name) throws DatabaseException {
        return IsolationSetting.find(settings(), description(), name);
    }

    /**
     * Opens a connection with auto-commit off, at {@code setting}.
     *
     * @throws SQLException if the database cannot be reached or refuses the setting
     */
    Connection connect(IsolationSetting setting) throws SQLException;

    /** Releases the database; never throws. */
    @Override
    void close();
}
