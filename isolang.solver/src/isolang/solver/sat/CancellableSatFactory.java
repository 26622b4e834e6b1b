// SPDX-License-Identifier: EPL-2.0
package isolang.solver.sat;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import kodkod.ast.Formula;
import kodkod.engine.AbortedException;
import kodkod.engine.bool.BooleanFormula;
import kodkod.engine.config.AbstractReporter;
import kodkod.engine.config.Reporter;
import kodkod.engine.satlab.NativeSolver;
import kodkod.engine.satlab.SATAbortedException;
import kodkod.engine.satlab.SATFactory;
import kodkod.engine.satlab.SATSolver;
import kodkod.instance.Bounds;

/**
 * A {@link SATFactory} for one synthesis call whose solvers can all be stopped from another
 * thread with {@link #cancel()}, including a search that is running at that moment:
 * <ul>
 * <li>native MiniSat and Glucose get their interrupt flag set ({@link NativeInterrupt}), so
 *     the native search returns at its next decision;</li>
 * <li>SAT4J gets its timeout expired, which it checks during search;</li>
 * <li>any other solver, or a native library of an unknown build, cannot be stopped mid-search
 *     and finishes in the background; {@link #stopsRunningSearches()} tells which case applies.</li>
 * </ul>
 * After {@code cancel()} every {@code solve} of these solvers, running or future, throws
 * {@link SATAbortedException} instead of returning an answer (an interrupted native search
 * reports "unsatisfiable", which must never be taken for an answer).
 * The factory's {@link #clock()} times every search of its solvers.
 */
public final class CancellableSatFactory extends SATFactory {

    private static final long serialVersionUID = 1L;

    private final SATFactory delegate;
    private final transient SolveClock clock;
    private final transient Set<Cancellable> live = new LinkedHashSet<>();
    private final transient List<CancellableSatFactory> children = new ArrayList<>();
    private volatile boolean cancelled;

    /** Wraps the solvers {@code delegate} creates. */
    public CancellableSatFactory(SATFactory delegate) {
        this(delegate, new SolveClock());
    }

    /** Wraps the solvers {@code delegate} creates and times their searches with {@code clock}. */
    public CancellableSatFactory(SATFactory delegate, SolveClock clock) {
        this.delegate = delegate;
        this.clock = clock;
    }

    /** The clock that times the searches of this factory's solvers and of its children's. */
    public SolveClock clock() {
        return clock;
    }

    /**
     * Stops every live solver of this factory and of its {@link #child() children} and makes all
     * later {@code solve} calls of them throw.
     */
    public void cancel() {
        cancelled = true;
        synchronized (live) {
            for (Cancellable solver : live) {
                solver.interrupt();
            }
        }
        List<CancellableSatFactory> stopped;
        synchronized (children) {
            stopped = new ArrayList<>(children);
        }
        stopped.forEach(CancellableSatFactory::cancel);
    }

    /**
     * A factory of the same solvers for one part of this call that may be stopped on its own
     * (a search run beside others): {@code cancel()} of the child stops only the child's
     * solvers, {@code cancel()} of this factory stops the child's too, also a child created after
     * it.
     */
    public CancellableSatFactory child() {
        CancellableSatFactory child = new CancellableSatFactory(delegate, clock);
        synchronized (children) {
            children.add(child);
        }
        if (cancelled) {
            child.cancel();
        }
        return child;
    }

    /**
     * A Kodkod progress reporter that aborts a translation at its next stage once this factory
     * is cancelled (translation is Java code that never looks at thread interrupts).
     */
    public Reporter reporter() {
        return new AbstractReporter() {
            @Override
            public void optimizingBoundsAndFormula() {
                check();
            }

            @Override
            public void translatingToBoolean(Formula formula, Bounds bounds) {
                check();
            }

            @Override
            public void generatingSBP() {
                check();
            }

            @Override
            public void translatingToCNF(BooleanFormula circuit) {
                check();
            }

            @Override
            public void solvingCNF(int primaryVars, int vars, int clauses, int step) {
                check();
            }

            private void check() {
                if (cancelled) {
                    freeAll();
                    throw new AbortedException("the synthesis was cancelled");
                }
            }
        };
    }

    /**
     * Frees every live solver. Called on the thread that runs the synthesis once it stops for
     * cancellation: the solvers it abandons would otherwise be freed by the garbage collector's
     * finalizer, which warns about each native one ("finalize called MiniSat").
     */
    private void freeAll() {
        List<Cancellable> solvers;
        synchronized (live) {
            solvers = new ArrayList<>(live);
        }
        solvers.forEach(Cancellable::free);
    }

