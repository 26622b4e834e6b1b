// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Table;

/**
 * Sizes a table at the top of a vertical {@link SashForm} to show all its rows (at least
 * {@code minRows}) without scrolling, but never more than a share of the sash, leaving the rest
 * to the details below; again whenever the sash is resized or the rows change.
 */
public final class TableFit {

    /** The largest share of the sash's height the table takes. */
    private static final double MAX_SHARE = 0.5;

    private final SashForm sash;
    private final Table table;
    private final int minRows;

    private TableFit(SashForm sash, Table table, int minRows) {
        this.sash = sash;
        this.table = table;
        this.minRows = minRows;
    }

    /**
     * Keeps {@code table}, the first child of {@code sash}, fitted to its rows.
     *
     * @param minRows the fewest rows the table has room for, even when empty
     * @return the fitting, to call {@link #fit()} after the rows changed
     */
    public static TableFit install(SashForm sash, Table table, int minRows) {
        TableFit fit = new TableFit(sash, table, minRows);
        sash.addListener(SWT.Resize, e -> fit.fit());
        return fit;
    }

    /** Sets the sash's weights so that the table shows its rows. */
    public void fit() {
        if (sash.isDisposed()) {
            return;
        }
        int total = sash.getClientArea().height - sash.getSashWidth();
        if (total <= 0) {
            return;
        }
        int rows = Math.max(minRows, table.getItemCount());
        int wanted = table.getHeaderHeight() + rows * table.getItemHeight()
                + table.computeTrim(0, 0, 0, 0).height + 4;
        int top = Math.min(wanted, (int) (total * MAX_SHARE));
        sash.setWeights(top, Math.max(1, total - top));
    }
}
