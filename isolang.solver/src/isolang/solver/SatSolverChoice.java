// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

/** The SAT solvers the engine can use; natives fall back to SAT4J with a warning. */
public enum SatSolverChoice {
    /**
     * Native Glucose (the default). Its shipped build prints {@code c last restart ## conflicts …}
     * to the process's standard output (file descriptor 1) on every satisfiable answer; the line
     * is unconditional in Glucose's search, ignores the verbosity the JNI binding sets to 0, and
     * cannot be redirected from Java. A process whose standard output carries data (JSON, a
     * language-server protocol) must choose {@link #MINISAT} or keep descriptor 1 elsewhere.
     */
    GLUCOSE,
    /**
     * Native MiniSat: writes nothing. About as fast as Glucose on 4-transaction problems, up to
     * twice as slow on the hardest 5-transaction equivalences.
     */
    MINISAT,
    /** Pure-Java SAT4J, always available. */
    SAT4J
}
