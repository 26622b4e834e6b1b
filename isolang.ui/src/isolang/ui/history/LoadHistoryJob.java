// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;

import isolang.history.PreparedHistory;
import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormatException;
import isolang.history.format.LoadOptions;
import isolang.ui.jobs.CancellableJob;

/**
 * Reads a history file in the background (any format the history checker reads, detected from
 * the file) and prepares it for checking, with progress and cancellation; the UI never waits
 * for it. The outcome goes to the consumers given, from the job's thread.
 */
public final class LoadHistoryJob extends CancellableJob {

    /** The family of these jobs, for tests and for cancelling them together. */
    public static final Object FAMILY = LoadHistoryJob.class;

    private final Path path;
    private final String shown;
    private final Consumer<LoadedHistory> loaded;
    private final Consumer<String> failed;
    private final AtomicBoolean reported = new AtomicBoolean();

    /**
     * A job reading {@code path}.
     *
     * @param shown the file's name in messages
     * @param loaded hears the history
     * @param failed hears the reader's message (with file and line or byte offset), or "cancelled"
     */
    public LoadHistoryJob(Path path, String shown, Consumer<LoadedHistory> loaded, Consumer<String> failed) {
        super("Reading history " + shown, FAMILY);
        this.path = path;
        this.shown = shown;
        this.loaded = loaded;
        this.failed = failed;
        setUser(false);
        addJobChangeListener(new JobChangeAdapter() {
            @Override
            public void done(IJobChangeEvent event) {
                if (event.getResult().getSeverity() == IStatus.CANCEL) {
                    report(() -> failed.accept("cancelled"));
                }
            }
        });
    }

    /** Tells the outcome once (a job cancelled before it runs only hears of it when done). */
    private void report(Runnable outcome) {
        if (reported.compareAndSet(false, true)) {
            outcome.run();
        }
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask("Reading " + shown, MonitorProgress.work());
        long started = System.nanoTime();
        try {
            HistoryFiles.Loaded read = HistoryFiles.read(path, shown, Optional.empty(),
                    LoadOptions.defaults().withProgress(new MonitorProgress(monitor)));
            monitor.subTask("preparing " + String.format("%,d", read.history().operationCount()) + " operations");
            PreparedHistory prepared = PreparedHistory.of(read.history());
            LoadedHistory history = new LoadedHistory(path, shown, read.format(), prepared,
                    (System.nanoTime() - started) / 1_000_000);
            report(() -> loaded.accept(history));
            return Status.OK_STATUS;
        } catch (CancellationException e) {
            report(() -> failed.accept("cancelled"));
            return Status.CANCEL_STATUS;
        } catch (HistoryFormatException e) {
            report(() -> failed.accept(e.getMessage()));
        } catch (IOException e) {
            report(() -> failed.accept(shown + ": cannot read: " + e.getMessage()));
        } finally {
            monitor.done();
        }
        return Status.OK_STATUS;
    }
}
