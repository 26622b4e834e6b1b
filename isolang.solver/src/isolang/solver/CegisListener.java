// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

import isolang.solver.history.History;

/**
 * Receives progress of a synthesis (the Kodkod {@code Reporter} idea). Methods are called on a
 * thread of the synthesis, one call at a time, and must return quickly; the searches of a
 * synthesis that run side by side report one after another (see {@code ConcurrentRungs}). See {@link AbstractCegisListener} for a
 * no-op base class and {@link ConsoleCegisListener} for a printing one.
 */
public interface CegisListener {

    /** A phase starts in the given round (round 0 is preparation). */
    void phase(CegisPhase phase, int round);

    /** A SAT problem was translated: its variables and clauses. */
    void translated(CegisPhase phase, int round, long variables, long clauses);

    /** A candidate history was found in the given round. */
    void candidate(int round, History candidate);

    /** A counterexample (a witness that the candidate is allowed by a forbidden level) was learned. */
    void counterexample(int round, String level);

    /** Something the user should know that does not stop the synthesis (e.g. a solver fallback). */
    void warning(String message);
}
