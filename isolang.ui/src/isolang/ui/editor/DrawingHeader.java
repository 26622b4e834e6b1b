// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import org.eclipse.swt.SWT;

import isolang.ui.jobs.RunRecord;

/**
 * The top of a drawing below a command: a bar in the colour of the run's status down the
 * drawing's left edge, then the command's name, what the drawing shows and "open in view".
 * Shared by the history and the lattice order rows.
 */
final class DrawingHeader {

    /** Space between the status bar and the title and drawing, in pixels. */
    static final int INDENT = 10;

    private DrawingHeader() {
    }

    /**
     * Draws the bar and the title line.
     *
     * @param painter where to draw
     * @param x left edge
     * @param y top edge
     * @param height the height of the whole row, for the bar
     * @param command the command's name
     * @param run its run, for the status colour
     * @param caption what the drawing shows, after the command's name
     * @param openInView what "open in view" does
     * @return the right edge of the title line
     */
    static int draw(RowPainter painter, int x, int y, int height, String command, RunRecord run, String caption,
            Runnable openInView) {
        painter.gc().setBackground(InlineStyle.swt(InlineStyle.color(run.status())));
        painter.gc().fillRectangle(x, y + 2, 3, height - 4);
        int at = x + INDENT;
        at += painter.text(command, at, y, InlineStyle.color(run.status()), SWT.BOLD, -1, null);
        at += painter.text(": " + caption, at, y, InlineStyle.QUIET, SWT.NORMAL, -1, null);
        at += painter.separator(at, y);
        return at + painter.text(HistoryRow.OPEN_LABEL, at, y, InlineStyle.LINK, SWT.NORMAL, -1, openInView);
    }
}
