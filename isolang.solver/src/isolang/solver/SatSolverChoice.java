// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

/** The SAT solvers the engine can use; natives fall back to SAT4J with a warning. */
public enum SatSolverChoice {
    /**
     * Native Glucose, the {@link Defaults#SOLVER default}. The distributed build prints
     * {@code c last restart ## conflicts …} on the process's standard output at every model; the
     * natives fragment ships it silenced (see {@code isolang.solver.natives/build/SilenceGlucose.java}),
     * so standard output stays the caller's (JSON, the language-server protocol).
     */
    GLUCOSE,
    /** Native MiniSat: writes nothing. */
    MINISAT,
    /** Pure-Java SAT4J, always available. */
    SAT4J
}
