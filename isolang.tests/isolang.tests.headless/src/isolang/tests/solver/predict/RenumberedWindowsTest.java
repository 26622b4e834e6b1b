// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.predict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.SynthesisOptions;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.predict.Boundary;
import isolang.solver.predict.ChangedRead;
import isolang.solver.predict.Prediction;
import isolang.solver.predict.PredictionMode;
import isolang.solver.predict.Predictor;
import isolang.solver.spec.Level;
import isolang.tests.solver.reference.BiswasEnea;

/**
 * The objects of each encoded part of a run (its beginning, each window) are renumbered to those
 * the part writes, and the prediction is mapped back to the run's objects. Differential: every
 * small random run is predicted as it is (over objects 0 and 1, which the slices keep as they are)
 * and embedded into a run over {@value #SPREAD_OBJECTS} objects (its objects moved apart, the rest
 * touched only by extra reads nobody writes); both give the same answer, the embedded prediction
 * is the plain one with its objects moved, and every windowed prediction of the embedded run is
 * checked as a prediction of the whole embedded run by the brute-force oracle and the enumerating
 * checker. Also: a window's prediction that the run before the window undoes is dropped.
 */
class RenumberedWindowsTest {

    private static final int RUNS = 48;
    private static final int SPREAD_OBJECTS = 9;
    /** Where object {@code i} of the plain run goes in the embedded run. */
    private static final int[] MOVED = {4, 7};
    /** An object the embedded run's first transaction reads and nobody writes. */
    private static final int READ_ONLY = 2;

    @Test
    void renumberedPartsPredictAsThePlainRunDoes() {
        Random random = new Random(20261127);
        Predictor predictor = new Predictor(SynthesisOptions.defaults(), new AbstractCegisListener(),
                WindowedPredictionTest.LIMIT).knowing(PredictionChecks::reference);
        int found = 0;
        int inWindows = 0;
        for (int run = 0; run < RUNS; run++) {
            History plain = WindowedPredictionTest.longerRun(random);
            History spread = spread(plain);
            List<Level> pair = WindowedPredictionTest.PAIRS.get(run % WindowedPredictionTest.PAIRS.size());
            List<Level> permissive = List.of(pair.get(0));
            List<Level> strict = List.of(pair.get(1));
            Boundary boundary = random.nextBoolean() ? Boundary.STRICT : Boundary.RELAXED;
            PredictionMode mode = run % 2 == 0 ? PredictionMode.EXACT : PredictionMode.AUTO;
            String what = "run " + run + " " + pair + " " + boundary + " " + mode + "\n" + plain;
            Prediction p = predictor.predict(plain, permissive, strict, boundary, mode, new CancellationToken());
            Prediction q = predictor.predict(spread, permissive, strict, boundary, mode, new CancellationToken());
            assertEquals(p.getClass(), q.getClass(), what);
            if (p instanceof Prediction.Predicted plainPrediction) {
                Prediction.Predicted spreadPrediction = (Prediction.Predicted) q;
                found++;
                assertEquals(plainPrediction.window(), spreadPrediction.window(), what);
                assertEquals(moved(plainPrediction.changes()), spreadPrediction.changes(), what);
                assertEquals(withoutReadOnly(spreadPrediction.history()), spread(plainPrediction.history(), false),
                        what);
                if (spreadPrediction.window() > 0) {
                    inWindows++;
                    assertTrue(spreadPrediction.statistics().notes().stream()
                            .anyMatch(n -> n.startsWith("encoded over ") && n.contains("renumbered")),
                            () -> what + spreadPrediction.statistics().notes());
                    WindowedPredictionTest.assertWholeRunPrediction(spread, spreadPrediction,
                            spreadPrediction.window(), permissive, strict, boundary, what);
                }
            }
        }
        System.out.printf("renumbered windows: %d of %d runs found (%d in a window), same answers as unsliced%n",
                found, RUNS, inWindows);
        assertTrue(inWindows >= 2, "too few predictions in windows to say anything: " + inWindows);
    }

    /**
     * A window whose history with the initial transaction first is a write skew, while in the
     * whole run the skewed writer may be ordered before the writer the window's initial
     * transaction stands for: the whole run is serializable, so the window's prediction is
     * dropped, and the whole-run oracle agrees that there is none.
     */
    @Test
    void aWindowPredictionTheRunBeforeUndoesIsDropped() {
        int x = 0;
        int y = 1;
        int z = 2;
        History run = History.of(3, List.of(
                List.of(Transaction.of(1, Operation.write(z, 1)), Transaction.of(2, Operation.write(x, 1)),
                        Transaction.of(5, Operation.write(z, 2))),
                List.of(Transaction.of(3, Operation.read(x, 1), Operation.write(y, 1))),
                List.of(Transaction.of(4, Operation.write(x, 2), Operation.read(y, 1)))));
        List<Level> permissive = List.of(BiswasEnea.CC);
        List<Level> strict = List.of(BiswasEnea.SER);
        Prediction p = new Predictor(SynthesisOptions.defaults(), new AbstractCegisListener(), 3)
                .knowing(PredictionChecks::reference).predict(run,
                        permissive, strict, Boundary.STRICT, PredictionMode.EXACT, new CancellationToken());
        Prediction.NoPrediction none = assertInstanceOf(Prediction.NoPrediction.class, p, p.toString());
        assertTrue(none.statistics().notes().stream().anyMatch(n -> n.contains("dropped the prediction of 1 window")
                && n.contains("(T3–T5)")), () -> none.statistics().notes().toString());
        assertEquals(0, PredictionOracle.predictions(run, Boundary.STRICT,
                h -> PredictionChecks.wanted(h, permissive, strict)).size());
    }

    /** {@code plain} with its objects moved apart and a read of an object nobody writes in its first transaction. */
    private static History spread(History plain) {
        return spread(plain, true);
    }

    private static History spread(History plain, boolean readOnly) {
        List<List<Transaction>> sessions = new ArrayList<>();
        int first = plain.transactions().get(0).id();
        for (List<Transaction> session : plain.sessions()) {
            List<Transaction> moved = new ArrayList<>();
            for (Transaction txn : session) {
                List<Operation> ops = new ArrayList<>();
                if (readOnly && txn.id() == first) {
                    ops.add(Operation.read(READ_ONLY, 0));
                }
                txn.operations().forEach(op -> ops.add(op.isWrite() ? Operation.write(MOVED[op.object()], op.value())
                        : Operation.read(MOVED[op.object()], op.value())));
                moved.add(new Transaction(txn.id(), ops));
            }
            sessions.add(moved);
        }
        return History.of(SPREAD_OBJECTS, sessions);
    }

    /** {@code history} without the reads of the object nobody writes. */
    private static History withoutReadOnly(History history) {
        List<List<Transaction>> sessions = new ArrayList<>();
        for (List<Transaction> session : history.sessions()) {
            sessions.add(session.stream().map(t -> new Transaction(t.id(),
                    t.operations().stream().filter(op -> op.object() != READ_ONLY).toList())).toList());
        }
        return History.of(history.objectCount(), sessions);
    }

    private static List<ChangedRead> moved(List<ChangedRead> changes) {
        return changes.stream().map(c -> new ChangedRead(c.reader(), MOVED[c.object()], c.observedWriter(),
                c.predictedWriter())).toList();
    }
}
