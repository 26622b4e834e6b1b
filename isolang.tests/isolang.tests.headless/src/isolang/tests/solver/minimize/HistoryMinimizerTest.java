// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.minimize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import isolang.solver.CancellationToken;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.check.MembershipChecker;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.RealTime;
import isolang.solver.history.Transaction;
import isolang.solver.minimize.HistoryMinimizer;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import isolang.tests.solver.check.FixtureLevels;
import isolang.tests.solver.oracle.PaperNotation;
import isolang.tests.solver.oracle.ReferenceLevel;
import isolang.tests.solver.reference.BiswasEnea;

/** Minimization keeps the problem solved (by the oracle's account) and reaches the textbook anomalies. */
class HistoryMinimizerTest {

    private final HistoryMinimizer minimizer = new HistoryMinimizer(new MembershipChecker());

    private History minimize(String text, List<Level> allowed, List<Level> forbidden) {
        return minimizer.minimize(PaperNotation.parse(text), allowed, forbidden, new CancellationToken());
    }

    @Test
    void paddedLostUpdateShrinksToTwoTransactionsOnOneObject() {
        History minimal = minimize("T1: r(x,0) r(y,0) w(x,1) w(y,1) | T2: r(y,0) r(x,0) w(x,2) | T3: r(y,1) w(y,2)",
                List.of(FixtureLevels.CERONE_RA), List.of(FixtureLevels.CERONE_UA));
        assertEquals(PaperNotation.parse("T1: r(x,0) w(x,1) | T2: r(x,0) w(x,2)"), minimal);
        assertTrue(ReferenceLevel.CERONE_RA.allows(minimal));
        assertFalse(ReferenceLevel.CERONE_UA.allows(minimal));
    }

    @Test
    void paddedCausalityViolationKeepsItsThreeTransactions() {
        History minimal = minimize(
                "T1: w(x,1) T4: r(x,1) w(z,1) | T2: r(x,1) w(y,1) | T3: r(y,1) r(x,0) r(z,0) w(z,2)",
                List.of(FixtureLevels.BE_RA), List.of(FixtureLevels.BE_CC));
        assertEquals(PaperNotation.parse("T1: w(x,1) | T2: r(x,1) w(y,1) | T3: r(y,1) r(x,0)"), minimal);
        assertTrue(ReferenceLevel.BE_RA.allows(minimal));
        assertFalse(ReferenceLevel.BE_CC.allows(minimal));
    }

    @Test
    void theObjectCutDropsWholeObjectsAndLeavesTheOtherOperations() {
        History padded = PaperNotation
                .parse("T1: w(x,1) T4: r(x,1) w(z,1) | T2: r(x,1) w(y,1) | T3: r(y,1) r(x,0) r(z,0) w(z,2)");
        Problem problem = Problem.separating(FixtureLevels.BE_RA, FixtureLevels.BE_CC, Scope.of(4, 3, 2));

        History cut = minimizer.withoutRemovableObjects(padded, problem, new CancellationToken());

        // z goes (it carries no part of the causality violation); T2's read of x stays, though
        // removing it would keep the problem solved: operations are the next step's business.
        assertEquals(PaperNotation.parse("T1: w(x,1) T2: r(x,1) | T3: r(x,1) w(y,1) | T4: r(y,1) r(x,0)"), cut);
        assertTrue(ReferenceLevel.BE_RA.allows(cut));
        assertFalse(ReferenceLevel.BE_CC.allows(cut));
    }

    /**
     * T3 reads T1's x although T2 overwrote it and T3 began after both ended: strictly serializable
     * in no order, serializable as T1 T3 T2. Session order already puts T1 before T2, so of the
     * real-time chain T1 < T2 < T3 only T2 < T3 is needed; the minimizer drops the other edges
     * (every transaction and operation is needed).
     */
    @Test
    void aStrictSerializabilityCounterexampleKeepsOnlyTheRealTimeItNeeds() {
        History found = History.of(1, List.of(
                List.of(new Transaction(1, List.of(Operation.write(0, 1))),
                        new Transaction(2, List.of(Operation.write(0, 2)))),
                List.of(new Transaction(3, List.of(Operation.read(0, 1))))))
                .withRealTime(RealTime.of(List.of(new RealTime.Precedence(1, 2), new RealTime.Precedence(2, 3),
                        new RealTime.Precedence(1, 3))));

        History minimal = minimizer.minimize(found, List.of(BiswasEnea.SER), List.of(BiswasEnea.STRICT_SER),
                new CancellationToken());

        assertEquals(found.withRealTime(RealTime.of(List.of(new RealTime.Precedence(2, 3)))), minimal);
        IndependentChecker independent = new IndependentChecker();
        assertInstanceOf(IndependentVerdict.Allowed.class, independent.check(minimal, BiswasEnea.SER));
        assertInstanceOf(IndependentVerdict.Disallowed.class, independent.check(minimal, BiswasEnea.STRICT_SER));
        assertInstanceOf(IndependentVerdict.Allowed.class,
                independent.check(minimal.withRealTime(RealTime.NONE), BiswasEnea.STRICT_SER));
    }

    @Test
    void historyThatDoesNotSolveTheProblemIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> minimize("T1: r(x,0) w(x,1) T2: r(x,1) w(x,2)",
                List.of(FixtureLevels.CERONE_RA), List.of(FixtureLevels.CERONE_UA)));
    }
}
