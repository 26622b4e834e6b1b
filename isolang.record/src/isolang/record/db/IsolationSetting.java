// SPDX-License-Identifier: EPL-2.0
package isolang.record.db;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * An isolation setting of a database, named as the database names it ({@code read-committed},
 * {@code snapshot}, {@code mvcc-serializable} ...), with what the database's documentation says it
 * guarantees. It is applied to a connection by a JDBC isolation level and/or SQL statements run
 * when the connection is opened.
 *
 * @param name the setting's name on the command line
 * @param jdbcLevel the {@link Connection} isolation constant, or -1 to leave the level alone
 * @param statements SQL run on each new connection after the level is set
 * @param documented what the database documents for this setting (shown in docs and tables)
 */
public record IsolationSetting(String name, int jdbcLevel, List<String> statements, String documented) {

    /** A setting applied by a JDBC isolation constant alone. */
    public static IsolationSetting jdbc(String name, int level, String documented) {
        return new IsolationSetting(name, level, List.of(), documented);
    }

    /**
     * Applies the setting to a new connection, before its first transaction.
     *
     * @throws SQLException if the database refuses it
     */
    public void apply(Connection connection) throws SQLException {
        if (jdbcLevel >= 0) {
            connection.setTransactionIsolation(jdbcLevel);
        }
        try (Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }

    /** Finds a setting by name (case-insensitive; {@code _} and blanks count as {@code -}). */
    static IsolationSetting find(List<IsolationSetting> settings, String database, String name)
            throws DatabaseException {
        String wanted = name.trim().toLowerCase(java.util.Locale.ROOT).replace('_', '-').replace(' ', '-');
        for (IsolationSetting setting : settings) {
            if (setting.name().equals(wanted)) {
                return setting;
            }
        }
        throw new DatabaseException(database + " has no isolation setting '" + name + "' (settings: "
                + String.join(", ", settings.stream().map(IsolationSetting::name).toList()) + ")");
    }
}
