// SPDX-License-Identifier: EPL-2.0
package isolang.solver.sat;

import java.util.function.Supplier;

import kodkod.ast.Formula;
import kodkod.engine.Solution;
import kodkod.engine.Solver;
import kodkod.engine.config.Options;
import kodkod.instance.Bounds;

/**
 * Where the wall-clock time of one synthesis call goes inside Kodkod: how long some Kodkod
 * call (translation to SAT and solving) was running, and how long some SAT solver was
 * solving, on any of the call's threads. Intervals that overlap on several threads count
 * once, so neither total can exceed the wall-clock time it was measured over, and the SAT time
 * never exceeds the Kodkod time (every SAT search runs inside a Kodkod call).
 * The translation time is the difference: time in Kodkod during which no SAT search ran.
 * Thread-safe.
 */
public final class SolveClock {

    /** A clock nobody reads, for Kodkod calls whose solver factory belongs to no synthesis call. */
    private static final SolveClock NONE = new SolveClock();

    private final Activity kodkod = new Activity();
    private final Activity sat = new Activity();

    /** The clock of the SAT factory in {@code options}, or one nobody reads. */
    public static SolveClock of(Options options) {
        return options.solver() instanceof CancellableSatFactory factory ? factory.clock() : NONE;
    }

    /** Solves {@code formula} within {@code bounds} with a new Kodkod solver, timed by the options' clock. */
    public static Solution solve(Options options, Formula formula, Bounds bounds) {
        return of(options).kodkod(() -> new Solver(options).solve(formula, bounds));
    }

    /** Runs a Kodkod call ({@code Solver.solve} and the like), timing it as Kodkod time. */
    public <T> T kodkod(Supplier<T> call) {
        kodkod.begin();
        try {
            return call.get();
        } finally {
            kodkod.end();
        }
    }

    /** Marks the start of a SAT search; to be paired with {@link #satEnded()}. */
    void satStarted() {
        sat.begin();
    }

    /** Marks the end of a SAT search begun with {@link #satStarted()}. */
    void satEnded() {
        sat.end();
    }

    /** The times so far, both read at one instant. */
    public synchronized Reading read() {
        long now = System.nanoTime();
        long satNanos = sat.nanos(now);
        return new Reading(satNanos, Math.max(0, kodkod.nanos(now) - satNanos));
    }

    /**
     * The clock's totals at one instant.
     *
     * @param satNanos nanoseconds during which some SAT solver of the call was solving
     * @param translationNanos nanoseconds during which some Kodkod call ran but no SAT solver was solving
     */
    public record Reading(long satNanos, long translationNanos) {
    }

    /** The union of the intervals during which an activity runs on one or more threads. */
    private final class Activity {
        private int running;
        private long since;
        private long total;

        void begin() {
            synchronized (SolveClock.this) {
                if (running++ == 0) {
                    since = System.nanoTime();
                }
            }
        }

        void end() {
            synchronized (SolveClock.this) {
                if (--running == 0) {
                    total += System.nanoTime() - since;
                }
            }
        }

        long nanos(long now) {
            return running > 0 ? total + now - since : total;
        }
    }
}
