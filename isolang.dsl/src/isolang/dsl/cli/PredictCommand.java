// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;

import com.google.inject.Injector;

import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.Expected;
import isolang.dsl.history.ForbiddenEmphasis;
import isolang.dsl.history.LevelCatalog;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.dsl.run.ResultView;
import isolang.dsl.run.Verdict;
import isolang.history.PreparedHistory;
import isolang.history.explain.EngineHistoryConverter;
import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.format.HistoryFormatException;
import isolang.history.model.HistoryStatistics;
import isolang.solver.Defaults;
import isolang.solver.SynthesisOptions;
import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.predict.Boundary;
import isolang.solver.predict.Prediction;
import isolang.solver.predict.PredictionMode;
import isolang.solver.predict.Predictor;
import isolang.solver.spec.Level;
import isolang.solver.spec.SourceRef;

/**
 * {@code isolang predict FILE --under L... --not N... --boundary strict|relaxed}: reads an
 * observed history in any format {@code history check} reads, and searches its variations
 * (only the write each read observes changes, cut at the boundary) for one the {@code --under}
 * levels allow and the {@code --not} levels forbid, as a {@code predict} command of the
 * language does ({@link CommandRunner}). Prints the verdict, which search decided, the changed
 * reads, where each session ends, the engine's notes (the must-order cycle, what was sliced),
 * the predicted history as a {@code history} literal and the captions of what its drawing
 * emphasises: the changed reads, a fast prediction's must-order cycle and why each {@code --not}
 * level forbids it (the axioms and the history checker's cycle, {@link ForbiddenEmphasis}),
 * computed once for the terminal, {@code --json} ({@code why}) and {@code --out}, which writes
 * its text, JSON and SVG (the changed reads also drawn as a relation of their own);
 * {@code --json} gives the document of {@code check --json}. Exit code 0 when answered (and as {@code --expect}ed), 1 when not as
 * expected, without answer or on an engine error, 2 for input errors.
 */
final class PredictCommand {

    private static final Set<String> VALUED = Set.of("--under", "-u", "--not", "-n", "--boundary", "-b", "--mode",
            "--spec", "--out", "--timeout", "--solver", "--format", "--initial", "--expect", "--name",
            "--max-transactions");
    private static final Set<String> FLAGS = Set.of("--json", "--progress", "--repair-thin-air", "--quiet", "-q",
            "--verbose", "-v");

    private final PrintStream out;
    private final PrintStream err;
    private final ProcessPhases phases = ProcessPhases.forCommand();

