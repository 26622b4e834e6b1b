// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.predict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.SynthesisOptions;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.predict.Boundary;
import isolang.solver.predict.Prediction;
import isolang.solver.predict.PredictionMode;
import isolang.solver.predict.Predictor;
import isolang.solver.predict.SerialVariations;
import isolang.solver.spec.Level;
import isolang.tests.solver.oracle.BiswasEneaOracle;
import isolang.tests.solver.oracle.BiswasEneaOracle.Axioms;
import isolang.tests.solver.oracle.PaperNotation;
import isolang.tests.solver.reference.BiswasEnea;

/**
 * What a predictor does with the knowledge of which levels are standard ones: the test that every
 * variation of a run is serializable, checked against brute force; "none" without a search when a
 * permissive level implies a strict one; windows skipped when every variation of them is
 * serializable; and a large run searched from its beginning only when a level is not known.
 */
class StandardLevelsPredictionTest {

    private static final int RUNS = 400;

    /**
     * Differential: on random serial runs over 2–4 objects (blind writes, read-modify-writes,
     * repeated reads), whenever {@link SerialVariations#certain} holds, the brute-force oracle finds
     * no variation, with either boundary, that the Biswas–Enea oracle says is not serializable.
     */
    @Test
    void everyVariationOfARunTheTestAcceptsIsSerializable() {
        Random random = new Random(20261127);
        int certain = 0;
        int anomalous = 0; // refused runs with a non-serializable variation
        for (int run = 0; run < RUNS; run++) {
            History observed = run(random);
            boolean accepted = SerialVariations.certain(observed);
            boolean anomaly = false;
            for (Boundary boundary : Boundary.values()) {
                List<History> notSerializable = PredictionOracle.predictions(observed, boundary,
                        h -> !BiswasEneaOracle.allows(Axioms.SERIALIZABILITY, h));
                if (accepted) {
                    assertEquals(List.of(), notSerializable, () -> "accepted, but has non-serializable variations: "
                            + observed);
                }
                anomaly |= !notSerializable.isEmpty();
            }
            anomalous += anomaly ? 1 : 0;
            certain += accepted ? 1 : 0;
        }
        System.out.printf("serial variations: %d of %d runs accepted, %d refused runs with an anomaly%n", certain,
                RUNS, anomalous);
        assertTrue(certain >= RUNS / 10, "too few accepted runs to say anything: " + certain);
        assertTrue(anomalous >= RUNS / 10, "too few anomalies among the refused runs: " + anomalous);
    }

    @Test
    void aLostUpdateAndAWriteSkewAreNotAccepted() {
        assertFalse(SerialVariations.certain(PaperNotation.parse("T1: r(x,0) w(x,1) | T2: r(x,1) w(x,2)")));
        assertFalse(SerialVariations.certain(PaperNotation.parse("T1: r(x,0) w(y,1) | T2: r(y,1) w(x,1)")));
        assertTrue(SerialVariations.certain(PaperNotation.parse("T1: r(x,0) w(x,1) | T2: r(x,1) w(y,1)")));
    }

    @Test
    void aPermissiveLevelThatImpliesAStrictOneGivesNoneWithoutASearch() {
        History deposits = PaperNotation.parse("T1: r(x,0) w(x,1) | T2: r(x,1) w(x,2)");
        Predictor predictor = new Predictor().knowing(PredictionChecks::reference);
        for (List<Level> pair : List.of(List.of(BiswasEnea.SER, BiswasEnea.SI), List.of(BiswasEnea.CC, BiswasEnea.CC),
                List.of(BiswasEnea.SI, BiswasEnea.RA))) {
            Prediction.NoPrediction none = assertInstanceOf(Prediction.NoPrediction.class, predictor.predict(deposits,
                    List.of(pair.get(0)), List.of(pair.get(1)), Boundary.RELAXED, new CancellationToken()));
            assertTrue(none.exhaustive());
            assertTrue(none.statistics().notes().get(0).startsWith("no variation of any run is allowed by "
                    + pair.get(0).name() + " and forbidden by " + pair.get(1).name()), none.statistics()::toString);
            assertEquals(List.of(), PredictionOracle.predictions(deposits, Boundary.RELAXED,
                    h -> PredictionChecks.wanted(h, List.of(pair.get(0)), List.of(pair.get(1)))));
        }
        // the same run has a lost update under CC not SER: nothing is implied there
        assertInstanceOf(Prediction.Predicted.class, predictor.predict(deposits, List.of(BiswasEnea.CC),
                List.of(BiswasEnea.SER), Boundary.RELAXED, new CancellationToken()));
    }

