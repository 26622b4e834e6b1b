// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;

import isolang.dsl.history.LevelCatalog;
import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.level.LevelClassifier;
import isolang.solver.spec.Level;
import isolang.ui.jobs.CancellableJob;
import isolang.ui.model.IsolangLanguage;

/**
 * Checks a loaded history against levels in the background, as {@code isolang history check}
 * does: the levels are compiled from the standard library and the workspace's specifications,
 * each is decided by the checker the history checker picks for it (with its fallbacks), within
 * the default time limit per level, and the first violation of each is explained with a minimal
 * sub-history. Cancelling the job stops the running level (its verdict is then unknown) and
 * skips the rest.
 */
public final class CheckHistoryJob extends CancellableJob {

    /** The family of these jobs. */
    public static final Object FAMILY = CheckHistoryJob.class;

    private final LoadedHistory history;
    private final List<String> levels;
    private final IFile file;
    private volatile HistoryCheckResults results;

    /**
     * A check of {@code history}.
     *
     * @param levels level names, as the CLI's {@code --level} takes them
     * @param file the history file, if it is in the workspace
     */
    public CheckHistoryJob(LoadedHistory history, List<String> levels, IFile file) {
        super("Checking " + history.shown() + " against " + String.join(", ", levels), FAMILY);
        this.history = history;
        this.levels = List.copyOf(levels);
        this.file = file;
        setUser(true);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask(getName(), MonitorProgress.work());
        try {
            monitor.subTask("compiling the specifications");
            LevelCatalog catalog = LevelCatalog.load(IsolangLanguage.injector(), WorkspaceSpecs.paths());
            List<String> problems = new ArrayList<>();
            List<LevelResult> checked = new ArrayList<>();
            HistoryChecker checker = new HistoryChecker(new LevelClassifier(catalog.standard()),
                    CheckOptions.defaults(),
                    warning -> {
                        if (!problems.contains(warning)) {
                            problems.add(warning);
                        }
                    });
            for (String name : levels) {
                Optional<Level> level = catalog.find(name);
                if (level.isEmpty()) {
                    problems.add("no level " + name + " in the standard library or the workspace");
                    continue;
                }
                if (monitor.isCanceled()) {
                    break;
                }
                monitor.setTaskName("Checking " + history.shown() + " against " + name);
                checked.add(checker.check(history.history(), level.get(), cancellation(),
                        new MonitorProgress(monitor, cancellation())));
            }
            results = new HistoryCheckResults(history, checked, catalog, problems, file);
            return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
        } catch (IOException e) {
            results = new HistoryCheckResults(history, List.of(), null, List.of("cannot read the specifications: "
                    + e.getMessage()), file);
            return Status.OK_STATUS;
        } finally {
            monitor.done();
        }
    }

    /** The results, once the job is done (also when it was cancelled), else null. */
    public HistoryCheckResults results() {
        return results;
    }
}
