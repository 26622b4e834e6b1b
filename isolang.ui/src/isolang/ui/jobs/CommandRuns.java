// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.history.ForbiddenEmphasis;
import isolang.dsl.history.LevelCatalog;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.dsl.run.ResultView;
import isolang.solver.CancellationToken;
import isolang.solver.CegisListener;
import isolang.solver.Statistics;
import isolang.solver.SynthesisOptions;
import isolang.solver.check.MembershipResult;
import isolang.solver.spec.Axiom;
import isolang.ui.model.IsolangLanguage;

/**
 * Runs one compiled command with the language's {@link CommandRunner} and turns its
 * {@link CommandResult} into the {@link RunRecord} the IDE shows: the result's
 * {@link ResultView} (the wording the command line uses) with what makes each history
 * forbidden drawn over its diagram ({@link ForbiddenEmphasis}, as {@code --out} draws it), the
 * status the IDE colours it by, and the statistics. Blocking; the engine stops when the given
 * cancellation token is cancelled.
 */
public final class CommandRuns {

    /** Time limit of each check that explains why a level forbids a history (as on the command line). */
    private static final Duration EXPLAIN_TIMEOUT = Duration.ofSeconds(60);

    /** Explains forbidden levels in the drawings; made on first use (it compiles the standard library). */
    private static ForbiddenEmphasis explainer;

    private CommandRuns() {
    }

    /**
     * Runs a command.
     *
     * @param fileUri the URI of the file the command is in
     * @param command the command
     * @param options the engine options (solver, time limit, …)
     * @param listener receives the engine's progress
     * @param cancel cancels the run; the engine then answers "cancelled"
     * @return the finished run
     */
    public static RunRecord run(String fileUri, CompiledCommand command, SynthesisOptions options,
            CegisListener listener, CancellationToken cancel) {
        CommandResult result = new CommandRunner(options, listener).run(command, cancel);
        RunRecord run = record(fileUri, result);
        if (cancel.isCancelled() || run.view().isEmpty()) {
            return run;
        }
        ResultView explained = run.view().get().explainedBy(explainer());
        return new RunRecord(run.fileUri(), run.command(), run.compiled(), run.status(), run.verdict(), run.scope(),
                run.millis(), run.statistics(), Optional.of(explained), run.forbidding(), run.finished());
    }

    private static synchronized ForbiddenEmphasis explainer() {
        if (explainer == null) {
            try {
                explainer = new ForbiddenEmphasis(
                        LevelCatalog.load(IsolangLanguage.injector(), List.of()).standard(), EXPLAIN_TIMEOUT);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the standard library", e);
            }
        }
        return explainer;
    }

    /**
     * Describes a command's result for the IDE, worded by the {@link ResultView} the command
     * line uses.
     *
     * @param fileUri the URI of the file the command is in
     * @param result the result
     * @return the run record
     */
    public static RunRecord record(String fileUri, CommandResult result) {
        ResultView view = ResultView.of(fileUri, result);
        RunStatus status = switch (view.status()) {
            case PASS, NONE -> RunStatus.PASSED;
            case FAIL -> RunStatus.FAILED;
            case UNKNOWN -> RunStatus.UNKNOWN;
            case ERROR -> RunStatus.ERROR;
        };
        String verdict = view.headline() + String.format(Locale.ROOT, " (%.1f s)", result.millis() / 1000.0);
        Statistics statistics = result.syntheses().isEmpty() ? null
                : result.syntheses().get(result.syntheses().size() - 1).statistics();
        List<Axiom> forbidding = result.membership().filter(MembershipResult.Disallowed.class::isInstance)
                .map(m -> ((MembershipResult.Disallowed) m).forbidding()).orElse(List.of());
        return new RunRecord(fileUri, view.name(), result.command(), status, verdict, view.scopeText(),
                result.millis(), statistics, Optional.of(view), forbidding, Instant.now());
    }
}
