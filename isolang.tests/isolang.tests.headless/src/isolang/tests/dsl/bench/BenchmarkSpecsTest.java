// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.Map;

import org.junit.jupiter.api.Test;

import isolang.dsl.bench.BenchmarkProblem;
import isolang.dsl.bench.LevelLibrary;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.CompiledModel;
import isolang.solver.SynthesisResult;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import isolang.tests.dsl.Specs;

/**
 * The benchmark asks what it says: every problem's spec file compiles, on both level libraries,
 * to one synthesis of the named levels at the given scope; and the frameworks written from
 * scratch for the {@code user} library mean what the standard library means, so that both
 * tables measure the same problems.
 */
class BenchmarkSpecsTest {

    @Test
    void everyProblemCompilesToItsSynthesisOnBothLibraries() {
        for (LevelLibrary library : LevelLibrary.values()) {
            for (BenchmarkProblem problem : BenchmarkProblem.paperSuite()) {
                CompiledModel model = Specs.compile(problem.spec(library, 6, 5, 4));
                assertEquals(1, model.commands().size(), problem.id());
                Problem asked = ((CompiledCommand.Synthesis) model.commands().get(0)).problem();
                assertEquals(Scope.of(6, 5, 4), asked.scope(), problem.id());
                assertEquals(problem.allowed().size(), asked.allowed().size(), problem.id());
                assertEquals(problem.forbidden().size(), asked.forbidden().size(), problem.id());
                for (int i = 0; i < asked.allowed().size(); i++) {
                    assertEquals(name(library, problem.allowed().get(i)), asked.allowed().get(i).name(), problem.id());
                }
                assertEquals(name(library, problem.forbidden().get(0)), asked.forbidden().get(0).name(), problem.id());
            }
        }
    }

    private static String name(LevelLibrary library, BenchmarkProblem.LevelName level) {
        return library == LevelLibrary.STANDARD ? level.qualified() : level.shortName();
    }

    @Test
    void userWrittenFrameworksMeanWhatTheStandardLibraryMeans() {
        CompiledModel user = Specs.compile(LevelLibrary.USER.preamble());
        CompiledModel standard = Specs.compile("""
                import isolang.std.biswas
                import isolang.std.cerone
                import isolang.std.isolde
                level RA_B in biswas.biswas = biswas.RA
                level CC_B in biswas.biswas = biswas.CC
                level PC_B in biswas.biswas = biswas.PC
                level SI_B in biswas.biswas = biswas.SI
                level SER_B in biswas.biswas = biswas.SER
                level UpdateSer in biswas.biswas = isolde.UpdateSer
                level RA_C in cerone.cerone = cerone.RA
                level UA_C in cerone.cerone = cerone.UA
                level CC_C in cerone.cerone = cerone.CC
                level PSI_C in cerone.cerone = cerone.PSI
                level PC_C in cerone.cerone = cerone.PC
                level SI_C in cerone.cerone = cerone.SI
                level SER_C in cerone.cerone = cerone.SER
                level NLU in cerone.cerone = isolde.NLU
                """);
        IsolationAnalyzer analyzer = new IsolationAnalyzer();
        for (Map.Entry<String, Level> entry : standard.levels().entrySet()) {
            Level written = user.levels().get(entry.getKey());
            assertNotNull(written, entry.getKey());
            for (SynthesisResult result : analyzer.equivalent(written, entry.getValue(), Scope.of(3, 2, 2))) {
                assertInstanceOf(SynthesisResult.NoneWithinScope.class, result, entry.getKey() + ": " + result);
            }
        }
    }
}
