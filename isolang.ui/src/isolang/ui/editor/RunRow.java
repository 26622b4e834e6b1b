// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.Optional;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;

import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunStatus;

/**
 * The row directly above a command: "▶ Run", the verdict of its latest run in the colour of
 * its status, and for a run with a history (or a lattice's order) the link that shows or hides
 * the drawing below the command (and "open in view" while it is hidden).
 *
 * @param command the command's name
 * @param run its latest run, if any
 * @param historyShown whether its history is drawn below the command
 * @param actions what the links do
 */
record RunRow(String command, Optional<RunRecord> run, boolean historyShown, Actions actions) implements MiningRow {

    /** What the links of a run row do. */
    interface Actions {
        /** Runs the command. */
        void run();

        /** Shows or hides the command's history (or order) below it. */
        void toggleHistory();

        /** Opens the latest history in the Counterexample view. */
        void openInView();
    }

    /** Label of the link that runs the command. */
    static final String RUN_LABEL = "\u25b6 Run";

    /** Label of the link that hides the history. */
    static final String HIDE_LABEL = "hide history \u25be";

    /** Label of the link that shows the history. */
    static final String SHOW_LABEL = "show history \u25b8";

    /** Label of the link that hides a lattice's order. */
    static final String HIDE_ORDER_LABEL = "hide order \u25be";

    /** Label of the link that shows a lattice's order. */
    static final String SHOW_ORDER_LABEL = "show order \u25b8";

    /**
     * Returns the verdict of a run as shown above its command.
     *
     * @param run the run
     * @return a mark (✔, ✘, ?, …) and the verdict
     */
    static String verdict(RunRecord run) {
        String text = run.status() == RunStatus.FAILED ? "expect failed: " + run.verdict() : run.verdict();
        return InlineStyle.mark(run.status()) + " " + text;
    }

    @Override
    public int lines(int lineHeight) {
        return 1;
    }

    @Override
    public Point draw(RowPainter painter, int x, int y) {
        int at = x + painter.text(RUN_LABEL, x, y, InlineStyle.LINK, SWT.NORMAL, -1, actions::run);
        if (run.isPresent()) {
            RunRecord record = run.get();
            RunStatus status = record.status();
            at += painter.separator(at, y);
            at += painter.text(verdict(record), at, y, InlineStyle.color(status),
                    status == RunStatus.RUNNING ? SWT.ITALIC : SWT.BOLD, InlineStyle.ground(status), null);
            if (record.hasDrawing()) {
                boolean order = record.hasse().isPresent();
                at += painter.separator(at, y);
                at += painter.text(historyShown ? (order ? HIDE_ORDER_LABEL : HIDE_LABEL)
                        : order ? SHOW_ORDER_LABEL : SHOW_LABEL, at, y, InlineStyle.LINK, SWT.NORMAL, -1,
                        actions::toggleHistory);
                if (!historyShown) {
                    at += painter.separator(at, y);
                    at += painter.text(HistoryRow.OPEN_LABEL, at, y, InlineStyle.LINK, SWT.NORMAL, -1,
                            actions::openInView);
                }
            }
        }
        return new Point(at - x, painter.pitch());
    }
}
