// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import java.util.concurrent.CancellationException;

import org.eclipse.core.runtime.IProgressMonitor;

import isolang.history.check.ProgressListener;

/**
 * The history checker's progress shown on a job's monitor: the phase and its counts as the
 * sub-task, the first phase with a known total as the work; cancelling the monitor stops the
 * reader or checker at its next report (by throwing {@link CancellationException}, as the
 * listener contract allows, and cancelling the checker's token).
 */
final class MonitorProgress implements ProgressListener {

    private static final int WORK = 1000;

    private final IProgressMonitor monitor;
    private final isolang.solver.CancellationToken token;
    private String phase = "";
    private int worked;
    private long lastReport;

    /** Progress of a reader: cancelling throws. */
    MonitorProgress(IProgressMonitor monitor) {
        this(monitor, null);
    }

    /** Progress of a checker: cancelling also cancels {@code token}, which the checker polls. */
    MonitorProgress(IProgressMonitor monitor, isolang.solver.CancellationToken token) {
        this.monitor = monitor;
        this.token = token;
    }

    @Override
    public synchronized void phase(String name, long done, long total) {
        if (monitor.isCanceled()) {
            if (token != null) {
                token.cancel();
            }
            throw new CancellationException("cancelled");
        }
        long now = System.nanoTime();
        if (!name.equals(phase) || now - lastReport > 100_000_000L) {
            lastReport = now;
            phase = name;
            monitor.subTask(total > 0 ? String.format("%s: %,d of %,d", name, done, total)
                    : String.format("%s: %,d", name, done));
            if (total > 0) {
                int target = (int) Math.min(WORK, WORK * done / total);
                if (target > worked) {
                    monitor.worked(target - worked);
                    worked = target;
                }
            }
        }
    }

    /** The units to begin the monitor's task with. */
    static int work() {
        return WORK;
    }
}
