// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;

import isolang.solver.CegisListener;
import isolang.solver.CegisPhase;
import isolang.solver.history.History;

/**
 * Shows the progress of a synthesis in a job's progress monitor: the phase and round, the size
 * of the SAT problems, candidates and counterexamples. Engine warnings go to the error log.
 */
public final class ProgressListener implements CegisListener {

    private final IProgressMonitor monitor;

    private final String command;

    /**
     * Creates a listener reporting to {@code monitor}.
     *
     * @param monitor the job's monitor
     * @param command the name of the command running, shown in each message
     */
    public ProgressListener(IProgressMonitor monitor, String command) {
        this.monitor = monitor;
        this.command = command;
    }

    @Override
    public void phase(CegisPhase phase, int round) {
        monitor.subTask(command + ": " + phase.name().toLowerCase() + (round > 0 ? ", round " + round : ""));
    }

    @Override
    public void translated(CegisPhase phase, int round, long variables, long clauses) {
        monitor.subTask(command + ": " + phase.name().toLowerCase() + ", round " + round + " (" + variables
                + " variables, " + clauses + " clauses)");
    }

    @Override
    public void candidate(int round, History candidate) {
        monitor.subTask(command + ": candidate with " + (candidate.transactions().size() - 1)
                + " transactions in round " + round);
    }

    @Override
    public void counterexample(int round, String level) {
        monitor.subTask(command + ": " + level + " allows the candidate of round " + round + ", refining");
    }

    @Override
    public void warning(String message) {
        ILog.of(ProgressListener.class).warn(command + ": " + message);
    }
}
