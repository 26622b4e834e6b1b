// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * An unexpected internal error: the full stack trace goes to a temporary file and the user
 * sees one line naming it.
 */
final class CrashReport {

    private CrashReport() {
    }

    /**
     * Writes the trace of {@code error} to a temporary file.
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
                + (error.getMessage() == null ? "" : ": " + IssueFormatter.oneLine(error.getMessage()));
        try {
            Path file = Files.createTempFile("isolang-crash-", ".txt");
            Files.writeString(file, trace.toString(), StandardCharsets.UTF_8);
            return summary + " (full trace in " + file + ")";
        } catch (IOException | RuntimeException e) {
            return summary + " (the trace could not be written: " + e.getMessage() + ")";
        }
    }
}
