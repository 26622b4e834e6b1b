// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

/**
 * The monospace text measures shared by box sizing and SVG output, so that sizes computed
 * without a display match the drawn text (a monospace glyph is about 0.6 em wide).
 */
final class TextMetrics {

    /** Font size of box and label text, in pixels. */
    static final double FONT_SIZE = 12;

    /** Advance width of one monospace character at {@link #FONT_SIZE}. */
    static final double CHAR_WIDTH = 7.3;

    /** Baseline-to-baseline distance of box text lines. */
    static final double LINE_HEIGHT = 16;

    /** Inner padding of a transaction box. */
    static final double PADDING = 7;

    /** Operations listed per text line of a box before wrapping. */
    static final int OPERATIONS_PER_LINE = 3;

    private TextMetrics() {
    }

    /** The width of {@code text} set in the monospace font. */
    static double width(String text) {
        return text.length() * CHAR_WIDTH;
    }
}
