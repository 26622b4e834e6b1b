// SPDX-License-Identifier: EPL-2.0
package isolang.ui.diagram;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Display;

/** Writes a drawing to a PNG file on a white ground. */
public final class PngImage {

    private PngImage() {
    }

    /**
     * Paints a drawing into an image of its size and writes it as PNG; UI thread.
     *
     * @param display the display
     * @param width the image's width in pixels
     * @param height the image's height in pixels
     * @param paint paints the drawing from the image's top left corner
     * @param target the file
     * @throws IOException if the file cannot be written
     */
    public static void write(Display display, int width, int height, Consumer<GC> paint, Path target)
            throws IOException {
        Image image = new Image(display, Math.max(1, width), Math.max(1, height));
        try {
            GC gc = new GC(image);
            try {
                gc.setBackground(display.getSystemColor(SWT.COLOR_WHITE));
                gc.fillRectangle(image.getBounds());
                paint.accept(gc);
            } finally {
                gc.dispose();
            }
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] {image.getImageData()};
            try (OutputStream out = Files.newOutputStream(target)) {
                loader.save(out, SWT.IMAGE_PNG);
            }
        } finally {
            image.dispose();
        }
    }
}
