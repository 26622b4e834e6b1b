// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.swt.widgets.TreeItem;

import isolang.history.model.CompactHistory;

/**
 * Sessions and their transactions as a virtual tree: items are made only when they scroll into
 * view, so the tree of a history with a million transactions opens at once. A session row shows
 * its number of transactions; a transaction row its status and operations (the first
 * {@value #SHOWN_OPERATIONS}, then how many more). Transactions outside every session (aborted
 * ones some formats record apart) are grouped under a last row.
 */
public final class HistoryTree {

    /** Operations listed per transaction row. */
    static final int SHOWN_OPERATIONS = 16;

    private final Tree tree;
    private CompactHistory history;
    private int[] sessionless = new int[0];

    HistoryTree(Composite parent) {
        tree = new Tree(parent, SWT.VIRTUAL | SWT.BORDER | SWT.FULL_SELECTION | SWT.H_SCROLL | SWT.V_SCROLL);
        tree.setHeaderVisible(true);
        tree.setLinesVisible(true);
        column("Session / transaction", 200);
        column("Status", 110);
        column("Operations", 700);
        tree.addListener(SWT.SetData, this::fill);
    }

    private void column(String title, int width) {
        TreeColumn column = new TreeColumn(tree, SWT.LEFT);
        column.setText(title);
        column.setWidth(width);
    }

    /** The tree widget. */
    public Tree control() {
        return tree;
    }

    /** Shows {@code shown}; call from the UI thread. */
    void show(CompactHistory shown) {
        history = shown;
        sessionless = java.util.stream.IntStream.range(1, shown.transactionCount())
                .filter(t -> shown.txnSession(t) < 0).toArray();
        tree.removeAll();
        tree.setItemCount(shown.sessionCount() + (sessionless.length > 0 ? 1 : 0));
    }

    private void fill(Event event) {
        TreeItem item = (TreeItem) event.item;
        TreeItem parent = item.getParentItem();
        if (parent == null) {
            int s = event.index;
            item.setData(s);
            int count = s < history.sessionCount() ? history.sessionLength(s) : sessionless.length;
            String name = s < history.sessionCount() ? "session " + sessionName(s) : "outside every session";
            item.setText(new String[] {name, "", String.format("%,d transaction%s", count, count == 1 ? "" : "s")});
            item.setItemCount(count);
        } else {
            int s = (Integer) parent.getData();
            int t = s < history.sessionCount() ? history.sessionTxn(s, event.index) : sessionless[event.index];
            item.setData(-t - 1);
            item.setText(new String[] {history.txnName(t), history.status(t).name().toLowerCase(java.util.Locale.ROOT),
                    operations(t)});
        }
    }

    private String sessionName(int s) {
        String name = history.sessionName(s);
        return name != null && !name.isEmpty() ? name : history.label(history.sessionLabel(s));
    }

    /** The operations of transaction {@code t} as text, at most {@value #SHOWN_OPERATIONS}. */
    String operations(int t) {
        StringBuilder text = new StringBuilder();
        int end = Math.min(history.opEnd(t), history.opStart(t) + SHOWN_OPERATIONS);
        for (int op = history.opStart(t); op < end; op++) {
            text.append(text.length() == 0 ? "" : " ").append(history.opText(op));
        }
        int more = history.opEnd(t) - end;
        return more > 0 ? text + String.format(" \u2026 (%,d more)", more) : text.toString();
    }
}
