// SPDX-License-Identifier: EPL-2.0
package isolang.history;

import java.time.Duration;

import isolang.history.sat.PairClauses;
import isolang.solver.SatSolverChoice;

/**
 * How levels are checked.
 *
 * @param solver the SAT solver for strong levels
 * @param timeout the time limit per level
 * @param maxViolations how many violations to report per level at most (bad reads, then cycles; all of
 *     them are counted); {@link #ALL} for every one
 * @param explanations how many violations per level to explain with a minimal sub-history, a
 *     Kodkod re-check and a diagram (0: none)
 * @param kodkodTransactions the largest number of transactions the Kodkod membership checker is
 *     asked about (re-checks of sub-histories and levels no fast checker fits)
 * @param pairClauses when the strong levels' search adds the 2-width clauses (verdicts are the same)
 */
public record CheckOptions(SatSolverChoice solver, Duration timeout, int maxViolations, int explanations,
        int kodkodTransactions, PairClauses pairClauses) {

    /** Options that add the 2-width clauses {@link PairClauses#WHEN_NEEDED}. */
    public CheckOptions(SatSolverChoice solver, Duration timeout, int maxViolations, int explanations,
            int kodkodTransactions) {
        this(solver, timeout, maxViolations, explanations, kodkodTransactions, PairClauses.WHEN_NEEDED);
    }

    /** The cap that reports every distinct violation. */
    public static final int ALL = Integer.MAX_VALUE;

    /**
     * MiniSat, 10 minutes per level, 10 violations, 1 explained, Kodkod up to 10 transactions,
     * 2-width clauses when needed.
     */
    public static CheckOptions defaults() {
        return new CheckOptions(SatSolverChoice.MINISAT, Duration.ofMinutes(10), 10, 1, 10);
    }

    /** These options with another time limit. */
    public CheckOptions withTimeout(Duration limit) {
        return new CheckOptions(solver, limit, maxViolations, explanations, kodkodTransactions, pairClauses);
    }

    /** These options with another solver. */
    public CheckOptions withSolver(SatSolverChoice choice) {
        return new CheckOptions(choice, timeout, maxViolations, explanations, kodkodTransactions, pairClauses);
    }

    /** These options reporting at most {@code cap} violations per level ({@link #ALL}: every one). */
    public CheckOptions withMaxViolations(int cap) {
        return new CheckOptions(solver, timeout, cap, explanations, kodkodTransactions, pairClauses);
    }

    /** These options adding the strong levels' 2-width clauses {@code when}. */
    public CheckOptions withPairClauses(PairClauses when) {
        return new CheckOptions(solver, timeout, maxViolations, explanations, kodkodTransactions, when);
    }

    /** These options explaining {@code count} violations per level. */
    public CheckOptions withExplanations(int count) {
        return new CheckOptions(solver, timeout, maxViolations, count, kodkodTransactions, pairClauses);
    }
}
