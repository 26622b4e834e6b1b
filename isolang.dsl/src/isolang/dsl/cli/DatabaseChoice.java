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

    /** Undoes a change of global state when closed. */
    interface Restore extends AutoCloseable {
        @Override
        void close();
    }

    /** The name of the database the options choose, for file names and tables. */
    static String name(NamedOptions options) {
        return options.string("--jdbc").isPresent() ? "jdbc"
                : options.string("--db", "h2").toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * Silences {@link System#out} while an HSQLDB database is used, until closed: HSQLDB 2.7.4
     * prints debugging lines ({@code latch count N}) there when it resolves lock conflicts in
     * its LOCKS mode. isolang's own output goes to the stream it was given, not to
     * {@code System.out}, so it is not affected.
     */
    static Restore silenceLibraryOutput(NamedOptions options) {
        boolean hsqldb = options.string("--jdbc").map(url -> url.startsWith("jdbc:hsqldb:"))
                .orElse(name(options).equals("hsqldb"));
        if (!hsqldb) {
            return () -> {};
        }
        PrintStream original = System.out;
        System.setOut(new PrintStream(java.io.OutputStream.nullOutputStream()));
        return () -> System.setOut(original);
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
        if (!Databases.NAMES.contains(name.toLowerCase(java.util.Locale.ROOT))
                && !name.equalsIgnoreCase("postgresql")) {
            throw new UsageException(
                    command + ": unknown database '" + name + "' (" + String.join(", ", Databases.NAMES)
                            + ", or --jdbc URL)");
        }
        return Databases.open(name, message -> {
            if (!quiet) {
                err.println("isolang: " + message);
            }
        });
    }
}
