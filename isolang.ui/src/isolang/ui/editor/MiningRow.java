// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import org.eclipse.swt.graphics.Point;

/**
 * One row of results drawn inline between two lines of the editor, owned by one command: its
 * run row (above the command), or its history or lattice order (below it).
 */
sealed interface MiningRow permits RunRow, HistoryRow, HasseRow {

    /**
     * Returns the name of the command the row belongs to.
     *
     * @return the command's name
     */
    String command();

    /**
     * Returns how many text lines of the editor the row takes.
     *
     * @param lineHeight the editor's line height in pixels
     * @return the number of lines, at least 1
     */
    int lines(int lineHeight);

    /**
     * Draws the row.
     *
     * @param painter where to draw, collecting the links
     * @param x left edge in pixels
     * @param y top edge in pixels
     * @return the width drawn and the height taken ({@link #lines} rows)
     */
    Point draw(RowPainter painter, int x, int y);
}
