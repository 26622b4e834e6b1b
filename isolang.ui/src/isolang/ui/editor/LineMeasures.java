// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.GC;

/**
 * The vertical measures of the editor's text that inline rows are drawn in and reserved by.
 * Rows are drawn one text row ({@link #rowPitch}) per line they take. The platform reserves a
 * line header's space by measuring each line of the mining's label in the font of inline
 * annotations, the text's font in italics ({@code CodeMiningLineHeaderAnnotation.getHeight(GC)}
 * with the graphics context of {@code InlinedAnnotationDrawingStrategy}), which can be less than
 * the text's line height; so the label gets as many lines of that {@link #labelPitch} as cover
 * the rows.
 *
 * @param lineHeight the widget's line height in pixels
 * @param rowPitch the height of a text row: line height and line spacing
 * @param labelPitch the height the platform reserves per label line, in the text's font in italics
 */
record LineMeasures(int lineHeight, int rowPitch, int labelPitch) {

    /** The measures before the editor is shown. */
    static final LineMeasures DEFAULT = new LineMeasures(16, 16, 16);

    /**
     * Measures a text widget's font; UI thread.
     *
     * @param text the editor's text widget
     * @return its measures
     */
    static LineMeasures of(StyledText text) {
        GC gc = new GC(text);
        try {
            gc.setFont(InlineStyle.font(text, SWT.ITALIC));
            int spacing = text.getLineSpacing();
            return new LineMeasures(text.getLineHeight(), text.getLineHeight() + spacing,
                    Math.max(1, gc.textExtent(" ").y + spacing));
        } finally {
            gc.dispose();
        }
    }

    /**
     * Returns how many label lines reserve the space of some rows.
     *
     * @param rows the text rows the rows take
     * @return label lines covering at least {@code rows} text rows
     */
    int labelLines(int rows) {
        return (rows * rowPitch + labelPitch - 1) / labelPitch;
    }
}
