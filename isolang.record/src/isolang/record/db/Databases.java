// SPDX-License-Identifier: EPL-2.0
package isolang.record.db;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Opens the databases isolang knows by name ({@code h2}, {@code hsqldb}, {@code postgres}) or a
 * server by JDBC URL, with each database's isolation settings as its documentation names and
 * describes them (quoted in docs/CLI.md).
 */
public final class Databases {

    /** The names accepted by {@link #open(String, Consumer)}. */
    public static final List<String> NAMES = List.of("h2", "hsqldb", "postgres");

    private static final AtomicInteger INSTANCES = new AtomicInteger();

    private Databases() {
    }

    /**
     * Opens a database by name: a fresh in-memory H2 or HSQLDB database, or an embedded
     * PostgreSQL server started in a temporary directory.
     *
     * @param progress hears what a slow start-up is doing (unpacking, initializing)
     * @throws DatabaseException if the name is unknown or the database does not start
     */
    public static Database open(String name, Consumer<String> progress) throws DatabaseException {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "h2" -> h2();
            case "hsqldb" -> hsqldb();
            case "postgres", "postgresql" -> EmbeddedPostgres.start(progress);
            default -> throw unknown(name);
        };
    }

    /**
     * The isolation settings of the database called {@code name}, weakest first, known without
     * starting it (to offer them before a recording).
     *
     * @throws DatabaseException if the name is unknown
     */
    public static List<IsolationSetting> settings(String name) throws DatabaseException {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "h2" -> h2Settings();
            case "hsqldb" -> hsqldbSettings();
            case "postgres", "postgresql" -> postgresSettings();
            default -> throw unknown(name);
        };
    }

    private static DatabaseException unknown(String name) {
        return new DatabaseException("unknown database '" + name + "' (databases: " + String.join(", ", NAMES)
                + "; or --jdbc URL)");
    }

    /**
     * A server reached by a JDBC URL; the isolation settings are PostgreSQL's, H2's or HSQLDB's
     * for their URLs, and the four of the SQL standard otherwise.
     */
    public static Database jdbc(String url, String user, String password) {
        String lower = url.toLowerCase(Locale.ROOT);
        if (lower.startsWith("jdbc:postgresql:")) {
            return new DriverDatabase("PostgreSQL at " + url, Optional.of(new org.postgresql.Driver()), s -> url, user,
                    password, postgresSettings(), () -> {});
        }
        if (lower.startsWith("jdbc:h2:")) {
            return new DriverDatabase("H2 at " + url, Optional.of(new org.h2.Driver()), s -> url, user, password,
                    h2Settings(), () -> {});
        }
        if (lower.startsWith("jdbc:hsqldb:")) {
            return new DriverDatabase("HSQLDB at " + url, Optional.of(new org.hsqldb.jdbc.JDBCDriver()), s -> url, user,
                    password, standardSettings(), () -> {});
        }
        return new DriverDatabase(url, Optional.empty(), s -> url, user, password, standardSettings(), () -> {});
    }

    /** A fresh in-memory H2 database (MVStore engine, row locks with a 10 s lock timeout). */
    static Database h2() {
        String url = "jdbc:h2:mem:isolang-" + INSTANCES.incrementAndGet() + ";DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000";
        Driver driver = new org.h2.Driver();
        return new DriverDatabase("H2 " + version(driver) + " (in-process)",
                Optional.of(driver), s -> url, "sa", "", h2Settings(), () -> shutdown(driver, url, "sa"));
    }

    /**
     * A fresh in-memory HSQLDB database per transaction control mode: the mode ({@code LOCKS},
     * two-phase locking, or {@code MVCC}) is fixed when a database is created, so each setting
     * names the mode and the isolation level.
     */
    static Database hsqldb() {
        String name = "isolang" + INSTANCES.incrementAndGet();
        Driver driver = new org.hsqldb.jdbc.JDBCDriver();
        List<IsolationSetting> settings = hsqldbSettings();
        return new DriverDatabase("HSQLDB " + version(driver) + " (in-process)",
                Optional.of(driver), s -> hsqldbUrl(name, s), "SA", "", settings,
                () -> settings.forEach(s -> shutdown(driver, hsqldbUrl(name, s), "SA")));
    }

    private static String hsqldbUrl(String name, IsolationSetting setting) {
        String mode = setting.name().substring(0, setting.name().indexOf('-'));
        return "jdbc:hsqldb:mem:" + name + "-" + mode + ";hsqldb.tx=" + mode;
    }

    private static String version(Driver driver) {
        return driver.getMajorVersion() + "." + driver.getMinorVersion();
    }

    private static void shutdown(Driver driver, String url, String user) {
        java.util.Properties properties = new java.util.Properties();
        properties.setProperty("user", user);
        properties.setProperty("password", "");
        if (url.startsWith("jdbc:hsqldb:")) {
            properties.setProperty("ifexists", "true");
        } else {
            url = url + ";IFEXISTS=TRUE";
        }
        try (Connection connection = driver.connect(url, properties);
                Statement statement = connection.createStatement()) {
            statement.execute("SHUTDOWN");
        } catch (SQLException e) {
            // the database was never created or is already shut down: nothing to release
        }
    }

    /** PostgreSQL's settings, documented in "Transaction Isolation" (§13.2) of its manual. */
    static List<IsolationSetting> postgresSettings() {
        return List.of(
                IsolationSetting.jdbc("read-uncommitted", Connection.TRANSACTION_READ_UNCOMMITTED,
                        "behaves like read committed (PostgreSQL manual §13.2)"),
                IsolationSetting.jdbc("read-committed", Connection.TRANSACTION_READ_COMMITTED,
                        "each statement sees data committed before it began; the default (§13.2.1)"),
                IsolationSetting.jdbc("repeatable-read", Connection.TRANSACTION_REPEATABLE_READ,
                        "a snapshot as of the first statement; updating a row changed concurrently fails with a"
                                + " serialization error (§13.2.2): snapshot isolation"),
                IsolationSetting.jdbc("serializable", Connection.TRANSACTION_SERIALIZABLE,
                        "serializable snapshot isolation: as if run one at a time, or a serialization failure (§13.2.3)"));
    }

    /** H2's settings, documented in "Transaction Isolation" of its Advanced guide. */
    static List<IsolationSetting> h2Settings() {
        return List.of(h2("read-uncommitted", "READ UNCOMMITTED", "dirty reads are possible"),
                h2("read-committed", "READ COMMITTED",
                        "no dirty reads; non-repeatable and phantom reads possible; the default"),
                h2("repeatable-read", "REPEATABLE READ", "no dirty or non-repeatable reads; phantom reads possible"),
                h2("snapshot", "SNAPSHOT",
                        "no dirty, non-repeatable or phantom reads; a snapshot for the whole transaction"),
                h2("serializable", "SERIALIZABLE", "no dirty, non-repeatable or phantom reads; \"doesn't ensure"
                        + " equivalence of concurrent and serializable execution of transactions that perform write"
                        + " operations\""));
    }

    private static IsolationSetting h2(String name, String sql, String documented) {
        return new IsolationSetting(name, -1,
                List.of("SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL " + sql),
                documented);
    }

    /** HSQLDB's settings: a transaction control mode and an isolation level (HSQLDB guide, "Sessions and Transactions"). */
    static List<IsolationSetting> hsqldbSettings() {
        return List.of(
                IsolationSetting.jdbc("locks-read-committed", Connection.TRANSACTION_READ_COMMITTED,
                        "two-phase locking; read locks released after each statement"),
                IsolationSetting.jdbc("locks-serializable", Connection.TRANSACTION_SERIALIZABLE,
                        "two-phase locking with read and write locks held to the end: serializable"),
                IsolationSetting.jdbc("mvcc-read-committed", Connection.TRANSACTION_READ_COMMITTED,
                        "multiversion; each statement reads committed rows, writers lock rows"),
                IsolationSetting.jdbc("mvcc-serializable", Connection.TRANSACTION_SERIALIZABLE,
                        "multiversion; the transaction reads a snapshot, writers lock rows (snapshot isolation)"));
    }

    /** The four levels of the SQL standard, for a server isolang has no catalog for. */
    static List<IsolationSetting> standardSettings() {
        return List.of(
                IsolationSetting.jdbc("read-uncommitted", Connection.TRANSACTION_READ_UNCOMMITTED, "SQL standard"),
                IsolationSetting.jdbc("read-committed", Connection.TRANSACTION_READ_COMMITTED, "SQL standard"),
                IsolationSetting.jdbc("repeatable-read", Connection.TRANSACTION_REPEATABLE_READ, "SQL standard"),
                IsolationSetting.jdbc("serializable", Connection.TRANSACTION_SERIALIZABLE, "SQL standard"));
    }
}
