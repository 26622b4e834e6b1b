// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;

/**
 * Pictures of the workbench window taken by tests, for looking at what a feature shows: written
 * to {@code target/screenshots/NAME.png} of the test bundle.
 */
final class Screenshots {

    private Screenshots() {
    }

    /** Captures the active workbench window as {@code name.png}. */
    static Path take(String name) throws java.io.IOException {
        Workbench.pause(300);
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        org.eclipse.swt.graphics.Rectangle bounds = shell.getBounds();
        Image image = new Image(shell.getDisplay(), bounds.width, bounds.height);
        try {
            GC gc = new GC(shell.getDisplay());
            gc.copyArea(image, bounds.x, bounds.y);
            gc.dispose();
            Path directory = Path.of("target", "screenshots");
            Files.createDirectories(directory);
            Path target = directory.resolve(name + ".png");
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] {image.getImageData()};
            try (var out = Files.newOutputStream(target)) {
                loader.save(out, SWT.IMAGE_PNG);
            }
            return target;
        } finally {
            image.dispose();
        }
    }
}
