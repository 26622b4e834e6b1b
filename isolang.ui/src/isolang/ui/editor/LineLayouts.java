// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Event;

/**
 * Keeps what the text widget and the platform cache about lines in step with the space reserved
 * above lines for inline results.
 *
 * <p>Layouts: the text widget caches the layout of the lines near its top line, and the The text widget caches the layout of the lines near its top line, and the
 * vertical indent that reserves a line header's space is part of that layout. When a line's
 * vertical indent changes while the line is outside the visible lines (the platform sets it
 * while drawing the header, and a header above may just have grown and pushed the line down),
 * the widget updates the line's height but keeps the cached layout with the old indent: the
 * line's text is then drawn at the top of the reserved space, over the results drawn there, and
 * stays so, since nothing changes the indent again. The ruler agrees with the widget, so the
 * misplaced line looks like text written over the diagram.
 *
 * <p>{@link #repair} compares where the cached layout puts the line's text with the indent the
 * widget holds for the line, and when they differ drops the line's cached layout and draws the
 * widget again.
 *
 * <p>Visible lines: the platform draws a line header only when its line is among the visible
 * lines it recorded at the last scroll or resize, so when a header grows or shrinks without a
 * scroll, the lines that came into view keep their headers undrawn (a history under the last
 * command of a file stays blank, or at its old place) until the user scrolls.
 * {@link #visibleLinesChanged} has the record taken again, as a resize does.
 */
public final class LineLayouts {

    /** Marks a text widget whose visible lines are about to be recorded again. */
    private static final String PENDING = LineLayouts.class.getName() + ".pending";

    private LineLayouts() {
    }

    /**
     * Has the lines in view recorded again and the widget drawn again, once the current event
     * has been handled: the size listeners of the widget hear of a resize to the same size;
     * UI thread. Calls before that happens are merged.
     *
     * @param text the text widget
     */
    public static void visibleLinesChanged(StyledText text) {
        if (text.getData(PENDING) != null) {
            return;
        }
        text.setData(PENDING, Boolean.TRUE);
        text.getDisplay().asyncExec(() -> {
            if (!text.isDisposed()) {
                text.setData(PENDING, null);
                text.notifyListeners(SWT.Resize, new Event());
                text.redraw();
            }
        });
    }

    /**
     * Drops a line's cached layout when it places the text at another height than the line's
     * vertical indent, and redraws the widget; UI thread.
     *
     * @param text the text widget
     * @param line the widget line
     * @return whether the layout was stale and has been dropped
     */
    public static boolean repair(StyledText text, int line) {
        if (line < 0 || line >= text.getLineCount()) {
            return false;
        }
        int offset = text.getOffsetAtLine(line);
        if (laidOutIndent(text, line) == text.getLineVerticalIndent(line)) {
            return false;
        }
        // redrawRange resets the cached layout of the lines in its range; the whole widget is
        // drawn again since every line below moves with the corrected one
        text.redrawRange(offset, 0, true);
        text.redraw();
        return true;
    }

    /**
     * Returns the vertical indent of a line as its cached layout has it: where the text of its
     * first character starts, below the line's top.
     *
     * @param text the text widget
     * @param line the widget line
     * @return the indent in pixels
     */
    public static int laidOutIndent(StyledText text, int line) {
        return text.getLocationAtOffset(text.getOffsetAtLine(line)).y - text.getLinePixel(line);
    }
}
