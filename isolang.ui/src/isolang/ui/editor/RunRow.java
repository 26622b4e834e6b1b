// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.List;
import java.util.Optional;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunStatus;
import isolang.ui.views.ResultsView;

/**
 * The row directly above a command: "▶ Run", the verdict of its latest run in the colour of
 * its status, and for a run with a history (or a lattice's order) the link that shows or hides
 * the drawing below the command (and "open in view" while it is hidden). The row is one text
 * row high at any width: a verdict too long for the text area's width is shortened with "…" so
 * that the links after it stay visible, and the pointer resting on it shows it whole; a click on
 * the verdict shows the run in the Results view, whose Verdict column holds it whole too.
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
        String tip = null;
        Rectangle verdictArea = new Rectangle(x, y, 0, 0);
        if (run.isPresent()) {
            RunRecord record = run.get();
            RunStatus status = record.status();
            at += painter.separator(at, y);
            List<String> links = links(record);
            int linksWidth = links.stream().mapToInt(l -> painter.separatorWidth() + painter.width(l, SWT.NORMAL, -1))
                    .sum();
            String verdict = verdict(record);
            int style = status == RunStatus.RUNNING ? SWT.ITALIC : SWT.BOLD;
            String shown = painter.fit(verdict, style, InlineStyle.ground(status), painter.right() - at - linksWidth);
            int width = painter.text(shown, at, y, InlineStyle.color(status), style, InlineStyle.ground(status), null);
            verdictArea = new Rectangle(at, y, width, painter.pitch());
            painter.link(verdict, verdictArea, () -> ResultsView.reveal(record));
            tip = shown.equals(verdict) ? null : verdict;
            at += width;
            for (String link : links) {
                at += painter.separator(at, y);
                at += painter.text(link, at, y, InlineStyle.LINK, SWT.NORMAL, -1,
                        link.equals(HistoryRow.OPEN_LABEL) ? actions::openInView : actions::toggleHistory);
            }
        }
        InlineTips.of(painter.text()).put(new Rectangle(x, y, Math.max(at, painter.right()) - x, painter.pitch()),
                verdictArea, tip);
        return new Point(at - x, painter.pitch());
    }

    /** The links after the verdict: show or hide the drawing, and "open in view" while it is hidden. */
    private List<String> links(RunRecord record) {
        if (!record.hasDrawing()) {
            return List.of();
        }
        boolean order = record.hasse().isPresent();
        String toggle = historyShown ? (order ? HIDE_ORDER_LABEL : HIDE_LABEL) : order ? SHOW_ORDER_LABEL : SHOW_LABEL;
        return historyShown ? List.of(toggle) : List.of(toggle, HistoryRow.OPEN_LABEL);
    }
}
