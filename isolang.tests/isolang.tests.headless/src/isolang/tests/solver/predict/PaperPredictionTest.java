// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.predict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import isolang.solver.CancellationToken;
import isolang.solver.history.History;
import isolang.solver.predict.Boundary;
import isolang.solver.predict.ChangedRead;
import isolang.solver.predict.Prediction;
import isolang.solver.predict.Predictor;
import isolang.solver.spec.Level;
import isolang.tests.solver.oracle.PaperNotation;
import isolang.tests.solver.reference.BiswasEnea;

/**
 * The examples of IsoPredict (Geng et al., PLDI 2024) as the reference describes them, causal
 * (Biswas–Enea CC) against serializability; the account {@code acct} is object {@code x}. Every
 * prediction is re-checked by {@link PredictionChecks}, every "none" by {@link PredictionOracle}.
 */
class PaperPredictionTest {

    private static final List<Level> CC = List.of(BiswasEnea.CC);
    private static final List<Level> SER = List.of(BiswasEnea.SER);

    private static Prediction predict(History observed, Boundary boundary) {
        return new Predictor().predict(observed, CC, SER, boundary, new CancellationToken());
    }

    private static Prediction.Predicted found(String observed, Boundary boundary) {
        History h = PaperNotation.parse(observed);
        Prediction p = predict(h, boundary);
        Prediction.Predicted predicted = assertInstanceOf(Prediction.Predicted.class, p);
        PredictionChecks.assertValid(h, predicted, CC, SER, boundary);
        return predicted;
    }

    private static void none(String observed, Boundary boundary) {
        History h = PaperNotation.parse(observed);
        assertInstanceOf(Prediction.NoPrediction.class, predict(h, boundary));
        assertEquals(List.of(), PredictionOracle.predictions(h, boundary,
                c -> PredictionChecks.wanted(c, CC, SER)));
    }

    /** Figs. 1–3 and 5: two deposits; the relaxed boundary predicts the lost update (both read the initial balance). */
    @Test
    void depositsGiveTheLostUpdateUnderTheRelaxedBoundary() {
        Prediction.Predicted p = found("T1: r(x,0) w(x,1) | T2: r(x,1) w(x,2)", Boundary.RELAXED);
        assertEquals(List.of(new ChangedRead(2, 0, 1, 0)), p.changes());
        assertEquals(PaperNotation.parse("T1: r(x,0) w(x,1) | T2: r(x,0) w(x,2)"), p.history());
    }

    /** Fig. 9e: under the strict boundary the second deposit's write is cut, and the prefix is serializable. */
    @Test
    void depositsGiveNothingUnderTheStrictBoundary() {
        none("T1: r(x,0) w(x,1) | T2: r(x,1) w(x,2)", Boundary.STRICT);
    }

    /** Fig. 9: deposit, withdraw, a later reader; relaxed predicts the (infeasible) lost update P9r, strict nothing (P9s). */
    @Test
    void withdrawExampleSeparatesTheBoundaries() {
        String run = "T1: r(x,0) w(x,1) | T2: r(x,1) w(x,2) | T3: r(x,2)";
        Prediction.Predicted p = found(run, Boundary.RELAXED);
        assertTrue(p.changes().contains(new ChangedRead(2, 0, 1, 0)), p.changes()::toString);
        none(run, Boundary.STRICT);
    }

    /** Fig. 6: the self-justifying fixpoint; every variation is serializable, so nothing may be predicted. */
    @Test
    void fixpointTrapGivesNoPrediction() {
        none("T1: w(x,1) | T2: w(x,2) | T3: r(x,2)", Boundary.STRICT);
        none("T1: w(x,1) | T2: w(x,2) | T3: r(x,2)", Boundary.RELAXED);
    }

    /** The artifact's README example {@code simple_serial_2s3t}: T2's read of y switches to the initial write (write skew). */
    @Test
    void serialTraceGivesWriteSkew() {
        Prediction.Predicted p = found("T1: w(y,1) r(x,0) | T2: w(x,1) r(y,1)", Boundary.STRICT);
        assertEquals(List.of(new ChangedRead(2, 1, 1, 0)), p.changes());
        assertEquals(PaperNotation.parse("T1: w(y,1) r(x,0) | T2: w(x,1) r(y,0)"), p.history());
    }

    /**
     * The artifact's {@code always_serial_2s4t} (the reference gives no verdict): switching T4's
     * read of x to an older write (initial or T1's) makes T2 both follow T4 (T3 reads y from T4 after T2's write
     * of y) and precede it (T4 misses T2's write of x); causal allows that, serializability not.
     */
    @Test
    void alwaysSerialTracePredictsUnderEitherBoundary() {
        String run = "T1: w(x,1) T2: w(x,2) w(y,1) T3: r(y,2) | T4: w(y,2) r(x,2)";
        List<ChangedRead> changes = found(run, Boundary.STRICT).changes();
        assertTrue(changes.stream().anyMatch(c -> c.reader() == 4 && c.object() == 0 && c.observedWriter() == 2),
                changes::toString);
        found(run, Boundary.RELAXED);
    }

    /** Voter (Alg. 3): one writer only, so nothing to predict. */
    @Test
    void voterGivesNothing() {
        none("T1: r(x,0) w(x,1) | T2: r(x,1)", Boundary.STRICT);
        none("T1: r(x,0) w(x,1) | T2: r(x,1)", Boundary.RELAXED);
    }

    /** A history whose reads are not explained by writes is refused with the reason. */
    @Test
    void refusesAReadOfAValueNobodyWrites() {
        History thinAir = PaperNotation.parse("T1: w(x,1) | T2: r(x,5)");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Predictor()
                .predict(thinAir, CC, SER, Boundary.STRICT, new CancellationToken()));
        assertTrue(e.getMessage().contains("read-consistent"), e.getMessage());
    }
}
