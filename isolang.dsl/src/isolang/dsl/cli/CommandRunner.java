// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

import isolang.dsl.cli.CommandOutcome.Status;
import isolang.dsl.cli.CommandOutcome.Witnessed;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.Expected;
import isolang.solver.SatSolverChoice;
import isolang.solver.SynthesisResult;
import isolang.solver.check.MembershipResult;
import isolang.solver.encode.ScopeTooLargeException;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;

/**
 * Runs compiled commands on the engine and compares the answers with their {@code expect}
 * clauses. Bounded answers ({@code holds}, {@code equivalent}, {@code none}) speak about the
 * scope searched only.
 */
final class CommandRunner {

    private final SatSolverChoice solver;
    private final Duration timeout;
    private final ScopeOverride override;
    private final ProgressReporter progress;

    CommandRunner(SatSolverChoice solver, Duration timeout, ScopeOverride override, ProgressReporter progress) {
        this.solver = solver;
        this.timeout = timeout;
        this.override = override;
        this.progress = progress;
    }

    /**
     * Runs {@code command} of {@code file}.
     *
     * @throws UsageException if the scope override does not fit the command's scope
     */
    CommandOutcome run(String file, CompiledCommand command) throws UsageException {
        Engine engine = new Engine(solver, timeout, progress);
        String label = fileName(file) + " " + command.name();
        try {
            if (command instanceof CompiledCommand.Implication c) {
                return implication(file, c, engine, label);
            } else if (command instanceof CompiledCommand.Equivalence c) {
                return equivalence(file, c, engine, label);
            } else if (command instanceof CompiledCommand.Synthesis c) {
                return synthesis(file, c, engine, label);
            } else if (command instanceof CompiledCommand.Membership c) {
                return membership(file, c, engine, label);
            }
            CompiledCommand.Lattice c = (CompiledCommand.Lattice) command;
            return new LatticeRunner(file, c, override.apply(c.scope()), engine, label).run();
        } catch (ScopeTooLargeException e) {
            return outcome(file, command, "error", Optional.empty(), Status.ERROR, Optional.empty(), false,
                    engine, "the scope is too large: " + e.getMessage(), List.of());
        }
    }

    private CommandOutcome implication(String file, CompiledCommand.Implication c, Engine engine, String label)
            throws UsageException {
        Scope scope = override.apply(c.scope());
        Problem problem = Problem.separating(c.premise(), c.conclusion(), scope);
        SynthesisResult result = engine.synthesize(problem, label);
        String premise = c.premise().name();
        String conclusion = c.conclusion().name();
        Optional<String> expected = c.expected().map(CommandRunner::outcomeName);
        if (result instanceof SynthesisResult.Found found) {
            return outcome(file, c, "fails", expected, status(expected, "fails"), Optional.of(scope),
                    operations(problem), engine, "a history allowed by " + premise + " is not allowed by " + conclusion,
                    List.of(witnessed("", found, premise, conclusion)));
        }
        if (result instanceof SynthesisResult.NoneWithinScope) {
            return outcome(file, c, "holds", expected, status(expected, "holds"), Optional.of(scope),
                    operations(problem), engine, "every history within the scope allowed by " + premise
                            + " is allowed by " + conclusion, List.of());
        }
        return unanswered(file, c, expected, Optional.of(scope), operations(problem), engine, result);
    }

    private CommandOutcome equivalence(String file, CompiledCommand.Equivalence c, Engine engine, String label)
            throws UsageException {
        Scope scope = override.apply(c.scope());
        Optional<String> expected = c.expected().map(CommandRunner::outcomeName);
        List<Level> levels = List.of(c.left(), c.right());
        List<Witnessed> histories = new ArrayList<>();
        List<String> details = new ArrayList<>();
        SynthesisResult problemAnswer = null;
        boolean unknown = false;
        boolean operations = false;
        for (int i = 0; i < 2; i++) {
            Level allowed = levels.get(i);
            Level forbidden = levels.get(1 - i);
            Problem problem = Problem.separating(allowed, forbidden, scope);
            operations |= operations(problem);
            SynthesisResult result = engine.synthesize(problem, label + " (" + (i + 1) + "/2)");
            if (result instanceof SynthesisResult.Found found) {
                histories.add(witnessed(slug(allowed.name()) + "-not-" + slug(forbidden.name()), found,
                        allowed.name(), forbidden.name()));
                details.add(allowed.name() + " allows a history " + forbidden.name() + " does not");
            } else if (result instanceof SynthesisResult.Unknown || result instanceof SynthesisResult.Disagreement) {
                unknown = true;
                problemAnswer = problemAnswer instanceof SynthesisResult.Disagreement ? problemAnswer : result;
            }
        }
        if (!histories.isEmpty()) {
            return outcome(file, c, "distinct", expected, status(expected, "distinct"), Optional.of(scope), operations,
                    engine, String.join("; ", details), histories);
        }
        if (unknown) {
            return unanswered(file, c, expected, Optional.of(scope), operations, engine, problemAnswer);
        }
        return outcome(file, c, "equivalent", expected, status(expected, "equivalent"), Optional.of(scope), operations,
                engine, "no history within the scope separates " + c.left().name() + " and " + c.right().name(),
                List.of());
    }

