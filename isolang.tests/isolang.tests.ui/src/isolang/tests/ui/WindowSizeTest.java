// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import isolang.ui.startup.InitialWindowSize;

/**
 * The workbench window's first size suits the screen: the platform opens it at about 1018×739
 * whatever the screen; isolang makes it cover 90 % of the monitor in each direction, centred.
 */
class WindowSizeTest {

    @Test
    void theFirstWindowCoversMostOfTheScreenAndIsCentred() {
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        Rectangle before = shell.getBounds();
        try {
            shell.setMaximized(false);
            shell.setBounds(0, 0, 1018, 739);
            Workbench.processEvents();
            Rectangle screen = shell.getMonitor().getClientArea();

            InitialWindowSize.resize(shell);
            Workbench.processEvents();

            Rectangle sized = shell.getBounds();
            int width = Math.min(screen.width, Math.max(1018, (int) (screen.width * InitialWindowSize.SHARE)));
            int height = Math.min(screen.height, Math.max(739, (int) (screen.height * InitialWindowSize.SHARE)));
            assertEquals(width, sized.width, sized + " on " + screen);
            assertEquals(height, sized.height, sized + " on " + screen);
            assertTrue(Math.abs(sized.x - (screen.x + (screen.width - sized.width) / 2)) <= 1, sized + " on " + screen);
            assertTrue(Math.abs(sized.y - (screen.y + (screen.height - sized.height) / 2)) <= 1,
                    sized + " on " + screen);
        } finally {
            shell.setBounds(before);
            Workbench.processEvents();
        }
    }
}
