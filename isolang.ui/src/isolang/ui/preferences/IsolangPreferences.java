// SPDX-License-Identifier: EPL-2.0
package isolang.ui.preferences;

import java.time.Duration;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

import isolang.solver.Defaults;
import isolang.solver.SatSolverChoice;
import isolang.solver.SynthesisOptions;
import isolang.solver.spec.Scope;

/**
 * The isolang preferences: SAT solver, time limit of a run, and the scope of commands that
 * state none.
 */
public final class IsolangPreferences {

    /** Key: the SAT solver, a {@link SatSolverChoice} name. */
    public static final String SOLVER = "solver";

    /** Key: the time limit of one command, in seconds. */
    public static final String TIMEOUT_SECONDS = "timeoutSeconds";

    /** Key: transactions of the default scope. */
    public static final String SCOPE_TXN = "scopeTxn";

    /** Key: objects of the default scope. */
    public static final String SCOPE_OBJ = "scopeObj";

    /** Key: values of the default scope. */
    public static final String SCOPE_VAL = "scopeVal";

    private static IPreferenceStore store;

    private IsolangPreferences() {
    }

    /**
     * Returns the preference store of isolang, with the shared {@link Defaults} as its defaults.
     *
     * @return the store
     */
    public static synchronized IPreferenceStore store() {
        if (store == null) {
            store = new ScopedPreferenceStore(InstanceScope.INSTANCE, "isolang.ui");
            store.setDefault(SOLVER, Defaults.SOLVER.name());
            store.setDefault(TIMEOUT_SECONDS, Defaults.TIMEOUT.toSeconds());
            store.setDefault(SCOPE_TXN, Defaults.SCOPE_SIZE);
            store.setDefault(SCOPE_OBJ, Defaults.SCOPE_SIZE);
            store.setDefault(SCOPE_VAL, Defaults.SCOPE_SIZE);
        }
        return store;
    }

    /**
     * Returns the engine options the preferences select.
     *
     * @return the default options with the chosen solver and time limit
     */
    public static SynthesisOptions options() {
        IPreferenceStore prefs = store();
        SatSolverChoice solver;
        try {
            solver = SatSolverChoice.valueOf(prefs.getString(SOLVER));
        } catch (IllegalArgumentException e) {
            solver = Defaults.SOLVER;
        }
        return SynthesisOptions.defaults().withSolver(solver)
                .withTimeout(Duration.ofSeconds(Math.max(1, prefs.getInt(TIMEOUT_SECONDS))));
    }

    /**
     * Returns the scope of commands that state none.
     *
     * @return the default scope
     */
    public static Scope defaultScope() {
        IPreferenceStore prefs = store();
        return Scope.of(Math.max(1, prefs.getInt(SCOPE_TXN)), Math.max(1, prefs.getInt(SCOPE_OBJ)),
                Math.max(1, prefs.getInt(SCOPE_VAL)));
    }
}
