// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import isolang.dsl.compiler.Compilation;
import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.compiler.SpecCompiler;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.dsl.run.Verdict;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.tests.dsl.Specs;

/** Commands run on the engine and their answers meet the files' expectations. */
class CommandRunnerTest {

    private static final CommandRunner RUNNER = new CommandRunner(new IsolationAnalyzer(), new MembershipChecker());

    /** The examples that run in seconds; hierarchy.isol is run by the CLI's acceptance test. */
    static Stream<Path> quickExamples() {
        return Specs.isolFiles(Specs.repositoryFolder("examples")).stream()
                .filter(p -> !p.getFileName().toString().equals("hierarchy.isol"));
    }

    @ParameterizedTest
    @MethodSource("quickExamples")
    void everyExpectationOfTheExampleHolds(Path example) {
        Compilation compilation = Specs.INJECTOR.getInstance(SpecCompiler.class).compile(Specs.load(example));
        CompiledModel model = assertInstanceOf(Compilation.Compiled.class, compilation).model();

        for (var command : model.commands()) {
            CommandResult result = RUNNER.run(command);
            assertEquals(Optional.of(true), result.expectationMet(), example.getFileName() + " " + command.name() + ": "
                    + result.verdict());
        }
    }

    @Test
    void latticeGivesTheHasseDiagramAndChecksTheStatedOrder() {
        CompiledModel model = Specs.compile("""
                import isolang.std.biswas.*
                lattice { RA, SI, SER } for 2 txn, 2 obj, 3 val expect { SER < SI < RA }
                """);

        CommandResult result = RUNNER.run(model.commands().get(0));

        assertEquals(Verdict.COMPUTED, result.verdict());
        assertEquals(Optional.of(true), result.expectationMet());
        assertEquals(List.of(List.of("biswas.SI", "biswas.RA"), List.of("biswas.SER", "biswas.SI")),
                result.hasseEdges().stream().map(e -> e.stream().map(l -> l.name()).toList()).toList());
        assertEquals(4, result.syntheses().size(), "two neighbouring pairs each; propagation decides SER and RA");
    }

    @Test
    void wrongExpectationIsReportedAsUnmet() {
        CompiledModel model = Specs.compile("""
                import isolang.std.biswas.*
                check RA implies SER for 2 txn, 2 obj, 2 val expect holds
                history WriteSkew {
                  session { T1: r(x,0) r(y,0) w(x,1) }
                  session { T2: r(x,0) r(y,0) w(y,1) }
                }
                check WriteSkew allowed by SER expect yes
                """);

        CommandResult implication = RUNNER.run(model.commands().get(0));
        CommandResult membership = RUNNER.run(model.commands().get(1));

        assertEquals(Verdict.FAILS, implication.verdict());
        assertEquals(Optional.of(false), implication.expectationMet());
        assertEquals(Verdict.NO, membership.verdict());
        assertEquals(Optional.of(false), membership.expectationMet());
        assertTrue(membership.membership().orElseThrow() instanceof MembershipResult.Disallowed);
    }
}
