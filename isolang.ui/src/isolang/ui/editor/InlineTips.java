// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Rectangle;

/**
 * The tooltips of text drawn inline in one editor, e.g. the whole verdict of a run row drawn
 * shortened: the pointer resting on the shortened text shows it whole. Each tip is kept in the
 * widget's content coordinates (scrolling moves it with the text) by the band of the row it was
 * drawn in; drawing the row again replaces the band's tip, and an edit of the text, which moves
 * rows, forgets them all until they are drawn again. UI thread only.
 */
final class InlineTips {

    private static final String KEY = InlineTips.class.getName();

    private final StyledText text;

    /** Where each tip's text is, in content coordinates, by the row band it was drawn in. */
    private final Map<Rectangle, Tip> tips = new LinkedHashMap<>();

    private record Tip(Rectangle area, String text) {
    }

    /** The tip last set on the widget, or null: another tooltip of the widget is left alone. */
    private String shown;

    private InlineTips(StyledText text) {
        this.text = text;
        text.addListener(SWT.MouseMove, e -> show(tipAt(e.x, e.y).orElse(null)));
        text.addListener(SWT.MouseExit, e -> show(null));
        text.addListener(SWT.Modify, e -> tips.clear());
    }

    /**
     * Returns the tips of an editor's text widget, listening to its pointer from the first call.
     *
     * @param text the editor's text widget
     * @return its tips
     */
    static InlineTips of(StyledText text) {
        if (text.getData(KEY) instanceof InlineTips tips) {
            return tips;
        }
        InlineTips tips = new InlineTips(text);
        text.setData(KEY, tips);
        return tips;
    }

    /**
     * Sets the tip of a row as just drawn.
     *
     * @param band the row's band, in the widget's coordinates as drawn
     * @param area where the text with the tip is, in the widget's coordinates as drawn
     * @param tip the tip, or null for none
     */
    void put(Rectangle band, Rectangle area, String tip) {
        Rectangle key = inContent(band);
        tips.keySet().removeIf(key::intersects);
        if (tip != null) {
            tips.put(key, new Tip(inContent(area), tip));
        }
    }

    /**
     * Returns the tip at a point of the widget.
     *
     * @param x widget x
     * @param y widget y
     * @return the tip whose text is there, if any
     */
    Optional<String> tipAt(int x, int y) {
        int cx = x + text.getHorizontalPixel();
        int cy = y + text.getTopPixel();
        return tips.values().stream().filter(t -> t.area().contains(cx, cy)).map(Tip::text).findFirst();
    }

    private Rectangle inContent(Rectangle r) {
        return new Rectangle(r.x + text.getHorizontalPixel(), r.y + text.getTopPixel(), r.width, r.height);
    }

    private void show(String tip) {
        String current = text.getToolTipText();
        if (tip != null ? !tip.equals(current) : shown != null && shown.equals(current)) {
            text.setToolTipText(tip);
        }
        shown = tip;
    }
}
