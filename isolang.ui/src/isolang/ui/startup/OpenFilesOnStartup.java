// SPDX-License-Identifier: EPL-2.0
package isolang.ui.startup;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;

import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.ExplainHistoriesJob;
import isolang.ui.jobs.RunCommandsJob;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.views.CounterexampleView;
import isolang.ui.views.ResultsView;

/**
 * Opens files given on the command line once the workbench is up, since the product has no
 * native launcher to do it. The IDE start script passes the files in the system property
 * {@value #OPEN_PROPERTY} (separated by {@link File#pathSeparator}); each is brought into the
 * workspace ({@link CommandLineFiles}) and opens in its default editor (the isolang editor for
 * {@code *.isol}), and the isolang Results view is shown.
 *
 * <p>If {@value #RUN_PROPERTY} is {@code true}, every command of the opened specifications is
 * run as well, as "Run All Commands" would (e.g. {@code ISOLANG_VMARGS=-Disolang.run=true}); a
 * comma-separated list of command names runs those commands only. If {@value #SHOW_PROPERTY}
 * names a command, once the runs have ended its editor scrolls it to the top and the
 * Counterexample view shows its history (or a lattice's order), maximized if
 * {@value #MAXIMIZE_PROPERTY} is {@code true}. Without runs, {@code isolang.record} drives the
 * Record History wizard instead ({@link RecordOnStartup}).
 *
 * <p>If {@value #REPORT_PROPERTY} names a file, a report is written there once every opened
 * isolang editor has parsed and validated its text (and, with {@value #RUN_PROPERTY}, once the
 * runs have ended: {@code time ran <ms>}), one line per part: {@code editor <editor
 * id> <path>}, {@code view <view id>} or {@code error <path> <message>}, then the milliseconds
 * since the JVM started at which the workbench was up ({@code time workbench <ms>}), the files
 * were in the workspace ({@code time linked <ms>}), the editors were open ({@code time editor
 * <ms>}) and ready ({@code time ready <ms>}), and where the workbench window and the parts were
 * on the display ({@code bounds window|editor|<view id> <x> <y> <width> <height>}). The product
 * smoke test, the start-up benchmark and the screenshot script wait for that file.
 */
public final class OpenFilesOnStartup implements IStartup {

    /** System property with the files to open. */
    public static final String OPEN_PROPERTY = "isolang.open";

    /** System property that, when {@code true}, runs all commands of the opened files. */
    public static final String RUN_PROPERTY = "isolang.run";

    /** System property with the name of the command to show after the runs. */
    public static final String SHOW_PROPERTY = "isolang.show";

    /** System property that, when {@code true}, maximizes the Counterexample view it shows. */
    public static final String MAXIMIZE_PROPERTY = "isolang.showMaximized";

    /** Milliseconds the parts get to lay out and draw before the shown command is scrolled to. */
    private static final int SETTLE_MILLIS = 2000;

    /** System property with the file to write the report of opened parts to. */
    public static final String REPORT_PROPERTY = "isolang.openReport";

    @Override
    public void earlyStartup() {
        String files = System.getProperty(OPEN_PROPERTY, "");
        if (files.isBlank()) {
            return;
        }
        StringBuilder report = new StringBuilder();
        long workbench = uptime();
        List<Object> targets = new ArrayList<>();
        for (String file : files.split(File.pathSeparator)) {
            try {
                targets.add(CommandLineFiles.inWorkspace(Path.of(file)));
            } catch (CoreException e) {
                ILog.of(OpenFilesOnStartup.class).warn("Opening " + file + " outside the workspace: "
                        + e.getMessage());
                targets.add(Path.of(file));
            }
        }
        long linked = uptime();
        IWorkbench ui = PlatformUI.getWorkbench();
        ui.getDisplay().asyncExec(() -> open(ui, files.split(File.pathSeparator), targets, report,
                new long[] {workbench, linked}));
    }