    /** Whether {@link #cancel()} was called. */
    public boolean isCancelled() {
        return cancelled;
    }

    /** Whether a running search of this factory's solvers stops when cancelled. */
    public boolean stopsRunningSearches() {
        SATSolver probe = delegate.instance();
        try {
            return probe instanceof NativeSolver nat ? NativeInterrupt.supports(nat) : sat4jOf(probe) != null;
        } finally {
            probe.free();
        }
    }

    @Override
    public String id() {
        return delegate.id();
    }

    @Override
    public String type() {
        return delegate.type();
    }

    @Override
    public String name() {
        return delegate.name();
    }

    @Override
    public boolean incremental() {
        return delegate.incremental();
    }

    @Override
    protected SATSolver createSolver() {
        if (cancelled) {
            // aborts at its first use: an exception thrown here, Kodkod would log with its
            // stack trace on standard error
            return new Cancellable(null);
        }
        Cancellable solver = new Cancellable(delegate.instance());
        synchronized (live) {
            live.add(solver);
        }
        return solver;
    }

    /**
     * The SAT4J {@code ISolver} inside Kodkod's SAT4J adapter, or null if {@code solver} is
     * something else. Reached reflectively, so that isolang needs no compile-time SAT4J dependency.
     */
    private static Object sat4jOf(SATSolver solver) {
        if (!solver.getClass().getName().equals("kodkod.solvers.SAT4J")) {
            return null;
        }
        try {
            Field field = solver.getClass().getDeclaredField("solver");
            field.setAccessible(true);
            return field.get(solver);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    /** Makes a SAT4J search stop at its next check, as if its time limit had expired. */
    private static void expire(Object sat4j) {
        try {
            sat4j.getClass().getMethod("expireTimeout").invoke(sat4j);
        } catch (ReflectiveOperationException | RuntimeException e) {
            // not a SAT4J version with expireTimeout: the search finishes on its own
            return;
        }
    }

    /** A solver that forwards to the real one until cancelled. */
    private final class Cancellable implements SATSolver {
        private final SATSolver solver;
        private volatile boolean freed;

        /** Forwards to {@code solver}; with null, a solver that throws at its first use. */
        Cancellable(SATSolver solver) {
            this.solver = solver;
            this.freed = solver == null;
        }

        /** Stops a running search; called with {@code live} locked, so never after {@link #free()}. */
        void interrupt() {
            synchronized (this) {
                if (freed) {
                    return;
                }
                if (solver instanceof NativeSolver nat) {
                    NativeInterrupt.interrupt(nat);
                } else {
                    Object sat4j = sat4jOf(solver);
                    if (sat4j != null) {
                        expire(sat4j);
                    }
                }
            }
        }

        @Override
        public int numberOfVariables() {
            return usable().numberOfVariables();
        }

        @Override
        public int numberOfClauses() {
            return usable().numberOfClauses();
        }

        @Override
        public void addVariables(int numVars) {
            usable().addVariables(numVars);
        }

        @Override
        public boolean addClause(int[] lits) {
            return usable().addClause(lits);
        }

        @Override
        public boolean solve() {
            boolean sat;
            clock.satStarted();
            try {
                sat = usable().solve();
            } catch (RuntimeException e) {
                if (cancelled) {
                    throw aborted(e);
                }
                throw e;
            } finally {
                clock.satEnded();
            }
            if (cancelled) {
                throw aborted(null);
            }
            return sat;
        }

        @Override
        public boolean valueOf(int variable) {
            return usable().valueOf(variable);
        }

        /** The solver, unless cancelled or freed: a freed native solver must never be touched. */
        private SATSolver usable() {
            if (cancelled || freed) {
                throw aborted(null);
            }
            return solver;
        }

        /** Frees this solver (the cancelled synthesis stops using it) and says so. */
        private SATAbortedException aborted(RuntimeException cause) {
            free();
            return cause == null ? new SATAbortedException("the synthesis was cancelled")
                    : new SATAbortedException("the synthesis was cancelled", cause);
        }

        @Override
        public void free() {
            synchronized (live) {
                live.remove(this);
                synchronized (this) {
                    if (!freed) {
                        freed = true;
                        solver.free();
                    }
                }
            }
        }
    }
}
