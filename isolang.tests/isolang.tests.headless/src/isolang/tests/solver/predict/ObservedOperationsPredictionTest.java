// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.predict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.SynthesisOptions;
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
 * Prediction from observed runs with the operations recorded databases produce: an object read
 * twice in a transaction (each read may change its writer on its own), reads of the
 * transaction's own write (they keep reading it), blind writes, and Biswas–Enea Read Committed,
 * whose verdict depends on the order of the reads; and runs larger than the predictor encodes.
 * Expected answers follow from the levels' definitions; every prediction is re-checked by
 * {@link PredictionChecks} and every answer compared with {@link PredictionOracle}'s
 * enumeration, in both modes.
 */
class ObservedOperationsPredictionTest {

    private static final List<Level> RC = List.of(BiswasEnea.RC);
    private static final List<Level> RA = List.of(BiswasEnea.RA);
    private static final List<Level> CC = List.of(BiswasEnea.CC);
    private static final List<Level> SER = List.of(BiswasEnea.SER);

    /**
     * The answer of the exact and the auto mode, after checking both against the oracle: a
     * prediction if there is one, else the exact mode's exhaustive "none".
     */
    private static Prediction predict(String observed, List<Level> permissive, List<Level> strict,
            Boundary boundary) {
        History h = PaperNotation.parse(observed);
        int expected = PredictionOracle.predictions(h, boundary, c -> PredictionChecks.wanted(c, permissive, strict))
                .size();
        Prediction answer = null;
        for (PredictionMode mode : List.of(PredictionMode.EXACT, PredictionMode.AUTO)) {
            answer = new Predictor().predict(h, permissive, strict, boundary, mode, new CancellationToken());
            if (answer instanceof Prediction.Predicted p) {
                PredictionChecks.assertValid(h, p, permissive, strict, boundary);
            } else {
                assertInstanceOf(Prediction.NoPrediction.class, answer, () -> h.toString());
                assertEquals(0, expected, "the oracle finds a prediction the engine misses");
            }
            assertEquals(expected > 0, answer instanceof Prediction.Predicted, mode::keyword);
        }
        return answer;
    }

    /**
     * {@code T2} reads {@code x} twice after {@code T1} wrote it. Relaxed: the first read may
     * observe the initial value and the second still {@code T1}'s write, a non-repeatable read that
     * Read Committed allows and Read Atomic forbids. Strict: the changed first read ends the
     * session; changing only the second gives new-then-old, which Read Committed forbids.
     */
    @Test
    void repeatedReadsChangeTheirWritersOneByOne() {
        String run = "T1: r(x,0) w(x,1) | T2: r(x,1) r(x,1)";
        Prediction.Predicted p = assertInstanceOf(Prediction.Predicted.class,
                predict(run, RC, RA, Boundary.RELAXED));
        assertEquals(PaperNotation.parse("T1: r(x,0) w(x,1) | T2: r(x,0) r(x,1)"), p.history());
        assertEquals(List.of(new ChangedRead(2, 0, 1, 0)), p.changes());
        assertInstanceOf(Prediction.NoPrediction.class, predict(run, RC, RA, Boundary.STRICT));
    }

    /** A read of the transaction's own write keeps reading it while the read before the write changes (lost update). */
    @Test
    void readsOfOwnWritesKeepReadingThem() {
        Prediction.Predicted p = assertInstanceOf(Prediction.Predicted.class,
                predict("T1: r(x,0) w(x,1) r(x,1) | T2: r(x,1) w(x,2) r(x,2)", CC, SER, Boundary.RELAXED));
        assertEquals(PaperNotation.parse("T1: r(x,0) w(x,1) r(x,1) | T2: r(x,0) w(x,2) r(x,2)"), p.history());
    }

    /**
     * Read Committed depends on the order of reads: after {@code T1} writes {@code x} and
     * {@code y}, reading {@code x} old and {@code y} new is allowed, new then old is not. The
     * relaxed boundary finds the allowed fractured read (Read Atomic forbids it); the strict one
     * cuts after the changed first read and finds none.
     */
    @Test
    void readCommittedFollowsTheOrderOfReads() {
        String run = "T1: w(x,1) w(y,1) | T2: r(x,1) r(y,1)";
        Prediction.Predicted p = assertInstanceOf(Prediction.Predicted.class,
                predict(run, RC, RA, Boundary.RELAXED));
        assertEquals(PaperNotation.parse("T1: w(x,1) w(y,1) | T2: r(x,0) r(y,1)"), p.history());
        assertInstanceOf(Prediction.NoPrediction.class, predict(run, RC, RA, Boundary.STRICT));
    }

