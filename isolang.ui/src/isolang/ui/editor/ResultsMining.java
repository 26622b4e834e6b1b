// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.ITextViewerExtension5;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.codemining.ICodeMiningProvider;
import org.eclipse.jface.text.codemining.LineHeaderCodeMining;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * Everything drawn between two lines of the editor, as one line header: first the history of
 * the command that ends on the line above, then the run row of each command that starts on
 * the line below, so that a history sits under its command and a verdict over its command.
 * One code mining per line keeps the rows in this order and lets each row start at the left
 * margin. Each drawing is reported as a {@link Drawing}, so that clicks and the pointer shape
 * are matched against what is on screen: when the platform replaces a line's mining by an equal
 * one it may not draw it again, and the last drawing still holds.
 *
 * <p>The platform reserves the header's space from the mining's label, a blank line per label
 * line measured in the italic font of inline annotations; the label has as many lines as cover
 * the rows ({@link LineMeasures}). It sets that space as the line's vertical indent just before
 * each drawing, and the text widget may not follow (its cached layout of the line, the record of
 * the lines in view): each drawing first has the widget catch up ({@link LineLayouts}).
 *
 * <p>The mining has no action of its own: the platform's hit test of a line header
 * ({@code LineHeaderAnnotation.contains}) asks the annotation for its height without a
 * graphics context, and for a label of several lines it then answers the height of one text
 * line, so a click or hover below a header's first line never reaches the mining. The
 * {@link CommandMiningProvider} listens to the text widget itself and matches the pointer
 * against the drawings instead.
 */
final class ResultsMining extends LineHeaderCodeMining {

    private final int line;

    private final List<MiningRow> rows;

    /**
     * Where the rows of a line header and their links were drawn, in the text widget's
     * coordinates.
     *
     * @param rows the bounds of each row, top to bottom
     * @param links the links
     * @param figures where diagrams were drawn
     * @param topPixel the text widget's top pixel when it was drawn
     * @param horizontalPixel the text widget's horizontal pixel when it was drawn
     * @param textTop where the line's text started below the header, in pixels from the top of
     *        the document, when it was drawn ({@link ResultsMining#textTop}); -1 if unknown
     */
    record Drawing(List<Rectangle> rows, List<RowPainter.Link> links, List<Rectangle> figures, int topPixel,
            int horizontalPixel, int textTop) {

        /** Freezes the lists. */
        Drawing {
            rows = List.copyOf(rows);
            links = List.copyOf(links);
            figures = List.copyOf(figures);
        }

        /**
         * Returns the link at a point of the text widget scrolled as it is now: the drawing
         * moved with the text since it was drawn (it is not drawn again while off screen).
         *
         * @param x widget x
         * @param y widget y
         * @param top the widget's top pixel now
         * @param horizontal the widget's horizontal pixel now
         * @return the link drawn there, if any
         */
        Optional<RowPainter.Link> linkAt(int x, int y, int top, int horizontal) {
            int atX = x + horizontal - horizontalPixel;
            int atY = y + top - topPixel;
            return links.stream().filter(l -> l.bounds().contains(atX, atY)).findFirst();
        }
    }

    /** How often a drawing may repair its line's layout: bounds the redraws if it never holds. */
    private static final int REPAIRS = 3;

    private final ITextViewer viewer;

    private int repairs;

    /** The space above the line when this mining last drew, or -1 before its first drawing. */
    private int drawnIndent = -1;

    private final BiConsumer<ResultsMining, Drawing> drawn;

    /**
     * A line header.
     *
     * @param line the document line the rows are drawn above
     * @param position the position of that line (its first character, or its empty end)
     * @param provider the provider
     * @param rows the rows, top to bottom
     * @param measures the editor's line measures, to reserve the rows' height
     * @param viewer the editor's viewer, to find the line in the text widget
     * @param drawn receives each drawing with the mining that made it
     * @throws BadLocationException if the line is outside the document
     */
    ResultsMining(int line, Position position, ICodeMiningProvider provider, List<MiningRow> rows,
            LineMeasures measures, ITextViewer viewer, BiConsumer<ResultsMining, Drawing> drawn)
            throws BadLocationException {
        super(position, provider, null);
        this.viewer = viewer;
        this.drawn = drawn;
        this.line = line;
        this.rows = List.copyOf(rows);
        int lines = measures.labelLines(rows.stream().mapToInt(r -> r.lines(measures.lineHeight())).sum());
        setLabel(String.join("\n", Collections.nCopies(lines, " ")));
    }

    /** @return the document line the rows are drawn above */
    int line() {
        return line;
    }

    /** @return the rows, top to bottom */
    List<MiningRow> rows() {
        return rows;
    }

    @Override
    public Point draw(GC gc, StyledText textWidget, Color color, int x, int y) {
        int widgetLine = widgetLine(textWidget);
        if (widgetLine >= 0) {
            // the platform has just set the space above the line: make the text widget follow it
            if (repairs < REPAIRS && LineLayouts.repair(textWidget, widgetLine)) {
                repairs++;
            }
            int indent = textWidget.getLineVerticalIndent(widgetLine);
            if (indent != drawnIndent) {
                drawnIndent = indent;
                LineLayouts.visibleLinesChanged(textWidget);
            }
        }
        RowPainter painter = new RowPainter(gc, textWidget, color);
        List<Rectangle> bounds = new ArrayList<>();
        int top = y;
        int width = 0;
        for (MiningRow row : rows) {
            Point size = row.draw(painter, x, top);
            bounds.add(new Rectangle(x, top, size.x, size.y));
            width = Math.max(width, size.x);
            top += size.y;
        }
        drawn.accept(this, new Drawing(bounds, painter.links(), painter.figures(), textWidget.getTopPixel(),
                textWidget.getHorizontalPixel(), textTop(textWidget, widgetLine)));
        return new Point(Math.max(1, width), top - y);
    }

    /**
     * Returns where the text of the line below the header starts now, in pixels from the top of
     * the document: a drawing made when it was elsewhere no longer shows where the rows are.
     * UI thread.
     *
     * @param textWidget the editor's text widget
     * @return the pixel, or -1 if the line is folded away
     */
    int textTop(StyledText textWidget) {
        return textTop(textWidget, widgetLine(textWidget));
    }

    private static int textTop(StyledText textWidget, int widgetLine) {
        return widgetLine < 0 ? -1
                : textWidget.getLinePixel(widgetLine) + textWidget.getLineVerticalIndent(widgetLine)
                        + textWidget.getTopPixel();
    }

    private int widgetLine(StyledText textWidget) {
        int offset = getPosition().getOffset();
        int widgetOffset = viewer instanceof ITextViewerExtension5 projected ? projected.modelOffset2WidgetOffset(
                offset) : offset;
        return widgetOffset < 0 || widgetOffset > textWidget.getCharCount() ? -1
                : textWidget.getLineAtOffset(widgetOffset);
    }
}
