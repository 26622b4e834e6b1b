// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.predict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

import isolang.solver.CancellationToken;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.predict.Boundary;
import isolang.solver.predict.Prediction;
import isolang.solver.predict.Predictor;
import isolang.solver.spec.Level;
import isolang.tests.solver.reference.BiswasEnea;

/**
 * Prediction against brute force on random observed runs: every prediction passes
 * {@link PredictionChecks}, and the engine finds none exactly when {@link PredictionOracle}
 * enumerates none. Runs are produced like MonkeyDB's: transactions execute one at a time in a
 * random interleaving of the sessions, reading the latest committed write (or their own), with
 * repeated reads of an object (before and after an own write of it), blind writes, read-only and
 * write-only transactions. Read Committed (operation model) is among the permissive levels.
 */
class PredictionDifferentialTest {

    private static final int RUNS = 256;
    private static final List<List<Level>> PAIRS = List.of(
            List.of(BiswasEnea.CC, BiswasEnea.SER), List.of(BiswasEnea.RA, BiswasEnea.SER),
            List.of(BiswasEnea.PC, BiswasEnea.SER), List.of(BiswasEnea.CC, BiswasEnea.SI),
            List.of(BiswasEnea.RA, BiswasEnea.CC), List.of(BiswasEnea.SI, BiswasEnea.SER),
            List.of(BiswasEnea.RC, BiswasEnea.SER), List.of(BiswasEnea.RC, BiswasEnea.CC));

    @Test
    void agreesWithBruteForce() {
        Random random = new Random(20240615);
        Predictor predictor = new Predictor();
        int found = 0;
        for (int run = 0; run < RUNS; run++) {
            History observed = serialRun(random);
            List<Level> pair = PAIRS.get(run % PAIRS.size());
            List<Level> permissive = List.of(pair.get(0));
            List<Level> strict = List.of(pair.get(1));
            Boundary boundary = random.nextBoolean() ? Boundary.STRICT : Boundary.RELAXED;
            Prediction p = predictor.predict(observed, permissive, strict, boundary, new CancellationToken());
            int expected = PredictionOracle.predictions(observed, boundary,
                    h -> PredictionChecks.wanted(h, permissive, strict)).size();
            String what = "run " + run + " " + pair + " " + boundary + "\n" + observed;
            if (p instanceof Prediction.Predicted predicted) {
                PredictionChecks.assertValid(observed, predicted, permissive, strict, boundary);
                found++;
            } else {
                assertInstanceOf(Prediction.NoPrediction.class, p, what);
                assertEquals(0, expected, () -> "the oracle finds a prediction the engine misses: " + what);
            }
            if (p instanceof Prediction.Predicted && expected == 0) {
                fail("the engine predicts what the oracle rejects: " + what);
            }
        }
        // Both answers must occur, or the test says little.
        if (found < RUNS / 10 || found > RUNS - RUNS / 10) {
            fail("unbalanced random runs: " + found + " predictions of " + RUNS);
        }
    }

    /** A run of 2–3 sessions and 2–5 transactions over 2 objects, executed serially. */
    static History serialRun(Random random) {
        int sessions = 2 + random.nextInt(2);
        return serialRun(random, sessions, 2 + random.nextInt(4));
    }

    /** A run of {@code sessions} sessions and {@code size} transactions (at least one a session) over 2 objects, executed serially. */
    static History serialRun(Random random, int sessions, int size) {
        int txns = Math.max(sessions, size);
        List<List<Transaction>> bySession = new ArrayList<>();
        for (int s = 0; s < sessions; s++) {
            bySession.add(new ArrayList<>());
        }
        Map<Integer, Integer> committed = new HashMap<>();
        int[] nextValue = {1, 1};
        for (int id = 1; id <= txns; id++) {
            int session = id <= sessions ? id - 1 : random.nextInt(sessions);
            List<Operation> ops = new ArrayList<>();
            Map<Integer, Integer> own = new HashMap<>();
            int count = 1 + random.nextInt(3);
            for (int k = 0; k < count; k++) {
                int x = random.nextInt(2);
                if (random.nextBoolean()) {
                    ops.add(Operation.read(x, own.getOrDefault(x, committed.getOrDefault(x, 0))));
                } else {
                    int v = nextValue[x]++;
                    own.put(x, v);
                    ops.add(Operation.write(x, v));
                }
            }
            committed.putAll(own);
            bySession.get(session).add(new Transaction(id, ops));
        }
        return History.of(2, bySession);
    }
}
