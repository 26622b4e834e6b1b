// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.eclipse.xtext.validation.Issue;

import isolang.dsl.cli.SpecLoader.SpecFile;
import isolang.dsl.compiler.Compilation;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.compiler.SpecCompiler;

/**
 * {@code isolang check FILE|DIR...} and {@code isolang run FILE --command NAME}: loads the
 * files into one resource set, prints their validation issues like a compiler, and runs the
 * commands (all of them, or the one named), comparing each answer with its {@code expect}
 * clause. Exit code {@link Main#EXIT_OK} when every expectation holds,
 * {@link Main#EXIT_FAILURE} when some does not (or the engine gave no answer to it), and
 * {@link Main#EXIT_USAGE} for errors in the inputs, which stop before any command runs.
 */
final class CheckCommand {

    private final CliOptions options;
    private final boolean single;
    private final PrintStream out;
    private final PrintStream err;

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
                ? Optional.of(new WitnessFiles(options.out().get())) : Optional.empty();
        List<SpecFile> files = new SpecLoader(Language.injector()).load(paths);
        SpecCompiler compiler = Language.injector().getInstance(SpecCompiler.class);
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
        if (errors > 0) {
            long failedFiles = checked.stream().filter(c -> c.compilation() instanceof Compilation.Rejected).count();
            String message = errors + " error" + (errors == 1 ? "" : "s") + " in " + failedFiles + " file"
                    + (failedFiles == 1 ? "" : "s") + "; no command was run";
            return finish(json, List.of(), Main.EXIT_USAGE, started, message);
        }
        List<CompiledCommand> selected = new ArrayList<>();
        List<String> owners = new ArrayList<>();
        for (Checked c : checked) {
            CompiledModel model = ((Compilation.Compiled) c.compilation()).model();
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
        List<CommandOutcome> outcomes = new ArrayList<>();
        boolean showProgress = !options.quiet() && (!options.json() || options.progress());
        try (ProgressReporter progress = new ProgressReporter(err, showProgress, System.console() != null)) {
            CommandRunner runner = new CommandRunner(options.solver(), options.timeout(), options.scope(), progress);
            for (int i = 0; i < selected.size(); i++) {
                CommandOutcome outcome = runner.run(owners.get(i), selected.get(i));
                outcomes.add(outcome);
                Map<String, Map<String, String>> written = witnessFiles.isPresent()
                        ? witnessFiles.get().write(outcome) : Map.of();
                json.command(outcome, written);
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
        }
        int exit = outcomes.stream().anyMatch(CommandOutcome::failing) ? Main.EXIT_FAILURE : Main.EXIT_OK;
        if (!options.json()) {
            table.summary(outcomes, checked.size(), (System.nanoTime() - started) / 1_000_000);
        }
        return finish(json, outcomes, exit, started, null);
    }

    private int finish(JsonReport json, List<CommandOutcome> outcomes, int exit, long started, String message) {
        if (options.json()) {
            out.println(json.render(Main.version(), options.solver().name().toLowerCase(java.util.Locale.ROOT), exit,
                    (System.nanoTime() - started) / 1_000_000));
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
