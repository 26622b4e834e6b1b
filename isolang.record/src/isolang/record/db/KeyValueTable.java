// SPDX-License-Identifier: EPL-2.0
package isolang.record.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;

/**
 * The table of registers a recording reads and writes: {@code (k INT PRIMARY KEY, v BIGINT)},
 * one row per key, every row holding the initial value 0 before the first transaction. Every key
 * exists from the start, so reads and writes touch single rows (no phantoms, no inserts). The
 * table gets a fresh name, so a recording never touches a user's data; {@link #drop} removes it.
 */
public final class KeyValueTable {

    /** The value every register holds before the recording. */
    public static final long INITIAL_VALUE = 0;

    private final String name;
    private final int keys;

    private KeyValueTable(String name, int keys) {
        this.name = name;
        this.keys = keys;
    }

    /**
     * Creates the table with keys {@code 0 … keys-1} on a connection of {@code database}.
     *
     * @throws SQLException if the database refuses
     */
    public static KeyValueTable create(Database database, IsolationSetting setting, int keys) throws SQLException {
        String name = "isolang_kv_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        try (Connection connection = database.connect(setting)) {
            try (Statement statement = connection.createStatement()) {
                statement.execute("CREATE TABLE " + name + " (k INT PRIMARY KEY, v BIGINT NOT NULL)");
            }
            connection.commit();
            try (PreparedStatement insert = connection
                    .prepareStatement("INSERT INTO " + name + " (k, v) VALUES (?, ?)")) {
                for (int k = 0; k < keys; k++) {
                    insert.setInt(1, k);
                    insert.setLong(2, INITIAL_VALUE);
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            connection.commit();
        }
        return new KeyValueTable(name, keys);
    }

    /** The number of keys. */
    public int keys() {
        return keys;
    }

    /** Prepares the statements of one session on {@code connection}. */
    public Access access(Connection connection) throws SQLException {
        return new Access(connection, connection.prepareStatement("SELECT v FROM " + name + " WHERE k = ?"),
                connection.prepareStatement("UPDATE " + name + " SET v = ? WHERE k = ?"));
    }

    /** Drops the table; failures are ignored (the database may be gone). */
    public void drop(Database database, IsolationSetting setting) {
        try (Connection connection = database.connect(setting); Statement statement = connection.createStatement()) {
            statement.execute("DROP TABLE " + name);
            connection.commit();
        } catch (SQLException e) {
            // the table goes with the database
        }
    }

    /** One session's reads and writes of the table. */
    public static final class Access {
        private final Connection connection;
        private final PreparedStatement read;
        private final PreparedStatement write;

        private Access(Connection connection, PreparedStatement read, PreparedStatement write) {
            this.connection = connection;
            this.read = read;
            this.write = write;
        }

        /** The connection. */
        public Connection connection() {
            return connection;
        }

        /** Reads register {@code key}. */
        public long read(int key) throws SQLException {
            read.setInt(1, key);
            try (ResultSet rows = read.executeQuery()) {
                if (!rows.next()) {
                    throw new SQLException("register " + key + " is missing from the table");
                }
                return rows.getLong(1);
            }
        }

        /** Writes {@code value} into register {@code key}. */
        public void write(int key, long value) throws SQLException {
            write.setLong(1, value);
            write.setInt(2, key);
            int rows = write.executeUpdate();
            if (rows != 1) {
                throw new SQLException("updating register " + key + " changed " + rows + " rows");
            }
        }
    }
}
