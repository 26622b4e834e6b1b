// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.facade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;

import org.junit.jupiter.api.Test;

import isolang.solver.SynthesisResult;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Level;
import isolang.solver.spec.Scope;
import isolang.tests.solver.oracle.PaperNotation;
import isolang.tests.solver.reference.BiswasEnea;
import isolang.tests.solver.reference.Cerone;

/**
 * Answers the literature states: the Biswas–Enea and Cerone definitions of RA, CC, PC, SI and
 * SER coincide on every history of four transactions, and each textbook anomaly is forbidden
 * by exactly the axiom the papers blame for it (the smallest forbidding axiom set the IDE
 * underlines).
 */
class PaperAnswersTest {

    /** Four transactions, three objects, three values per object (two written ones). */
    private static final Scope FOUR = Scope.of(4, 3, 3);

    @Test
    void biswasEneaAndCeroneDefinitionsCoincideOnFourTransactions() {
        IsolationAnalyzer analyzer = new IsolationAnalyzer();
        Level[][] pairs = {{BiswasEnea.RA, Cerone.RA}, {BiswasEnea.CC, Cerone.CC}, {BiswasEnea.PC, Cerone.PC},
                {BiswasEnea.SI, Cerone.SI}, {BiswasEnea.SER, Cerone.SER}};
        for (Level[] pair : pairs) {
            for (SynthesisResult result : analyzer.equivalent(pair[0], pair[1], FOUR)) {
                SynthesisResult.NoneWithinScope none = assertInstanceOf(SynthesisResult.NoneWithinScope.class, result,
                        () -> pair[0] + " vs " + pair[1] + ": " + result);
                assertEquals(FOUR, none.scope());
            }
        }
    }

    private static void forbiddenBy(String history, Level level, Axiom... core) {
        MembershipResult result = new MembershipChecker().check(PaperNotation.parse(history), level);
        MembershipResult.Disallowed disallowed = assertInstanceOf(MembershipResult.Disallowed.class, result,
                () -> level + " should forbid " + history);
        assertEquals(List.of(core), disallowed.forbidding(), disallowed::reason);
    }

    @Test
    void readOnlyAnomalyIsForbiddenBySerializabilityAlone() {
        forbiddenBy("T1: r(y,0) w(y,1) | T2: r(x,0) r(y,1) | T3: r(x,0) r(y,0) w(x,1)", BiswasEnea.SER,
                BiswasEnea.SERIALIZABILITY);
    }

    @Test
    void lostUpdateIsForbiddenByNoConflict() {
        forbiddenBy("T1: r(x,0) w(x,1) | T2: r(x,0) w(x,2)", Cerone.UA, Cerone.NOCONFLICT);
        forbiddenBy("T1: r(x,0) w(x,1) | T2: r(x,0) w(x,2)", Cerone.SI, Cerone.NOCONFLICT);
        forbiddenBy("T1: r(x,0) w(x,1) | T2: r(x,0) w(x,2)", BiswasEnea.SI, BiswasEnea.CONFLICT);
    }

    @Test
    void longForkIsForbiddenByPrefix() {
        String longFork = "T1: w(x,1) | T2: w(y,1) | T3: r(x,1) r(y,0) | T4: r(x,0) r(y,1)";
        forbiddenBy(longFork, Cerone.PC, Cerone.PREFIX);
        forbiddenBy(longFork, BiswasEnea.SI, BiswasEnea.PREFIX);
    }

    @Test
    void causalityViolationIsForbiddenByTransitiveVisibility() {
        forbiddenBy("T1: w(x,1) | T2: r(x,1) w(y,1) | T3: r(y,1) r(x,0)", Cerone.CC, Cerone.TRANSVIS);
    }

    @Test
    void staleReadInASessionIsForbiddenBySession() {
        forbiddenBy("T1: w(x,1) T2: r(x,0)", Cerone.SER, Cerone.SESSION);
    }

    @Test
    void writeSkewIsForbiddenByTotalVisibility() {
        forbiddenBy("T1: r(x,0) r(y,0) w(x,1) | T2: r(x,0) r(y,0) w(y,1)", Cerone.SER, Cerone.TOTALVIS);
    }
}
