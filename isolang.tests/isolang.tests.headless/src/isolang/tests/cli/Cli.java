// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import isolang.dsl.cli.Main;

/** Runs the CLI in the test's JVM and captures what it printed. */
final class Cli {

    private Cli() {
    }

    /**
     * What one CLI run returned and printed.
     *
     * @param exitCode the exit code
     * @param out standard output
     * @param err standard error
     */
    record Run(int exitCode, String out, String err) {
        /** Both streams, for assertion messages. */
        String all() {
            return "exit " + exitCode + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    /** Runs {@code isolang args...}. */
    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exitCode = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exitCode, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Writes {@code text} to {@code name} in {@code dir} and returns the file. */
    static Path write(Path dir, String name, String text) {
        try {
            return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
