// SPDX-License-Identifier: EPL-2.0
package isolang.ui.views;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;

/**
 * The "isolang Results" view: every run of this session with its verdict, scope, time and
 * statistics, newest first. Double-clicking a run with a history opens it in the
 * Counterexample view.
 */
public class ResultsView extends ViewPart {

    /** Id of the view in plugin.xml. */
    public static final String ID = "isolang.ui.views.ResultsView";

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

    private TableViewer viewer;

    private final Consumer<RunRecord> listener = run -> {
        if (viewer != null && !viewer.getControl().isDisposed()) {
            viewer.getControl().getDisplay().asyncExec(this::refresh);
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        viewer = new TableViewer(parent, SWT.FULL_SELECTION | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        addColumn("Command", 160, RunRecord::command);
        addColumn("Status", 80, r -> r.status().name().toLowerCase());
        addColumn("Verdict", 320, RunRecord::verdict);
        addColumn("Scope", 140, RunRecord::scope);
        addColumn("Time", 70, r -> r.millis() + " ms");
        addColumn("Statistics", 360, RunRecord::statisticsText);
        addColumn("Finished", 80, r -> TIME.format(r.finished()));
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.addDoubleClickListener(event -> {
            Object selected = ((IStructuredSelection) event.getSelection()).getFirstElement();
            if (selected instanceof RunRecord run && run.counterexample().isPresent()) {
                showCounterexample(getSite().getPage(), run);
            }
        });
        RunResults.get().addListener(listener);
        refresh();
    }

    /**
     * Opens the Counterexample view on a run.
     *
     * @param page the workbench page
     * @param run a run with a history
     */
    public static void showCounterexample(IWorkbenchPage page, RunRecord run) {
        try {
            ((CounterexampleView) page.showView(CounterexampleView.ID)).show(run);
        } catch (PartInitException e) {
            org.eclipse.core.runtime.ILog.of(ResultsView.class).error("Cannot open the Counterexample view", e);
        }
    }

    private void addColumn(String title, int width, Function<RunRecord, String> text) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((RunRecord) element);
            }
        });
    }

    private void refresh() {
        if (viewer != null && !viewer.getControl().isDisposed()) {
            var runs = new java.util.ArrayList<>(RunResults.get().all());
            java.util.Collections.reverse(runs);
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
