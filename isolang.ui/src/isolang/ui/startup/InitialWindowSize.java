// SPDX-License-Identifier: EPL-2.0
package isolang.ui.startup;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.osgi.service.prefs.BackingStoreException;

/**
 * Gives the workbench window a size that suits the screen the first time a workspace is
 * opened: the platform opens it at 1024×768 whatever the screen, and restores the user's size
 * and position after that. The window is centred on its monitor and covers {@value #SHARE} of
 * it in each direction (at most {@value #MAX_WIDTH}×{@value #MAX_HEIGHT}).
 */
public final class InitialWindowSize implements IStartup {

    /** Share of the monitor's width and height the window takes. */
    public static final double SHARE = 0.9;

    /** Largest initial width, in pixels. */
    static final int MAX_WIDTH = 1920;

    /** Largest initial height, in pixels. */
    static final int MAX_HEIGHT = 1200;

    /** Preference set once the window of this workspace has been sized. */
    private static final String SIZED = "initialWindowSized";

    @Override
    public void earlyStartup() {
        IEclipsePreferences preferences = InstanceScope.INSTANCE.getNode("isolang.ui");
        if (preferences.getBoolean(SIZED, false)) {
            return;
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        workbench.getDisplay().asyncExec(() -> {
            for (IWorkbenchWindow window : workbench.getWorkbenchWindows()) {
                resize(window.getShell());
            }
            preferences.putBoolean(SIZED, true);
            try {
                preferences.flush();
            } catch (BackingStoreException e) {
                org.eclipse.core.runtime.ILog.of(InitialWindowSize.class).warn("Cannot save " + SIZED, e);
            }
        });
    }

    /**
     * Sizes and centres a shell on its monitor.
     *
     * @param shell the window's shell
     */
    public static void resize(Shell shell) {
        if (shell == null || shell.isDisposed() || shell.getMaximized()) {
            return;
        }
        Rectangle screen = shell.getMonitor().getClientArea();
        int width = Math.max(shell.getSize().x, Math.min(MAX_WIDTH, (int) (screen.width * SHARE)));
        int height = Math.max(shell.getSize().y, Math.min(MAX_HEIGHT, (int) (screen.height * SHARE)));
        width = Math.min(width, screen.width);
        height = Math.min(height, screen.height);
        shell.setBounds(screen.x + (screen.width - width) / 2, screen.y + (screen.height - height) / 2, width, height);
    }
}
