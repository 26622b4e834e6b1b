// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

import isolang.solver.history.History;

/** A {@link CegisListener} that ignores everything; subclasses override what they need. */
public class AbstractCegisListener implements CegisListener {

    /**
     * Returns a listener that passes on only the warnings, for searches whose progress would
     * read as the call's own (the minimizer's narrowing, searches run beside the ladder).
     *
     * @param target where the warnings go
     * @return the listener
     */
    public static CegisListener warningsTo(CegisListener target) {
        return new AbstractCegisListener() {
            @Override
            public void warning(String message) {
                target.warning(message);
            }
        };
    }

    @Override
    public void phase(CegisPhase phase, int round) {
        // ignored by default
    }

    @Override
    public void translated(CegisPhase phase, int round, long variables, long clauses) {
        // ignored by default
    }

    @Override
    public void candidate(int round, History candidate) {
        // ignored by default
    }

    @Override
    public void counterexample(int round, String level) {
        // ignored by default
    }

    @Override
    public void warning(String message) {
        // ignored by default
    }
}
