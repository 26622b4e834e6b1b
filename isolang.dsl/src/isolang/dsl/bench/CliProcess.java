// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import isolang.dsl.cli.Main;

/**
 * Runs {@code isolang} as a user does, in a process of its own: the launcher script when the
 * benchmark itself was started by it (its path is the system property
 * {@value #LAUNCHER_PROPERTY}), otherwise the same JVM with the same flags and class path as
 * this one; or, for the JVM flag comparison, the launcher with more flags in
 * {@value #VMARGS} (the same class path with other flags where there is no launcher).
 */
final class CliProcess {

    /** The system property the {@code isolang} launcher sets to its own path. */
    static final String LAUNCHER_PROPERTY = "isolang.launcher";

    /** The environment variable whose JVM options the launcher adds after its own. */
    static final String VMARGS = "ISOLANG_VMARGS";

    private final List<String> command;
    private final Map<String, String> environment;

    private CliProcess(List<String> command, Map<String, String> environment) {
        this.command = List.copyOf(command);
        this.environment = Map.copyOf(environment);
    }

    /**
     * What ran: exit code, standard output and wall-clock time of the whole process.
     *
     * @param exitCode the process's exit code, or -1 if it was killed at the time limit
     * @param output its standard output
     * @param millis milliseconds from start to exit
     */
    record Outcome(int exitCode, String output, long millis) {
    }

    /** The CLI exactly as users start it. */
    static CliProcess asInstalled() {
        Optional<Path> launcher = Optional.ofNullable(System.getProperty(LAUNCHER_PROPERTY)).map(Path::of)
                .filter(Files::isExecutable);
        if (launcher.isPresent()) {
            return new CliProcess(List.of(launcher.get().toString()), Map.of(VMARGS, ""));
        }
        return withFlags(ManagementFactory.getRuntimeMXBean().getInputArguments());
    }

    /**
     * The CLI as users start it with {@code flags} after the launcher's own JVM flags (the later
     * of two settings of a flag wins), its start-up cache included; without a launcher, this JVM's
     * flags followed by {@code flags}.
     */
    static CliProcess withExtraFlags(List<String> flags) {
        CliProcess installed = asInstalled();
        if (installed.command.size() == 1) {
            return new CliProcess(installed.command, Map.of(VMARGS, String.join(" ", flags)));
        }
        List<String> all = new ArrayList<>(ManagementFactory.getRuntimeMXBean().getInputArguments());
        all.addAll(flags);
        return withFlags(all);
    }

    /** The CLI on this class path in a JVM started with {@code flags}. */
    static CliProcess withFlags(List<String> flags) {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.addAll(flags);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        return new CliProcess(command, Map.of());
    }

    /** The command line that starts the CLI, without arguments. */
    List<String> command() {
        return command;
    }

    /** Runs the CLI with {@code args}, killing it after {@code limitSeconds}. */
    Outcome run(List<String> args, long limitSeconds) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>(command);
        full.addAll(args);
        Path output = Files.createTempFile("isolang-bench", ".out");
        try {
            long start = System.nanoTime();
            ProcessBuilder builder = new ProcessBuilder(full).redirectOutput(output.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD);
            builder.environment().putAll(environment);
            Process process = builder.start();
            boolean ended = process.waitFor(limitSeconds, TimeUnit.SECONDS);
            long millis = (System.nanoTime() - start) / 1_000_000;
            if (!ended) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
            return new Outcome(ended ? process.exitValue() : -1, Files.readString(output, StandardCharsets.UTF_8),
                    millis);
        } finally {
            Files.deleteIfExists(output);
        }
    }
}
