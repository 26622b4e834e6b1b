// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.cegis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.Optimization;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.UnknownReason;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.encode.ScopeTooLargeException;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Framework;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import isolang.tests.solver.reference.BiswasEnea;
import isolang.tests.solver.reference.Cerone;
import isolang.tests.solver.reference.PaperLevels;
import kodkod.ast.Expression;
import kodkod.ast.Variable;

/** Synthesis problems with answers known from the Isolde paper; every found history is re-verified. */
class SynthesisTest {

    private static final Scope SMALL = Scope.of(3, 2, 3);
    private final IsolationAnalyzer analyzer = new IsolationAnalyzer();
    private final IndependentChecker checker = new IndependentChecker();

    private SynthesisResult.Found found(List<Level> allowed, List<Level> forbidden, Scope scope) {
        SynthesisResult result = analyzer.synthesize(Problem.of(allowed, forbidden, scope));
        SynthesisResult.Found found = assertInstanceOf(SynthesisResult.Found.class, result, result::toString);
        allowed.forEach(l -> assertInstanceOf(IndependentVerdict.Allowed.class, checker.check(found.history(), l),
                () -> l + " should allow\n" + found.history()));
        forbidden.forEach(l -> assertInstanceOf(IndependentVerdict.Disallowed.class,
                checker.check(found.history(), l), () -> l + " should forbid\n" + found.history()));
        assertEquals(allowed.size(), found.witnesses().size());
        return found;
    }

    private void none(Level a, Level b, Scope scope) {
        none(List.of(a), List.of(b), scope);
    }

    private void none(List<Level> allowed, List<Level> forbidden, Scope scope) {
        SynthesisResult result = analyzer.synthesize(Problem.of(allowed, forbidden, scope));
        assertInstanceOf(SynthesisResult.NoneWithinScope.class, result,
                () -> allowed + " & !" + forbidden + ": " + result);
    }

    @Test
    void everyHierarchyEdgeIsStrictInBothFrameworksAndMixed() {
        Level[][] chains = {{BiswasEnea.SER, BiswasEnea.SI, BiswasEnea.PC, BiswasEnea.CC, BiswasEnea.RA},
                {Cerone.SER, Cerone.SI, Cerone.PC, Cerone.CC, Cerone.RA}};
        for (int i = 0; i + 1 < 5; i++) {
            for (Level[] strong : chains) {
                for (Level[] weak : chains) {
                    found(List.of(weak[i + 1]), List.of(strong[i]), Scope.of(4, 3, 3));
                }
            }
        }
    }

    @Test
    void strongerLevelsImplyWeakerOnesWithinScope() {
        none(BiswasEnea.SER, BiswasEnea.SI, SMALL);
        none(BiswasEnea.SI, BiswasEnea.PC, SMALL);
        none(Cerone.PC, Cerone.CC, SMALL);
        none(Cerone.CC, Cerone.RA, SMALL);
        none(Cerone.SER, BiswasEnea.SI, SMALL);
    }

    @Test
    void biswasEneaAndCeroneDefinitionsAreEquivalentWithinScope() {
        Level[][] pairs = {{BiswasEnea.RA, Cerone.RA}, {BiswasEnea.CC, Cerone.CC}, {BiswasEnea.PC, Cerone.PC},
                {BiswasEnea.SI, Cerone.SI}, {BiswasEnea.SER, Cerone.SER}};
        for (Level[] pair : pairs) {
            none(pair[0], pair[1], SMALL);
            none(pair[1], pair[0], SMALL);
        }
    }

    @Test
    void readOnlyAnomalyNeedsThreeTransactions() {
        List<Level> allowed = List.of(BiswasEnea.SI, PaperLevels.UPDATE_SER);
        SynthesisResult.Found f = found(allowed, List.of(BiswasEnea.SER), Scope.of(3, 2, 2));
        assertEquals(3, f.history().transactions().stream().filter(t -> !t.operations().isEmpty()).count());
        none(allowed, List.of(BiswasEnea.SER), Scope.of(2, 3, 3));
    }

