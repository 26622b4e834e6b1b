// SPDX-License-Identifier: EPL-2.0
package isolang.ui.views;

import java.util.function.Function;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;

/**
 * A table of the isolang views whose rows are of one type, with a column per text of a row: the
 * table shows its header and lines, selects whole rows, scrolls, and takes a list or array of
 * rows as its input.
 *
 * @param <T> the type of the rows
 */
public final class TextColumns<T> {

    private final TableViewer viewer;

    private final Class<T> rows;

    private TextColumns(TableViewer viewer, Class<T> rows) {
        this.viewer = viewer;
        this.rows = rows;
    }

    /**
     * Creates the table in {@code parent}.
     *
     * @param <T> the type of the rows
     * @param parent the composite holding the table
     * @param rows the type of the rows
     * @return the table, without columns yet
     */
    public static <T> TextColumns<T> table(Composite parent, Class<T> rows) {
        TableViewer viewer = new TableViewer(parent, SWT.FULL_SELECTION | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        return new TextColumns<>(viewer, rows);
    }

    /**
     * Returns the table's viewer.
     *
     * @return the viewer
     */
    public TableViewer viewer() {
        return viewer;
    }

    /**
     * Adds a column showing a text of each row.
     *
     * @param heading the column's heading
     * @param width its width in pixels
     * @param text the text of a row
     * @return this table
     */
    public TextColumns<T> add(String heading, int width, Function<T, String> text) {
        return add(heading, width, text, row -> null, row -> null);
    }

    /**
     * Adds a column showing a text of each row, with a tool tip and a colour.
     *
     * @param heading the column's heading
     * @param width its width in pixels
     * @param text the text of a row
     * @param toolTip the tool tip of a row, or null for none (shown where the viewer enables tool tips)
     * @param foreground the colour of a row's text, or null for the default
     * @return this table
     */
    public TextColumns<T> add(String heading, int width, Function<T, String> text, Function<T, String> toolTip,
            Function<T, Color> foreground) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(heading);
        column.getColumn().setWidth(width);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply(rows.cast(element));
            }

            @Override
            public String getToolTipText(Object element) {
                return toolTip.apply(rows.cast(element));
            }

            @Override
            public Color getForeground(Object element) {
                return foreground.apply(rows.cast(element));
            }
        });
        return this;
    }
}
