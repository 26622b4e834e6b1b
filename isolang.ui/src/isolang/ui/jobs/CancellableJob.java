// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import org.eclipse.core.runtime.jobs.Job;

import isolang.solver.CancellationToken;

/**
 * An isolang background job: it belongs to one job family (to find, wait for or cancel the jobs
 * of a kind together), and cancelling it cancels its engine {@link CancellationToken}, which the
 * engine, history checker or recorder polls, so the work stops soon rather than at the next
 * progress report.
 */
public abstract class CancellableJob extends Job {

    private final Object family;

    private final CancellationToken cancellation = new CancellationToken();

    /**
     * A job of a family.
     *
     * @param name the job's name, shown in the progress
     * @param family the family {@link #belongsTo(Object)} answers for
     */
    protected CancellableJob(String name, Object family) {
        super(name);
        this.family = family;
    }

    @Override
    public final boolean belongsTo(Object other) {
        return other == family;
    }

    /** Cancelling the job cancels the token: the engine stops and answers "cancelled". */
    @Override
    protected final void canceling() {
        cancellation.cancel();
    }

    /**
     * Returns the token cancelling the job cancels; hand it to the engine.
     *
     * @return the job's token
     */
    protected final CancellationToken cancellation() {
        return cancellation;
    }
}
