// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.Map;

import org.eclipse.swt.graphics.Rectangle;

/**
 * A row of results drawn inline in the editor, as last drawn: which command it belongs to,
 * whether it is the command's history (below the command) or its run row (above it), the
 * document line it is drawn above, and where it and its links are on the text widget.
 *
 * @param command the name of the command the row belongs to
 * @param history true for the history (or lattice order) drawn below the command, false for the run row
 *        above it
 * @param line the document line (0-based) the row is drawn above
 * @param bounds where the row was drawn, in the text widget's coordinates; null before it was drawn
 * @param links the row's links by label, in the text widget's coordinates
 * @param figure where the row's diagram (with its legend) was drawn, in the text widget's
 *        coordinates; null for a run row, a lattice order or before it was drawn
 * @param topPixel the text widget's top pixel when the row was drawn: the coordinates above are
 *        those of the widget scrolled so (a row scrolled out of sight is not drawn again)
 */
public record InlineResult(String command, boolean history, int line, Rectangle bounds,
        Map<String, Rectangle> links, Rectangle figure, int topPixel) {
}
