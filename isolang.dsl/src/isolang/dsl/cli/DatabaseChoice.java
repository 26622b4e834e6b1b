// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.PrintStream;
import java.util.Set;

import isolang.record.db.Database;
import isolang.record.db.DatabaseException;
import isolang.record.db.Databases;

/**
 * The database options shared by {@code record} and {@code scenarios}: {@code --db h2|hsqldb|postgres}
 * (started by isolang; H2 is the default) or {@code --jdbc URL [--user U] [--password P]}.
 */
final class DatabaseChoice {

    /** The options that choose the database. */
    static final Set<String> OPTIONS = Set.of("--db", "--jdbc", "--user", "--password");

    private DatabaseChoice() {
    }

    /** The name of the database the options choose, for file names and tables. */
    static String name(NamedOptions options) {
        return options.string("--jdbc").isPresent() ? "jdbc" : options.string("--db", "h2").toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * Opens (or starts) the database; start-up progress goes to {@code err}.
     *
     * @throws UsageException if both or a wrong one are named
     * @throws DatabaseException if it does not start
     */
    static Database open(String command, NamedOptions options, PrintStream err, boolean quiet)
            throws UsageException, DatabaseException {
        if (options.string("--jdbc").isPresent()) {
            if (options.string("--db").isPresent()) {
                throw new UsageException(command + ": give --db or --jdbc, not both");
            }
            return Databases.jdbc(options.string("--jdbc").get(), options.string("--user").orElse(null),
                    options.string("--password").orElse(null));
        }
        if (options.string("--user").isPresent() || options.string("--password").isPresent()) {
            throw new UsageException(command + ": --user and --password go with --jdbc");
        }
        String name = options.string("--db", "h2");
        if (!Databases.NAMES.contains(name.toLowerCase(java.util.Locale.ROOT)) && !name.equalsIgnoreCase("postgresql")) {
            throw new UsageException(command + ": unknown database '" + name + "' (" + String.join(", ", Databases.NAMES)
                    + ", or --jdbc URL)");
        }
        return Databases.open(name, message -> {
            if (!quiet) {
                err.println("isolang: " + message);
            }
        });
    }
}
