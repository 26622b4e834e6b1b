// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.eclipse.xtext.validation.Issue;

import com.google.inject.Injector;

import isolang.dsl.cli.SpecLoader.SpecFile;
import isolang.dsl.compiler.Compilation;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.compiler.SpecCompiler;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.dsl.run.ResultView;
import isolang.solver.SynthesisOptions;
import isolang.solver.spec.Scope;

/**
 * {@code isolang check FILE|DIR...} and {@code isolang run FILE --command NAME}: loads the
 * files into one resource set, prints their validation issues like a compiler, and runs the
 * commands (all of them, or the one named), comparing each answer with its {@code expect}
 * clause. Exit code {@link Main#EXIT_OK} when every expectation holds,
 * {@link Main#EXIT_FAILURE} when some does not (or the engine gave no answer to it), and
 * {@link Main#EXIT_USAGE} for errors in the inputs, which stop before any command runs. The
 * compiler's {@link CommandRunner} runs and judges the commands; this class applies the
 * {@code --scope} override and presents the results (table, {@code --json}, {@code --out}).
 * Ctrl-C cancels the running command and ends the run with one line ({@link Interruption}).
 */
final class CheckCommand {

    private final CliOptions options;
    private final boolean single;
    private final PrintStream out;
    private final PrintStream err;
    private final ProcessPhases phases = ProcessPhases.forCommand();

    /**
     * A run of {@code check} ({@code single} false) or {@code run} ({@code single} true).
     *
     * @param options the parsed options
     * @param single whether this is {@code run}: one file, one command, histories printed
     * @param out standard output
     * @param err standard error
     */
    CheckCommand(CliOptions options, boolean single, PrintStream out, PrintStream err) {
        this.options = options;
        this.single = single;
        this.out = out;
        this.err = err;
    }

    /** A compiled file, or one with errors. */
    private record Checked(SpecFile file, Compilation compilation) {
    }

