// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;

import isolang.ui.jobs.RunStatus;

/**
 * Colours, marks and fonts of the results drawn inline in the editor: a verdict shows its
 * status by a mark and a colour (green ✔ passed, red ✘ failed expectation on a tinted
 * ground, amber ? unknown, red ⚠ error, grey ⏳ running), so that a failure never looks like
 * a pass.
 */
final class InlineStyle {

    /** Colour of links (▶ Run, open in view, show/hide history). */
    static final int LINK = 0x1565c0;

    /** Colour of captions and separators. */
    static final int QUIET = 0x607d8b;

    private static final String FONT_KEY = InlineStyle.class.getName() + ".font.";

    private InlineStyle() {
    }

    /**
     * Returns the colour of a status.
     *
     * @param status a run's status
     * @return the colour as 0xRRGGBB
     */
    static int color(RunStatus status) {
        return switch (status) {
            case RUNNING -> 0x78909c;
            case PASSED -> 0x2e7d32;
            case FAILED -> 0xc62828;
            case UNKNOWN -> 0xb26a00;
            case ERROR -> 0xad1457;
        };
    }

    /**
     * Returns the ground a verdict of this status is drawn on.
     *
     * @param status a run's status
     * @return a background colour as 0xRRGGBB, or -1 for none
     */
    static int ground(RunStatus status) {
        return switch (status) {
            case FAILED, ERROR -> 0xffebee;
            case UNKNOWN -> 0xfff8e1;
            default -> -1;
        };
    }

    /**
     * Returns the mark of a status.
     *
     * @param status a run's status
     * @return a one-character mark
     */
    static String mark(RunStatus status) {
        return switch (status) {
            case RUNNING -> "\u23f3";
            case PASSED -> "\u2714";
            case FAILED -> "\u2718";
            case UNKNOWN -> "?";
            case ERROR -> "\u26a0";
        };
    }

    /**
     * Returns an SWT colour.
     *
     * @param rgb the colour as 0xRRGGBB
     * @return the colour (SWT colours need no disposal)
     */
    static Color swt(int rgb) {
        return new Color((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
    }

    /**
     * Returns the editor's font in a style, created once per editor and size.
     *
     * @param text the editor's text widget
     * @param style {@link SWT#NORMAL}, {@link SWT#BOLD} or {@link SWT#ITALIC}
     * @return the font, disposed with the widget
     */
    static Font font(StyledText text, int style) {
        Font base = text.getFont();
        if (style == SWT.NORMAL) {
            return base;
        }
        String key = FONT_KEY + style;
        FontData[] wanted = base.getFontData();
        for (FontData data : wanted) {
            data.setStyle(style);
        }
        if (text.getData(key) instanceof Font cached && !cached.isDisposed()
                && cached.getFontData()[0].getHeight() == wanted[0].getHeight()
                && cached.getFontData()[0].getName().equals(wanted[0].getName())) {
            return cached;
        }
        if (text.getData(key) instanceof Font stale && !stale.isDisposed()) {
            stale.dispose();
        }
        Font font = new Font(text.getDisplay(), wanted);
        text.setData(key, font);
        text.addDisposeListener(e -> font.dispose());
        return font;
    }
}
