// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;

import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.ExplainHistoriesJob;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.model.DocumentParser;
import isolang.ui.views.CounterexampleView;

/**
 * What makes a found history forbidden is worked out after the run's verdict is shown, in a
 * job of its own that the Progress view lists: it runs off the UI thread, the Counterexample
 * view and the inline row draw its result when it ends, and cancelling it stops the check under
 * way and leaves the run as it was.
 */
class ExplainHistoriesJobTest extends WorkbenchProjectTest {

    private static final String SKEW = "import isolang.std.biswas.*\n\n"
            + "synthesize skew: { SI } not { SER } for 4 txn, 2 obj, 2 val expect found\n";

    ExplainHistoriesJobTest() {
        super("isolang-explain-test");
    }

    @Test
    void theExplanationRunsInTheBackgroundAndTheViewDrawsItWhenItEnds() throws CoreException {
        IsolangEditor editor = InlineRuns.runAll(project, page, "skew.isol", SKEW, List.of("skew"));
        String uri = DocumentParser.uriOf(project.getFile("skew.isol")).toString();
        CounterexampleView view = (CounterexampleView) page.showView(CounterexampleView.ID);
        view.show(RunResults.get().latest(uri, "skew").orElseThrow());

        List<Thread> threads = new CopyOnWriteArrayList<>();
        List<Job> jobs = new CopyOnWriteArrayList<>();
        List<RunRecord> reported = new CopyOnWriteArrayList<>();
        JobChangeAdapter listener = new JobChangeAdapter() {
            @Override
            public void running(IJobChangeEvent event) {
                if (event.getJob() instanceof ExplainHistoriesJob) {
                    threads.add(Thread.currentThread());
                    jobs.add(event.getJob());
                }
            }
        };
        java.util.function.Consumer<RunRecord> runs = reported::add;
        Job.getJobManager().addJobChangeListener(listener);
        RunResults.get().addListener(runs);
        try {
            editor.runCommands(Set.of("skew"));
            Workbench.waitUntil("the explanation", 240, () -> !jobs.isEmpty()
                    && Job.getJobManager().find(ExplainHistoriesJob.FAMILY).length == 0);
        } finally {
            Job.getJobManager().removeJobChangeListener(listener);
            RunResults.get().removeListener(runs);
        }

        assertEquals(1, threads.size(), threads.toString());
        assertNotSame(Display.getDefault().getThread(), threads.get(0), "the explanation ran on the UI thread");
        assertFalse(jobs.get(0).isSystem(), "the Progress view does not list the explanation");
        List<RunRecord> finished = reported.stream().filter(r -> r.command().equals("skew") && r.view().isPresent())
                .toList();
        assertEquals(2, finished.size(), "the verdict, then its explanation: " + finished);
        assertTrue(finished.get(0).counterexample().orElseThrow().diagram().emphases().isEmpty(),
                "the verdict waited for the explanation");
        assertFalse(finished.get(1).counterexample().orElseThrow().diagram().emphases().isEmpty());
        RunRecord explained = RunResults.get().latest(uri, "skew").orElseThrow();
        assertSame(finished.get(1), explained);
        Workbench.waitUntil("the view to show the explanation", 30, () -> view.run() == explained);
        assertEquals(explained.counterexample().orElseThrow().diagram().emphases(), view.diagram().emphases());
    }

    @Test
    void cancellingTheExplanationStopsItAndLeavesTheRunAsItWas() throws CoreException, InterruptedException {
        InlineRuns.runAll(project, page, "cancel.isol", SKEW, List.of("skew"));
        String uri = DocumentParser.uriOf(project.getFile("cancel.isol")).toString();
        RunRecord run = RunResults.get().latest(uri, "skew").orElseThrow();
        AtomicReference<Thread> thread = new AtomicReference<>();
        AtomicBoolean stopped = new AtomicBoolean();
        ExplainHistoriesJob job = new ExplainHistoriesJob(run, (history, level, cancel) -> {
            thread.set(Thread.currentThread());
            long deadline = System.currentTimeMillis() + 120_000;
            while (!cancel.isCancelled() && System.currentTimeMillis() < deadline) {
                Thread.onSpinWait();
            }
            stopped.set(cancel.isCancelled());
            return List.of();
        });
        job.schedule();
        // the UI thread keeps dispatching events while the explanation works
        Workbench.waitUntil("the explanation to start", 60, () -> thread.get() != null);
        assertNotSame(Display.getDefault().getThread(), thread.get());

        job.cancel();
        Workbench.waitUntil("the cancelled explanation to end", 30, () -> job.getResult() != null);

        assertEquals(IStatus.CANCEL, job.getResult().getSeverity(), job.getResult().toString());
        assertTrue(stopped.get(), "the check under way did not see the cancellation");
        assertSame(run, RunResults.get().latest(uri, "skew").orElseThrow(), "a cancelled explanation replaced the run");
    }
}
