// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.speed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import isolang.dsl.bench.LevelLibrary;
import isolang.dsl.compiler.CompiledModel;
import isolang.solver.AbstractCegisListener;
import isolang.solver.Optimization;
import isolang.solver.Statistics;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.cegis.OrderingCriterion;
import isolang.solver.encode.HistoryEncoding;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import isolang.tests.dsl.Specs;
import isolang.tests.solver.reference.BiswasEnea;
import isolang.tests.solver.reference.Cerone;

/**
 * Levels written in the language get every optimization the hand-built Java reference levels
 * get: the standard library and the same frameworks written from scratch in a spec file (the
 * benchmark's {@code user-frameworks.isol}, whose axioms are stated pointwise) apply the same
 * levers and need no more CEGIS rounds than the Java twins. Counted in rounds and levers, never
 * seconds, so the test is stable on a loaded machine; the budgets are small because with the
 * levers each problem takes a handful of rounds (without them, hundreds).
 */
class LeverParityTest {

    /**
     * How many rounds a language level may need beyond its Java twin, as a factor and an offset:
     * equal encodings still differ in the candidates the SAT solver proposes first (a pointwise
     * axiom reads the same as a relational one, but the clauses come in another order), while a
     * lost lever costs tens of rounds ({@link #withoutHintsTheSameProblemNeedsManyMoreRounds}).
     */
    private static final int ROUND_SLACK = 2;

    private static final SynthesisOptions SYNTHESIS = SynthesisOptions.defaults().withMinimize(false)
            .withRecheck(false).withTimeout(Duration.ofSeconds(30));

    /** The levels of the standard library, named as in the benchmark (RA_B, CC_C, ...). */
    static final CompiledModel STANDARD = Specs.compile("""
            import isolang.std.biswas
            import isolang.std.cerone
            level RA_B in biswas.biswas = biswas.RA
            level CC_B in biswas.biswas = biswas.CC
            level PC_B in biswas.biswas = biswas.PC
            level SI_B in biswas.biswas = biswas.SI
            level SER_B in biswas.biswas = biswas.SER
            level RA_C in cerone.cerone = cerone.RA
            level CC_C in cerone.cerone = cerone.CC
            level PC_C in cerone.cerone = cerone.PC
            level PSI_C in cerone.cerone = cerone.PSI
            level SI_C in cerone.cerone = cerone.SI
            level SER_C in cerone.cerone = cerone.SER
            """);

    /** The same frameworks written from scratch in a spec file, with the same level names. */
    static final CompiledModel USER = Specs.compile(LevelLibrary.USER.preamble());

    /** Problems with their Java reference levels: cross-framework directions and found edges. */
    static Stream<Arguments> problems() {
        return Stream.of(Arguments.of("RA_B", "RA_C", BiswasEnea.RA, Cerone.RA, 5),
                Arguments.of("RA_C", "RA_B", Cerone.RA, BiswasEnea.RA, 5),
                Arguments.of("CC_B", "CC_C", BiswasEnea.CC, Cerone.CC, 4),
                Arguments.of("CC_C", "CC_B", Cerone.CC, BiswasEnea.CC, 4),
                Arguments.of("SI_B", "SI_C", BiswasEnea.SI, Cerone.SI, 4),
                Arguments.of("SI_C", "SI_B", Cerone.SI, BiswasEnea.SI, 4),
                Arguments.of("SER_B", "SER_C", BiswasEnea.SER, Cerone.SER, 4),
                Arguments.of("PC_B", "SI_B", BiswasEnea.PC, BiswasEnea.SI, 4),
                Arguments.of("CC_C", "PC_C", Cerone.CC, Cerone.PC, 4),
                Arguments.of("PSI_C", "SI_C", Cerone.PSI, Cerone.SI, 4));
    }

    private static Statistics solve(Level allowed, Level forbidden, int transactions, Class<?> expected) {
        SynthesisResult result = new IsolationAnalyzer(SYNTHESIS, new AbstractCegisListener())
                .synthesize(Problem.separating(allowed, forbidden, Scope.of(transactions, 3, 3)));
        assertInstanceOf(expected, result, () -> allowed + " & !" + forbidden + ": " + result);
        return result.statistics();
    }