    private CommandOutcome synthesis(String file, CompiledCommand.Synthesis c, Engine engine, String label)
            throws UsageException {
        Problem problem = c.problem().withScope(override.apply(c.problem().scope()));
        Optional<String> expected = c.expected().map(CommandRunner::outcomeName);
        SynthesisResult result = engine.synthesize(problem, label);
        String allowed = problem.allowed().stream().map(Level::name).collect(Collectors.joining(", "));
        String forbidden = problem.forbidden().stream().map(Level::name).collect(Collectors.joining(", "));
        if (result instanceof SynthesisResult.Found found) {
            return outcome(file, c, "found", expected, status(expected, "found"), Optional.of(problem.scope()),
                    operations(problem), engine, "", List.of(witnessed("", found, allowed, forbidden)));
        }
        if (result instanceof SynthesisResult.NoneWithinScope) {
            return outcome(file, c, "none", expected, status(expected, "none"), Optional.of(problem.scope()),
                    operations(problem), engine, "no history within the scope", List.of());
        }
        return unanswered(file, c, expected, Optional.of(problem.scope()), operations(problem), engine, result);
    }

    private CommandOutcome membership(String file, CompiledCommand.Membership c, Engine engine, String label) {
        Optional<String> expected = c.expected().map(CommandRunner::outcomeName);
        MembershipResult result = engine.check(c.history(), c.level(), label);
        boolean operations = !c.history().isAbstract();
        if (result instanceof MembershipResult.Allowed allowed) {
            return outcome(file, c, "yes", expected, status(expected, "yes"), Optional.empty(), operations, engine,
                    c.level().name() + " allows the history", List.of(new Witnessed("", "allowed by "
                            + c.level().name(), c.history(), List.of(allowed.witness()))));
        }
        if (result instanceof MembershipResult.Disallowed disallowed) {
            return outcome(file, c, "no", expected, status(expected, "no"), Optional.empty(), operations, engine,
                    disallowed.reason(), List.of(new Witnessed("", "not allowed by " + c.level().name(), c.history(),
                            List.of())));
        }
        MembershipResult.Unknown unknown = (MembershipResult.Unknown) result;
        return outcome(file, c, "unknown", expected, Status.UNKNOWN, Optional.empty(), operations, engine,
                reason(unknown.reason()), List.of());
    }

    private CommandOutcome unanswered(String file, CompiledCommand c, Optional<String> expected, Optional<Scope> scope,
            boolean operations, Engine engine, SynthesisResult result) {
        if (result instanceof SynthesisResult.Disagreement d) {
            return outcome(file, c, "error", expected, Status.ERROR, scope, operations, engine,
                    disagreement(d), List.of(new Witnessed("", "disputed by " + d.level().name(), d.history(),
                            List.of())));
        }
        SynthesisResult.Unknown unknown = (SynthesisResult.Unknown) result;
        return outcome(file, c, "unknown", expected, Status.UNKNOWN, scope, operations, engine,
                reason(unknown.reason()), List.of());
    }

    /** The one-line explanation of an engine disagreement (a bug in isolang). */
    static String disagreement(SynthesisResult.Disagreement d) {
        return "isolang's procedures disagree about " + d.level() + " (a bug in isolang, please report it): engine: "
                + IssueFormatter.oneLine(d.engineVerdict()) + "; independent check: "
                + IssueFormatter.oneLine(d.independentVerdict());
    }

    /** Why an answer is unknown, as a phrase. */
    static String reason(isolang.solver.UnknownReason reason) {
        switch (reason) {
            case TIMEOUT:
                return "time limit reached";
            case CANCELLED:
                return "cancelled";
            default:
                return "the SAT solver failed";
        }
    }

    private static CommandOutcome outcome(String file, CompiledCommand c, String verdict, Optional<String> expected,
            Status status, Optional<Scope> scope, boolean operations, Engine engine, String detail,
            List<Witnessed> histories) {
        return new CommandOutcome(file, c.name(), kind(c), c.source().line(), c.source().column(), verdict, expected,
                status, scope, operations, engine.measures(), detail, histories, Optional.empty());
    }

    /** The JSON and table name of a command's kind. */
    static String kind(CompiledCommand command) {
        if (command instanceof CompiledCommand.Implication) {
            return "implication";
        } else if (command instanceof CompiledCommand.Equivalence) {
            return "equivalence";
        } else if (command instanceof CompiledCommand.Synthesis) {
            return "synthesis";
        } else if (command instanceof CompiledCommand.Lattice) {
            return "lattice";
        }
        return "membership";
    }

    /** PASS or FAIL for an answer, NONE without expectation. */
    static Status status(Optional<String> expected, String verdict) {
        return expected.map(e -> e.equals(verdict) ? Status.PASS : Status.FAIL).orElse(Status.NONE);
    }

    /** The written form of an expected outcome, e.g. {@code holds}. */
    static String outcomeName(Expected expected) {
        return expected.name().toLowerCase(Locale.ROOT);
    }

    /** A found history, titled by the levels that allow and forbid it. */
    static Witnessed witnessed(String suffix, SynthesisResult.Found found, String allowed, String forbidden) {
        String title = "allowed by " + allowed + (forbidden.isEmpty() ? "" : ", not by " + forbidden);
        return new Witnessed(suffix, title, found.history(), found.witnesses());
    }

    /** Whether the problem's histories have operations. */
    static boolean operations(Problem problem) {
        return problem.model() == HistoryModel.OPERATION;
    }

    /** A level name usable in a file name. */
    static String slug(String name) {
        return name.replaceAll("[^A-Za-z0-9_.-]+", "_");
    }

    private static String fileName(String file) {
        int slash = file.lastIndexOf('/');
        return slash < 0 ? file : file.substring(slash + 1);
    }
}
