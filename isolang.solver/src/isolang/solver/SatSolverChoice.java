// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

/** The SAT solvers the engine can use; natives fall back to SAT4J with a warning. */
public enum SatSolverChoice {
    /** Native Glucose (the default). */
    GLUCOSE,
    /** Native MiniSat. */
    MINISAT,
    /** Pure-Java SAT4J, always available. */
    SAT4J
}