    private PredictCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /**
     * Runs {@code predict ARGS}.
     *
     * @return the exit code
     * @throws UsageException on mistakes in the command line
     * @throws IOException if an output file cannot be written
     */
    static int run(List<String> args, PrintStream out, PrintStream err) throws UsageException, IOException {
        if (args.isEmpty() || List.of("--help", "-h", "help").contains(args.get(0))) {
            usage(args.isEmpty() ? err : out);
            return args.isEmpty() ? Main.EXIT_USAGE : Main.EXIT_OK;
        }
        List<String> operands = new ArrayList<>();
        List<String> named = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--")) {
                operands.addAll(args.subList(i + 1, args.size()));
                break;
            }
            if (!arg.startsWith("-") || arg.equals("-")) {
                operands.add(arg);
                continue;
            }
            named.add(arg);
            if (VALUED.contains(arg) && i + 1 < args.size()) {
                named.add(args.get(++i));
            }
        }
        if (operands.size() != 1) {
            throw new UsageException("predict: expects one history file, got " + operands.size()
                    + " (predict --help lists the options)");
        }
        return new PredictCommand(out, err).predict(Path.of(operands.get(0)),
                NamedOptions.parse("predict", named, VALUED, FLAGS));
    }

    private int predict(Path file, NamedOptions options) throws UsageException, IOException {
        long started = System.nanoTime();
        boolean json = options.flag("--json");
        boolean quiet = options.flag("--quiet") || options.flag("-q");
        boolean verbose = options.flag("--verbose") || options.flag("-v");
        List<String> under = levels(options, "--under", "-u");
        List<String> not = levels(options, "--not", "-n");
        if (under.isEmpty() && not.isEmpty()) {
            throw new UsageException("predict: name the levels: --under LEVEL (allowed) and --not LEVEL (forbidden),"
                    + " e.g. --under biswas.CC --not biswas.SER");
        }
        Boundary boundary = choice(options, "--boundary", "-b", Boundary.values(), Boundary.STRICT, Boundary::keyword);
        PredictionMode mode = choice(options, "--mode", null, PredictionMode.values(), PredictionMode.AUTO,
                PredictionMode::keyword);
        Optional<Expected> expected = expected(options);
        int maxTransactions = options.string("--max-transactions").isPresent()
                ? CliOptions.positive("predict", "--max-transactions", options.string("--max-transactions").get())
                : Predictor.MAX_TRANSACTIONS;
        SynthesisOptions engine = SynthesisOptions.defaults()
                .withSolver(options.string("--solver").isPresent()
                        ? CliOptions.solver("predict", options.string("--solver").get()) : Defaults.SOLVER)
                .withTimeout(options.string("--timeout").isPresent()
                        ? CliOptions.timeout("predict", options.string("--timeout").get()) : Defaults.TIMEOUT);
        List<Path> specs = new ArrayList<>();
        for (String spec : options.list("--spec")) {
            if (!Files.isRegularFile(Path.of(spec))) {
                throw new UsageException("--spec " + spec + ": no such file");
            }
            specs.add(Path.of(spec));
        }
        if (!Files.isRegularFile(file) && !HistoryInputs.isHistoryDirectory(file)) {
            throw new UsageException(file + ": no such file");
        }
        Optional<Path> outDir = options.string("--out").map(Path::of);
        if (outDir.isPresent()) {
            WitnessFiles.prepare(outDir.get());
        }
        String shown = file.normalize().toString();
        Optional<Observed> observed = load(file, shown, options, json);
        if (observed.isEmpty()) {
            return Main.EXIT_USAGE;
        }
        phases.end("read");
        Injector injector = Language.injector();
        phases.end("language");
        LevelCatalog catalog = LevelCatalog.load(injector, specs);
        if (HistoryCheck.reportSpecIssues(catalog, err, "nothing was predicted")) {
            return Main.EXIT_USAGE;
        }
        List<Level> permissive = HistoryCheck.resolve(catalog, under, "predict");
        List<Level> strict = HistoryCheck.resolve(catalog, not, "predict");
        phases.end("levels");
        String name = options.string("--name").orElse(stem(file));
        CompiledCommand.Prediction command = new CompiledCommand.Prediction(name,
                new SourceRef(file.toUri().toString(), 1, 1, 0, 0), observed.get().history(), permissive, strict,
                boundary, expected, mode, maxTransactions, catalog.standard());
        ResultView outcome;
        try (Interruption interruption = new Interruption(err);
                ProgressReporter progress = new ProgressReporter(err, !quiet && (!json || options.flag("--progress")),
                        System.console() != null)) {
            progress.file(shown);
            EnginePhases enginePhases = new EnginePhases(progress, phases, "slice");
            CommandResult result = new CommandRunner(engine, enginePhases, progress).run(command,
                    interruption.nextCommand());
            enginePhases.finish();
            if (interruption.interrupted()) {
                return Main.EXIT_FAILURE;
            }
            outcome = ResultView.of(shown, result);
        }
        if (result(outcome) instanceof Prediction.Predicted && (!quiet || json || outDir.isPresent())) {
            outcome = outcome.explainedBy(new ForbiddenEmphasis(catalog.standard(), WitnessFiles.EXPLAIN_TIMEOUT));
            phases.end("explain");
        }
        List<Map<String, String>> written = outDir.isPresent()
                ? new WitnessFiles(outDir.get(), Map.of(shown, file)).write(outcome) : List.of();
        int exit = outcome.failing() || outcome.result().verdict() == Verdict.UNKNOWN ? Main.EXIT_FAILURE
                : Main.EXIT_OK;
        if (json) {
            JsonReport report = new JsonReport();
            report.file(shown, List.of());
            report.command(outcome, written);
            phases.end("write");
            out.println(report.render(Main.version(), engine.solver().name().toLowerCase(Locale.ROOT), exit,
                    (System.nanoTime() - started) / 1_000_000, phases.phases()));
        } else {
            List<String> why = quiet || outcome.histories().isEmpty() ? List.of()
                    : outcome.histories().get(0).captions().stream().map(caption -> "why: " + caption).toList();
            print(outcome, observed.get(), written, why, quiet, verbose);
            phases.end("write");
            if (verbose) {
                err.println("isolang: time by phase: " + phases.describe());
            }
        }
        return exit;
    }

    private static Prediction result(ResultView outcome) {
        return outcome.result().prediction().orElse(null);
    }

    /** An observed history: the engine's history and the original names of its objects. */
    private record Observed(History history, List<String> keyNames) {
    }

    /** Reads, prepares and converts the history; on an input error prints it and returns empty. */
    private Optional<Observed> load(Path file, String shown, NamedOptions options, boolean json)
            throws UsageException {
        HistoryReading reading = HistoryReading.of("predict", options);
        try {
            long started = System.nanoTime();
            HistoryFiles.Loaded loaded = HistoryFiles.read(file, shown, reading.format(), reading.loadOptions());
            PreparedHistory prepared = PreparedHistory.of(loaded.history());
            EngineHistoryConverter.Converted converted = EngineHistoryConverter.convert(prepared.reads(), null, null);
            History history = converted.history();
            if (!history.isReadConsistent()) {
                return inputError(shown + ": the observed history is not read-consistent (`isolang history check "
                        + shown + " --level biswas.RC` names the reads); prediction needs every read to observe a"
                        + " committed final write", json);
            }
            try {
                Predictor.scope(history);
            } catch (IllegalArgumentException e) {
                return inputError(shown + ": " + e.getMessage(), json);
            }
            if (!json && !options.flag("--quiet") && !options.flag("-q")) {
                HistoryStatistics s = prepared.statistics();
                out.printf("%s  %s, %,d transactions, %,d sessions, %,d operations, %,d keys (read in %.2fs)%n", shown,
                        loaded.format().id(), s.transactions(), s.sessions(), s.operations(), s.keys(),
                        (System.nanoTime() - started) / 1e9);
                prepared.notes().forEach(note -> out.println("  note: " + note));
                if (prepared.reads().ambiguousReads() > 0) {
                    out.println("  note: reads with several possible writers are left out of the observed run");
                }
            }
            return Optional.of(new Observed(history, converted.keyNames()));
        } catch (HistoryFormatException e) {
            return inputError(e.getMessage(), json);
        } catch (IOException e) {
            return inputError(shown + ": cannot read: " + e.getMessage(), json);
        }
    }

    private Optional<Observed> inputError(String message, boolean json) {
        err.println("isolang: " + message);
        if (json) {
            out.println("{\"error\": " + new com.google.gson.Gson().toJson(message) + ", \"exitCode\": "
                    + Main.EXIT_USAGE + "}");
        }
        return Optional.empty();
    }

    private void print(ResultView outcome, Observed observed, List<Map<String, String>> written, List<String> why,
            boolean quiet, boolean verbose) {
        List<String> renamed = IntStream.range(0, observed.keyNames().size())
                .filter(i -> !observed.keyNames().get(i).equals(ObjectNames.of(i)))
                .mapToObj(i -> ObjectNames.of(i) + " = " + observed.keyNames().get(i)).toList();
        if (!quiet && !renamed.isEmpty()) {
            out.println("  objects: " + String.join(", ", renamed.size() > 12
                    ? renamed.subList(0, 12) : renamed) + (renamed.size() > 12 ? ", …" : ""));
        }
        ResultTable table = new ResultTable(out, outcome.name().length(), quiet, verbose);
        table.row(outcome);
        if (quiet && !outcome.failing()) {
            return;
        }
        if (!verbose && !outcome.failing() && outcome.result().verdict() != Verdict.UNKNOWN
                && !outcome.detail().isEmpty()) {
            out.println("      " + outcome.detail());
        }
        if (!verbose) {
            outcome.measures().notes().stream().filter(n -> !n.startsWith("must-order cycle"))
                    .forEach(note -> out.println("      note: " + note));
        }
        outcome.predictionBoundaries().forEach(line -> out.println("      " + line));
        outcome.predictionLiteral().ifPresent(literal -> literal.lines().forEach(line -> out.println("    " + line)));
        why.forEach(line -> out.println("      " + line));
        written.forEach(files -> out.println("      wrote " + String.join(", ", files.values())));
    }

    private static List<String> levels(NamedOptions options, String name, String shortName) {
        List<String> all = new ArrayList<>(options.list(name));
        all.addAll(options.list(shortName));
        return all;
    }

    private static <T extends Enum<T>> T choice(NamedOptions options, String name, String shortName, T[] values,
            T fallback, java.util.function.Function<T, String> keyword) throws UsageException {
        Optional<String> text = options.string(name).or(() -> shortName == null ? Optional.empty()
                : options.string(shortName));
        if (text.isEmpty()) {
            return fallback;
        }
        for (T value : values) {
            if (keyword.apply(value).equals(text.get())) {
                return value;
            }
        }
        throw new UsageException("predict: " + name + " must be one of " + String.join(", ",
                java.util.Arrays.stream(values).map(keyword).toList()) + ", not '" + text.get() + "'");
    }

    private static Optional<Expected> expected(NamedOptions options) throws UsageException {
        Optional<String> text = options.string("--expect");
        if (text.isEmpty()) {
            return Optional.empty();
        }
        return switch (text.get()) {
            case "found" -> Optional.of(Expected.FOUND);
            case "none" -> Optional.of(Expected.NONE);
            default -> throw new UsageException("predict: --expect must be found or none, not '" + text.get() + "'");
        };
    }

    private static String stem(Path file) {
        String name = String.valueOf(file.getFileName());
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    private static void usage(PrintStream out) {
        out.println(
                "Usage: isolang predict FILE --under LEVEL... --not LEVEL... [--boundary strict|relaxed] [options]");
        out.println();
        out.println("Predicts from an observed run: searches the variations of the history in FILE (only the write");
        out.println("each read observes changes, cut at the prediction boundary) for one that the --under levels");
        out.println("allow and the --not levels forbid. FILE is in any format history check reads: "
                + HistoryFormat.ids(false));
        out.println();
        Main.option(out, "-u, --under LEVEL", "a level the prediction must be allowed by (repeatable)");
        Main.option(out, "-n, --not LEVEL", "a level the prediction must be forbidden by (repeatable)");
        Main.option(out, "-b, --boundary strict|relaxed", "cut each session at its first changed read (strict,"
                + " default) or after its transaction");
        Main.option(out, "--mode auto|fast|exact", "fast cycle condition, exact search, or fast then exact"
                + " (auto, default)");
        Main.option(out, "--max-transactions N", "search at most N transactions of a larger run, its beginning"
                + " (default " + Predictor.MAX_TRANSACTIONS + "); a \"none\" covers only what was searched");
        Main.option(out, "--expect found|none", "exit 1 unless the answer is this");
        Main.option(out, "--spec FILE.isol", "a specification whose levels may be named (repeatable)");
        Main.option(out, "--timeout SECONDS", "time limit of the prediction (default " + Defaults.TIMEOUT.toSeconds()
                + ")");
        Main.option(out, "--solver glucose|minisat|sat4j", "SAT solver");
        Main.option(out, "--out DIR", "write the predicted history's .txt, .json and .svg");
        Main.option(out, "--json", "machine-readable result on stdout (the document of check --json)");
        Main.option(out, "--name NAME", "the command's name (default: the file's name)");
        Main.option(out, "--format, --initial, --repair-thin-air", "read the history as history check does");
        Main.option(out, "--progress, -q, --quiet, -v, --verbose", "as for check");
        out.println();
        out.println("Exit codes: 0 answered (as expected), 1 not as expected, no answer or an engine error, 2 usage");
        out.println("or input error, 3 internal error. Documentation: docs/CLI.md");
    }
}
