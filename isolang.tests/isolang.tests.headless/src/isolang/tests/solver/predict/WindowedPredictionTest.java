// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.predict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.SynthesisOptions;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.predict.Boundary;
import isolang.solver.predict.Prediction;
import isolang.solver.predict.PredictionMode;
import isolang.solver.predict.Predictor;
import isolang.solver.spec.Level;
import isolang.tests.solver.reference.BiswasEnea;

/**
 * The search of a run larger than the limit, by its beginning and then by windows with the run
 * before each kept as observed, against the whole-run answer on small random runs that the
 * brute-force oracle enumerates whole. Every windowed prediction is composed back into a
 * prediction of the whole run (the transactions before the window as observed, the window's
 * prediction with its reads of the initial transaction restored to the values it stands for),
 * and that whole-run history is checked by the oracle and the enumerating checker: allowed by
 * the permissive level, forbidden by the strict one, read-consistent, each session a cut of the
 * observed one within the boundary. A windowed prediction implies a whole-run one; every windowed
 * "none" says it is not about the whole run, and the whole-run searches it missed are counted.
 */
class WindowedPredictionTest {

    private static final int RUNS = 64;
    static final int LIMIT = 3;
    static final List<List<Level>> PAIRS = List.of(List.of(BiswasEnea.CC, BiswasEnea.SER),
            List.of(BiswasEnea.RA, BiswasEnea.SER), List.of(BiswasEnea.PC, BiswasEnea.SER),
            List.of(BiswasEnea.CC, BiswasEnea.SI), List.of(BiswasEnea.RC, BiswasEnea.SER),
            List.of(BiswasEnea.RA, BiswasEnea.CC));

    @Test
    void everyWindowedPredictionIsAPredictionOfTheWholeRun() {
        Random random = new Random(20261126);
        Predictor windowed = new Predictor(SynthesisOptions.defaults(), new AbstractCegisListener(), LIMIT)
                .knowing(PredictionChecks::reference);
        int inWindows = 0;
        int missed = 0;
        int found = 0;
        for (int run = 0; run < RUNS; run++) {
            History observed = longerRun(random);
            List<Level> pair = PAIRS.get(run % PAIRS.size());
            List<Level> permissive = List.of(pair.get(0));
            List<Level> strict = List.of(pair.get(1));
            Boundary boundary = random.nextBoolean() ? Boundary.STRICT : Boundary.RELAXED;
            PredictionMode mode = run % 3 == 0 ? PredictionMode.EXACT : PredictionMode.AUTO;
            String what = "run " + run + " " + pair + " " + boundary + " " + mode + "\n" + observed;
            Prediction p = windowed.predict(observed, permissive, strict, boundary, mode, new CancellationToken());
            int wholeRun = PredictionOracle.predictions(observed, boundary,
                    h -> PredictionChecks.wanted(h, permissive, strict)).size();
            if (p instanceof Prediction.Predicted predicted) {
                found++;
                if (predicted.window() > 0) {
                    inWindows++;
                    assertTrue(predicted.statistics().notes().stream()
                            .anyMatch(n -> n.startsWith("predicted within the window T" + predicted.window() + "–")),
                            () -> what + predicted.statistics().notes());
                    assertWholeRunPrediction(observed, predicted, predicted.window(), permissive, strict, boundary,
                            what);
                }
                if (wholeRun == 0) {
                    fail("windows predict what the whole-run oracle rejects: " + what);
                }
            } else {
                Prediction.NoPrediction none = assertInstanceOf(Prediction.NoPrediction.class, p, what);
                if (none.exhaustive()) {
                    // the run fits once its readers of unwritten objects are sliced away
                    assertEquals(0, wholeRun, () -> "an exhaustive none misses a prediction: " + what);
                } else if (!none.wholeRun()) {
                    assertTrue(none.statistics().notes().stream()
                            .anyMatch(n -> n.contains("covers these searches only")),
                            () -> what + none.statistics().notes());
                    missed += wholeRun > 0 ? 1 : 0;
                }
            }
        }
        System.out.printf(
                "windowed prediction: %d of %d runs found (%d in a window), %d whole-run predictions missed%n",
                found, RUNS, inWindows, missed);
        assertTrue(inWindows >= RUNS / 16, "too few predictions in windows to say anything: " + inWindows);
    }

    /** Composes the window's prediction with the run before it and checks it as a prediction of the whole run. */
    static void assertWholeRunPrediction(History observed, Prediction.Predicted p, int first,
            List<Level> permissive, List<Level> strict, Boundary boundary, String what) {
        Map<Integer, Long> settled = new HashMap<>();
        observed.transactions().stream().filter(t -> t.id() < first).forEach(t -> settled.putAll(t.finalWrites()));
        List<List<Transaction>> sessions = new ArrayList<>();
        for (List<Transaction> session : observed.sessions()) {
            List<Transaction> composed = new ArrayList<>(session.stream().filter(t -> t.id() < first).toList());
            for (Transaction txn : p.history().transactions()) {
                if (session.stream().anyMatch(t -> t.id() == txn.id())) {
                    composed.add(restored(txn, settled));
                }
            }
            if (!composed.isEmpty()) {
                sessions.add(composed);
            }
        }
        History whole = History.of(observed.objectCount(), sessions);
        assertTrue(PredictionChecks.wanted(whole, permissive, strict), () -> "oracle rejects " + whole + "\n" + what);
        IndependentChecker checker = new IndependentChecker();
        permissive.forEach(l -> assertInstanceOf(IndependentVerdict.Allowed.class, checker.check(whole, l), what));
        strict.forEach(l -> assertInstanceOf(IndependentVerdict.Disallowed.class, checker.check(whole, l), what));
        assertTrue(whole.isReadConsistent(), () -> "not read-consistent " + whole + "\n" + what);
        for (List<Transaction> session : whole.sessions()) {
            int s = observed.sessionOf(session.get(0).id());
            PredictionChecks.assertSessionPrefix(observed.sessions().get(s), session, boundary);
        }
        assertEquals(observed.objectCount(), whole.objectCount());
    }

    /** {@code txn} with its reads of value 0 of settled objects reading the settled values again. */
    private static Transaction restored(Transaction txn, Map<Integer, Long> settled) {
        List<Operation> ops = new ArrayList<>();
        boolean[] own = new boolean[64];
        for (Operation op : txn.operations()) {
            boolean initial = op.isRead() && !own[op.object()] && op.value() == 0 && settled.containsKey(op.object());
            ops.add(initial ? Operation.read(op.object(), settled.get(op.object())) : op);
            own[op.object()] |= op.isWrite();
        }
        return new Transaction(txn.id(), ops);
    }

    /** A serial run of 2–3 sessions and 5–7 transactions over 2 objects (see {@link PredictionDifferentialTest}). */
    static History longerRun(Random random) {
        while (true) {
            History run = PredictionDifferentialTest.serialRun(random, 2 + random.nextInt(2), 5 + random.nextInt(3));
            if (run.transactions().size() > LIMIT) {
                return run;
            }
        }
    }
}
