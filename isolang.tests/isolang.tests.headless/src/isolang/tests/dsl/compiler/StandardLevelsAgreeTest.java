// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import isolang.dsl.compiler.CompiledModel;
import isolang.solver.SynthesisResult;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.Scope;
import isolang.tests.dsl.Specs;
import isolang.tests.solver.reference.BiswasEnea;
import isolang.tests.solver.reference.Cerone;
import isolang.tests.solver.reference.PaperLevels;

/**
 * The standard library's text means what the engine's Java reference levels mean: no history
 * within a small scope separates a compiled level from its reference, in either direction.
 */
class StandardLevelsAgreeTest {

    private static final Scope SCOPE = Scope.of(3, 2, 2);

    private static final CompiledModel LIBRARY = Specs.compile("""
            import isolang.std.biswas
            import isolang.std.cerone
            import isolang.std.isolde
            level bRA in biswas.biswas = biswas.RA
            level bCC in biswas.biswas = biswas.CC
            level bPC in biswas.biswas = biswas.PC
            level bSI in biswas.biswas = biswas.SI
            level bSER in biswas.biswas = biswas.SER
            level cRA in cerone.cerone = cerone.RA
            level cUA in cerone.cerone = cerone.UA
            level cCC in cerone.cerone = cerone.CC
            level cPSI in cerone.cerone = cerone.PSI
            level cPC in cerone.cerone = cerone.PC
            level cSI in cerone.cerone = cerone.SI
            level cSER in cerone.cerone = cerone.SER
            level updateSer in biswas.biswas = isolde.UpdateSer
            level nlu in cerone.cerone = isolde.NLU
            level bRC in biswas.biswas = biswas.RC
            """);

    static Stream<Arguments> pairs() {
        return Stream.of(Arguments.of("bRA", BiswasEnea.RA), Arguments.of("bCC", BiswasEnea.CC),
                Arguments.of("bPC", BiswasEnea.PC), Arguments.of("bSI", BiswasEnea.SI),
                Arguments.of("bSER", BiswasEnea.SER), Arguments.of("cRA", Cerone.RA), Arguments.of("cUA", Cerone.UA),
                Arguments.of("cCC", Cerone.CC), Arguments.of("cPSI", Cerone.PSI), Arguments.of("cPC", Cerone.PC),
                Arguments.of("cSI", Cerone.SI), Arguments.of("cSER", Cerone.SER),
                Arguments.of("updateSer", PaperLevels.UPDATE_SER), Arguments.of("nlu", PaperLevels.NLU));
    }

    @ParameterizedTest
    @MethodSource("pairs")
    void compiledLevelIsEquivalentToItsReference(String name, Level reference) {
        Level compiled = LIBRARY.levels().get(name);

        List<SynthesisResult> results = new IsolationAnalyzer().equivalent(compiled, reference, SCOPE);

        assertEquals(2, results.size());
        results.forEach(r -> assertInstanceOf(SynthesisResult.NoneWithinScope.class, r, name + ": " + r));
    }

    @ParameterizedTest
    @MethodSource("pairs")
    void compiledLevelKeepsTheReferenceAxiomCount(String name, Level reference) {
        Level compiled = LIBRARY.levels().get(name);

        assertEquals(reference.axioms().size(), compiled.axioms().size(), name);
        assertEquals(HistoryModel.ABSTRACT, compiled.model());
    }

    @org.junit.jupiter.api.Test
    void readCommittedNeedsTheOperationModelAndMatchesItsReference() {
        Level compiled = LIBRARY.levels().get("bRC");

        assertEquals(HistoryModel.OPERATION, compiled.model());
        new IsolationAnalyzer().equivalent(compiled, BiswasEnea.RC, Scope.of(2, 1, 2).withOperations(2))
                .forEach(r -> assertInstanceOf(SynthesisResult.NoneWithinScope.class, r, r.toString()));
    }
}
