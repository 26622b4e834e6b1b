// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;

import isolang.diagram.Emphasis;
import isolang.dsl.history.ForbiddenEmphasis;
import isolang.dsl.history.LevelCatalog;
import isolang.dsl.run.ResultView;
import isolang.dsl.run.ResultView.Witnessed;
import isolang.solver.CancellationToken;
import isolang.solver.spec.Level;
import isolang.ui.model.IsolangLanguage;

/**
 * Works out what makes each history of a finished run forbidden ({@link ForbiddenEmphasis}, as
 * {@code --out} draws it) after the run's verdict is shown, in the background: one step of
 * progress per level that forbids a history, each check limited in time, and cancelling the job
 * stops the check under way. When done it reports the run again with the explained drawings,
 * so that the inline row and the Counterexample view draw them, unless the command was run
 * again meanwhile; a cancelled job leaves the drawings unexplained.
 */
public final class ExplainHistoriesJob extends CancellableJob {

    /** Job family of the explanations, to find, wait for or cancel them. */
    public static final Object FAMILY = ExplainHistoriesJob.class;

    /** Time limit of each check that explains why a level forbids a history (as on the command line). */
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    /** Explains forbidden levels; made on first use (it compiles the standard library). */
    private static ForbiddenEmphasis standard;

    /** Works out the emphases of one level that forbids a history. */
    @FunctionalInterface
    public interface Explainer {
        /**
         * Explains why one level forbids a history.
         *
         * @param history the history with its witnesses
         * @param level a level said to forbid it
         * @param cancel set when the job is cancelled; the explainer then stops soon
         * @return the emphases, empty if the level allows the history or nothing was decided
         */
        List<Emphasis> explain(Witnessed history, Level level, CancellationToken cancel);
    }

    private final RunRecord run;

    private final Explainer explainer;

    /**
     * A job explaining the histories of a run with the standard library's levels.
     *
     * @param run a finished run
     */
    public ExplainHistoriesJob(RunRecord run) {
        this(run, (history, level, cancel) -> standard().of(history.history(), List.of(level),
                history.witnesses(), cancel));
    }

    /**
     * A job explaining the histories of a run with a given explainer.
     *
     * @param run a finished run
     * @param explainer works out each level's emphases
     */
    public ExplainHistoriesJob(RunRecord run, Explainer explainer) {
        super("Explaining why the history of " + run.command() + " is forbidden", FAMILY);
        this.run = run;
        this.explainer = explainer;
        setSystem(false);
    }

    /**
     * Whether a run has a history that some level forbids, so that explaining it draws more.
     *
     * @param run a finished run
     * @return true if an explanation job has work to do
     */
    public static boolean hasWork(RunRecord run) {
        return run.view().map(v -> v.histories().stream().anyMatch(h -> !h.forbidden().isEmpty())).orElse(false);
    }

    /**
     * Cancels the explanations of a command's earlier runs: they would be dropped anyway once
     * the command runs again.
     *
     * @param fileUri the URI of the command's file
     * @param command the command's name
     */
    public static void cancelFor(String fileUri, String command) {
        for (Job job : Job.getJobManager().find(FAMILY)) {
            if (job instanceof ExplainHistoriesJob explaining && explaining.run.fileUri().equals(fileUri)
                    && explaining.run.command().equals(command)) {
                job.cancel();
            }
        }
    }

    /**
     * Returns the run this job explains.
     *
     * @return the run as reported before the explanation
     */
    public RunRecord run() {
        return run;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        ResultView view = run.view().orElseThrow();
        SubMonitor progress = SubMonitor.convert(monitor, getName(),
                Math.max(1, view.histories().stream().mapToInt(h -> h.forbidden().size()).sum()));
        long start = System.nanoTime();
        List<Witnessed> explained = new ArrayList<>();
        for (Witnessed history : view.histories()) {
            List<Emphasis> emphases = new ArrayList<>();
            for (Level level : history.forbidden()) {
                if (progress.isCanceled() || cancellation().isCancelled()) {
                    return Status.CANCEL_STATUS;
                }
                progress.subTask("Why " + level.name() + " does not allow the history of " + run.command());
                emphases.addAll(explainer.explain(history, level, cancellation()));
                progress.worked(1);
            }
            explained.add(history.forbidden().isEmpty() ? history : history.withEmphases(emphases));
        }
        if (progress.isCanceled() || cancellation().isCancelled()) {
            return Status.CANCEL_STATUS;
        }
        ResultView withEmphases = new ResultView(view.file(), view.result(), explained,
                view.diagramMillis() + (System.nanoTime() - start) / 1_000_000);
        RunResults.get().replace(run, new RunRecord(run.fileUri(), run.command(), run.compiled(), run.status(),
                run.verdict(), run.scope(), run.millis(), run.statistics(), Optional.of(withEmphases),
                run.forbidding(), run.finished()));
        return Status.OK_STATUS;
    }

    private static synchronized ForbiddenEmphasis standard() {
        if (standard == null) {
            try {
                standard = new ForbiddenEmphasis(
                        LevelCatalog.load(IsolangLanguage.injector(), List.of()).standard(), TIMEOUT);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the standard library", e);
            }
        }
        return standard;
    }
}