    /**
     * Runs the command.
     *
     * @return the exit code
     * @throws UsageException on mistakes in the command line or the inputs it names
     * @throws IOException if a {@code --out} file cannot be written
     */
    int run() throws UsageException, IOException {
        long started = System.nanoTime();
        String name = single ? "run" : "check";
        if (single && options.operands().size() != 1) {
            throw new UsageException("run: expects exactly one file, got " + options.operands().size());
        }
        if (single && options.command().isEmpty()) {
            throw new UsageException("run: --command NAME is required");
        }
        Map<Path, String> paths = SpecLoader.collect(options.operands());
        Optional<WitnessFiles> witnessFiles = options.out().isPresent()
                ? Optional.of(new WitnessFiles(options.out().get(), shownPaths(paths))) : Optional.empty();
        Injector injector = Language.injector();
        phases.end("language");
        List<SpecFile> files = new SpecLoader(injector).load(paths);
        phases.end("parse");
        SpecCompiler compiler = injector.getInstance(SpecCompiler.class);
        List<Checked> checked = new ArrayList<>();
        JsonReport json = new JsonReport();
        int errors = 0;
        for (SpecFile file : files) {
            Compilation compilation = compiler.compile(file.resource());
            checked.add(new Checked(file, compilation));
            List<Issue> issues = IssueFormatter.sorted(compilation.issues());
            json.file(file.display(), issues);
            if (!options.json()) {
                issues.forEach(issue -> err.println(IssueFormatter.format(file.display(), issue)));
            }
            errors += (int) issues.stream().filter(IssueFormatter::isError).count();
        }
        phases.end("compile");
        if (errors > 0) {
            long failedFiles = checked.stream().filter(c -> c.compilation() instanceof Compilation.Rejected).count();
            String message = errors + " error" + (errors == 1 ? "" : "s") + " in " + failedFiles + " file"
                    + (failedFiles == 1 ? "" : "s") + "; no command was run";
            return finish(json, List.of(), Main.EXIT_USAGE, started, message);
        }
        List<CompiledCommand> selected = new ArrayList<>();
        List<String> owners = new ArrayList<>();
        for (Checked c : checked) {
            if (!(c.compilation() instanceof Compilation.Compiled compiled)) {
                continue; // a rejected file has errors, and errors ended the run above
            }
            CompiledModel model = compiled.model();
            for (CompiledCommand command : model.commands()) {
                if (!single || command.name().equals(options.command().get())) {
                    selected.add(command);
                    owners.add(c.file().display());
                }
            }
            if (single && selected.isEmpty()) {
                throw new UsageException(name + ": " + c.file().display() + " has no command '"
                        + options.command().get() + "'" + available(model));
            }
        }
        int longest = selected.stream().mapToInt(c -> c.name().length()).max().orElse(0);
        ResultTable table = new ResultTable(out, longest, options.quiet(), options.verbose());
        List<ResultView> outcomes = new ArrayList<>();
        boolean showProgress = !options.quiet() && (!options.json() || options.progress());
        try (Interruption interruption = new Interruption(err);
                ProgressReporter progress = new ProgressReporter(err, showProgress, System.console() != null)) {
            SynthesisOptions engine = SynthesisOptions.defaults().withSolver(options.solver())
                    .withTimeout(options.timeout());
            CommandRunner runner = new CommandRunner(engine, progress, progress);
            for (int i = 0; i < selected.size() && !interruption.interrupted(); i++) {
                CompiledCommand command = scoped(selected.get(i));
                progress.file(owners.get(i));
                CommandResult result = runner.run(command, interruption.nextCommand());
                if (interruption.interrupted()) {
                    break;
                }
                ResultView outcome = ResultView.of(owners.get(i), result);
                outcomes.add(outcome);
                json.command(outcome, witnessFiles.isPresent() ? witnessFiles.get().write(outcome) : List.of(),
                        witnessFiles.isPresent() ? witnessFiles.get().writeOrder(outcome) : Map.of());
                if (!options.json()) {
                    table.row(outcome);
                    if (single && !options.verbose() && !options.quiet()) {
                        if (!outcome.failing() && !outcome.detail().isEmpty()) {
                            out.println("      " + outcome.detail());
                        }
                        table.histories(outcome);
                    }
                }
            }
            if (interruption.interrupted()) {
                return Main.EXIT_FAILURE;
            }
        }
        phases.end("commands");
        int exit = outcomes.stream().anyMatch(ResultView::failing) ? Main.EXIT_FAILURE : Main.EXIT_OK;
        if (!options.json()) {
            table.summary(outcomes, checked.size(), (System.nanoTime() - started) / 1_000_000);
        }
        return finish(json, outcomes, exit, started, null);
    }

    /**
     * The command with the {@code --scope} override applied to its scope.
     *
     * @throws UsageException if the override does not fit the command's scope
     */
    private CompiledCommand scoped(CompiledCommand command) throws UsageException {
        Optional<Scope> scope = command.searchScope();
        return scope.isEmpty() ? command : command.withScope(options.scope().apply(scope.get()));
    }

    private static Map<String, Path> shownPaths(Map<Path, String> paths) {
        Map<String, Path> shown = new LinkedHashMap<>();
        paths.forEach((path, display) -> shown.put(display, path));
        return shown;
    }

    private int finish(JsonReport json, List<ResultView> outcomes, int exit, long started, String message) {
        phases.end("output");
        if (options.json()) {
            out.println(json.render(Main.version(), options.solver().name().toLowerCase(java.util.Locale.ROOT), exit,
                    (System.nanoTime() - started) / 1_000_000, phases.phases()));
        } else if (options.verbose()) {
            err.println("isolang: time by phase: " + phases.describe());
        }
        if (message != null) {
            err.println("isolang: " + message);
        }
        return exit;
    }

    private static String available(CompiledModel model) {
        if (model.commands().isEmpty()) {
            return " (it has no commands)";
        }
        return " (commands: " + model.commands().stream().map(CompiledCommand::name)
                .collect(Collectors.joining(", ")) + ")";
    }
}
