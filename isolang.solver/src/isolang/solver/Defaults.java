// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

import java.time.Duration;

/**
 * The defaults every front end shares: the command line, the IDE's preferences, the language
 * (a command without scope) and the engine facade read them from here and nowhere else.
 * docs/CLI.md, docs/LANGUAGE.md and README.md state them.
 */
public final class Defaults {

    /**
     * The SAT solver: Glucose, the fastest of the three on the benchmark suite through the command
     * line (docs/benchmarks.md, "SAT solvers").
     */
    public static final SatSolverChoice SOLVER = SatSolverChoice.GLUCOSE;

    /** The time limit of one command (all its engine calls together). */
    public static final Duration TIMEOUT = Duration.ofMinutes(10);

    /** Transactions, objects and values of the scope of a command that states none. */
    public static final int SCOPE_SIZE = 3;

    private Defaults() {
    }
}
