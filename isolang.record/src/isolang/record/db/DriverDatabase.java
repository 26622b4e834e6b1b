// SPDX-License-Identifier: EPL-2.0
package isolang.record.db;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Function;

/**
 * A database reached through a JDBC driver: an in-process H2 or HSQLDB database, or any server by
 * URL. The driver is called directly when isolang ships it (so it works inside OSGi, where
 * {@link DriverManager} does not see bundles' drivers), through {@link DriverManager} otherwise.
 */
final class DriverDatabase implements Database {

    private final String description;
    private final Optional<Driver> driver;
    private final Function<IsolationSetting, String> url;
    private final Properties credentials;
    private final List<IsolationSetting> settings;
    private final Runnable onClose;

    DriverDatabase(String description, Optional<Driver> driver, Function<IsolationSetting, String> url, String user,
            String password, List<IsolationSetting> settings, Runnable onClose) {
        this.description = description;
        this.driver = driver;
        this.url = url;
        this.credentials = new Properties();
        if (user != null) {
            credentials.setProperty("user", user);
        }
        if (password != null) {
            credentials.setProperty("password", password);
        }
        this.settings = List.copyOf(settings);
        this.onClose = onClose;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public List<IsolationSetting> settings() {
        return settings;
    }

    @Override
    public Connection connect(IsolationSetting setting) throws SQLException {
        String address = url.apply(setting);
        Connection connection = driver.isPresent() ? driver.get().connect(address, credentials)
                : DriverManager.getConnection(address, credentials);
        if (connection == null) {
            throw new SQLException("no JDBC driver accepts " + address, "08001");
        }
        try {
            connection.setAutoCommit(false);
            setting.apply(connection);
            connection.commit();
            return connection;
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
    }

    @Override
    public void close() {
        onClose.run();
    }
}
