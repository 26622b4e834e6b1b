// SPDX-License-Identifier: EPL-2.0
package isolang.ui.views;

import java.util.List;
import java.util.function.Function;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

/** The "isolang Results" view: a table of checks with their outcome and details. */
public class ResultsView extends ViewPart {

    /** Id of the view in plugin.xml. */
    public static final String ID = "isolang.ui.views.ResultsView";

    private TableViewer viewer;

    private List<ResultRow> rows = List.of();

    @Override
    public void createPartControl(Composite parent) {
        viewer = new TableViewer(parent, SWT.FULL_SELECTION | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        addColumn("Specification", 220, ResultRow::specification);
        addColumn("Outcome", 140, ResultRow::outcome);
        addColumn("Details", 400, ResultRow::details);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.setInput(rows);
    }

    private void addColumn(String title, int width, Function<ResultRow, String> text) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((ResultRow) element);
            }
        });
    }

    /**
     * Replaces the rows shown; call from the UI thread.
     *
     * @param results the rows to show, in order
     */
    public void setResults(List<ResultRow> results) {
        rows = List.copyOf(results);
        if (viewer != null && !viewer.getControl().isDisposed()) {
            viewer.setInput(rows);
        }
    }

    /** @return the rows currently shown */
    public List<ResultRow> getResults() {
        return rows;
    }

    /** @return the table viewer, or null before the view's control is created */
    public TableViewer getViewer() {
        return viewer;
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }
}
