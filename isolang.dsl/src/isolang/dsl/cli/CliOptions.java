// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import isolang.solver.Defaults;
import isolang.solver.SatSolverChoice;

/**
 * The options and operands of one CLI command. Options are {@code --name value} or
 * {@code --name=value}; {@code --} ends the options.
 *
 * @param operands the files and directories named
 * @param solver the SAT solver (default {@link Defaults#SOLVER})
 * @param timeout the time limit of each command (default {@link Defaults#TIMEOUT})
 * @param scope scope sizes that replace those of the commands
 * @param json machine-readable results on standard output
 * @param progress progress on standard error even with {@code --json}
 * @param out where to write one text, JSON and SVG file per history found, if anywhere
 * @param verbosity {@code -1} quiet, {@code 0} normal, {@code 1} verbose
 * @param command the command {@code run} runs
 * @param checkOnly {@code fmt --check}: report, do not write
 */
public record CliOptions(List<String> operands, SatSolverChoice solver, Duration timeout, ScopeOverride scope,
        boolean json, boolean progress, Optional<Path> out, int verbosity, Optional<String> command,
        boolean checkOnly) {

    /** The options of {@code check} and {@code run}. */
    public static final Set<String> ANALYSIS = Set.of("--solver", "--timeout", "--scope", "--txn", "--obj", "--val",
            "--sess", "--ops", "--step", "--json", "--progress", "--out", "--quiet", "-q", "--verbose", "-v");

    /** The options of {@code run}: those of {@code check} and {@code --command}. */
    public static final Set<String> RUN = union(ANALYSIS, Set.of("--command", "-c"));

    /** The options of {@code fmt}. */
    public static final Set<String> FORMAT = Set.of("--check", "--quiet", "-q", "--verbose", "-v");

    /** Freezes the operands. */
    public CliOptions {
        operands = List.copyOf(operands);
    }

    /** Whether normal output is suppressed. */
    public boolean quiet() {
        return verbosity < 0;
    }

    /** Whether details are printed. */
    public boolean verbose() {
        return verbosity > 0;
    }

    /**
     * Parses the arguments of {@code command} (the arguments after the command's name).
     *
     * @param command the command's name, for messages
     * @param args the arguments
     * @param allowed the options the command accepts
     * @throws UsageException on an unknown option, a missing or malformed value
     */
    public static CliOptions parse(String command, List<String> args, Set<String> allowed) throws UsageException {
        List<String> operands = new ArrayList<>();
        SatSolverChoice solver = Defaults.SOLVER;
        Duration timeout = Defaults.TIMEOUT;
        ScopeOverride scope = ScopeOverride.none();
        boolean json = false;
        boolean progress = false;
        Path out = null;
        int verbosity = 0;
        String name = null;
        boolean checkOnly = false;
        boolean optionsEnded = false;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (optionsEnded || !arg.startsWith("-") || arg.equals("-")) {
                operands.add(arg);
                continue;
            }
            if (arg.equals("--")) {
                optionsEnded = true;
                continue;
            }
            String option = arg;
            String inline = null;
            int equals = arg.indexOf('=');
            if (arg.startsWith("--") && equals > 0) {
                option = arg.substring(0, equals);
                inline = arg.substring(equals + 1);
            }
            if (!allowed.contains(option)) {
                throw new UsageException(command + ": unknown option '" + option + "'");
            }
            switch (option) {
                case "--json" -> json = true;
                case "--progress" -> progress = true;
                case "--quiet", "-q" -> verbosity = -1;
                case "--verbose", "-v" -> verbosity = 1;
                case "--check" -> checkOnly = true;
                default -> {
                    String value = inline;
                    if (value == null) {
                        if (i + 1 >= args.size()) {
                            throw new UsageException(command + ": option " + option + " needs a value");
                        }
                        value = args.get(++i);
                    }
                    switch (option) {
                        case "--solver" -> solver = solver(command, value);
                        case "--timeout" -> timeout = timeout(command, value);
                        case "--scope" -> scope = scope.with(value);
                        case "--out" -> out = outputDirectory(command, value);
                        case "--command", "-c" -> name = value;
                        default -> scope = scope.with(option.substring(2), positive(command, option, value));
                    }
                }
            }
            if (inline != null && Set.of("--json", "--progress", "--quiet", "--verbose", "--check").contains(option)) {
                throw new UsageException(command + ": option " + option + " takes no value");
            }
        }
        return new CliOptions(operands, solver, timeout, scope, json, progress, Optional.ofNullable(out), verbosity,
                Optional.ofNullable(name), checkOnly);
    }

    private static Path outputDirectory(String command, String value) throws UsageException {
        if (value.isBlank()) {
            throw new UsageException(command + ": --out needs a directory name, not an empty one");
        }
        return SpecLoader.path(value);
    }

    static SatSolverChoice solver(String command, String value) throws UsageException {
        try {
            return SatSolverChoice.valueOf(value.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": unknown solver '" + value + "' (use glucose, minisat or sat4j)");
        }
    }

    static Duration timeout(String command, String value) throws UsageException {
        try {
            double seconds = Double.parseDouble(value);
            if (seconds > 0 && seconds <= 1e7) {
                return Duration.ofMillis(Math.max(1, Math.round(seconds * 1000)));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(command + ": --timeout needs a positive number of seconds, not '" + value + "'");
    }

    static int positive(String command, String option, String value) throws UsageException {
        try {
            int size = Integer.parseInt(value);
            if (size >= 1) {
                return size;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(command + ": " + option + " needs a positive integer, not '" + value + "'");
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        java.util.HashSet<String> all = new java.util.HashSet<>(a);
        all.addAll(b);
        return Set.copyOf(all);
    }
}
