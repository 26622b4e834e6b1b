// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import isolang.solver.sat.CancellableSatFactory;
import isolang.solver.sat.SolveClock;
import kodkod.ast.Formula;
import kodkod.ast.Relation;
import kodkod.ast.Variable;
import kodkod.engine.Solution;
import kodkod.engine.config.Options;
import kodkod.engine.satlab.SATFactory;
import kodkod.instance.Bounds;
import kodkod.instance.TupleFactory;
import kodkod.instance.Universe;

/**
 * The clock of a synthesis call counts time once however many threads are in Kodkod or in a SAT
 * search at the same time, so its totals never exceed the wall-clock time they were measured
 * over; SAT time is part of Kodkod time; a clock reads nothing before anything ran.
 */
class SolveClockTest {

    private static final Relation PIGEON = Relation.unary("Pigeon");
    private static final Relation HOLE = Relation.unary("Hole");
    private static final Relation NEST = Relation.binary("nest");

    @Test
    void overlappingCallsOnTwoThreadsCountOnce() throws InterruptedException {
        SolveClock clock = new SolveClock();
        CountDownLatch bothInside = new CountDownLatch(2);
        CountDownLatch release = new CountDownLatch(1);
        long started = System.nanoTime();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Thread thread = new Thread(() -> clock.kodkod(() -> {
                bothInside.countDown();
                try {
                    return release.await(1, TimeUnit.MINUTES);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }));
            threads.add(thread);
            thread.start();
        }
        bothInside.await();
        long bothIn = System.nanoTime();
        Thread.sleep(50);
        long releasing = System.nanoTime();
        release.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        long ended = System.nanoTime();

        SolveClock.Reading reading = clock.read();
        assertEquals(0, reading.satNanos(), "no SAT solver ran");
        assertTrue(reading.translationNanos() <= ended - started, "counted once: " + reading);
        assertTrue(reading.translationNanos() >= releasing - bothIn, "both were inside all along: " + reading);
    }

    @Test
    void satTimeIsPartOfTheKodkodCallThatSolves() {
        SolveClock clock = new SolveClock();
        assertEquals(new SolveClock.Reading(0, 0), clock.read());
        Options options = new Options();
        options.setSolver(new CancellableSatFactory(SATFactory.find("sat4j").orElseThrow(), clock));
        long started = System.nanoTime();

        Solution solution = SolveClock.solve(options, pigeonsInHoles(), bounds(7, 6));
        long elapsed = System.nanoTime() - started;

        assertTrue(solution.unsat(), "7 pigeons do not fit 6 holes");
        SolveClock.Reading reading = clock.read();
        assertTrue(reading.satNanos() > 0, "the search ran: " + reading);
        assertTrue(reading.translationNanos() > 0, "the formula was translated: " + reading);
        assertTrue(reading.satNanos() + reading.translationNanos() <= elapsed, "within the call: " + reading);
        assertEquals(reading, clock.read(), "nothing runs any more");
    }

    /** Every pigeon in exactly one hole, no two pigeons in one hole. */
    private static Formula pigeonsInHoles() {
        Variable p = Variable.unary("p");
        Variable h = Variable.unary("h");
        return NEST.in(PIGEON.product(HOLE)).and(p.join(NEST).one().forAll(p.oneOf(PIGEON)))
                .and(NEST.join(h).lone().forAll(h.oneOf(HOLE)));
    }

    private static Bounds bounds(int pigeons, int holes) {
        List<String> atoms = new ArrayList<>();
        for (int i = 0; i < pigeons; i++) {
            atoms.add("p" + i);
        }
        for (int i = 0; i < holes; i++) {
            atoms.add("h" + i);
        }
        Universe universe = new Universe(atoms);
        TupleFactory tuples = universe.factory();
        Bounds bounds = new Bounds(universe);
        bounds.boundExactly(PIGEON, tuples.range(tuples.tuple("p0"), tuples.tuple("p" + (pigeons - 1))));
        bounds.boundExactly(HOLE, tuples.range(tuples.tuple("h0"), tuples.tuple("h" + (holes - 1))));
        bounds.bound(NEST, bounds.upperBound(PIGEON).product(bounds.upperBound(HOLE)));
        return bounds;
    }
}
