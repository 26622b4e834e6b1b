// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;

import isolang.history.model.CompactHistory;

/**
 * Reading and writing history files: the entry point of the formats package. Reading detects
 * the format unless one is forced and applies the {@link LoadOptions} (initial transaction,
 * thin-air repair); writing goes to a temporary file that replaces the target only when
 * complete.
 */
public final class HistoryFiles {

    private HistoryFiles() {
    }

    /** A loaded history and the format it was read in. */
    public record Loaded(CompactHistory history, HistoryFormat format) {
    }

    /**
     * Reads the history at {@code path}.
     *
     * @param path a file, or a directory for dbcop and Cobra
     * @param shown the name used in messages
     * @param format the format, or empty to detect it
     * @param options how to read
     * @throws IOException if the path cannot be read
     * @throws HistoryFormatException if the content is malformed or the format unknown
     */
    public static Loaded read(Path path, String shown, Optional<HistoryFormat> format, LoadOptions options)
            throws IOException, HistoryFormatException {
        if (!Files.exists(path)) {
            throw HistoryFormatException.inFile(shown, "no such file or directory");
        }
        HistoryFormat chosen = format.isPresent() ? format.get() : FormatDetector.detect(path, shown);
        if (Files.isDirectory(path) && chosen != HistoryFormat.DBCOP && chosen != HistoryFormat.COBRA) {
            throw HistoryFormatException.inFile(shown, "is a directory; the " + chosen.id() + " format is a file");
        }
        CompactHistory history = chosen.reader().read(path, shown, options);
        if (options.repairThinAir()) {
            history = isolang.history.model.ThinAirRepair.apply(history);
        }
        return new Loaded(history, chosen);
    }

    /**
     * Writes {@code history} to {@code target} in {@code format}.
     *
     * @param literalName the name of the literal when writing isolang text
     * @return warnings about what the format could not express
     * @throws IOException if writing fails
     * @throws HistoryFormatException if the format cannot express the history
     */
    public static List<String> write(CompactHistory history, Path target, HistoryFormat format, String literalName)
            throws IOException, HistoryFormatException {
        if (!format.writable()) {
            throw HistoryFormatException.inFile(target.toString(), "isolang cannot write the " + format.id()
                    + " format (it writes " + HistoryFormat.ids(true) + ")");
        }
        List<String> warnings = new java.util.ArrayList<>();
        writeAtomically(target,
                out -> warnings.addAll(format.writer(literalName).write(history, out, target.toString())));
        return warnings;
    }

    /** Content written to a writer. */
    @FunctionalInterface
    public interface Content {
        /** Writes the content. */
        void writeTo(Writer out) throws IOException, HistoryFormatException;
    }

    /**
     * Writes a file atomically: into a new file next to {@code target} (created with the
     * permissions any new file gets), moved over {@code target} only when complete; an
     * interruption leaves the old file or the new one, never a mix, and no temporary file.
     */
    public static void writeAtomically(Path target, Content content) throws IOException, HistoryFormatException {
        Path absolute = target.toAbsolutePath();
        Path temporary = absolute
                .resolveSibling("." + absolute.getFileName() + "." + ProcessHandle.current().pid() + "."
                        + System.nanoTime() + ".tmp");
        try {
            try (Writer out = new BufferedWriter(Files.newBufferedWriter(temporary, StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE), 1 << 16)) {
                content.writeTo(out);
            }
            Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** Writes {@code history} in {@code format} to a writer (for tests and for standard output). */
    public static List<String> write(CompactHistory history, Writer out, HistoryFormat format, String literalName,
            String shown) throws IOException, HistoryFormatException {
        if (!format.writable()) {
            throw HistoryFormatException.inFile(shown, "isolang cannot write the " + format.id() + " format");
        }
        return format.writer(literalName).write(history, out, shown);
    }
}
