// SPDX-License-Identifier: EPL-2.0
package isolang.ui.diagram;

import java.util.function.BiConsumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Transform;

/**
 * Draws in diagram units on a graphics context: moves the origin to a point, scales, switches
 * anti-aliasing on and provides the diagrams' monospace fonts, then gives the context back as it
 * was (transform, font, colours, line width and dash). Shared by the history and Hasse painters.
 */
final class ScaledDrawing {

    private ScaledDrawing() {
    }

    /**
     * Runs a drawing with the origin at (x, y) and the given scale.
     *
     * @param gc where to draw
     * @param x left edge in pixels
     * @param y top edge in pixels
     * @param scale pixels per diagram unit
     * @param points the size of the diagram's fonts in points
     * @param draw draws with the normal and the bold font of the diagrams
     */
    static void draw(GC gc, int x, int y, double scale, int points, BiConsumer<Font, Font> draw) {
        Transform saved = new Transform(gc.getDevice());
        gc.getTransform(saved);
        Transform transform = new Transform(gc.getDevice());
        gc.getTransform(transform);
        transform.translate(x, y);
        transform.scale((float) scale, (float) scale);
        Font savedFont = gc.getFont();
        Color savedForeground = gc.getForeground();
        Color savedBackground = gc.getBackground();
        int savedLineWidth = gc.getLineWidth();
        Font font = new Font(gc.getDevice(), new FontData("Monospace", points, SWT.NORMAL));
        Font bold = new Font(gc.getDevice(), new FontData("Monospace", points, SWT.BOLD));
        try {
            gc.setAdvanced(true);
            gc.setAntialias(SWT.ON);
            gc.setTextAntialias(SWT.ON);
            gc.setTransform(transform);
            draw.accept(font, bold);
        } finally {
            gc.setTransform(saved);
            gc.setFont(savedFont);
            gc.setForeground(savedForeground);
            gc.setBackground(savedBackground);
            gc.setLineWidth(savedLineWidth);
            gc.setLineDash(null);
            transform.dispose();
            saved.dispose();
            font.dispose();
            bold.dispose();
        }
    }
}
