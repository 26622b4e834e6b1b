// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import isolang.solver.IsolationAnalyzer;
import isolang.solver.SatSolverChoice;
import isolang.solver.Statistics;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.UnknownReason;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.history.History;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;

/**
 * The engine calls of one command, sharing the command's time limit and summing its
 * measurements. Every call reports progress under a label.
 */
final class Engine {

    private final SatSolverChoice solver;
    private final ProgressReporter progress;
    private final long started = System.nanoTime();
    private final long deadline;
    private final List<String> notes = new ArrayList<>();
    private int syntheses;
    private int rounds;
    private int candidates;
    private int counterexamples;

    /** Calls for one command, which may take {@code timeout} in all. */
    Engine(SatSolverChoice solver, Duration timeout, ProgressReporter progress) {
        this.solver = solver;
        this.progress = progress;
        this.deadline = started + timeout.toNanos();
        progress.begin();
    }

    /** Synthesizes a history for {@code problem} within what is left of the time limit. */
    SynthesisResult synthesize(Problem problem, String label) {
        syntheses++;
        Duration left = Duration.ofNanos(deadline - System.nanoTime());
        if (left.isNegative() || left.isZero()) {
            return new SynthesisResult.Unknown(UnknownReason.TIMEOUT, Statistics.empty());
        }
        SynthesisOptions options = SynthesisOptions.defaults().withSolver(solver).withTimeout(left);
        progress.start(label);
        try {
            SynthesisResult result = new IsolationAnalyzer(options, progress).synthesize(problem);
            Statistics statistics = result.statistics();
            rounds += statistics.rounds();
            candidates += statistics.candidates();
            counterexamples += statistics.counterexamples();
            statistics.notes().stream().filter(n -> !notes.contains(n)).forEach(notes::add);
            return result;
        } finally {
            progress.stop();
        }
    }

    /** Checks whether {@code level} allows {@code history} within what is left of the time limit. */
    MembershipResult check(History history, Level level, String label) {
        syntheses++;
        Duration left = Duration.ofNanos(deadline - System.nanoTime());
        if (left.isNegative() || left.isZero()) {
            return new MembershipResult.Unknown(UnknownReason.TIMEOUT);
        }
        progress.start(label);
        try {
            return new MembershipChecker(left).check(history, level);
        } finally {
            progress.stop();
        }
    }

    /** The measurements so far. */
    CommandOutcome.Measures measures() {
        return new CommandOutcome.Measures((System.nanoTime() - started) / 1_000_000, syntheses, rounds, candidates,
                counterexamples, notes);
    }
}
