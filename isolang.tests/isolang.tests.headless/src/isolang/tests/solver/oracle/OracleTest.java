// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.oracle;

import static isolang.tests.solver.oracle.ReferenceLevel.BE_CC;
import static isolang.tests.solver.oracle.ReferenceLevel.BE_PC;
import static isolang.tests.solver.oracle.ReferenceLevel.BE_RA;
import static isolang.tests.solver.oracle.ReferenceLevel.BE_RC;
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
import static isolang.tests.solver.oracle.ReferenceLevel.UPDATE_SER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import isolang.solver.check.EnumerationScope;
import isolang.solver.check.HistoryEnumerator;
import isolang.solver.history.History;

/** The brute-force oracles on the literature's anomalies, and cross-checks between them. */
class OracleTest {

    private static void assertLevels(String text, List<ReferenceLevel> allowed, List<ReferenceLevel> disallowed) {
        History history = PaperNotation.parse(text);
        for (ReferenceLevel level : allowed) {
            assertTrue(level.allows(history), level + " should allow\n" + history);
        }
        for (ReferenceLevel level : disallowed) {
            assertFalse(level.allows(history), level + " should disallow\n" + history);
        }
    }

    @Test
    void readOnlyAnomalyIsSnapshotAndUpdateSerializableButNotSerializable() {
        assertLevels("T1: r(y,0) w(y,1) | T2: r(x,0) r(y,1) | T3: r(x,0) r(y,0) w(x,1)",
                List.of(BE_SI, CERONE_SI, UPDATE_SER), List.of(BE_SER, CERONE_SER));
    }

    @Test
    void figureOneIsFreeOfLostUpdatesButNotUpdateAtomic() {
        assertLevels("T1: r(x,0) w(x,1) w(y,1) | T2: r(x,1) r(y,1) w(y,2) | T3: r(x,0) r(y,2) w(y,3)",
                List.of(NLU, CERONE_RA), List.of(CERONE_UA));
    }

    @Test
    void fracturedReadSeparatesReadCommittedFromReadAtomic() {
        assertLevels("T1: w(x,1) w(y,1) | T2: r(y,0) r(x,1)", List.of(BE_RC), List.of(BE_RA, CERONE_RA));
    }

    @Test
    void readCommittedDependsOnTheOrderOfReads() {
        assertLevels("T1: w(x,1) w(y,1) | T2: r(x,1) r(y,0)", List.of(), List.of(BE_RC));
    }

    @Test
    void causalityViolationSeparatesReadAtomicFromCausal() {
        assertLevels("T1: w(x,1) | T2: r(x,1) w(y,1) | T3: r(y,1) r(x,0)",
                List.of(BE_RA, CERONE_RA, CERONE_UA), List.of(BE_CC, CERONE_CC, CERONE_PSI));
    }

    @Test
    void longForkSeparatesParallelSnapshotAndCausalFromPrefix() {
        assertLevels("T1: w(x,1) | T2: w(y,1) | T3: r(x,1) r(y,0) | T4: r(x,0) r(y,1)",
                List.of(BE_CC, CERONE_CC, CERONE_PSI, CERONE_UA), List.of(BE_PC, CERONE_PC, CERONE_SI, BE_SI));
    }

    @Test
    void lostUpdateSeparatesPrefixFromSnapshotAndReadAtomicFromUpdateAtomic() {
        assertLevels("T1: r(x,0) w(x,1) | T2: r(x,0) w(x,2)",
                List.of(BE_PC, CERONE_PC, BE_CC, CERONE_CC, CERONE_RA),
                List.of(BE_SI, CERONE_SI, CERONE_PSI, CERONE_UA, NLU));
    }

    @Test
    void writeSkewSeparatesSnapshotFromSerializable() {
        assertLevels("T1: r(x,0) r(y,0) w(x,1) | T2: r(x,0) r(y,0) w(y,1)",
                List.of(BE_SI, CERONE_SI), List.of(BE_SER, CERONE_SER, UPDATE_SER));
    }

    @Test
    void staleReadInASessionIsReadCommittedButNeitherReadAtomicNorFreeOfLostUpdates() {
        assertLevels("T1: w(x,1) T2: r(x,0)", List.of(BE_RC), List.of(BE_RA, CERONE_RA, NLU));
    }

    @Test
    void serialHistoryIsAllowedByEveryLevel() {
        History serial = PaperNotation.parse("T1: r(x,0) w(x,1) w(y,1) T2: r(x,1) r(y,1) w(x,2) | T3: r(x,2) r(y,1)");
        for (ReferenceLevel level : ReferenceLevel.values()) {
            assertTrue(level.allows(serial), level.toString());
        }
    }

    @Test
    void readInconsistentHistoryIsAllowedByNoLevel() {
        History thinAir = PaperNotation.parse("T1: r(x,5) | T2: w(y,1)");
        History intermediate = PaperNotation.parse("T1: w(x,1) w(x,2) | T2: r(x,1)");
        for (ReferenceLevel level : ReferenceLevel.values()) {
            assertFalse(level.allows(thinAir), level.toString());
            assertFalse(level.allows(intermediate), level.toString());
        }
    }

    @Test
    void saturationCriterionAgreesWithCommitOrderEnumeration() {
        HistoryEnumerator enumerator = new HistoryEnumerator(new EnumerationScope(3, 2, 3),
                HistoryEnumerator.Symmetry.ISOMORPHISM, HistoryEnumerator.ReadOrder.ALL);
        int[] disallowed = new int[3];
        List<BiswasEneaOracle.Axioms> levels = List.of(BiswasEneaOracle.Axioms.READ_COMMITTED,
                BiswasEneaOracle.Axioms.READ_ATOMIC, BiswasEneaOracle.Axioms.CAUSAL);
        enumerator.forEach(history -> {
            for (int i = 0; i < levels.size(); i++) {
                boolean byOrders = BiswasEneaOracle.allows(levels.get(i), history);
                assertEquals(byOrders, SaturationOracle.allows(levels.get(i), history), levels.get(i) + "\n" + history);
                disallowed[i] += byOrders ? 0 : 1;
            }
        });
        assertTrue(disallowed[0] > 0 && disallowed[0] < disallowed[1] && disallowed[1] < disallowed[2],
                "each level should forbid strictly more histories than the weaker one: "
                        + java.util.Arrays.toString(disallowed));
    }
}
