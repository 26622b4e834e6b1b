// SPDX-License-Identifier: EPL-2.0
package isolang.ui.views;

import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IPath;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.ViewPart;

import isolang.diagram.hasse.HasseDiagram;
import isolang.diagram.hasse.HasseEdge;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.model.WorkspacePaths;

/**
 * The "isolang Results" view: every run of this session with its command, file, verdict,
 * scope, time and statistics, newest first. Opening a run (double-click or Enter) selects its
 * command in the editor and shows its history, if it has one, in the Counterexample view.
 */
public class ResultsView extends ViewPart {

    /** Id of the view in plugin.xml. */
    public static final String ID = "isolang.ui.views.ResultsView";

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    private TableViewer viewer;

    private final Consumer<RunRecord> listener = run -> {
        if (viewer != null && !viewer.getControl().isDisposed()) {
            viewer.getControl().getDisplay().asyncExec(this::refresh);
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        TextColumns<RunRecord> table = TextColumns.table(parent, RunRecord.class)
                .add("Command", 160, RunRecord::command)
                .add("File", 240, ResultsView::fileLabel, RunRecord::fileUri, r -> null)
                .add("Status", 80, r -> r.status().name().toLowerCase(Locale.ROOT))
                .add("Verdict", 320, RunRecord::verdict, RunRecord::verdict, r -> null)
                .add("Scope", 140, RunRecord::scope)
                .add("Time", 70, r -> r.millis() + " ms")
                .add("Statistics", 360, RunRecord::statisticsText)
                .add("Finished", 80, r -> TIME.format(r.finished()));
        viewer = table.viewer();
        ColumnViewerToolTipSupport.enableFor(viewer);
        viewer.addOpenListener(event -> {
            if (((IStructuredSelection) event.getSelection()).getFirstElement() instanceof RunRecord run) {
                open(getSite().getPage(), run);
            }
        });
        createContextMenu();
        RunResults.get().addListener(listener);
        refresh();
    }

    private void createContextMenu() {
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(manager -> {
            if (viewer.getStructuredSelection().getFirstElement() instanceof RunRecord run) {
                manager.add(ViewCommands.action("Go to Command", "Select the command in its file",
                        () -> openCommand(getSite().getPage(), run)));
                if (run.hasDrawing()) {
                    manager.add(ViewCommands.action(run.hasse().isPresent() ? "Show Order" : "Show Counterexample",
                            "Show it in the Counterexample view",
                            () -> showCounterexample(getSite().getPage(), run)));
                }
            }
        });
        viewer.getControl().setMenu(menu.createContextMenu(viewer.getControl()));
    }

    /**
     * Returns how the view names the file of a run: its workspace path, or its path on disk.
     *
     * @param run a run
     * @return e.g. {@code examples/tour.isol}
     */
    public static String fileLabel(RunRecord run) {
        URI uri = URI.createURI(run.fileUri());
        if (uri.isPlatformResource()) {
            return WorkspacePaths.shown(IPath.fromPortableString(uri.toPlatformString(true)));
        }
        return uri.isFile() ? uri.toFileString() : run.fileUri();
    }

    /**
     * Opens a run: selects its command in its file's editor, and shows its history or order, if
     * any, in the Counterexample view.
     *
     * @param page the workbench page
     * @param run the run
     */
    public static void open(IWorkbenchPage page, RunRecord run) {
        IEditorPart editor = openCommand(page, run);
        if (run.hasDrawing()) {
            showCounterexample(page, run);
            if (editor != null) {
                page.activate(editor);
            }
        }
    }

    /**
     * Opens the file of a run's command in an editor and selects the command.
     *
     * @param page the workbench page
     * @param run the run
     * @return the editor, or null if the file cannot be opened
     */
    public static IEditorPart openCommand(IWorkbenchPage page, RunRecord run) {
        URI uri = URI.createURI(run.fileUri());
        try {
            IEditorPart editor;
            if (uri.isPlatformResource()) {
                IFile file = ResourcesPlugin.getWorkspace().getRoot()
                        .getFile(new org.eclipse.core.runtime.Path(uri.toPlatformString(true)));
                editor = IDE.openEditor(page, file);
            } else if (uri.isFile()) {
                editor = IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(Path.of(uri.toFileString())
                        .toUri()));
            } else {
                return null;
            }
            if (editor instanceof IsolangEditor isolang && !isolang.selectCommand(run.command())
                    && run.compiled() != null) {
                isolang.selectAndReveal(run.compiled().source().offset(), run.compiled().source().length());
            }
            return editor;
        } catch (PartInitException e) {
            ILog.of(ResultsView.class).error("Cannot open " + run.fileUri(), e);
            return null;
        }
    }

    /**
     * Shows a run in the Results view of the active page, selected, with its whole verdict.
     *
     * @param run the run
     */
    public static void reveal(RunRecord run) {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window == null || window.getActivePage() == null) {
            return;
        }
        try {
            ResultsView view = (ResultsView) window.getActivePage().showView(ID);
            view.refresh();
            view.viewer.setSelection(new StructuredSelection(run), true);
        } catch (PartInitException e) {
            ILog.of(ResultsView.class).error("Cannot open the Results view", e);
        }
    }

    /**
     * Opens the Counterexample view on a run.
     *
     * @param page the workbench page
     * @param run a run with a history or a lattice's order
     */
    public static void showCounterexample(IWorkbenchPage page, RunRecord run) {
        counterexampleView(page).ifPresent(view -> view.show(run));
    }

    /**
     * Opens the Counterexample view on the history that separates the two levels of a line of
     * a lattice's order.
     *
     * @param page the workbench page
     * @param run the lattice's run
     * @param order its Hasse diagram
     * @param edge the line
     */
    public static void showSeparating(IWorkbenchPage page, RunRecord run, HasseDiagram order, HasseEdge edge) {
        counterexampleView(page).ifPresent(view -> view.showSeparating(run, order, edge));
    }

    private static Optional<CounterexampleView> counterexampleView(IWorkbenchPage page) {
        try {
            return Optional.of((CounterexampleView) page.showView(CounterexampleView.ID));
        } catch (PartInitException e) {
            ILog.of(ResultsView.class).error("Cannot open the Counterexample view", e);
            return Optional.empty();
        }
    }

    private void refresh() {
        if (viewer != null && !viewer.getControl().isDisposed()) {
            List<RunRecord> runs = new ArrayList<>(RunResults.get().all());
            Collections.reverse(runs);
            viewer.setInput(runs);
        }
    }

    /**
     * Returns the table viewer.
     *
     * @return the viewer, or null before the view's control is created
     */
    public TableViewer getViewer() {
        return viewer;
    }

    @Override
    public void dispose() {
        RunResults.get().removeListener(listener);
        super.dispose();
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }
}
