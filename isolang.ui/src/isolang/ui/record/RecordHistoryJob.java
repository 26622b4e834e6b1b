// SPDX-License-Identifier: EPL-2.0
package isolang.ui.record;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;

import isolang.dsl.history.LevelCatalog;
import isolang.dsl.history.RecordedHistoryCheck;
import isolang.history.CheckOptions;
import isolang.history.format.HistoryFormatException;
import isolang.record.HistoryJournal;
import isolang.record.HistoryJournal.Outcome;
import isolang.record.Recorder;
import isolang.record.db.Database;
import isolang.record.db.DatabaseException;
import isolang.record.db.IsolationSetting;
import isolang.solver.spec.Level;
import isolang.ui.jobs.CancellableJob;
import isolang.ui.model.IsolangLanguage;

/**
 * Records a history from a real database in the background, with the {@link Recorder} of
 * {@code isolang record}: starts the database, runs the workload while the progress shows
 * transactions/s and aborts, writes the history into the workspace file as it happens, then
 * checks it against the levels as {@code record --check} does. Cancelling ends the sessions after
 * their current transaction; the history recorded so far stays complete and readable, and is not
 * checked. The file is never replaced: the wizard asks before removing an existing one.
 */
public final class RecordHistoryJob extends CancellableJob {

    /** Job family of recordings, to find or wait for them. */
    public static final Object FAMILY = RecordHistoryJob.class;

    private static final long FINISH_MILLIS = 10_000;

    private static final int RECORDING_WORK = 1000;

    private final RecordRequest request;

    private final Consumer<RecordedRun> whenDone;

    /**
     * A recording.
     *
     * @param whenDone hears the outcome (from the job's thread) unless the database could not be used
     */
    public RecordHistoryJob(RecordRequest request, Consumer<RecordedRun> whenDone) {
        super("Recording " + request.target().getName(), FAMILY);
        this.request = request;
        this.whenDone = whenDone;
        setUser(true);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        SubMonitor progress = SubMonitor.convert(monitor, getName(), 100);
        Path file = request.target().getLocation().toFile().toPath();
        try {
            progress.subTask("Loading the levels");
            LevelCatalog catalog = LevelCatalog.load(IsolangLanguage.injector(), List.of());
            // every distinct violation, so that the view counts all anomalies, as record --check does
            RecordedHistoryCheck checker = new RecordedHistoryCheck(catalog,
                    CheckOptions.defaults().withMaxViolations(CheckOptions.ALL),
                    warning -> ILog.of(RecordHistoryJob.class).warn(file + ": " + warning));
            List<Level> levels = checker.levels(request.levels());
            progress.worked(5);
            RecordedRun run = record(file, progress.split(75));
            refresh();
            if (run.stopped().isPresent()) {
                whenDone.accept(run);
                return progress.isCanceled() ? Status.CANCEL_STATUS : Status.warning(request.target().getFullPath()
                        + ": " + run.stopped().get() + "; the history recorded so far is in the file");
            }
            SubMonitor checking = progress.split(20);
            checking.setWorkRemaining(levels.size());
            RecordedHistoryCheck.Outcome outcome = checker.check(file, levels, cancellation(),
                    (phase, done, total) -> checking.subTask("Checking: " + phase));
            whenDone.accept(
                    new RecordedRun(run.request(), run.database(), run.setting(), run.committed(), run.aborted(),
                            run.indeterminate(), run.seconds(), run.errors(), cancellation().isCancelled()
                                    ? Optional.of("cancelled while checking") : Optional.empty(),
                            Optional.of(outcome)));
            return cancellation().isCancelled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
        } catch (DatabaseException | IllegalArgumentException e) {
            return Status.error(e.getMessage());
        } catch (HistoryFormatException e) {
            return Status.error("The recorded history does not read back: " + e.getMessage(), e);
        } catch (java.nio.file.FileAlreadyExistsException e) {
            return Status.error(request.target().getFullPath() + " exists; it was not replaced");
        } catch (IOException e) {
            return Status.error("Cannot write " + request.target().getFullPath() + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Status.CANCEL_STATUS;
        } finally {
            refresh();
        }
    }

    /** Runs the workload into {@code file}, showing transactions/s and aborts, until done or cancelled. */
    private RecordedRun record(Path file, SubMonitor progress)
            throws DatabaseException, IOException, InterruptedException {
        progress.setWorkRemaining(RECORDING_WORK + 1);
        try (Database database = request.open(message -> progress.subTask(message))) {
            IsolationSetting setting = database.setting(request.setting());
            progress.worked(1);
            HistoryJournal journal = HistoryJournal.create(file);
            Recorder recorder = new Recorder(database, setting, request.workload(), journal);
            try {
                progress.subTask(
                        "Starting " + request.workload().sessions() + " sessions on " + database.description());
                recorder.start();
                int shown = 0;
                while (!recorder.await(250)) {
                    if (progress.isCanceled()) {
                        recorder.stop();
                    }
                    int reached = (int) (RECORDING_WORK * fractionDone(recorder));
                    progress.worked(Math.max(0, reached - shown));
                    shown = Math.max(shown, reached);
                    progress.subTask(status(recorder, journal, setting));
                }
                recorder.finish(FINISH_MILLIS);
            } finally {
                journal.close();
            }
            Optional<String> stopped = progress.isCanceled() ? Optional.of("cancelled after " + recorder.finished()
                    + " transactions") : recorder.failure();
            return new RecordedRun(request, database.description(), setting, journal.count(Outcome.COMMITTED),
                    journal.count(Outcome.ABORTED), journal.count(Outcome.INDETERMINATE), recorder.seconds(),
                    journal.errors(), stopped, Optional.empty());
        }
    }

    /** How far the recording is: transactions done, or time spent, whichever bound is nearer. */
    private double fractionDone(Recorder recorder) {
        double byCount = recorder.finished() / (double) request.workload().transactions();
        double byTime = recorder.seconds() / request.workload().duration().toSeconds();
        return Math.min(1, Math.max(byCount, byTime));
    }

    private static String status(Recorder recorder, HistoryJournal journal, IsolationSetting setting) {
        long done = recorder.finished();
        return String.format(Locale.ROOT, "%s: %,d transactions, %,.0f txn/s, %,d aborted, %,d indeterminate",
                setting.name(), done, done / Math.max(recorder.seconds(), 1e-3), journal.count(Outcome.ABORTED),
                journal.count(Outcome.INDETERMINATE));
    }

    private void refresh() {
        try {
            request.target().getParent().refreshLocal(IResource.DEPTH_ONE, null);
        } catch (CoreException e) {
            ILog.of(RecordHistoryJob.class).warn("Cannot refresh " + request.target().getFullPath(), e);
        }
    }
}
