// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.dsl.run.CommandStatus;
import isolang.dsl.run.RecordedChecks;
import isolang.dsl.run.ResultView;
import isolang.dsl.run.Verdict;
import isolang.solver.CancellationToken;
import isolang.solver.CegisListener;
import isolang.solver.Statistics;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.check.MembershipResult;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;

/**
 * Runs one compiled command with the language's {@link CommandRunner} and turns its
 * {@link CommandResult} into the {@link RunRecord} the IDE shows: a short verdict, whether the
 * expectation is met, the history found with its caption, and the statistics. Blocking; the
 * engine stops when the given cancellation token is cancelled.
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
     * Describes a command's result for the IDE.
     *
     * @param fileUri the URI of the file the command is in
     * @param result the result
     * @return the run record
     */
    public static RunRecord record(String fileUri, CommandResult result) {
        CompiledCommand command = result.command();
        RunStatus status = result.verdict() == Verdict.UNKNOWN ? RunStatus.UNKNOWN
                : result.expectationMet().orElse(true) ? RunStatus.PASSED : RunStatus.FAILED;
        Optional<SynthesisResult.Disagreement> disagreement = result.syntheses().stream()
                .filter(SynthesisResult.Disagreement.class::isInstance).map(SynthesisResult.Disagreement.class::cast)
                .findFirst();
        if (disagreement.isPresent() || result.status() == CommandStatus.ERROR) {
            status = RunStatus.ERROR;
        }
        String scope = command.searchScope().map(s -> s.text(false)).orElse("");
        String verdict = disagreement.map(d -> "engine disagreement about " + d.level().name())
                .or(result::error).orElseGet(() -> verdict(result, scope));
        Statistics statistics = result.syntheses().isEmpty() ? null
                : result.syntheses().get(result.syntheses().size() - 1).statistics();
        List<Axiom> forbidding = result.membership().filter(MembershipResult.Disallowed.class::isInstance)
                .map(m -> ((MembershipResult.Disallowed) m).forbidding()).orElse(List.of());
        return new RunRecord(fileUri, command.name(), command, status, verdict, scope, result.millis(), statistics,
                counterexample(result), forbidding, Instant.now());
    }

    private static String verdict(CommandResult result, String scope) {
        String time = String.format(Locale.ROOT, "%.1f s", result.millis() / 1000.0);
        return switch (result.verdict()) {
            case FOUND -> "found in " + time;
            case FAILS -> "fails: counterexample found in " + time;
            case DISTINCT -> "distinct: history found in " + time;
            case HOLDS -> "holds: none within " + scope;
            case NONE -> result.command() instanceof CompiledCommand.Prediction ? "none: no variation of the run"
                    : "none within " + scope;
            case EQUIVALENT -> "equivalent: none within " + scope;
            case YES, NO -> result.recorded().map(RecordedChecks::detail).orElseGet(() -> membership(result));
            case COMPUTED -> lattice(result) + " within " + scope;
            case UNKNOWN -> "unknown (" + reason(result) + " after " + time + ")";
        };
    }

    private static String membership(CommandResult result) {
        CompiledCommand.Membership command = (CompiledCommand.Membership) result.command();
        MembershipResult answer = result.membership().orElseThrow();
        if (answer instanceof MembershipResult.Disallowed d) {
            String axioms = d.forbidding().isEmpty() ? ""
                    : " (forbidden by " + String.join(", ", d.forbidding().stream().map(Axiom::name).toList()) + ")";
            return "disallowed by " + command.level().name() + axioms + ": " + d.reason();
        }
        return "allowed by " + command.level().name();
    }

    private static String lattice(CommandResult result) {
        List<List<Level>> edges = result.hasseEdges();
        return edges.isEmpty() ? "no strict implications"
                : String.join(", ", edges.stream().map(e -> e.get(0).name() + " < " + e.get(1).name()).toList());
    }

    private static String reason(CommandResult result) {
        return result.syntheses().stream().filter(SynthesisResult.Unknown.class::isInstance)
                .map(r -> ResultView.reason(((SynthesisResult.Unknown) r).reason())).findFirst()
                .orElseGet(() -> result.membership().filter(MembershipResult.Unknown.class::isInstance)
                        .map(m -> ResultView.reason(((MembershipResult.Unknown) m).reason()))
                        .orElse("no answer"));
    }

    private static Optional<Counterexample> counterexample(CommandResult result) {
        CompiledCommand command = result.command();
        if (command instanceof CompiledCommand.Membership m) {
            return result.membership().filter(MembershipResult.Allowed.class::isInstance)
                    .map(a -> new Counterexample(m.history(), List.of(((MembershipResult.Allowed) a).witness()),
                            List.of(m.level()), List.of()));
        }
        if (command instanceof CompiledCommand.Lattice) {
            return Optional.empty();
        }
        for (int i = 0; i < result.syntheses().size(); i++) {
            if (result.syntheses().get(i) instanceof SynthesisResult.Found found) {
                Problem problem = result.problems().get(i);
                return Optional.of(new Counterexample(found.history(), found.witnesses(), problem.allowed(),
                        problem.forbidden()));
            }
        }
        return Optional.empty();
    }
}