    /**
     * A run of read-modify-writes of distinct objects and reads of settled values, with one lost
     * update at its end (relaxed boundary: the strict one would cut the second write): the windows before it are not searched (every variation is serializable),
     * the window with it is; without knowing the levels no window is searched at all.
     */
    @Test
    void windowsWhoseEveryVariationIsSerializableAreNotSearched() {
        History run = PaperNotation.parse("T1: w(y,1) T4: r(y,1) w(z,1) T6: r(x,0) w(x,1)"
                + " | T2: w(x3,1) T5: r(x3,1) w(x4,1) T7: r(x,1) w(x,2) | T3: r(z,0) w(x5,1)");
        Predictor windows = new Predictor(SynthesisOptions.defaults(), new AbstractCegisListener(), 2)
                .knowing(PredictionChecks::reference);
        Prediction.Predicted p = assertInstanceOf(Prediction.Predicted.class, windows.predict(run,
                List.of(BiswasEnea.CC), List.of(BiswasEnea.SER), Boundary.RELAXED, PredictionMode.EXACT,
                new CancellationToken()));
        assertEquals(6, p.window(), p.statistics()::toString);
        String notes = String.join("\n", p.statistics().notes());
        assertTrue(notes.contains("did not search 4 windows whose every variation is serializable"), notes);
        WindowedPredictionTest.assertWholeRunPrediction(run, p, p.window(), List.of(BiswasEnea.CC),
                List.of(BiswasEnea.SER), Boundary.RELAXED, notes);

        Prediction.NoPrediction beginning = assertInstanceOf(Prediction.NoPrediction.class,
                new Predictor(SynthesisOptions.defaults(), new AbstractCegisListener(), 2).predict(run,
                        List.of(BiswasEnea.CC), List.of(BiswasEnea.SER), Boundary.RELAXED, PredictionMode.EXACT,
                        new CancellationToken()));
        assertFalse(beginning.wholeRun());
        assertTrue(beginning.statistics().notes().stream().anyMatch(n -> n.startsWith(
                "no windows were searched after the beginning") && n.contains("CC is not one")),
                beginning.statistics()::toString);
    }

    /** A serial run of 2–3 sessions and 2–6 transactions (one at least a session) of 1–3 operations over 2–4 objects. */
    private static History run(Random random) {
        int sessions = 2 + random.nextInt(2);
        int objects = 2 + random.nextInt(3);
        int txns = sessions + random.nextInt(4);
        List<List<Transaction>> bySession = new ArrayList<>();
        for (int s = 0; s < sessions; s++) {
            bySession.add(new ArrayList<>());
        }
        Map<Integer, Integer> committed = new HashMap<>();
        int[] next = new int[objects];
        for (int id = 1; id <= txns; id++) {
            List<Operation> ops = new ArrayList<>();
            Map<Integer, Integer> own = new HashMap<>();
            for (int k = 1 + random.nextInt(3); k > 0; k--) {
                int x = random.nextInt(objects);
                if (random.nextInt(5) < 3) {
                    ops.add(Operation.read(x, own.getOrDefault(x, committed.getOrDefault(x, 0))));
                } else {
                    own.put(x, ++next[x]);
                    ops.add(Operation.write(x, next[x]));
                }
            }
            committed.putAll(own);
            bySession.get(id <= sessions ? id - 1 : random.nextInt(sessions)).add(new Transaction(id, ops));
        }
        return History.of(objects, bySession);
    }
}
