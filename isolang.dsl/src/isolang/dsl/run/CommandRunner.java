// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.Supplier;

import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.Expected;
import isolang.dsl.replay.TraceReplay;
import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.CegisListener;
import isolang.solver.Statistics;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.UnknownReason;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.encode.ScopeTooLargeException;
import isolang.solver.history.History;
import isolang.solver.lattice.LatticeSearch;
import isolang.solver.predict.Prediction;
import isolang.solver.predict.Predictor;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import kodkod.engine.CapacityExceededException;

/**
 * Runs compiled commands on the engine and compares the answers with the stated expectations;
 * the one place where a command becomes engine calls, a {@link Verdict} and a
 * {@link CommandStatus}, for the IDE, the command line and tests alike. Implications,
 * equivalences (both directions) and syntheses are {@link IsolationAnalyzer#synthesize}
 * calls, membership checks {@link MembershipChecker} calls, checks of recorded history files
 * history checker calls ({@link RecordedChecks}), and a lattice decides its ordered pairs nearest
 * first, propagating every answer so that most pairs need no synthesis.
 *
 * <p>A command never throws for lack of resources: a scope too large for memory gives a
 * result with an {@link CommandResult#error() error}, a time limit or a cancelled
 * {@link CancellationToken} gives {@link Verdict#UNKNOWN}. Bounded answers ({@code holds},
 * {@code equivalent}, {@code none}) speak about the scope searched only. A scope override is
 * the caller's: run {@link CompiledCommand#withScope}.
 */
public final class CommandRunner {

    private static final CommandListener SILENT = new CommandListener() {
    };

    /** The analyzer of an engine call, given the time left for the command. */
    private final Function<Duration, IsolationAnalyzer> analyzers;
    /** The membership checker of an engine call, given the time left for the command. */
    private final Function<Duration, MembershipChecker> checkers;
    /** The predictor of an engine call, given the time left for the command. */
    private final Function<Duration, Predictor> predictors;
    /** The time limit of a whole command; empty when each engine call has its own. */
    private final Optional<Duration> limit;
    private final CommandListener listener;

    /**
     * A runner on the given engine facade and membership checker, which carry options and
     * limits: each engine call has the analyzer's (or the checker's) time limit.
     */
    public CommandRunner(IsolationAnalyzer analyzer, MembershipChecker membership) {
        this.analyzers = left -> analyzer;
        this.checkers = left -> membership;
        this.predictors = left -> new Predictor(analyzer.options(), new AbstractCegisListener());
        this.limit = Optional.empty();
        this.listener = SILENT;
    }

    /**
     * A runner whose commands each have {@code options.timeout()} for all their engine calls
     * together; the engine reports its progress to {@code engineListener}.
     */
    public CommandRunner(SynthesisOptions options, CegisListener engineListener) {
        this(options, engineListener, SILENT);
    }

    /**
     * A runner whose commands each have {@code options.timeout()} for all their engine calls
     * together; the engine reports its progress to {@code engineListener}, the runner which
     * call of a command is running to {@code commandListener}.
     */
    public CommandRunner(SynthesisOptions options, CegisListener engineListener, CommandListener commandListener) {
        this.analyzers = left -> new IsolationAnalyzer(options.withTimeout(left), engineListener);
        this.checkers = MembershipChecker::new;
        this.predictors = left -> new Predictor(options.withTimeout(left), engineListener);
        this.limit = Optional.of(options.timeout());
        this.listener = commandListener;
    }

    /** Runs one command to its end or time limit. */
    public CommandResult run(CompiledCommand command) {
        return run(command, new CancellationToken());
    }

    /**
     * Runs one command; cancelling {@code token} from another thread stops the engine's
     * current call promptly and skips the remaining ones (the verdict is then unknown).
     */
    public CommandResult run(CompiledCommand command, CancellationToken token) {
        listener.commandStarted(command);
        Run run = new Run(command, token);
        try {
            return run.answer();
        } catch (ScopeTooLargeException e) {
            return run.refused("the scope is too large: " + e.getMessage() + fewerTransactions(command));
        } catch (IllegalArgumentException e) {
            // a prediction refuses observed histories it does not support, with the reason
            if (command instanceof CompiledCommand.Prediction) {
                return run.refused(e.getMessage());
            }
            throw e;
        } catch (CapacityExceededException e) {
            // validation checks the written scope; a scope given on the command line may be larger
            return run.refused("the scope is too large for the levels' relations: " + e.getMessage()
                    + fewerTransactions(command));
        }
    }

