// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * Base of workbench tests that work in a fresh project: creates and opens it before each test,
 * closes every editor and deletes it afterwards.
 */
abstract class WorkbenchProjectTest {

    private final String projectName;

    /** The project of the running test. */
    protected IProject project;

    /** The active workbench page. */
    protected IWorkbenchPage page;

    /** @param projectName the name of the project each test works in */
    protected WorkbenchProjectTest(String projectName) {
        this.projectName = projectName;
    }

    @BeforeEach
    void createProject() throws CoreException {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject(projectName);
        project.create(null);
        project.open(null);
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    @AfterEach
    void deleteProject() throws CoreException {
        page.closeAllEditors(false);
        project.delete(true, null);
    }
}
