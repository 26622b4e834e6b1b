// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.dsl.run.ResultView;
import isolang.solver.CancellationToken;
import isolang.solver.CegisListener;
import isolang.solver.Statistics;
import isolang.solver.SynthesisOptions;
import isolang.solver.check.MembershipResult;
import isolang.solver.spec.Axiom;

/**
 * Runs one compiled command with the language's {@link CommandRunner} and turns its
 * {@link CommandResult} into the {@link RunRecord} the IDE shows: the result's
 * {@link ResultView} (the wording the command line uses), the status the IDE colours it by,
 * and the statistics. What makes each history forbidden is worked out afterwards, by an
 * {@link ExplainHistoriesJob}. Blocking; the engine stops when the given cancellation token is
 * cancelled.
 */
public final class CommandRuns {

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
        return record(fileUri, new CommandRunner(options, listener).run(command, cancel));
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
