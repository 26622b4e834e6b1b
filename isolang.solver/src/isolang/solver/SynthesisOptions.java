// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

import java.time.Duration;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * How a synthesis runs: which {@link Optimization}s are on, whether a found history is shrunk
 * and re-verified, the SAT solver and the time limit. Immutable; use the {@code with…} methods.
 *
 * @param optimizations the optimizations switched on
 * @param minimize shrink a found history before returning it
 * @param recheck re-verify a found history independently before returning it
 * @param solver the SAT solver to use
 * @param timeout the time limit of the whole call
 */
public record SynthesisOptions(Set<Optimization> optimizations, boolean minimize, boolean recheck,
        SatSolverChoice solver, Duration timeout) {

    /** Checks the invariants and freezes the set. */
    public SynthesisOptions {
        optimizations = Set.copyOf(optimizations);
        Objects.requireNonNull(solver, "solver");
        Objects.requireNonNull(timeout, "timeout");
    }

    /** Every optimization on, minimization and re-check on, the {@link Defaults} solver and time limit. */
    public static SynthesisOptions defaults() {
        return new SynthesisOptions(EnumSet.allOf(Optimization.class), true, true, Defaults.SOLVER,
                Defaults.TIMEOUT);
    }

    /**
     * The algorithm as published in the Isolde paper (fixed order, smart search, merging),
     * nothing more; minimization and re-check on.
     */
    public static SynthesisOptions paper() {
        return defaults().withOptimizations(
                EnumSet.of(Optimization.FIXED_ORDER, Optimization.SMART_SEARCH, Optimization.MERGE_FORBIDDEN));
    }

    /** Whether {@code optimization} is on. */
    public boolean has(Optimization optimization) {
        return optimizations.contains(optimization);
    }

    /** With exactly the given optimizations on. */
    public SynthesisOptions withOptimizations(Set<Optimization> on) {
        return new SynthesisOptions(on, minimize, recheck, solver, timeout);
    }

    /** With {@code optimization} switched off. */
    public SynthesisOptions without(Optimization optimization) {
        Set<Optimization> on = EnumSet.noneOf(Optimization.class);
        on.addAll(optimizations);
        on.remove(optimization);
        return withOptimizations(on);
    }

    /** With {@code optimization} switched on. */
    public SynthesisOptions with(Optimization optimization) {
        Set<Optimization> on = EnumSet.of(optimization);
        on.addAll(optimizations);
        return withOptimizations(on);
    }

    /** How many distinct counterexamples to learn per forbidden level and round. */
    public int counterexamplesPerRound() {
        return has(Optimization.SEVERAL_COUNTEREXAMPLES) ? 2 : 1;
    }

    /** With minimization switched on or off. */
    public SynthesisOptions withMinimize(boolean on) {
        return new SynthesisOptions(optimizations, on, recheck, solver, timeout);
    }

    /** With independent re-verification switched on or off. */
    public SynthesisOptions withRecheck(boolean on) {
        return new SynthesisOptions(optimizations, minimize, on, solver, timeout);
    }

    /** With another SAT solver. */
    public SynthesisOptions withSolver(SatSolverChoice choice) {
        return new SynthesisOptions(optimizations, minimize, recheck, choice, timeout);
    }

    /** With another time limit. */
    public SynthesisOptions withTimeout(Duration limit) {
        return new SynthesisOptions(optimizations, minimize, recheck, solver, limit);
    }
}
