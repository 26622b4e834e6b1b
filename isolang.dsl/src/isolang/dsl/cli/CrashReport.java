// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * An unexpected internal error: the full stack trace goes to a file and the user sees one line
 * naming it. Reports are kept in the user's cache directory
 * ({@code $XDG_CACHE_HOME/isolang/crashes}, by default {@code ~/.cache/isolang/crashes}), named
 * by time and process, and only the newest {@value #KEPT} are kept, so that crashes neither
 * litter the shared temporary directory nor accumulate.
 */
final class CrashReport {

    /** How many reports are kept. */
    static final int KEPT = 20;

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS");

    private CrashReport() {
    }

    /**
     * Writes the trace of {@code error} to a new report file.
     *
     * @param error the error
     * @param args the command line, recorded with the trace
     * @return the one-line message for standard error
     */
    static String write(Throwable error, String[] args) {
        StringWriter trace = new StringWriter();
        try (PrintWriter writer = new PrintWriter(trace)) {
            writer.println("isolang " + Main.version() + ", java " + System.getProperty("java.version"));
            writer.println("arguments: " + Arrays.toString(args));
            error.printStackTrace(writer);
        }
        String summary = "internal error: " + error.getClass().getName()
                + (error.getMessage() == null ? "" : ": " + Text.printable(IssueFormatter.oneLine(error.getMessage())));
        try {
            Path directory = directory();
            Files.createDirectories(directory);
            Path file = directory.resolve("crash-" + LocalDateTime.now().format(STAMP) + "-"
                    + ProcessHandle.current().pid() + ".txt");
            Files.writeString(file, trace.toString(), StandardCharsets.UTF_8);
            prune(directory);
            return summary + " (a bug in isolang; full trace in " + file + ")";
        } catch (IOException | RuntimeException e) {
            return summary + " (a bug in isolang; the trace could not be written: " + e.getMessage() + ")";
        }
    }

    /** Where reports go. */
    static Path directory() {
        String cache = System.getenv("XDG_CACHE_HOME");
        Path base = cache != null && !cache.isBlank() ? Path.of(cache)
                : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("isolang").resolve("crashes");
    }

    /** Deletes all but the newest {@value #KEPT} reports. */
    private static void prune(Path directory) throws IOException {
        List<Path> reports;
        try (Stream<Path> files = Files.list(directory)) {
            reports = files.filter(p -> p.getFileName().toString().startsWith("crash-"))
                    .sorted(Comparator.comparing((Path p) -> p.getFileName().toString()).reversed()).toList();
        }
        for (Path old : reports.subList(Math.min(KEPT, reports.size()), reports.size())) {
            Files.deleteIfExists(old);
        }
    }
}