    @Test
    void updateAtomicPreventsLostUpdatesButIsStricterThanNlu() {
        found(List.of(PaperLevels.NLU), List.of(Cerone.UA), Scope.of(3, 2, 4));
        none(Cerone.UA, PaperLevels.NLU, SMALL);
    }

    @Test
    void historiesWithoutWellFormedExecutionAreDisallowed() {
        SynthesisResult.Found f = found(List.of(), List.of(Cerone.RA), Scope.of(2, 2, 2));
        assertEquals(2, f.history().transactions().stream().filter(t -> !t.operations().isEmpty()).count());
        none(List.of(), List.of(Cerone.RA), Scope.of(1, 3, 3));
    }

    @Test
    void aThirdFrameworkNeedsNoEngineCode() {
        // Adya-style: per-object version orders; "PL-2-like": reads see the latest version that precedes
        // the reader in a version order extending wr on each object.
        Framework adya = new Framework("Adya",
                List.of(new WitnessRelation("vo", new WitnessShape.PerObjectTotalOrder())),
                List.of(), "version orders per object");
        Level ordered = Level.of("WrInVersionOrder", adya, List.of(Axiom.of("WrFollowsVersions", e -> {
            Variable x = Variable.unary("x");
            Expression writers = x.join(e.writers());
            return x.join(e.wrByObject()).intersection(writers.product(writers)).in(x.join(e.witness("vo")))
                    .forAll(x.oneOf(e.obj()));
        })), "wr_x between writers of x lies within the version order of x");
        found(List.of(), List.of(ordered), Scope.of(2, 1, 3));
        none(Cerone.SER, ordered, Scope.of(3, 2, 3));
    }

    @Test
    void acyclicityShortcutAgreesWithPlainCegis() {
        IsolationAnalyzer plain = new IsolationAnalyzer(
                SynthesisOptions.defaults().without(Optimization.ACYCLIC_SHORTCUT),
                new AbstractCegisListener());
        Level[][] problems = {{Cerone.RA, BiswasEnea.CC}, {BiswasEnea.CC, BiswasEnea.RA}, {Cerone.PC, BiswasEnea.CC},
                {BiswasEnea.RA, BiswasEnea.CC}, {Cerone.CC, BiswasEnea.RA}};
        for (Level[] p : problems) {
            Problem problem = Problem.separating(p[0], p[1], SMALL);
            assertEquals(plain.synthesize(problem).getClass(), analyzer.synthesize(problem).getClass(),
                    problem::toString);
        }
    }

    @Test
    void readCommittedNeedsTheOperationModel() {
        found(List.of(BiswasEnea.RC), List.of(BiswasEnea.RA), Scope.of(2, 2, 2).withOperations(3));
        none(BiswasEnea.RA, BiswasEnea.RC, Scope.of(2, 2, 2).withOperations(2));
    }

    @Test
    void timeoutAndCancellationGiveUnknown() {
        IsolationAnalyzer hurried = new IsolationAnalyzer(SynthesisOptions.defaults().withTimeout(Duration.ofMillis(1)),
                new AbstractCegisListener());
        SynthesisResult timedOut = hurried
                .synthesize(Problem.separating(BiswasEnea.SER, Cerone.SER, Scope.of(6, 5, 5)));
        assertEquals(UnknownReason.TIMEOUT, assertInstanceOf(SynthesisResult.Unknown.class, timedOut).reason());
        CancellationToken token = new CancellationToken();
        token.cancel();
        SynthesisResult cancelled = analyzer.synthesize(Problem.separating(BiswasEnea.SER, Cerone.SER, SMALL), token);
        assertEquals(UnknownReason.CANCELLED, assertInstanceOf(SynthesisResult.Unknown.class, cancelled).reason());
    }

    @Test
    void ridiculousScopeIsRefusedWithAMessage() {
        ScopeTooLargeException e = assertThrows(ScopeTooLargeException.class,
                () -> analyzer.synthesize(Problem.separating(BiswasEnea.SER, Cerone.SER, Scope.of(500, 100, 50))));
        assertTrue(e.getMessage().contains("too large"));
    }
}
