// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.ArrayList;
import java.util.List;

/**
 * The monospace text measures of a drawing, derived from its font size, shared by box sizing,
 * label placement, SVG output and the IDE's painter, so that sizes computed without a display
 * match the drawn text (a monospace glyph advances about 0.6 em).
 *
 * <p>The caller chooses the font size: the IDE passes its editor font's pixel size, so text in a
 * diagram drawn at 100 % is never smaller than the editor's; the CLI's SVG uses
 * {@link #DEFAULT}.
 *
 * @param fontSize the font size of box and label text, in pixels, at least {@link #MIN_FONT_SIZE}
 */
public record TextMetrics(double fontSize) {

    /** The smallest font size a diagram is laid out for. */
    public static final double MIN_FONT_SIZE = 6;

    /** Operations listed per text line of a box before wrapping. */
    public static final int OPERATIONS_PER_LINE = 3;

    /** 12 pixels, the size of SVG files written by the CLI. */
    public static final TextMetrics DEFAULT = new TextMetrics(12);

    /** Checks the font size. */
    public TextMetrics {
        if (!(fontSize >= MIN_FONT_SIZE) || Double.isInfinite(fontSize)) {
            throw new IllegalArgumentException("font size must be at least " + MIN_FONT_SIZE + " px: " + fontSize);
        }
    }

    /** The advance width of one monospace character. */
    public double charWidth() {
        return fontSize * 0.61;
    }

    /** The baseline-to-baseline distance of text lines. */
    public double lineHeight() {
        return Math.ceil(fontSize * 4 / 3);
    }

    /** The distance from the top of a text line to its baseline. */
    public double ascent() {
        return Math.round(fontSize);
    }

    /** The inner padding of a transaction box. */
    public double padding() {
        return Math.round(fontSize * 0.6);
    }

    /** The width of {@code text} set in the monospace font. */
    public double width(String text) {
        return text.length() * charWidth();
    }

    /**
     * {@code text} broken at spaces into lines no wider than {@code width} (a single word wider
     * than that is broken inside), so a caption never runs past its drawing's edge.
     */
    public List<String> wrap(String text, double width) {
        int perLine = Math.max(1, (int) Math.floor(width / charWidth()));
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String rest = word;
            while (rest.length() > perLine) {
                if (!line.isEmpty()) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                lines.add(rest.substring(0, perLine));
                rest = rest.substring(perLine);
            }
            if (!line.isEmpty() && line.length() + 1 + rest.length() > perLine) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.isEmpty() ? "" : " ").append(rest);
        }
        if (!line.isEmpty() || lines.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }
}
