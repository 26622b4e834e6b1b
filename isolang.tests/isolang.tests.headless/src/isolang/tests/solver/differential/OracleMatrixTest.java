// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.differential;

import static isolang.tests.solver.oracle.ReferenceLevel.BE_CC;
import static isolang.tests.solver.oracle.ReferenceLevel.BE_PC;
import static isolang.tests.solver.oracle.ReferenceLevel.BE_RA;
import static isolang.tests.solver.oracle.ReferenceLevel.BE_SER;
import static isolang.tests.solver.oracle.ReferenceLevel.BE_SI;
import static isolang.tests.solver.oracle.ReferenceLevel.CERONE_CC;
import static isolang.tests.solver.oracle.ReferenceLevel.CERONE_PC;
import static isolang.tests.solver.oracle.ReferenceLevel.CERONE_PSI;
import static isolang.tests.solver.oracle.ReferenceLevel.CERONE_RA;
import static isolang.tests.solver.oracle.ReferenceLevel.CERONE_SER;
import static isolang.tests.solver.oracle.ReferenceLevel.CERONE_SI;
import static isolang.tests.solver.oracle.ReferenceLevel.CERONE_UA;
import static isolang.tests.solver.oracle.ReferenceLevel.NLU;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import isolang.solver.check.EnumerationScope;
import isolang.solver.check.HistoryEnumerator;
import isolang.tests.solver.oracle.ReferenceLevel;

/**
 * The oracle's implication matrix at 3 txn x 2 obj x 3 val reproduces the published facts:
 * the two frameworks' definitions of RA, CC, PC, SI and SER coincide, the hierarchy
 * SER ⇒ SI ⇒ PC ⇒ CC ⇒ RA, SI ⇒ PSI ⇒ CC, UA ⇒ NLU ⇒ RA hold, and the edges that
 * textbook anomalies of at most three transactions break are strict (the long fork, which
 * separates SI from PSI and PC from CC, needs four).
 */
class OracleMatrixTest {

    private static ImplicationMatrix matrix;

    @BeforeAll
    static void enumerate() {
        matrix = new ImplicationMatrix(new HistoryEnumerator(new EnumerationScope(3, 2, 3),
                HistoryEnumerator.Symmetry.ISOMORPHISM, HistoryEnumerator.ReadOrder.CANONICAL).enumerate(),
                List.of(ReferenceLevel.values()));
    }

    private static void assertEquivalent(ReferenceLevel a, ReferenceLevel b) {
        assertTrue(matrix.implies(a, b), a + " ⇒ " + b + " broken by\n" + matrix.separatingHistory(a, b));
        assertTrue(matrix.implies(b, a), b + " ⇒ " + a + " broken by\n" + matrix.separatingHistory(b, a));
    }

    private static void assertStrictlyStronger(ReferenceLevel strong, ReferenceLevel weak) {
        assertTrue(matrix.implies(strong, weak), strong + " ⇒ " + weak + " broken by\n"
                + matrix.separatingHistory(strong, weak));
        assertFalse(matrix.implies(weak, strong), weak + " ⇏ " + strong + " has no separating history");
    }

    @Test
    void biswasEneaAndCeroneDefinitionsCoincide() {
        assertEquivalent(BE_RA, CERONE_RA);
        assertEquivalent(BE_CC, CERONE_CC);
        assertEquivalent(BE_PC, CERONE_PC);
        assertEquivalent(BE_SI, CERONE_SI);
        assertEquivalent(BE_SER, CERONE_SER);
    }

    @Test
    void hierarchyEdgesBrokenBySmallAnomaliesAreStrict() {
        assertStrictlyStronger(BE_SER, BE_SI);
        assertStrictlyStronger(BE_SI, BE_PC);
        assertStrictlyStronger(BE_CC, BE_RA);
        assertTrue(matrix.implies(CERONE_SI, CERONE_PSI), "the long fork needs four transactions");
        assertStrictlyStronger(CERONE_PSI, CERONE_CC);
        assertStrictlyStronger(CERONE_UA, CERONE_RA);
        assertStrictlyStronger(ReferenceLevel.BE_RA, ReferenceLevel.BE_RC);
        assertTrue(matrix.implies(BE_PC, BE_CC));
    }

    @Test
    void updateAtomicPreventsLostUpdates() {
        assertTrue(matrix.implies(CERONE_UA, NLU));
        assertTrue(matrix.implies(NLU, CERONE_RA), "NLU includes Read Atomic's session guarantee");
        assertFalse(matrix.implies(CERONE_RA, NLU), "the lost update is Read Atomic");
    }

    @Test
    void readOnlyAnomalyFitsInThreeTransactions() {
        assertFalse(matrix.implies(ReferenceLevel.UPDATE_SER, BE_SER));
        assertTrue(matrix.implies(BE_SER, ReferenceLevel.UPDATE_SER));
    }
}
