// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import java.util.List;

import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * Base of workbench tests that resize the window or maximise parts: remembers the window's
 * bounds before each test and afterwards restores them and every view and editor.
 */
abstract class ResizingWorkbenchTest extends WorkbenchProjectTest {

    /** The workbench window's shell. */
    protected Shell shell;

    private Rectangle shellBounds;

    /** @param projectName the name of the project each test works in */
    protected ResizingWorkbenchTest(String projectName) {
        super(projectName);
    }

    @BeforeEach
    void rememberTheWindow() {
        shell = page.getWorkbenchWindow().getShell();
        shellBounds = shell.getBounds();
    }

    @AfterEach
    void restoreTheWindow() {
        for (IWorkbenchPartReference part : List.<IWorkbenchPartReference>of(page.getViewReferences())) {
            page.setPartState(part, IWorkbenchPage.STATE_RESTORED);
        }
        for (IWorkbenchPartReference part : List.<IWorkbenchPartReference>of(page.getEditorReferences())) {
            page.setPartState(part, IWorkbenchPage.STATE_RESTORED);
        }
        shell.setBounds(shellBounds);
        Workbench.processEvents();
    }
}
