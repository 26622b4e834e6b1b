// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.cegis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;

import org.junit.jupiter.api.Test;

import isolang.solver.AbstractCegisListener;
import isolang.solver.Optimization;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.spec.Framework;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import isolang.solver.spec.WitnessHint;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import isolang.tests.solver.reference.BiswasEnea;
import isolang.tests.solver.reference.Cerone;
import kodkod.ast.Expression;

/**
 * Witness hints and seeded counterexamples only change how fast answers come, never the answers:
 * not even hints that are useless or ill-shaped (a hinted value outside {@code ar}).
 */
class WitnessHintTest {

    private static final Scope SCOPE = Scope.of(3, 2, 3);
    private static final SynthesisOptions FAST = SynthesisOptions.defaults().withMinimize(false).withRecheck(false);

    /** Cerone's witnesses and base axioms with hints that are wrong on purpose. */
    private static final Framework MISHINTED = new Framework("MishintedCerone", List.of(
            new WitnessRelation(Cerone.AR, new WitnessShape.StrictTotalOrder()),
            new WitnessRelation(Cerone.VIS, new WitnessShape.SubsetOf(Cerone.AR), List.of(
                    new WitnessHint("reversed", e -> e.witness(Cerone.AR).transpose()),
                    new WitnessHint("empty", e -> Expression.NONE.product(Expression.NONE)),
                    new WitnessHint("session-only", e -> e.so())))),
            Cerone.FRAMEWORK.baseAxioms(), "Cerone with misleading hints");

    private static Level mishinted(Level level) {
        return new Level(level.name(), MISHINTED, level.axioms(), level.model(), level.doc());
    }

    private static SynthesisResult solve(SynthesisOptions options, Level allowed, Level forbidden) {
        return new IsolationAnalyzer(options, new AbstractCegisListener())
                .synthesize(Problem.separating(allowed, forbidden, SCOPE));
    }

    @Test
    void misleadingHintsKeepEveryAnswer() {
        IndependentChecker checker = new IndependentChecker();
        Level[][] problems = {{BiswasEnea.SER, Cerone.SER}, {BiswasEnea.SI, Cerone.SI}, {BiswasEnea.CC, Cerone.CC},
                {BiswasEnea.RA, Cerone.RA}, {BiswasEnea.SI, Cerone.SER}, {BiswasEnea.RA, Cerone.CC}};
        for (Level[] p : problems) {
            Level forbidden = mishinted(p[1]);
            SynthesisResult reference = solve(
                    FAST.without(Optimization.WITNESS_HINTS).without(Optimization.SEED_COUNTEREXAMPLES), p[0], p[1]);
            SynthesisResult hinted = solve(FAST, p[0], forbidden);
            assertEquals(reference.getClass(), hinted.getClass(), () -> p[0] + " & !" + forbidden);
            if (hinted instanceof SynthesisResult.Found found) {
                assertInstanceOf(IndependentVerdict.Allowed.class, checker.check(found.history(), p[0]));
                assertInstanceOf(IndependentVerdict.Disallowed.class, checker.check(found.history(), forbidden));
            }
        }
    }

    @Test
    void eachLeverAloneKeepsTheAnswers() {
        Level[][] problems = {{Cerone.SI, BiswasEnea.SI}, {BiswasEnea.PC, Cerone.PC}, {Cerone.PSI, Cerone.SI},
                {Cerone.SI, Cerone.SER}, {Cerone.CC, BiswasEnea.PC}, {BiswasEnea.SER, Cerone.SI}};
        SynthesisOptions[] variants = {FAST, FAST.without(Optimization.WITNESS_HINTS),
                FAST.without(Optimization.SEED_COUNTEREXAMPLES),
                FAST.without(Optimization.WITNESS_HINTS).without(Optimization.SEED_COUNTEREXAMPLES)};
        for (Level[] p : problems) {
            Class<?> expected = solve(SynthesisOptions.paper().withMinimize(false).withRecheck(false), p[0], p[1])
                    .getClass();
            for (SynthesisOptions options : variants) {
                assertEquals(expected, solve(options, p[0], p[1]).getClass(),
                        () -> p[0] + " & !" + p[1] + " " + options);
            }
        }
    }
}
