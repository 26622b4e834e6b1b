// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.ArrayList;
import java.util.List;

import isolang.solver.sat.SolveClock;
import kodkod.ast.Formula;
import kodkod.engine.IncrementalSolver;
import kodkod.engine.Solution;
import kodkod.engine.config.Options;
import kodkod.instance.Bounds;

/**
 * The candidate-search solver. Incrementally, the first call translates the whole candidate
 * problem and later calls only add the learned constraints to the same SAT solver (they
 * mention no new relations: constants are built from singleton atom relations declared up
 * front). Otherwise every call re-translates everything learned so far.
 */
final class CandidateSolver {

    private final Options options;
    private final Bounds bounds;
    private final IncrementalSolver incremental;
    private final List<Formula> all = new ArrayList<>();
    private boolean first = true;

    CandidateSolver(Options options, Bounds bounds, boolean incremental) {
        this.options = options;
        this.bounds = bounds;
        this.incremental = incremental ? IncrementalSolver.solver(options) : null;
    }

    /** Whether the next {@link #solve} translates a whole candidate problem (not only what it adds). */
    boolean translatesAfresh() {
        return incremental == null || first;
    }

    Solution solve(Formula more) {
        if (incremental == null) {
            all.add(more);
            return SolveClock.solve(options, Formula.and(all), bounds);
        }
        Bounds delta = first ? bounds : new Bounds(bounds.universe());
        first = false;
        return SolveClock.of(options).kodkod(() -> incremental.solve(more, delta));
    }

    void free() {
        if (incremental != null) {
            incremental.free();
        }
    }
}
