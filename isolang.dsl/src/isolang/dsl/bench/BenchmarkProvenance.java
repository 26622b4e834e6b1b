// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Where and from what a benchmark invocation's numbers come: the commit of the repository it
 * runs in (the working directory; "with local changes" when tracked files outside {@code docs/}
 * differ from it), the product's build, the time, the load average and the machine. Written
 * next to every invocation in the results files, so that a table always says which commit it
 * measured.
 */
final class BenchmarkProvenance {

    private BenchmarkProvenance() {
    }

    /** One line: commit, build, UTC time, load average (1, 5, 15 min), processors and CPU model. */
    static String describe() {
        return "commit " + commit() + ", build " + build() + ", "
                + Instant.now().truncatedTo(ChronoUnit.SECONDS) + ", load " + BenchmarkReport.loadAverage() + ", "
                + Runtime.getRuntime().availableProcessors() + " × " + BenchmarkReport.cpuModel();
    }

    private static String commit() {
        String head = git("rev-parse", "--short", "HEAD");
        if (head.isEmpty()) {
            return "unknown (not run in a git repository)";
        }
        String changes = git("status", "--porcelain", "--untracked-files=no", "--", ".", ":(exclude)docs");
        return changes.isEmpty() ? head : head + " with local changes";
    }

    /** The file name of the jar this class was loaded from (it carries the build's qualifier). */
    private static String build() {
        try {
            return Path.of(BenchmarkProvenance.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .getFileName().toString();
        } catch (Exception e) {
            return "unknown";
        }
    }

    /** The trimmed standard output of {@code git args} in the working directory, or empty. */
    private static String git(String... args) {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            boolean ended = process.waitFor(10, TimeUnit.SECONDS);
            return ended && process.exitValue() == 0 ? out : "";
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
