// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import isolang.solver.check.EnumerationScope;
import isolang.solver.check.HistoryEnumerator;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.history.History;
import isolang.solver.spec.Level;
import isolang.tests.solver.oracle.ReferenceLevel;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The two Kodkod-based checkers against the brute-force oracle, on every history of a tiny
 * scope, for levels of both witness shapes.
 */
class CheckersAgainstOracleTest {

    private static final Map<Level, ReferenceLevel> LEVELS = Map.of(
            FixtureLevels.BE_RA, ReferenceLevel.BE_RA, FixtureLevels.BE_CC, ReferenceLevel.BE_CC,
            FixtureLevels.BE_SER, ReferenceLevel.BE_SER, FixtureLevels.CERONE_RA, ReferenceLevel.CERONE_RA,
            FixtureLevels.CERONE_UA, ReferenceLevel.CERONE_UA, FixtureLevels.CERONE_SER, ReferenceLevel.CERONE_SER);

    @Test
    void independentAndMembershipCheckersAgreeWithTheOracleOnEveryHistory() {
        List<History> histories = new HistoryEnumerator(new EnumerationScope(3, 2, 2),
                HistoryEnumerator.Symmetry.ISOMORPHISM, HistoryEnumerator.ReadOrder.CANONICAL).enumerate();
        IndependentChecker independent = new IndependentChecker();
        MembershipChecker membership = new MembershipChecker();
        int[] disallowed = new int[1];
        histories.parallelStream().forEach(history -> LEVELS.forEach((level, reference) -> {
            boolean expected = reference.allows(history);
            IndependentVerdict verdict = independent.check(history, level);
            assertEquals(expected ? IndependentVerdict.Allowed.class : IndependentVerdict.Disallowed.class,
                    verdict.getClass(), level + "\n" + history);
            MembershipResult result = membership.check(history, level);
            assertEquals(expected ? MembershipResult.Allowed.class : MembershipResult.Disallowed.class,
                    result.getClass(), level + "\n" + history);
            if (!expected) {
                synchronized (disallowed) {
                    disallowed[0]++;
                }
            }
        }));
        assertEquals(true, disallowed[0] > histories.size(), "the scope must contain many disallowed cases");
    }
}
