// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Rewrites a file the way a careful editor saves it, for {@code isolang fmt}. The file is the
 * one a symbolic link points to (the link stays a link). It is not touched when it is
 * read-only or when its content changed since it was read (another program is editing it).
 * Otherwise the new text goes into a temporary file in the same directory, which gets the
 * original's permissions, owner and group, and is moved over the original atomically: an
 * interruption leaves the old or the new text, never a mix. A file that has other hard links,
 * whose owner cannot be kept, or whose directory is read-only is instead written in place,
 * after a backup copy next to it (removed once written) where the directory allows one.
 * Temporary files with new text are removed when the process is interrupted (Ctrl-C,
 * {@code kill}); a backup is kept then, as it may be the only complete copy of the file.
 */
public final class FileRewrite {

    /** Temporary files of rewrites in progress, removed by the shutdown hook. */
    private static final Set<Path> PENDING = new LinkedHashSet<>();
    private static boolean hookInstalled;

    /** The file was left as it is, for the reason given as the message. */
    public static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        /** A refusal for {@code reason}. */
        public Refused(String reason) {
            super(reason);
        }
    }

    /**
     * A file as it was read.
     *
     * @param file the file itself (symbolic links resolved)
     * @param bytes its content when read
     */
    public record Snapshot(Path file, byte[] bytes) {
    }

    private FileRewrite() {
    }

    /**
     * Reads the file {@code path} names.
     *
     * @throws Refused if it is not a regular file (a directory, a pipe, a device)
     * @throws IOException if it cannot be read
     */
    public static Snapshot read(Path path) throws Refused, IOException {
        Path file = path.toRealPath();
        if (!Files.isRegularFile(file)) {
            throw new Refused("not a regular file; fmt rewrites files in place");
        }
        return new Snapshot(file, Files.readAllBytes(file));
    }

    /**
     * Replaces the content of the snapshot's file by {@code replacement}.
     *
     * @throws Refused if the file is read-only or changed since it was read
     * @throws IOException if it cannot be written
     */
    public static void replace(Snapshot snapshot, byte[] replacement) throws Refused, IOException {
        Path file = snapshot.file();
        if (readOnly(file)) {
            throw new Refused("it is read-only; make it writable to format it");
        }
        requireUnchanged(snapshot);
        Path directory = file.toAbsolutePath().getParent();
        if (hardLinks(file) > 1 || !Files.isWritable(directory) || !writeAndMove(snapshot, replacement)) {
            writeInPlace(snapshot, replacement, Files.isWritable(directory));
        }
    }

    private static boolean readOnly(Path file) throws IOException {
        PosixFileAttributeView posix = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        if (posix != null) {
            return !posix.readAttributes().permissions().contains(PosixFilePermission.OWNER_WRITE);
        }
        return !Files.isWritable(file);
    }

    private static void requireUnchanged(Snapshot snapshot) throws Refused, IOException {
        if (!Arrays.equals(Files.readAllBytes(snapshot.file()), snapshot.bytes())) {
            throw new Refused("it changed since it was read (is another program editing it?); run fmt again");
        }
    }

    private static int hardLinks(Path file) {
        try {
            return ((Number) Files.getAttribute(file, "unix:nlink")).intValue();
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return 1;
        }
    }

    /**
     * Writes a temporary file and moves it over the original.
     *
     * @return false if the original's owner or group cannot be given to the new file (nothing
     *     was changed then)
     */
    private static boolean writeAndMove(Snapshot snapshot, byte[] replacement) throws Refused, IOException {
        Path file = snapshot.file();
        Path temporary = temporaryNextTo(file, ".tmp", true);
        try {
            write(temporary, replacement);
            if (!copyAttributes(file, temporary)) {
                return false;
            }
            requireUnchanged(snapshot);
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
            return true;
        } finally {
            discard(temporary);
        }
    }

    private static void writeInPlace(Snapshot snapshot, byte[] replacement, boolean backup)
            throws Refused, IOException {
        Path copy = backup ? temporaryNextTo(snapshot.file(), ".bak", false) : null;
        try {
            if (copy != null) {
                write(copy, snapshot.bytes());
            }
            requireUnchanged(snapshot);
            try (FileChannel channel = FileChannel.open(snapshot.file(), StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buffer = ByteBuffer.wrap(replacement);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
        } finally {
            if (copy != null) {
                discard(copy);
            }
        }
    }

    /** Gives {@code target} the permissions, owner and group of {@code original}; false if not allowed. */
    private static boolean copyAttributes(Path original, Path target) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(target, PosixFileAttributeView.class,
                LinkOption.NOFOLLOW_LINKS);
        if (view == null) {
            return true;
        }
        PosixFileAttributes wanted = Files.readAttributes(original, PosixFileAttributes.class);
        PosixFileAttributes actual = view.readAttributes();
        try {
            if (!actual.owner().equals(wanted.owner())) {
                view.setOwner(wanted.owner());
            }
            if (!actual.group().equals(wanted.group())) {
                view.setGroup(wanted.group());
            }
        } catch (IOException | SecurityException e) {
            return false;
        }
        view.setPermissions(wanted.permissions());
        return true;
    }

    private static void write(Path file, byte[] bytes) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            channel.force(true);
        }
    }

    /**
     * A new empty file next to {@code file} with a short name (any file name length works),
     * removed on interruption until {@link #discard}ed if {@code removeOnInterrupt}.
     */
    private static Path temporaryNextTo(Path file, String suffix, boolean removeOnInterrupt) throws IOException {
        synchronized (PENDING) {
            if (!hookInstalled) {
                Runtime.getRuntime().addShutdownHook(new Thread(FileRewrite::removePending, "isolang-fmt-cleanup"));
                hookInstalled = true;
            }
            Path temporary = Files.createTempFile(file.toAbsolutePath().getParent(), ".isolang-fmt-", suffix);
            if (removeOnInterrupt) {
                PENDING.add(temporary);
            }
            return temporary;
        }
    }

    private static void discard(Path temporary) throws IOException {
        synchronized (PENDING) {
            PENDING.remove(temporary);
        }
        Files.deleteIfExists(temporary);
    }

    private static void removePending() {
        synchronized (PENDING) {
            for (Path temporary : PENDING) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException e) {
                    // the process is ending; nothing more can be done about it
                }
            }
        }
    }
}