    /** For a prediction, how to encode fewer of the run's transactions at once; else nothing. */
    private static String fewerTransactions(CompiledCommand command) {
        return command instanceof CompiledCommand.Prediction p
                ? "; a prediction encodes at most " + p.maxTransactions() + " transactions of the run at once:"
                        + " lower that with --max-transactions N on the command line or `for N txn` in a predict"
                        + " command (default " + Predictor.MAX_TRANSACTIONS + "; a larger run is searched by its"
                        + " beginning and then by windows of N transactions)"
                : "";
    }

    /** The one-line explanation of an engine disagreement (a bug in isolang). */
    static String disagreement(SynthesisResult.Disagreement d) {
        return "isolang's procedures disagree about " + d.level() + " (a bug in isolang, please report it): engine: "
                + oneLine(d.engineVerdict()) + "; independent check: " + oneLine(d.independentVerdict());
    }

    private static String oneLine(String text) {
        return text == null ? "" : text.replaceAll("\\s*\\R\\s*", " ").trim();
    }

    /** The engine calls of one command, sharing its time limit and cancellation. */
    private final class Run {

        private final CompiledCommand command;
        private final CancellationToken token;
        private final long started = System.nanoTime();
        private final List<SynthesisResult> syntheses = new ArrayList<>();
        private final List<Problem> problems = new ArrayList<>();
        private final List<String> disagreements = new ArrayList<>();

        Run(CompiledCommand command, CancellationToken token) {
            this.command = command;
            this.token = token;
        }

        CommandResult answer() {
            if (command instanceof CompiledCommand.Implication c) {
                Verdict verdict = verdict(synthesize(c.counterexample(), 1, 1), Verdict.FAILS, Verdict.HOLDS);
                return result(verdict, c.expected(), Optional.empty());
            } else if (command instanceof CompiledCommand.Equivalence c) {
                synthesize(Problem.separating(c.left(), c.right(), c.scope()), 1, 2);
                synthesize(Problem.separating(c.right(), c.left(), c.scope()), 2, 2);
                Verdict verdict = syntheses.stream().anyMatch(SynthesisResult.Found.class::isInstance)
                        ? Verdict.DISTINCT
                        : syntheses.stream().allMatch(SynthesisResult.NoneWithinScope.class::isInstance)
                                ? Verdict.EQUIVALENT : Verdict.UNKNOWN;
                return result(verdict, c.expected(), Optional.empty());
            } else if (command instanceof CompiledCommand.Synthesis c) {
                Verdict verdict = verdict(synthesize(c.problem(), 1, 1), Verdict.FOUND, Verdict.NONE);
                return result(verdict, c.expected(), Optional.empty());
            } else if (command instanceof CompiledCommand.Membership c) {
                MembershipResult answer = check(c.history(), c.level());
                Verdict verdict = answer instanceof MembershipResult.Allowed ? Verdict.YES
                        : answer instanceof MembershipResult.Disallowed ? Verdict.NO : Verdict.UNKNOWN;
                return result(verdict, c.expected(), Optional.of(answer));
            } else if (command instanceof CompiledCommand.Prediction c) {
                return predict(c);
            } else if (command instanceof CompiledCommand.RecordedCheck c) {
                return recorded(c);
            }
            return lattice((CompiledCommand.Lattice) command);
        }

        /** A prediction: one engine call; its history, if found, is recorded as the command's synthesis. */
        private CommandResult predict(CompiledCommand.Prediction c) {
            Duration left = left();
            Prediction answer;
            Problem problem = Predictor.problem(c.observed(), c.permissive(), c.strict(), c.maxTransactions());
            if (token.isCancelled()) {
                answer = new Prediction.Unknown(UnknownReason.CANCELLED, Statistics.empty());
            } else if (left.isNegative() || left.isZero()) {
                answer = new Prediction.Unknown(UnknownReason.TIMEOUT, Statistics.empty());
            } else {
                listener.stepStarted(command, Optional.of(problem), 1, 1);
                try {
                    answer = predictors.apply(left).limitedTo(c.maxTransactions())
                            .knowing(new RecognizedLevels(c.standard())).predict(c.observed(), c.permissive(),
                                    c.strict(), c.boundary(),
                                    c.mode(), token);
                } finally {
                    listener.stepFinished(command);
                }
            }
            Verdict verdict = answer instanceof Prediction.Predicted ? Verdict.FOUND
                    : answer instanceof Prediction.NoPrediction ? Verdict.NONE : Verdict.UNKNOWN;
            if (answer instanceof Prediction.Predicted p) {
                syntheses.add(new SynthesisResult.Found(p.history(), p.witnesses(), p.statistics()));
            } else if (answer instanceof Prediction.Unknown u) {
                syntheses.add(new SynthesisResult.Unknown(u.reason(), u.statistics()));
            } else if (answer instanceof Prediction.Disagreement d) {
                syntheses.add(d.disagreement());
                disagreements.add(disagreement(d.disagreement()));
            }
            if (!syntheses.isEmpty()) {
                problems.add(problem);
            }
            Optional<String> error = disagreements.isEmpty() ? Optional.empty()
                    : Optional.of(String.join("; ", disagreements));
            return new CommandResult(command, verdict, c.expected().map(verdict::meets), syntheses, Optional.empty(),
                    List.of(), millis(), problems, List.of(), error, Optional.of(answer));
        }

