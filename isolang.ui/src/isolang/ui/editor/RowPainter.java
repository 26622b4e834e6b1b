// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * Draws the text of inline result rows into the editor and remembers where each link went,
 * so that a click or the mouse pointer can be matched to the link under it. One painter per
 * drawing of a line header; UI thread only.
 */
final class RowPainter {

    /** A clickable piece of text as drawn: its label, where it is and what it does. */
    record Link(String label, Rectangle bounds, Runnable action) {
    }

    private static final String SEPARATOR = "  \u00b7  ";

    private final GC gc;

    private final StyledText text;

    private final Color defaultColor;

    private final int pitch;

    private final List<Link> links = new ArrayList<>();

    private final List<Rectangle> figures = new ArrayList<>();

    /**
     * A painter.
     *
     * @param gc where to draw
     * @param text the editor's text widget
     * @param defaultColor the colour of code minings
     */
    RowPainter(GC gc, StyledText text, Color defaultColor) {
        this.gc = gc;
        this.text = text;
        this.defaultColor = defaultColor;
        this.pitch = text.getLineHeight() + text.getLineSpacing();
    }

    /** @return the graphics context */
    GC gc() {
        return gc;
    }

    /** @return the editor's text widget */
    StyledText text() {
        return text;
    }

    /** @return the height of one text row of the editor, in pixels */
    int pitch() {
        return pitch;
    }

    /** @return the links drawn so far */
    List<Link> links() {
        return links;
    }

    /** @return where the diagrams drawn so far are */
    List<Rectangle> figures() {
        return figures;
    }

    /**
     * Records where a diagram was drawn.
     *
     * @param bounds the diagram's bounds, in the text widget's coordinates
     */
    void figure(Rectangle bounds) {
        figures.add(bounds);
    }

    /**
     * Draws a piece of text.
     *
     * @param label the text
     * @param x left edge
     * @param y top edge
     * @param rgb colour as 0xRRGGBB, or -1 for the code minings' colour
     * @param style font style ({@link SWT#NORMAL}, {@link SWT#BOLD}, {@link SWT#ITALIC})
     * @param ground background colour as 0xRRGGBB, or -1 for none
     * @param action what a click does, or null for plain text
     * @return the width drawn, in pixels
     */
    int text(String label, int x, int y, int rgb, int style, int ground, Runnable action) {
        gc.setFont(InlineStyle.font(text, style));
        Point extent = gc.textExtent(label);
        int pad = ground >= 0 ? 4 : 0;
        if (ground >= 0) {
            gc.setBackground(InlineStyle.swt(ground));
            gc.fillRoundRectangle(x, y, extent.x + 2 * pad, extent.y, 6, 6);
        }
        gc.setForeground(rgb >= 0 ? InlineStyle.swt(rgb) : defaultColor);
        gc.drawText(label, x + pad, y, true);
        int width = extent.x + 2 * pad;
        if (action != null) {
            gc.drawLine(x + pad, y + extent.y - 1, x + pad + extent.x - 1, y + extent.y - 1);
            links.add(new Link(label, new Rectangle(x, y, width, extent.y), action));
        }
        return width;
    }

    /**
     * Returns the width a piece of text would take, as {@link #text} draws it.
     *
     * @param label the text
     * @param style font style
     * @param ground background colour as 0xRRGGBB, or -1 for none
     * @return the width in pixels
     */
    int width(String label, int style, int ground) {
        gc.setFont(InlineStyle.font(text, style));
        return gc.textExtent(label).x + (ground >= 0 ? 8 : 0);
    }

    /**
     * Returns the right edge of the text area, where drawing is cut off.
     *
     * @return the x of the text area's right edge, in the text widget's coordinates
     */
    int right() {
        return text.getClientArea().width - text.getRightMargin();
    }

    /**
     * Shortens a piece of text to a width: the longest beginning of it, followed by "…", that
     * takes at most {@code room} pixels, or at least its first character and "…".
     *
     * @param label the text
     * @param style font style
     * @param ground background colour as 0xRRGGBB, or -1 for none
     * @param room the width available in pixels
     * @return {@code label} itself if it fits, else its shortened form
     */
    String fit(String label, int style, int ground, int room) {
        if (label.length() < 2 || width(label, style, ground) <= room) {
            return label;
        }
        int low = 1;
        int high = label.length() - 1;
        while (low < high) {
            int middle = (low + high + 1) / 2;
            if (width(shortened(label, middle), style, ground) <= room) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        return shortened(label, low);
    }

    private static String shortened(String label, int length) {
        int end = Character.isLowSurrogate(label.charAt(length)) ? length + 1 : length;
        return label.substring(0, end).stripTrailing() + "\u2026";
    }

    /**
     * Adds a link over something drawn otherwise, e.g. a mark in a diagram.
     *
     * @param label what the link is called
     * @param bounds where it is, in the text widget's coordinates
     * @param action what a click does
     */
    void link(String label, Rectangle bounds, Runnable action) {
        links.add(new Link(label, bounds, action));
    }

    /**
     * Draws the separator between two pieces of a row.
     *
     * @param x left edge
     * @param y top edge
     * @return the width drawn
     */
    int separator(int x, int y) {
        return text(SEPARATOR, x, y, InlineStyle.QUIET, SWT.NORMAL, -1, null);
    }

    /**
     * Returns the width of the separator between two pieces of a row.
     *
     * @return its width in pixels
     */
    int separatorWidth() {
        return width(SEPARATOR, SWT.NORMAL, -1);
    }
}
