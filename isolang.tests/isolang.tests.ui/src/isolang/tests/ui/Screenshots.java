// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;

/**
 * Pictures of windows as they draw themselves (not copied from the screen, which under Xvfb
 * without a window manager may still show a closed dialog), saved as PNG under
 * {@code target/screenshots} of the test bundle, to look at what a test drove.
 */
final class Screenshots {

    private Screenshots() {
    }

    /** Saves {@code shell} as it draws itself as {@code NAME.png}; returns the file. */
    static Path save(Shell shell, String name) throws java.io.IOException {
        shell.layout(true, true);
        Workbench.pause(500);
        Rectangle bounds = shell.getBounds();
        Image image = new Image(shell.getDisplay(), bounds.width, bounds.height);
        GC gc = new GC(image);
        try {
            shell.print(gc);
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] {image.getImageData()};
            Path file = Path.of("target", "screenshots", name + ".png").toAbsolutePath();
            Files.createDirectories(file.getParent());
            loader.save(file.toString(), SWT.IMAGE_PNG);
            return file;
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