        /** A recorded history file checked by the history checker; its explained sub-history is recorded as found. */
        private CommandResult recorded(CompiledCommand.RecordedCheck c) {
            Duration left = left();
            if (token.isCancelled() || left.isNegative() || left.isZero()) {
                return new CommandResult(command, Verdict.UNKNOWN, c.expected().map(e -> false), List.of(),
                        Optional.empty(), List.of(), millis(), List.of(), List.of(), Optional.empty());
            }
            listener.stepStarted(command, Optional.empty(), 1, 1);
            RecordedChecks.Outcome outcome;
            try {
                outcome = RecordedChecks.check(c, left, token);
            } finally {
                listener.stepFinished(command);
            }
            if (outcome.result().isEmpty()) {
                return refused(outcome.error().orElseThrow());
            }
            var result = outcome.result().get();
            Verdict verdict = RecordedChecks.verdict(result);
            RecordedChecks.found(result).ifPresent(found -> {
                syntheses.add(found);
                problems.add(RecordedChecks.problem(result, result.explanations().get(0)));
            });
            Optional<String> error = result.disagreement() ? Optional.of("the Kodkod membership checker allows the"
                    + " sub-history the history checker finds violating " + c.level().name() + " (a bug in isolang,"
                    + " please report it)") : Optional.empty();
            return new CommandResult(command, verdict, c.expected().map(verdict::meets), syntheses, Optional.empty(),
                    List.of(), millis(), problems, List.of(), error, Optional.empty(), Optional.of(result));
        }

        private CommandResult lattice(CompiledCommand.Lattice lattice) {
            List<Level> levels = lattice.levels();
            List<List<Optional<Boolean>>> answers = new LatticeSearch(levels.size()).run((a, b, step, steps) -> {
                SynthesisResult result = synthesize(Problem.separating(levels.get(a), levels.get(b), lattice.scope()),
                        step, steps);
                return result instanceof SynthesisResult.Found ? Optional.of(false)
                        : result instanceof SynthesisResult.NoneWithinScope ? Optional.of(true) : Optional.empty();
            });
            boolean unknown = LatticeOrders.unknown(answers) > 0;
            Optional<Boolean> met = lattice.expected().isEmpty() ? Optional.empty()
                    : Optional.of(!unknown && LatticeOrders.unmet(levels, answers, lattice.expected()).isEmpty()
                            && LatticeOrders.unexpected(levels, answers, lattice.expected()).isEmpty());
            List<List<Boolean>> implications = answers.stream()
                    .map(row -> row.stream().map(cell -> cell.orElse(false)).toList()).toList();
            Optional<String> error = disagreements.isEmpty() ? Optional.empty()
                    : Optional.of(String.join("; ", disagreements));
            return new CommandResult(command, unknown ? Verdict.UNKNOWN : Verdict.COMPUTED, met, syntheses,
                    Optional.empty(), implications, millis(), problems, answers, error);
        }

        private CommandResult result(Verdict verdict, Optional<Expected> expected,
                Optional<MembershipResult> membership) {
            Optional<String> error = verdict != Verdict.UNKNOWN || disagreements.isEmpty() ? Optional.empty()
                    : Optional.of(String.join("; ", disagreements));
            return new CommandResult(command, verdict, expected.map(verdict::meets), syntheses, membership, List.of(),
                    millis(), problems, List.of(), error);
        }

