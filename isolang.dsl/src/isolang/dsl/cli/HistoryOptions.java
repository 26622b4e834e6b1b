// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import isolang.history.CheckOptions;
import isolang.history.format.HistoryFormat;
import isolang.history.model.HistoryBuilder.InitialPolicy;
import isolang.history.sat.PairClauses;
import isolang.solver.Defaults;
import isolang.solver.SatSolverChoice;

/**
 * The options of {@code isolang history check|convert|stats}. Options are {@code --name value}
 * or {@code --name=value}; {@code --} ends the options.
 *
 * @param operands the histories (files or directories), or for {@code convert} the input and output
 * @param levels the levels to check ({@code --level}, repeatable)
 * @param specs specification files whose levels may be named ({@code --spec}, repeatable)
 * @param format the input format, if forced
 * @param to the output format of {@code convert}
 * @param name the name of the literal {@code convert --to isolang} writes
 * @param solver the SAT solver for the strong levels
 * @param timeout the time limit per level
 * @param maxViolations the most violations reported per level ({@code --max-violations N}, {@code --all})
 * @param explain how many violations per level to explain
 * @param repairThinAir map thin-air reads to the initial value
 * @param initial the initial-transaction policy
 * @param json machine-readable output
 * @param progress progress on standard error even with {@code --json}
 * @param out where to write explanations
 * @param verbosity {@code -1} quiet, {@code 0} normal, {@code 1} verbose
 * @param pairClauses when the strong levels' search adds the 2-width clauses ({@code --pair-clauses})
 */
