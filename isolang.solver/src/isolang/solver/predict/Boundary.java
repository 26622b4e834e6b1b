// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

/**
 * The prediction boundary (IsoPredict §4.5): where a session's predicted execution ends once one
 * of its reads observes a different write than in the observed run, because the application may
 * behave differently from there on.
 */
public enum Boundary {
    /**
     * The session ends with the first read whose writer changed: later operations, of the same
     * transaction too, are cut. Only aborts can then make a prediction infeasible.
     */
    STRICT,
    /**
     * The session ends with the transaction containing the first changed read; every read of that
     * transaction may change. Finds more, but any divergence can make a prediction infeasible.
     */
    RELAXED;

    /** The keyword of this boundary in the language and on the command line. */
    public String keyword() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
