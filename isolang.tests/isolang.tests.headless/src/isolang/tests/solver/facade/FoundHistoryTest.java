// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.facade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import isolang.solver.AbstractCegisListener;
import isolang.solver.CegisPhase;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.history.History;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import isolang.tests.solver.oracle.PaperNotation;
import isolang.tests.solver.reference.BiswasEnea;
import isolang.tests.solver.reference.Cerone;
import isolang.tests.solver.reference.PaperLevels;
import kodkod.ast.Formula;
import kodkod.ast.Relation;

/**
 * Found histories are shrunk to the sizes the literature gives for its anomalies, come with a
 * valid witness per allowed level, and are re-verified independently; a contradiction between
 * the engine's procedures is reported, and a history too large to re-verify is flagged.
 */
class FoundHistoryTest {

    private final List<CegisPhase> phases = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private final AbstractCegisListener listener = new AbstractCegisListener() {
        @Override
        public void phase(CegisPhase phase, int round) {
            phases.add(phase);
        }

        @Override
        public void warning(String message) {
            warnings.add(message);
        }
    };

    private SynthesisResult.Found found(SynthesisOptions options, List<Level> allowed, List<Level> forbidden,
            Scope scope) {
        SynthesisResult result = new IsolationAnalyzer(options, listener)
                .synthesize(Problem.of(allowed, forbidden, scope));
        SynthesisResult.Found found = assertInstanceOf(SynthesisResult.Found.class, result, result::toString);
        IndependentChecker checker = new IndependentChecker();
        for (int i = 0; i < allowed.size(); i++) {
            assertEquals(allowed.get(i), found.witnesses().get(i).level());
            assertEquals("[]", checker.confirm(found.history(), found.witnesses().get(i)).stream().toList().toString(),
                    () -> "witness for the minimized history\n" + found.history());
        }
        return found;
    }

    private History minimal(List<Level> allowed, List<Level> forbidden, Scope scope) {
        History history = found(SynthesisOptions.defaults(), allowed, forbidden, scope).history();
        assertTrue(phases.containsAll(List.of(CegisPhase.MINIMIZE, CegisPhase.RECHECK)), phases::toString);
        return history;
    }

    private static int nonEmpty(History history) {
        return (int) history.transactions().stream().filter(t -> !t.operations().isEmpty()).count();
    }

    /** The fractured read's size; the smallest such history is the stale read inside one session. */
    @Test
    void readCommittedWithoutReadAtomicityShrinksToTwoTransactions() {
        History h = minimal(List.of(BiswasEnea.RC), List.of(BiswasEnea.RA), Scope.of(4, 3, 3).withOperations(4));
        assertEquals(2, h.transactions().size(), h::toString);
    }

    @Test
    void lostUpdateShrinksToTwoTransactionsOnOneObject() {
        History h = minimal(List.of(Cerone.PC), List.of(Cerone.SI), Scope.of(4, 3, 3));
        assertEquals(PaperNotation.parse("T1: r(x,0) w(x,1) | T2: r(x,0) w(x,2)"), h);
    }

    @Test
    void readOnlyAnomalyShrinksToThreeTransactions() {
        History h = minimal(List.of(BiswasEnea.SI, PaperLevels.UPDATE_SER), List.of(BiswasEnea.SER), Scope.of(4, 3, 3));
        assertEquals(3, h.transactions().size(), h::toString);
        assertEquals(3, nonEmpty(h), h::toString);
        assertEquals(2, h.objectCount(), h::toString);
    }

    @Test
    void noLostUpdateWithoutUpdateAtomicityShrinksToThreeTransactions() {
        History h = minimal(List.of(PaperLevels.NLU), List.of(Cerone.UA), Scope.of(4, 2, 4));
        assertEquals(3, h.transactions().size(), h::toString);
        assertEquals(3, nonEmpty(h), h::toString);
    }

    @Test
    void historyTooLargeToEnumerateIsFlaggedNotPassedOff() {
        SynthesisResult.Found f = found(SynthesisOptions.defaults().withMinimize(false), List.of(Cerone.RA),
                List.of(Cerone.CC), Scope.of(7, 2, 2));
        assertEquals(7, f.history().transactions().size());
        assertTrue(f.statistics().notes().stream().anyMatch(n -> n.startsWith("not re-verified independently")),
                f.statistics()::toString);
        assertTrue(warnings.stream().anyMatch(w -> w.startsWith("not re-verified independently")), warnings::toString);
    }

    /**
     * A level that sees its witness differently in the synthesis encoding and in the checkers'
     * concrete encoding (whose witness relations are named after the framework): it stands for an
     * encoding bug, which must come out as a disagreement.
     */
    private static final Level SPLIT = Level.of("Split", BiswasEnea.FRAMEWORK, List.of(Axiom.of("TrueOnlyInCegis",
            e -> e.witness(BiswasEnea.CO) instanceof Relation r && r.name().startsWith(BiswasEnea.FRAMEWORK.name())
                    ? Formula.FALSE : Formula.TRUE)),
            "an engine bug, simulated");

    @Test
    void membershipContradictingTheSynthesisIsReported() {
        SynthesisResult result = new IsolationAnalyzer(SynthesisOptions.defaults(), listener)
                .synthesize(Problem.of(List.of(SPLIT), List.of(), Scope.of(2, 1, 2)));
        SynthesisResult.Disagreement d = assertInstanceOf(SynthesisResult.Disagreement.class, result);
        assertEquals(SPLIT, d.level());
        assertTrue(d.engineVerdict().contains("CEGIS") && d.engineVerdict().contains("allowed"), d.engineVerdict());
        assertTrue(d.independentVerdict().contains("forbids"), d.independentVerdict());
    }

    @Test
    void enumerationContradictingTheSynthesisIsReported() {
        SynthesisResult result = new IsolationAnalyzer(SynthesisOptions.defaults().withMinimize(false), listener)
                .synthesize(Problem.of(List.of(SPLIT), List.of(), Scope.of(2, 1, 2)));
        SynthesisResult.Disagreement d = assertInstanceOf(SynthesisResult.Disagreement.class, result);
        assertTrue(d.independentVerdict().contains("violates TrueOnlyInCegis"), d.independentVerdict());
        assertInstanceOf(IndependentVerdict.Disallowed.class, new IndependentChecker().check(d.history(), SPLIT));
    }
}
