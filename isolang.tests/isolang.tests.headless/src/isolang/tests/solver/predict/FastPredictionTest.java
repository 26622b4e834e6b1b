// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.predict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import isolang.solver.CancellationToken;
import isolang.solver.history.History;
import isolang.solver.predict.Boundary;
import isolang.solver.predict.ChangedRead;
import isolang.solver.predict.Prediction;
import isolang.solver.predict.PredictionMode;
import isolang.solver.predict.Predictor;
import isolang.solver.spec.Level;
import isolang.tests.solver.oracle.PaperNotation;
import isolang.tests.solver.reference.BiswasEnea;

/**
 * The fast mode (a cyclic least-fixpoint must-order) and the slicing: the self-justification
 * trap of IsoPredict's Fig. 6 gives no prediction, the lost update and write skew are found by
 * the fast mode with their cycle named, the automatic mode says which search decided, and on
 * random runs the fast mode never claims a prediction that brute force refutes.
 */
class FastPredictionTest {

    private static final List<Level> CC = List.of(BiswasEnea.CC);
    private static final List<Level> SER = List.of(BiswasEnea.SER);

    private static Prediction predict(String run, Boundary boundary, PredictionMode mode) {
        return new Predictor().predict(PaperNotation.parse(run), CC, SER, boundary, mode, new CancellationToken());
    }

    /** Fig. 6: a plain fixpoint would justify pco(T1,T3) by itself; the least one has no cycle. */
    @Test
    void selfJustificationTrapGivesNoFastPrediction() {
        String trap = "T1: w(x,1) | T2: w(x,2) | T3: r(x,2)";
        for (Boundary boundary : Boundary.values()) {
            Prediction fast = predict(trap, boundary, PredictionMode.FAST);
            Prediction.NoPrediction none = assertInstanceOf(Prediction.NoPrediction.class, fast);
            assertFalse(none.exhaustive());
            Prediction auto = predict(trap, boundary, PredictionMode.AUTO);
            assertTrue(assertInstanceOf(Prediction.NoPrediction.class, auto).exhaustive());
        }
    }

    /** Fig. 5: the lost update's two rw edges form the cycle; the fast mode finds it and names it. */
    @Test
    void lostUpdateIsFoundFastWithItsCycle() {
        Prediction p = predict("T1: r(x,0) w(x,1) | T2: r(x,1) w(x,2)", Boundary.RELAXED, PredictionMode.FAST);
        Prediction.Predicted predicted = assertInstanceOf(Prediction.Predicted.class, p);
        assertEquals(PredictionMode.FAST, predicted.decidedBy());
        assertEquals(List.of(new ChangedRead(2, 0, 1, 0)), predicted.changes());
        PredictionChecks.assertValid(PaperNotation.parse("T1: r(x,0) w(x,1) | T2: r(x,1) w(x,2)"), predicted, CC, SER,
                Boundary.RELAXED);
        String cycle = predicted.statistics().notes().stream().filter(n -> n.startsWith("must-order cycle"))
                .findFirst().orElseThrow();
        assertTrue(cycle.contains("-rw(x)->"), cycle);
    }

    /** The automatic mode takes the fast answer when there is one, and says so. */
    @Test
    void automaticModeSaysWhichSearchDecided() {
        Prediction.Predicted skew = assertInstanceOf(Prediction.Predicted.class,
                predict("T1: w(y,1) r(x,0) | T2: w(x,1) r(y,1)", Boundary.STRICT, PredictionMode.AUTO));
        assertEquals(PredictionMode.FAST, skew.decidedBy());
        Prediction.Predicted exact = assertInstanceOf(Prediction.Predicted.class,
                predict("T1: w(y,1) r(x,0) | T2: w(x,1) r(y,1)", Boundary.STRICT, PredictionMode.EXACT));
        assertEquals(PredictionMode.EXACT, exact.decidedBy());
    }

    /** Reads of objects nobody writes are sliced away before encoding, and restored in the prediction. */
    @Test
    void slicesObjectsNobodyWrites() {
        String run = "T1: r(z,0) r(x,0) w(x,1) | T2: r(z,0) r(x,1) w(x,2) | T3: r(z,0)";
        History observed = PaperNotation.parse(run);
        Prediction.Predicted p = assertInstanceOf(Prediction.Predicted.class,
                new Predictor().predict(observed, CC, SER, Boundary.RELAXED, PredictionMode.AUTO,
                        new CancellationToken()));
        PredictionChecks.assertValid(observed, p, CC, SER, Boundary.RELAXED);
        assertTrue(p.statistics().notes().stream().anyMatch(n -> n.contains("sliced") && n.contains("z")
                && n.contains("T3")), p.statistics().notes()::toString);
    }

    /**
     * Differential: on random serial runs, every fast prediction passes the brute-force checks,
     * and whenever the fast mode finds one, the exhaustive enumeration finds one too.
     */
    @Test
    void fastNeverClaimsWhatBruteForceRefutes() {
        Random random = new Random(20240616);
        Predictor predictor = new Predictor();
        List<List<Level>> pairs = List.of(List.of(BiswasEnea.CC, BiswasEnea.SER),
                List.of(BiswasEnea.RA, BiswasEnea.SER), List.of(BiswasEnea.CC, BiswasEnea.SI));
        int found = 0;
        int runs = 90;
        for (int run = 0; run < runs; run++) {
            History observed = PredictionDifferentialTest.serialRun(random);
            List<Level> pair = pairs.get(run % pairs.size());
            List<Level> permissive = List.of(pair.get(0));
            List<Level> strict = List.of(pair.get(1));
            Boundary boundary = random.nextBoolean() ? Boundary.STRICT : Boundary.RELAXED;
            Prediction p = predictor.predict(observed, permissive, strict, boundary, PredictionMode.FAST,
                    new CancellationToken());
            String what = "run " + run + " " + pair + " " + boundary + "\n" + observed;
            if (p instanceof Prediction.Predicted predicted) {
                PredictionChecks.assertValid(observed, predicted, permissive, strict, boundary);
                assertFalse(PredictionOracle.predictions(observed, boundary,
                        h -> PredictionChecks.wanted(h, permissive, strict)).isEmpty(), what);
                found++;
            } else {
                assertInstanceOf(Prediction.NoPrediction.class, p, what);
            }
        }
        if (found < runs / 10) {
            fail("the fast mode found too few predictions to say much: " + found + " of " + runs);
        }
    }
}
