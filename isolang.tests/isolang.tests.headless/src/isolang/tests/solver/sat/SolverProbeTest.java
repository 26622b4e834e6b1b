// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import isolang.solver.sat.SolverProbe;

/**
 * Each SAT solver isolang relies on loads inside OSGi (MiniSat and Glucose through the
 * isolang.solver.natives fragment of pardinus) and answers a satisfiable and an
 * unsatisfiable Kodkod problem correctly.
 */
class SolverProbeTest {

    @ParameterizedTest
    @ValueSource(strings = {"sat4j", "minisat", "glucose"})
    void solverAnswersSatisfiableAndUnsatisfiableProblems(String id) {
        SolverProbe.Result result = SolverProbe.probe(id);

        assertTrue(result.registered(), id + " is not registered with Kodkod");
        assertEquals("", result.detail(), id);
        assertTrue(result.satisfiableCorrect(), id + " on 2 pigeons in 2 holes");
        assertTrue(result.unsatisfiableCorrect(), id + " on 3 pigeons in 2 holes");
    }

    @Test
    void requiredSolversAreProbedInOrderAndAllPass() {
        assertEquals(SolverProbe.REQUIRED_SOLVERS,
                SolverProbe.probeRequired().stream().map(SolverProbe.Result::id).toList());
        assertTrue(SolverProbe.probeRequired().stream().allMatch(SolverProbe.Result::ok));
    }

    @Test
    void unknownSolverIsReportedNotThrown() {
        SolverProbe.Result result = SolverProbe.probe("no-such-solver");

        assertFalse(result.registered());
        assertFalse(result.ok());
        assertEquals("not registered with Kodkod", result.detail());
    }
}