record HistoryOptions(List<String> operands, List<String> levels, List<Path> specs, Optional<HistoryFormat> format,
        Optional<HistoryFormat> to, String name, SatSolverChoice solver, Duration timeout, int maxViolations,
        int explain,
        boolean repairThinAir, InitialPolicy initial, boolean json, boolean progress, Optional<Path> out,
        int verbosity, PairClauses pairClauses) {

    private static final Set<String> FLAGS = Set.of("--json", "--progress", "--repair-thin-air", "--quiet", "-q",
            "--verbose", "-v", "--all");

    /** The options each subcommand accepts. */
    static Set<String> allowed(String subcommand) {
        return switch (subcommand) {
            case "check" -> Set.of("--level", "-l", "--spec", "--format", "--solver", "--timeout", "--max-violations",
                    "--all", "--explain", "--repair-thin-air", "--initial", "--json", "--progress", "--out", "--quiet",
                    "-q",
                    "--verbose", "-v", "--pair-clauses");
            case "convert" -> Set.of("--to", "--format", "--name", "--repair-thin-air", "--initial", "--quiet", "-q");
            default -> Set.of("--format", "--repair-thin-air", "--initial", "--json");
        };
    }

    /** Freezes the lists. */
    HistoryOptions {
        operands = List.copyOf(operands);
        levels = List.copyOf(levels);
        specs = List.copyOf(specs);
    }

    /** How to read the histories: {@code --format}, {@code --initial}, {@code --repair-thin-air}. */
    HistoryReading reading() {
        return new HistoryReading(format, initial, repairThinAir);
    }

    boolean quiet() {
        return verbosity < 0;
    }

    boolean verbose() {
        return verbosity > 0;
    }

    /**
     * Parses the arguments of {@code history SUBCOMMAND}.
     *
     * @throws UsageException on an unknown option or a malformed value
     */
    static HistoryOptions parse(String subcommand, List<String> args) throws UsageException {
        String command = "history " + subcommand;
        Set<String> allowed = allowed(subcommand);
        Builder b = new Builder();
        boolean ended = false;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (ended || !arg.startsWith("-") || arg.equals("-")) {
                b.operands.add(arg);
                continue;
            }
            if (arg.equals("--")) {
                ended = true;
                continue;
            }
            String option = arg;
            String value = null;
            int equals = arg.indexOf('=');
            if (arg.startsWith("--") && equals > 0) {
                option = arg.substring(0, equals);
                value = arg.substring(equals + 1);
            }
            if (!allowed.contains(option)) {
                throw new UsageException(command + ": unknown option '" + option + "'");
            }
            if (FLAGS.contains(option)) {
                if (value != null) {
                    throw new UsageException(command + ": option " + option + " takes no value");
                }
                b.flag(option);
                continue;
            }
            if (value == null) {
                if (i + 1 >= args.size()) {
                    throw new UsageException(command + ": option " + option + " needs a value");
                }
                value = args.get(++i);
            }
            b.value(command, option, value);
        }
        return b.build();
    }

    /** Collects options while parsing. */
    private static final class Builder {
        private final List<String> operands = new ArrayList<>();
        private final List<String> levels = new ArrayList<>();
        private final List<Path> specs = new ArrayList<>();
        private HistoryFormat format;
        private HistoryFormat to;
        private String name = "History";
        private SatSolverChoice solver = Defaults.SOLVER;
        private Duration timeout = Defaults.TIMEOUT;
        private int maxViolations = 10;
        private int explain = 1;
        private boolean repairThinAir;
        private InitialPolicy initial = InitialPolicy.AUTO;
        private boolean json;
        private boolean progress;
        private Path out;
        private int verbosity;
        private PairClauses pairClauses = PairClauses.WHEN_NEEDED;

        void flag(String option) {
            switch (option) {
                case "--json" -> json = true;
                case "--progress" -> progress = true;
                case "--repair-thin-air" -> repairThinAir = true;
                case "--all" -> maxViolations = CheckOptions.ALL;
                case "--quiet", "-q" -> verbosity = -1;
                default -> verbosity = 1;
            }
        }

        void value(String command, String option, String value) throws UsageException {
            switch (option) {
                case "--level", "-l" -> levels.add(nonEmpty(command, option, value));
                case "--spec" -> specs.add(Path.of(nonEmpty(command, option, value)));
                case "--format" -> format = HistoryReading.format(command, option, value, false);
                case "--to" -> to = HistoryReading.format(command, option, value, true);
                case "--name" -> name = identifier(command, value);
                case "--solver" -> solver = CliOptions.solver(command, value);
                case "--timeout" -> timeout = CliOptions.timeout(command, value);
                case "--max-violations" -> maxViolations = count(command, option, value, 1);
                case "--explain" -> explain = count(command, option, value, 0);
                case "--initial" -> initial = HistoryReading.initial(command, value);
                case "--pair-clauses" -> pairClauses = pairClauses(command, value);
                default -> out = Path.of(nonEmpty(command, option, value));
            }
        }

        HistoryOptions build() {
            return new HistoryOptions(operands, levels, specs, Optional.ofNullable(format), Optional.ofNullable(to),
                    name,
                    solver, timeout, maxViolations, explain, repairThinAir, initial, json, progress,
                    Optional.ofNullable(out),
                    verbosity, pairClauses);
        }
    }

    private static PairClauses pairClauses(String command, String value) throws UsageException {
        for (PairClauses when : PairClauses.values()) {
            if (when.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-').equals(value)) {
                return when;
            }
        }
        throw new UsageException(command + ": --pair-clauses needs first, when-needed or never, not '" + value + "'");
    }

    private static String nonEmpty(String command, String option, String value) throws UsageException {
        if (value.isBlank()) {
            throw new UsageException(command + ": option " + option + " needs a non-empty value");
        }
        return value;
    }

    private static String identifier(String command, String value) throws UsageException {
        if (!value.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            throw new UsageException(
                    command + ": --name needs an identifier (letters, digits, _), not '" + value + "'");
        }
        return value;
    }

    private static int count(String command, String option, String value, int least) throws UsageException {
        try {
            int n = Integer.parseInt(value);
            if (n >= least) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(command + ": " + option + " needs a whole number of at least " + least + ", not '"
                + value + "'");
    }
}