    @ParameterizedTest(name = "'{'{0}, not {1}'}'")
    @MethodSource("problems")
    void languageLevelsApplyTheLeversOfTheirJavaTwins(String allowed, String forbidden, Level javaAllowed,
            Level javaForbidden, int transactions) {
        boolean found = javaAllowed.framework().equals(javaForbidden.framework());
        Class<?> expected = found ? SynthesisResult.Found.class : SynthesisResult.NoneWithinScope.class;
        Statistics java = solve(javaAllowed, javaForbidden, transactions, expected);
        for (CompiledModel library : List.of(STANDARD, USER)) {
            Statistics compiled = solve(library.levels().get(allowed), library.levels().get(forbidden), transactions,
                    expected);
            String which = (library == STANDARD ? "standard library " : "user-written ") + allowed + " & !" + forbidden;
            Set<Optimization> lost = EnumSet.noneOf(Optimization.class);
            lost.addAll(java.applied());
            lost.removeAll(compiled.applied());
            assertEquals(Set.of(), lost, () -> which + " loses levers; Java " + java + ", language " + compiled);
            assertTrue(compiled.rounds() <= ROUND_SLACK * java.rounds() + ROUND_SLACK, () -> which
                    + " needs more rounds: Java " + java + ", language " + compiled);
        }
    }

    @Test
    void readAtomicEquivalenceTakesAHandfulOfRoundsAtFiveTransactions() {
        for (CompiledModel library : List.of(STANDARD, USER)) {
            Statistics there = solve(library.levels().get("RA_B"), library.levels().get("RA_C"), 5,
                    SynthesisResult.NoneWithinScope.class);
            Statistics back = solve(library.levels().get("RA_C"), library.levels().get("RA_B"), 5,
                    SynthesisResult.NoneWithinScope.class);
            assertTrue(there.rounds() <= 3 && back.rounds() <= 3, there + " / " + back);
            assertTrue(there.applied().containsAll(EnumSet.of(Optimization.SEED_COUNTEREXAMPLES,
                    Optimization.WITNESS_HINTS, Optimization.ANCHOR_VIOLATIONS)), there::toString);
            assertTrue(back.applied().containsAll(EnumSet.of(Optimization.FIXED_ORDER,
                    Optimization.SEED_COUNTEREXAMPLES)), back::toString);
        }
    }

    @Test
    void acyclicityShortcutDecidesCommitOrderLevelsInText() {
        SynthesisOptions unfixed = SYNTHESIS.without(Optimization.FIXED_ORDER);
        for (CompiledModel library : List.of(STANDARD, USER)) {
            for (String level : List.of("RA", "CC")) {
                SynthesisResult result = new IsolationAnalyzer(unfixed, new AbstractCegisListener()).synthesize(
                        Problem.separating(library.levels().get(level + "_C"), library.levels().get(level + "_B"),
                                Scope.of(4, 3, 3)));
                assertInstanceOf(SynthesisResult.NoneWithinScope.class, result, result::toString);
                assertTrue(result.statistics().shortcutLevels() == 1
                        && result.statistics().applied().contains(Optimization.ACYCLIC_SHORTCUT),
                        result.statistics()::toString);
            }
        }
    }

    @Test
    void acyclicityShortcutRecognizesCommitOrderAxiomsHoweverWritten() {
        HistoryEncoding enc = HistoryEncoding.symbolic(Scope.of(3, 2, 2), HistoryModel.ABSTRACT, true);
        for (CompiledModel library : List.of(STANDARD, USER)) {
            for (String level : List.of("RA_B", "CC_B")) {
                assertTrue(OrderingCriterion.detect(library.levels().get(level), enc.vocabulary()).isPresent(), level);
            }
            for (String level : List.of("PC_B", "SI_B", "SER_B", "RA_C")) {
                assertTrue(OrderingCriterion.detect(library.levels().get(level), enc.vocabulary()).isEmpty(), level);
            }
        }
    }

    @Test
    void withoutHintsTheSameProblemNeedsManyMoreRounds() {
        SynthesisResult plain = new IsolationAnalyzer(SYNTHESIS.without(Optimization.WITNESS_HINTS)
                .without(Optimization.SEED_COUNTEREXAMPLES).withTimeout(Duration.ofSeconds(20)),
                new AbstractCegisListener()).synthesize(
                        Problem.separating(STANDARD.levels().get("RA_B"),
                                STANDARD.levels().get("RA_C"), Scope.of(4, 3, 3)));
        Statistics hinted = solve(STANDARD.levels().get("RA_B"), STANDARD.levels().get("RA_C"), 4,
                SynthesisResult.NoneWithinScope.class);
        assertTrue(plain.statistics().rounds() > 5 * Math.max(1, hinted.rounds()),
                () -> "hints should matter: without " + plain.statistics() + ", with " + hinted);
    }
}
