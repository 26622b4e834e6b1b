// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;

/** Helpers for workbench tests: files, markers, and waiting while the UI keeps running. */
final class Workbench {

    private Workbench() {
    }

    /** Processes UI events until {@code condition} holds, failing after {@code seconds}. */
    static void waitUntil(String what, int seconds, BooleanSupplier condition) {
        Display display = Display.getCurrent();
        long deadline = System.currentTimeMillis() + seconds * 1000L;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                fail("timed out after " + seconds + " s waiting for " + what);
            }
            if (!display.readAndDispatch()) {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    fail("interrupted while waiting for " + what);
                }
            }
        }
    }

    /** Keeps the UI running for {@code millis} milliseconds. */
    static void pause(int millis) {
        long end = System.currentTimeMillis() + millis;
        waitUntil("a pause of " + millis + " ms", millis / 1000 + 5, () -> System.currentTimeMillis() >= end);
    }

    /**
     * Moves the mouse to a point of the widget and clicks there, as SWT reports it to the
     * widget's listeners (the code minings' mouse tracker among them).
     */
    static void click(StyledText widget, int x, int y) {
        for (int type : new int[] {SWT.MouseMove, SWT.MouseDown, SWT.MouseUp}) {
            Event event = new Event();
            event.x = x;
            event.y = y;
            event.button = type == SWT.MouseMove ? 0 : 1;
            widget.notifyListeners(type, event);
            Workbench.processEvents();
        }
    }

    /** Copies what is on screen in {@code area} of the widget. */
    static ImageData capture(StyledText widget, Rectangle area) {
        processEvents();
        Image image = new Image(widget.getDisplay(), area.width, area.height);
        GC gc = new GC(widget);
        try {
            gc.copyArea(image, area.x, area.y);
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    /** Counts the pixels close to a colour (anti-aliased text blends with the ground). */
    static int count(ImageData image, RGB colour) {
        int found = 0;
        for (int x = 0; x < image.width; x++) {
            for (int y = 0; y < image.height; y++) {
                RGB pixel = image.palette.getRGB(image.getPixel(x, y));
                if (Math.abs(pixel.red - colour.red) + Math.abs(pixel.green - colour.green)
                        + Math.abs(pixel.blue - colour.blue) < 40) {
                    found++;
                }
            }
        }
        return found;
    }

    /** Drains pending UI work. */
    static void processEvents() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // run what is queued, e.g. the initial colouring
        }
    }

    static IFile create(IProject project, String name, String text) throws CoreException {
        IFile file = project.getFile(name);
        file.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
        return file;
    }

    static List<IMarker> markers(IFile file, String type) {
        try {
            return Arrays.asList(file.findMarkers(type, false, IResource.DEPTH_ZERO));
        } catch (CoreException e) {
            return List.of();
        }
    }

    static List<IMarker> errors(IFile file, String type) {
        return markers(file, type).stream()
                .filter(m -> m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR).toList();
    }
}
