// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.emf.common.util.URI;

import isolang.dsl.compiler.Compilation;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.SpecCompiler;
import isolang.dsl.isolang.Command;
import isolang.ui.model.DocumentParser;
import isolang.ui.model.IsolangLanguage;
import isolang.ui.model.ParsedDocument;
import isolang.ui.preferences.IsolangPreferences;

/**
 * Runs commands of a specification in the background: compiles the text, then runs the
 * selected commands one by one on the engine, reporting each start and result to
 * {@link RunResults} and the run markers, then has an {@link ExplainHistoriesJob} work out what
 * makes each found history forbidden. The engine's progress shows in the job's progress;
 * cancelling the job cancels the engine.
 */
public final class RunCommandsJob extends CancellableJob {

    /** Job family of all isolang runs, to find or wait for them. */
    public static final Object FAMILY = RunCommandsJob.class;

    private final IFile file;

    private final URI uri;

    private final String text;

    private final Set<String> commands;

    private final List<CompiledCommand> precompiled;

    /**
     * A job running commands of a text.
     *
     * @param file the workspace file, or null for a file outside the workspace
     * @param uri the text's URI
     * @param text the specification text
     * @param commands the names of the commands to run, or empty for all
     */
    public RunCommandsJob(IFile file, URI uri, String text, Set<String> commands) {
        super(commands.size() == 1 ? "Running " + commands.iterator().next() : "Running isolang commands", FAMILY);
        this.file = file;
        this.uri = uri;
        this.text = text;
        this.commands = Set.copyOf(commands);
        this.precompiled = List.of();
        setUser(true);
    }

    /**
     * A job running an already compiled command again (e.g. at another scope).
     *
     * @param file the workspace file of the command, or null
     * @param uri the file's URI
     * @param command the command
     */
    public RunCommandsJob(IFile file, URI uri, CompiledCommand command) {
        super("Running " + command.name(), FAMILY);
        this.file = file;
        this.uri = uri;
        this.text = null;
        this.commands = Set.of(command.name());
        this.precompiled = List.of(command);
        setUser(true);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        return runCommands(monitor);
    }

    private IStatus runCommands(IProgressMonitor monitor) {
        String fileUri = uri.toString();
        List<CompiledCommand> toRun = precompiled.isEmpty() ? compile(fileUri) : precompiled;
        SubMonitor progress = SubMonitor.convert(monitor, getName(), Math.max(1, toRun.size()));
        for (CompiledCommand command : toRun) {
            if (progress.isCanceled()) {
                return Status.CANCEL_STATUS;
            }
            ExplainHistoriesJob.cancelFor(fileUri, command.name());
            RunResults.get().report(new RunRecord(fileUri, command.name(), command, RunStatus.RUNNING, "running\u2026",
                    command.searchScope().map(s -> s.text(false)).orElse(""), 0, null, Optional.empty(),
                    List.of(), Instant.now()));
            SubMonitor step = progress.split(1);
            step.setTaskName("Running " + command.name());
            RunRecord run = CommandRuns.run(fileUri, command, IsolangPreferences.options(),
                    new ProgressListener(step, command.name()), cancellation());
            RunResults.get().report(run);
            if (!cancellation().isCancelled() && ExplainHistoriesJob.hasWork(run)) {
                new ExplainHistoriesJob(run).schedule();
            }
            if (file != null) {
                RunMarkers.update(file, run);
            }
        }
        return progress.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
    }

    private List<CompiledCommand> compile(String fileUri) {
        ParsedDocument parsed = DocumentParser.parse(file, uri, text);
        Compilation compilation = IsolangLanguage.get(SpecCompiler.class).compile(parsed.resource());
        List<CompiledCommand> selected = new ArrayList<>();
        if (compilation instanceof Compilation.Compiled compiled) {
            for (CompiledCommand command : compiled.model().commands()) {
                if (commands.isEmpty() || commands.contains(command.name())) {
                    selected.add(withDefaultScope(parsed, command));
                }
            }
            return selected;
        }
        for (Command command : parsed.commands()) {
            String name = ParsedDocument.commandName(command);
            if (commands.isEmpty() || commands.contains(name)) {
                RunResults.get().report(new RunRecord(fileUri, name, null, RunStatus.ERROR,
                        "not run: the file has errors", "", 0, null, Optional.empty(), List.of(), Instant.now()));
            }
        }
        return selected;
    }

    private static CompiledCommand withDefaultScope(ParsedDocument parsed, CompiledCommand command) {
        for (Command written : parsed.commands()) {
            if (ParsedDocument.commandName(written).equals(command.name()) && written.getScope() == null
                    && command.searchScope().isPresent()) {
                return command.withScope(IsolangPreferences.defaultScope());
            }
        }
        return command;
    }
}
