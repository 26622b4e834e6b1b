// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.predict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.history.History;
import isolang.solver.history.Transaction;
import isolang.solver.predict.Boundary;
import isolang.solver.predict.Prediction;
import isolang.solver.predict.StandardLevel;
import isolang.solver.spec.Level;
import isolang.tests.solver.oracle.BiswasEneaOracle;
import isolang.tests.solver.oracle.BiswasEneaOracle.Axioms;
import isolang.tests.solver.reference.BiswasEnea;

/**
 * Checks a prediction by paths independent of the search: the levels by the brute-force
 * Biswas–Enea oracle and the engine's enumerating checker, and the feasibility (same sessions
 * and transactions, operations a prefix of the observed ones with only read values changed,
 * cut as the boundary says) by comparing with the observed history.
 */
final class PredictionChecks {

    /** The oracle's axioms for each engine level used in the tests. */
    static final Map<Level, Axioms> ORACLE = Map.of(BiswasEnea.RC, Axioms.READ_COMMITTED, BiswasEnea.RA,
            Axioms.READ_ATOMIC, BiswasEnea.CC,
            Axioms.CAUSAL, BiswasEnea.PC, Axioms.PREFIX, BiswasEnea.SI, Axioms.SNAPSHOT_ISOLATION,
            BiswasEnea.SER, Axioms.SERIALIZABILITY);

    /** The standard level each reference level of the tests is. */
    private static final Map<Level, StandardLevel> STANDARD = Map.of(BiswasEnea.RC, StandardLevel.RC, BiswasEnea.RA,
            StandardLevel.RA, BiswasEnea.CC, StandardLevel.CC, BiswasEnea.PC, StandardLevel.PC, BiswasEnea.SI,
            StandardLevel.SI, BiswasEnea.SER, StandardLevel.SER);

    private PredictionChecks() {
    }

    /** The standard level a reference level is, for {@link isolang.solver.predict.Predictor#knowing}. */
    static Optional<StandardLevel> reference(Level level) {
        return Optional.ofNullable(STANDARD.get(level));
    }

    /** Whether the oracle says {@code h} is allowed by every permissive and no strict level. */
    static boolean wanted(History h, List<Level> permissive, List<Level> strict) {
        return permissive.stream().allMatch(l -> BiswasEneaOracle.allows(ORACLE.get(l), h))
                && strict.stream().noneMatch(l -> BiswasEneaOracle.allows(ORACLE.get(l), h));
    }

    /** Asserts everything a prediction promises. */
    static void assertValid(History observed, Prediction.Predicted p, List<Level> permissive, List<Level> strict,
            Boundary boundary) {
        History h = p.history();
        assertTrue(wanted(h, permissive, strict), () -> "oracle rejects the prediction\n" + h);
        IndependentChecker checker = new IndependentChecker();
        permissive.forEach(l -> assertInstanceOf(IndependentVerdict.Allowed.class, checker.check(h, l)));
        strict.forEach(l -> assertInstanceOf(IndependentVerdict.Disallowed.class, checker.check(h, l)));
        assertTrue(h.isReadConsistent(), () -> "prediction not read-consistent\n" + h);
        assertFalse(p.changes().isEmpty());
        assertEquals(observed.objectCount(), h.objectCount());
        assertEquals(observed.sessions().size(), h.sessions().size());
        for (int s = 0; s < h.sessions().size(); s++) {
            assertSessionPrefix(observed.sessions().get(s), h.sessions().get(s), boundary);
        }
    }

    /** The predicted session is a cut of the observed one; only read values differ; nothing follows a change (strict). */
    static void assertSessionPrefix(List<Transaction> seen, List<Transaction> predicted, Boundary boundary) {
        assertTrue(predicted.size() <= seen.size());
        boolean changed = false;
        for (int t = 0; t < predicted.size(); t++) {
            assertFalse(changed, "a transaction follows a changed read");
            Transaction a = seen.get(t);
            Transaction b = predicted.get(t);
            assertEquals(a.id(), b.id());
            assertTrue(b.operations().size() <= a.operations().size());
            boolean cutInside = b.operations().size() < a.operations().size();
            for (int i = 0; i < b.operations().size(); i++) {
                assertFalse(changed && boundary == Boundary.STRICT, "an operation follows a changed read");
                var x = a.operations().get(i);
                var y = b.operations().get(i);
                assertEquals(x.kind(), y.kind());
                assertEquals(x.object(), y.object());
                if (x.isWrite()) {
                    assertEquals(x.value(), y.value());
                }
                changed |= x.value() != y.value();
            }
            assertTrue(!cutInside || changed && boundary == Boundary.STRICT, "a transaction is cut without a change");
        }
    }
}