    /**
     * Blind writes: {@code T1} and {@code T3} write {@code x} without reading it, and either may
     * be the writer {@code T2} reads; reading the initial {@code x} instead gives write skew with
     * {@code T1} under the relaxed boundary (reading {@code T3}'s is serializable). The strict
     * boundary cuts {@code T2}'s write after the changed read: no skew.
     */
    @Test
    void blindWritesAreWritersLikeAnyOther() {
        String run = "T1: w(x,1) r(y,0) | T2: r(x,1) w(y,1) | T3: w(x,2)";
        Prediction.Predicted p = assertInstanceOf(Prediction.Predicted.class,
                predict(run, CC, SER, Boundary.RELAXED));
        assertEquals(List.of(new ChangedRead(2, 0, 1, 0)), p.changes());
        assertInstanceOf(Prediction.NoPrediction.class, predict(run, CC, SER, Boundary.STRICT));
    }

    /**
     * A run larger than the predictor encodes is predicted from its beginning, closed under
     * session order and write–read: with room for two transactions, the deposits {@code T1}
     * and {@code T2} (which reads {@code T1}) give the lost update; with room for one, only
     * {@code T1} is left, and the exact "none" says it covers the prefix only.
     */
    @Test
    void aLargerRunIsPredictedFromItsBeginning() {
        History run = PaperNotation.parse("T1: r(x,0) w(x,1) | T2: r(x,1) w(x,2) | T3: r(x,2) w(x,3)");
        Prediction two = new Predictor(SynthesisOptions.defaults(), new AbstractCegisListener(), 2)
                .knowing(PredictionChecks::reference).predict(run, CC,
                        SER, Boundary.RELAXED, new CancellationToken());
        Prediction.Predicted p = assertInstanceOf(Prediction.Predicted.class, two);
        assertEquals(PaperNotation.parse("T1: r(x,0) w(x,1) | T2: r(x,0) w(x,2)"), p.history());
        assertTrue(p.statistics().notes().stream().anyMatch(n -> n.contains("predicted from its first 2")),
                () -> p.statistics().notes().toString());
        Prediction one = new Predictor(SynthesisOptions.defaults(), new AbstractCegisListener(), 1)
                .knowing(PredictionChecks::reference).predict(run, CC,
                        SER, Boundary.RELAXED, PredictionMode.EXACT, new CancellationToken());
        Prediction.NoPrediction none = assertInstanceOf(Prediction.NoPrediction.class, one);
        assertFalse(none.wholeRun());
        assertFalse(none.exhaustive());
    }

    /**
     * Transactions that only read objects nobody writes are sliced away before encoding, so the
     * beginning of a larger run takes them without counting them: with room for two
     * transactions, the readers of {@code y} before and between the deposits do not crowd out
     * {@code T2}, and the lost update is still predicted from the whole run.
     */
    @Test
    void readersOfUnwrittenObjectsDoNotCountAgainstTheLimit() {
        History run = PaperNotation.parse("T1: r(y,0) T2: r(x,0) w(x,1) | T3: r(y,0) T4: r(x,1) w(x,2)");
        assertEquals(4, Predictor.searchedTransactions(run, 2));
        Prediction.Predicted p = assertInstanceOf(Prediction.Predicted.class,
                new Predictor(SynthesisOptions.defaults(), new AbstractCegisListener(), 2)
                        .knowing(PredictionChecks::reference).predict(run, CC, SER,
                                Boundary.RELAXED, new CancellationToken()));
        assertEquals(List.of(new ChangedRead(4, 0, 2, 0)), p.changes());
        assertFalse(p.statistics().notes().stream().anyMatch(n -> n.contains("predicted from its first")),
                () -> p.statistics().notes().toString());
        assertEquals(2, Predictor.searchedTransactions(
                PaperNotation.parse("T1: r(x,0) w(x,1) | T2: r(x,1) w(x,2) | T3: r(x,2) w(x,3)"), 2));
    }
}