    private static void open(IWorkbench workbench, String[] names, List<Object> targets, StringBuilder report,
            long[] times) {
        IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
        if (window == null) {
            window = workbench.getWorkbenchWindows()[0];
        }
        IWorkbenchPage page = window.getActivePage();
        List<IsolangEditor> editors = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            try {
                IEditorPart editor = targets.get(i) instanceof IFile file ? IDE.openEditor(page, file)
                        : IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(
                                ((Path) targets.get(i)).toAbsolutePath().toUri()));
                report.append("editor ").append(editor.getSite().getId()).append(' ').append(names[i]).append('\n');
                if (editor instanceof IsolangEditor isolang) {
                    editors.add(isolang);
                    commandsToRun().ifPresent(isolang::runCommands);
                }
            } catch (PartInitException e) {
                ILog.of(OpenFilesOnStartup.class).error("Cannot open " + names[i], e);
                report.append("error ").append(names[i]).append(' ').append(e.getMessage()).append('\n');
            }
        }
        try {
            IViewPart view = page.showView(ResultsView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
            report.append("view ").append(view.getSite().getId()).append('\n');
        } catch (PartInitException e) {
            ILog.of(OpenFilesOnStartup.class).error("Cannot show " + ResultsView.ID, e);
            report.append("error ").append(ResultsView.ID).append(' ').append(e.getMessage()).append('\n');
        }
        report.append("time workbench ").append(times[0]).append('\n');
        report.append("time linked ").append(times[1]).append('\n');
        report.append("time editor ").append(uptime()).append('\n');
        boolean run = commandsToRun().isPresent();
        whenReady(editors, () -> {
            report.append("time ready ").append(uptime()).append('\n');
            if (run) {
                afterRuns(workbench, () -> {
                    report.append("time ran ").append(uptime()).append('\n');
                    Runnable reveal = show(page, editors, System.getProperty(SHOW_PROPERTY, ""));
                    // the parts lay out and the minings draw first; then the command goes to the top
                    workbench.getDisplay().timerExec(SETTLE_MILLIS, () -> {
                        reveal.run();
                        bounds(page, report);
                        writeReport(report);
                    });
                });
            } else if (RecordOnStartup.requested().isPresent()) {
                RecordOnStartup.run(RecordOnStartup.requested().get(), page, targets,
                        (part, control) -> bound(report, part, control), () -> writeReport(report));
            } else {
                bounds(page, report);
                writeReport(report);
            }
        });
    }

    /** The commands {@value #RUN_PROPERTY} asks to run: empty for none, an empty set for all. */
    private static Optional<Set<String>> commandsToRun() {
        String run = System.getProperty(RUN_PROPERTY, "").trim();
        if (run.isEmpty() || run.equalsIgnoreCase("false")) {
            return Optional.empty();
        }
        return Optional.of(run.equalsIgnoreCase("true") ? Set.of()
                : Arrays.stream(run.split(",")).map(String::trim).filter(n -> !n.isEmpty())
                        .collect(Collectors.toSet()));
    }

    /**
     * Shows a command's drawing in the Counterexample view ({@value #MAXIMIZE_PROPERTY}: maximized)
     * and returns what scrolls the command to the top of its editor.
     */
    private static Runnable show(IWorkbenchPage page, List<IsolangEditor> editors, String command) {
        for (IsolangEditor editor : editors) {
            Optional<RunRecord> run = RunResults.get().latest(editor.uri().toString(), command);
            if (command.isEmpty() || run.isEmpty() || !editor.selectCommand(command)) {
                continue;
            }
            if (run.get().hasDrawing()) {
                ResultsView.showCounterexample(page, run.get());
                if (Boolean.getBoolean(MAXIMIZE_PROPERTY)) {
                    page.setPartState(page.findViewReference(CounterexampleView.ID), IWorkbenchPage.STATE_MAXIMIZED);
                } else {
                    page.activate(editor);
                }
            }
            int line = ((ITextSelection) editor.getSelectionProvider().getSelection()).getStartLine();
            return () -> {
                editor.viewer().getTextWidget().setSelection(editor.viewer().getTextWidget().getCaretOffset());
                editor.viewer().setTopIndex(line);
            };
        }
        return () -> {};
    }

    /** Reports where the window, the active isolang editor and the Counterexample view are on the display. */
    private static void bounds(IWorkbenchPage page, StringBuilder report) {
        bound(report, "window", page.getWorkbenchWindow().getShell());
        if (page.getActiveEditor() instanceof IsolangEditor editor) {
            bound(report, "editor", editor.viewer().getTextWidget());
        }
        if (page.findView(CounterexampleView.ID) instanceof CounterexampleView view && page.isPartVisible(view)) {
            bound(report, CounterexampleView.ID, view.control());
        }
    }

    private static void bound(StringBuilder report, String part, Control control) {
        if (control != null && !control.isDisposed()) {
            // a shell's bounds are on the display already, with its menu bar; a child's are in its parent
            Rectangle area = control instanceof Shell ? control.getBounds()
                    : control.getDisplay().map(control, null, new Rectangle(0, 0, control.getSize().x,
                            control.getSize().y));
            report.append("bounds ").append(part).append(' ').append(area.x).append(' ').append(area.y).append(' ')
                    .append(area.width).append(' ').append(area.height).append('\n');
        }
    }

    /** Runs {@code then} on the UI thread once no isolang run or explanation is scheduled or running. */
    private static void afterRuns(IWorkbench workbench, Runnable then) {
        Thread waiting = new Thread(() -> {
            try {
                Job.getJobManager().join(RunCommandsJob.FAMILY, null);
                Job.getJobManager().join(ExplainHistoriesJob.FAMILY, null);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            workbench.getDisplay().asyncExec(then);
        }, "isolang start-up report");
        waiting.setDaemon(true);
        waiting.start();
    }

    /** Runs {@code done} on the UI thread once each editor has parsed and validated its text. */
    private static void whenReady(List<IsolangEditor> editors, Runnable done) {
        AtomicInteger waiting = new AtomicInteger(editors.size());
        if (editors.isEmpty()) {
            done.run();
        }
        for (IsolangEditor editor : editors) {
            boolean[] seen = new boolean[1];
            Runnable ready = () -> {
                if (!seen[0]) {
                    seen[0] = true;
                    if (waiting.decrementAndGet() == 0) {
                        done.run();
                    }
                }
            };
            editor.addParseListener(ready);
            if (editor.lastParse() != null) {
                ready.run();
            }
        }
    }

    private static long uptime() {
        return System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    }

    private static void writeReport(CharSequence report) {
        String reportFile = System.getProperty(REPORT_PROPERTY, "");
        if (!reportFile.isBlank()) {
            try {
                Files.writeString(Path.of(reportFile), report, StandardCharsets.UTF_8);
            } catch (IOException e) {
                ILog.of(OpenFilesOnStartup.class).error("Cannot write " + reportFile, e);
            }
        }
    }
}
