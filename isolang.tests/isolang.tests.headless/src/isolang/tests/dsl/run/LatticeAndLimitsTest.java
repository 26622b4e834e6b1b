// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.run.CommandListener;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.dsl.run.CommandStatus;
import isolang.dsl.run.Verdict;
import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.UnknownReason;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.MembershipChecker;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import isolang.tests.dsl.Specs;

/**
 * The runner's lattice propagation, strict lattice expectations, and the limits of a command:
 * a scope too large for memory, the time limit and cancellation.
 */
class LatticeAndLimitsTest {

    private static final IsolationAnalyzer ANALYZER = new IsolationAnalyzer();
    private static final CommandRunner RUNNER = new CommandRunner(ANALYZER, new MembershipChecker());

    private static CompiledCommand first(String text) {
        return Specs.compile("import isolang.std.biswas.*\n" + text).commands().get(0);
    }

    @Test
    void propagationNeedsFewerSynthesesThanPairsAndGivesTheAllPairsMatrix() {
        CompiledCommand.Lattice lattice = (CompiledCommand.Lattice) first(
                "lattice { RA, CC, PC, SI, SER } for 3 txn, 2 obj, 2 val\n");
        List<Level> levels = lattice.levels();
        int n = levels.size();
        List<int[]> steps = new ArrayList<>();
        CommandRunner runner = new CommandRunner(SynthesisOptions.defaults(), new AbstractCegisListener(),
                new CommandListener() {
                    @Override
                    public void stepStarted(CompiledCommand command, Optional<Problem> problem, int step, int total) {
                        steps.add(new int[] {step, total});
                    }
                });

        CommandResult result = runner.run(lattice);

        assertEquals(Verdict.COMPUTED, result.verdict());
        assertEquals(CommandStatus.NONE, result.status());
        assertTrue(result.syntheses().size() < n * (n - 1), result.syntheses().size() + " syntheses");
        assertEquals(result.syntheses().size(), result.problems().size());
        assertEquals(result.syntheses().size(), steps.size());
        assertTrue(steps.stream().allMatch(s -> s[1] == n * (n - 1)));
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                boolean implies = a == b || ANALYZER.implies(levels.get(a), levels.get(b),
                        lattice.scope()) instanceof SynthesisResult.NoneWithinScope;
                assertEquals(Optional.of(implies), result.answers().get(a).get(b), levels.get(a) + " implies "
                        + levels.get(b));
                assertEquals(implies, result.implications().get(a).get(b));
            }
        }
    }

    @Test
    void latticeExpectationIsTheClosureOfTheStatedRelations() {
        CommandResult exact = RUNNER
                .run(first("lattice { RA, SI, SER } for 2 txn, 2 obj, 3 val expect { SER < SI < RA }\n"));
        CommandResult partial = RUNNER
                .run(first("lattice { RA, SI, SER } for 2 txn, 2 obj, 3 val expect { SER < RA }\n"));
        CommandResult wrong = RUNNER
                .run(first("lattice { RA, SI, SER } for 2 txn, 2 obj, 3 val expect { SI = RA, SER < SI }\n"));

        assertEquals(CommandStatus.PASS, exact.status());
        assertEquals(Optional.of(true), exact.expectationMet());
        assertEquals(List.of("biswas.SER < biswas.SI", "biswas.SI < biswas.RA"),
                exact.order().stream().map(LatticeAndLimitsTest::written).toList());
        assertEquals(CommandStatus.FAIL, partial.status(), "SI is related to both, which the expectation does not say");
        assertEquals(Optional.of(false), partial.expectationMet());
        assertEquals(List.of(), partial.unmetOrderings());
        assertEquals(List.of("biswas.SI < biswas.RA", "biswas.SER < biswas.SI"),
                partial.unexpectedOrderings().stream().map(LatticeAndLimitsTest::written).toList());
        assertEquals(CommandStatus.FAIL, wrong.status());
        assertEquals(List.of("biswas.SI = biswas.RA"),
                wrong.unmetOrderings().stream().map(LatticeAndLimitsTest::written).toList());
    }

    @Test
    void scopeTooLargeIsAnErrorWithTheMessageNotAnException() {
        CompiledCommand implication = first("check RA implies SER for 2 txn, 2 obj, 2 val expect fails\n")
                .withScope(Scope.of(500, 100, 50));
        CompiledCommand lattice = first("lattice { RA, SER } for 2 txn, 2 obj, 2 val expect { SER < RA }\n")
                .withScope(Scope.of(500, 100, 50));

        CommandResult refused = RUNNER.run(implication);
        CommandResult refusedLattice = RUNNER.run(lattice);

        assertEquals(Optional.of(Scope.of(500, 100, 50)), refused.command().searchScope());
        assertEquals(CommandStatus.ERROR, refused.status());
        assertEquals(Verdict.UNKNOWN, refused.verdict());
        assertEquals(Optional.of(false), refused.expectationMet());
        assertTrue(refused.error().orElseThrow().startsWith("the scope is too large: "), refused.error().toString());
        assertEquals(CommandStatus.ERROR, refusedLattice.status());
        assertEquals(List.of(), refusedLattice.answers(), "the lattice did not run");
        assertTrue(refusedLattice.error().orElseThrow().contains("too large"));
    }

    @Test
    void timeLimitCoversTheWholeCommandAndCancellationSkipsTheRest() {
        CompiledCommand equivalence = first("check SER equivalent SI for 6 txn, 4 obj, 4 val expect distinct\n");
        CommandRunner hurried = new CommandRunner(SynthesisOptions.defaults().withTimeout(Duration.ofMillis(1)),
                new AbstractCegisListener());
        CancellationToken cancelled = new CancellationToken();
        cancelled.cancel();

        CommandResult timedOut = hurried.run(equivalence);
        CommandResult stopped = RUNNER.run(first("lattice { RA, SI, SER } for 4 txn, 2 obj, 3 val\n"), cancelled);

        assertEquals(Verdict.UNKNOWN, timedOut.verdict());
        assertEquals(CommandStatus.UNKNOWN, timedOut.status());
        assertEquals(Optional.of(false), timedOut.expectationMet());
        timedOut.syntheses().forEach(r -> assertEquals(UnknownReason.TIMEOUT,
                assertInstanceOf(SynthesisResult.Unknown.class, r).reason()));
        assertEquals(Verdict.UNKNOWN, stopped.verdict());
        assertEquals(6, stopped.unknownImplications());
        stopped.syntheses().forEach(r -> assertEquals(UnknownReason.CANCELLED,
                assertInstanceOf(SynthesisResult.Unknown.class, r).reason()));
    }

    private static String written(CompiledCommand.Ordering ordering) {
        return ordering.stronger().name() + (ordering.strict() ? " < " : " = ") + ordering.weaker().name();
    }
}
