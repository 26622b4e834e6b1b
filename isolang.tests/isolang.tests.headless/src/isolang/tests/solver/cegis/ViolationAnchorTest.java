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
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import isolang.tests.solver.reference.BiswasEnea;
import isolang.tests.solver.reference.Cerone;
import isolang.tests.solver.reference.PaperLevels;
import kodkod.ast.Decls;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Variable;

/**
 * Anchoring the violation of a forbidden level to the first objects only changes how fast
 * answers come, never the answers, and every history it finds is re-verified.
 */
class ViolationAnchorTest {

    private static final SynthesisOptions FAST = SynthesisOptions.defaults().withMinimize(false).withRecheck(false);
    private final IndependentChecker checker = new IndependentChecker();

    private static SynthesisResult solve(SynthesisOptions options, Problem problem) {
        return new IsolationAnalyzer(options, new AbstractCegisListener()).synthesize(problem);
    }

    private void assertSameAnswer(Problem problem) {
        SynthesisResult plain = solve(FAST.without(Optimization.ANCHOR_VIOLATIONS), problem);
        SynthesisResult anchored = solve(FAST, problem);
        assertEquals(plain.getClass(), anchored.getClass(), problem::toString);
        if (anchored instanceof SynthesisResult.Found found) {
            problem.allowed().forEach(l -> assertInstanceOf(IndependentVerdict.Allowed.class,
                    checker.check(found.history(), l), () -> problem + "\n" + found.history()));
            problem.forbidden().forEach(l -> assertInstanceOf(IndependentVerdict.Disallowed.class,
                    checker.check(found.history(), l), () -> problem + "\n" + found.history()));
        }
    }

    @Test
    void anchoringKeepsTheAnswersOfThePaperProblems() {
        Scope scope = Scope.of(4, 3, 3);
        Level[][] pairs = {{Cerone.SI, BiswasEnea.SI}, {BiswasEnea.SI, Cerone.SI}, {BiswasEnea.PC, BiswasEnea.SI},
                {BiswasEnea.SI, BiswasEnea.SER}, {Cerone.CC, BiswasEnea.PC}, {Cerone.SER, BiswasEnea.SI},
                {PaperLevels.NLU, Cerone.UA}, {Cerone.UA, PaperLevels.NLU}, {Cerone.PSI, Cerone.SI}};
        for (Level[] p : pairs) {
            assertSameAnswer(Problem.separating(p[0], p[1], scope));
        }
        assertSameAnswer(Problem.of(List.of(BiswasEnea.SI, PaperLevels.UPDATE_SER), List.of(BiswasEnea.SER), scope));
        assertSameAnswer(Problem.of(List.of(), List.of(BiswasEnea.SI, Cerone.PC), scope));
        assertSameAnswer(
                Problem.of(List.of(BiswasEnea.RC), List.of(BiswasEnea.RA), Scope.of(2, 2, 2).withOperations(3)));
    }

    /**
     * A level forbidding a transaction that writes {@code n} distinct objects: its violation
     * needs the i-th object variable to take an object other than the first ones, which the
     * anchor must still allow, and none may be found with fewer objects than {@code n}.
     */
    @Test
    void violationsOverSeveralDistinctObjectsAreStillFound() {
        for (int n = 2; n <= 3; n++) {
            Level narrow = writesFewerThan(n);
            for (int objects = n - 1; objects <= n + 1; objects++) {
                Problem problem = Problem.of(List.of(BiswasEnea.SER), List.of(narrow), Scope.of(2, objects, 2));
                assertSameAnswer(problem);
                Class<?> expected = objects >= n ? SynthesisResult.Found.class : SynthesisResult.NoneWithinScope.class;
                assertInstanceOf(expected, solve(FAST, problem), problem::toString);
            }
        }
    }

    /** "No transaction writes n distinct objects", stated with n object variables. */
    private static Level writesFewerThan(int n) {
        return Level.of("WritesFewerThan" + n, BiswasEnea.FRAMEWORK, List.of(Axiom.of("Narrow", e -> {
            Variable t = Variable.unary("t");
            Variable[] x = new Variable[n];
            Formula distinctWrites = Formula.TRUE;
            Decls decls = t.oneOf(e.txn());
            for (int i = 0; i < n; i++) {
                x[i] = Variable.unary("x" + i);
                decls = decls.and(x[i].oneOf(e.obj()));
                Expression written = t.join(e.writes()).join(Expression.UNIV);
                distinctWrites = distinctWrites.and(x[i].in(written).and(t.eq(e.initial()).not()));
                for (int j = 0; j < i; j++) {
                    distinctWrites = distinctWrites.and(x[i].eq(x[j]).not());
                }
            }
            return distinctWrites.not().forAll(decls);
        })), "no transaction writes " + n + " distinct objects");
    }
}
