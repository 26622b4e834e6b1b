// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.history;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;

import org.eclipse.emf.common.CommonPlugin;
import org.eclipse.emf.common.util.URI;

import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormatException;
import isolang.history.format.LoadOptions;

/**
 * A history file named in a specification ({@code check history "runs/run42.txt" …}): its path,
 * resolved against the directory of the specification, and whether the history checker can read
 * it. Reading is remembered per file, size and modification time, so validating a file again
 * (on every edit in the IDE) reads an unchanged history once.
 */
public final class HistoryFileReference {

    private static final int REMEMBERED = 64;

    /** What reading a file gave: empty if it is a readable history, else the reader's message. */
    private record Read(long size, long modified, Optional<String> problem) {
    }

    private static final Map<Path, Read> READS = new ConcurrentHashMap<>();

    private HistoryFileReference() {
    }

    /**
     * The file {@code written} names in the specification at {@code spec}: an absolute path as it
     * is, a relative one against the specification's directory.
     *
     * @return the path, or empty if the specification is not a local file and the path is relative
     *     (or the text is no path)
     */
    public static Optional<Path> resolve(URI spec, String written) {
        try {
            Path path = Path.of(written);
            if (path.isAbsolute()) {
                return Optional.of(path.normalize());
            }
            URI local = spec.isFile() ? spec : CommonPlugin.asLocalURI(spec);
            if (local == null || !local.isFile() || local.toFileString() == null) {
                return Optional.empty();
            }
            Path directory = Path.of(local.toFileString()).toAbsolutePath().getParent();
            return directory == null ? Optional.empty() : Optional.of(directory.resolve(path).normalize());
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    /**
     * Why the history checker cannot read {@code path}, in the reader's words (with
     * {@code written:line:column} or the byte offset); empty if it can.
     *
     * @param written the path as written, which messages name
     * @param cancelled polled while reading; when it says yes, reading stops with
     *     {@link CancellationException} and nothing is remembered
     */
    public static Optional<String> problem(Path path, String written, BooleanSupplier cancelled) {
        long size;
        long modified;
        try {
            if (!Files.exists(path)) {
                return Optional.of(written + ": no such file or directory (" + path + ")");
            }
            size = Files.isDirectory(path) ? -1 : Files.size(path);
            modified = Files.getLastModifiedTime(path).toMillis();
        } catch (IOException e) {
            return Optional.of(written + ": cannot read: " + e.getMessage());
        }
        Read known = READS.get(path);
        if (known != null && known.size() == size && known.modified() == modified) {
            return known.problem();
        }
        Optional<String> problem;
        try {
            HistoryFiles.read(path, written, Optional.empty(),
                    LoadOptions.defaults().withProgress((phase, done, total) -> {
                        if (cancelled.getAsBoolean()) {
                            throw new CancellationException("validation cancelled");
                        }
                    }));
            problem = Optional.empty();
        } catch (HistoryFormatException e) {
            problem = Optional.of(e.getMessage());
        } catch (IOException e) {
            problem = Optional.of(written + ": cannot read: " + e.getMessage());
        }
        if (READS.size() >= REMEMBERED) {
            READS.clear();
        }
        READS.put(path, new Read(size, modified, problem));
        return problem;
    }
}