        /** The result of a command whose scope the engine refused before searching. */
        CommandResult refused(String why) {
            boolean expects = command instanceof CompiledCommand.Lattice lattice ? !lattice.expected().isEmpty()
                    : expected(command).isPresent();
            return new CommandResult(command, Verdict.UNKNOWN, expects ? Optional.of(false) : Optional.empty(),
                    List.of(), Optional.empty(), List.of(), millis(), List.of(), List.of(),
                    Optional.of(why));
        }

        private SynthesisResult synthesize(Problem problem, int step, int steps) {
            SynthesisResult result;
            Duration left = left();
            if (token.isCancelled()) {
                result = new SynthesisResult.Unknown(UnknownReason.CANCELLED, Statistics.empty());
            } else if (left.isNegative() || left.isZero()) {
                result = new SynthesisResult.Unknown(UnknownReason.TIMEOUT, Statistics.empty());
            } else {
                listener.stepStarted(command, Optional.of(problem), step, steps);
                try {
                    result = analyzers.apply(left).synthesize(problem, token);
                    if (result instanceof SynthesisResult.Found found
                            && problem.allowed().stream().anyMatch(l -> l.framework().isProtocol())) {
                        result = new TraceReplay(command.standard(), left()).confirm(problem, found, token);
                    }
                } finally {
                    listener.stepFinished(command);
                }
            }
            syntheses.add(result);
            problems.add(problem);
            if (result instanceof SynthesisResult.Disagreement d) {
                disagreements.add(disagreement(d));
            }
            return result;
        }

        private MembershipResult check(History history, Level level) {
            Duration left = left();
            if (token.isCancelled()) {
                return new MembershipResult.Unknown(UnknownReason.CANCELLED);
            } else if (left.isNegative() || left.isZero()) {
                return new MembershipResult.Unknown(UnknownReason.TIMEOUT);
            }
            listener.stepStarted(command, Optional.empty(), 1, 1);
            try {
                return withinLimit(() -> checkers.apply(left).check(history, level, token), left);
            } finally {
                listener.stepFinished(command);
            }
        }

        /**
         * The membership check's answer, or unknown once the time is up or the token is
         * cancelled. The checker looks at both only between its SAT calls, which on a large
         * history can each take long; it then finishes on its daemon thread, unobserved.
         */
        private MembershipResult withinLimit(Supplier<MembershipResult> check, Duration left) {
            long deadline = System.nanoTime() + left.toNanos();
            CompletableFuture<MembershipResult> answer = CompletableFuture.supplyAsync(check, command -> {
                Thread thread = new Thread(command, "isolang-membership");
                thread.setDaemon(true);
                thread.start();
            });
            while (true) {
                if (token.isCancelled()) {
                    return new MembershipResult.Unknown(UnknownReason.CANCELLED);
                }
                long wait = Math.min(deadline - System.nanoTime(), TimeUnit.MILLISECONDS.toNanos(50));
                if (wait <= 0) {
                    return new MembershipResult.Unknown(UnknownReason.TIMEOUT);
                }
                try {
                    return answer.get(wait, TimeUnit.NANOSECONDS);
                } catch (TimeoutException e) {
                    continue;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return new MembershipResult.Unknown(UnknownReason.CANCELLED);
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException failure) {
                        throw failure;
                    }
                    throw new IllegalStateException("the membership check failed", e.getCause());
                }
            }
        }

        /** What is left of the command's time limit; without one, each call's own limit applies. */
        private Duration left() {
            return limit.map(l -> l.minusNanos(System.nanoTime() - started)).orElse(Duration.ofDays(1));
        }

        private long millis() {
            return (System.nanoTime() - started) / 1_000_000;
        }
    }

    private static Verdict verdict(SynthesisResult result, Verdict found, Verdict none) {
        return result instanceof SynthesisResult.Found ? found
                : result instanceof SynthesisResult.NoneWithinScope ? none : Verdict.UNKNOWN;
    }

    private static Optional<Expected> expected(CompiledCommand command) {
        if (command instanceof CompiledCommand.Implication c) {
            return c.expected();
        } else if (command instanceof CompiledCommand.Equivalence c) {
            return c.expected();
        } else if (command instanceof CompiledCommand.Synthesis c) {
            return c.expected();
        } else if (command instanceof CompiledCommand.Membership c) {
            return c.expected();
        } else if (command instanceof CompiledCommand.Prediction c) {
            return c.expected();
        } else if (command instanceof CompiledCommand.RecordedCheck c) {
            return c.expected();
        }
        return Optional.empty();
    }
}
