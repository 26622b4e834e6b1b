// SPDX-License-Identifier: EPL-2.0
package isolang.ui.wizards;

import java.io.IOException;
import java.io.InputStream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.dialogs.WizardNewProjectCreationPage;
import org.eclipse.ui.ide.IDE;

import isolang.ui.editor.IsolangEditor;

/** "New isolang Project": a project with an example specification, opened in the isolang editor. */
public final class NewIsolangProjectWizard extends Wizard implements INewWizard {

    /** Name of the example file in a new project. */
    public static final String EXAMPLE = "example.isol";

    private IWorkbench workbench;

    private WizardNewProjectCreationPage page;

    /** Creates the wizard. */
    public NewIsolangProjectWizard() {
        setWindowTitle("New isolang Project");
    }

    @Override
    public void init(IWorkbench newWorkbench, IStructuredSelection selection) {
        workbench = newWorkbench;
    }

    @Override
    public void addPages() {
        page = new WizardNewProjectCreationPage("project");
        page.setTitle("isolang Project");
        page.setDescription("Create a project for isolang specifications, with an example.");
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        try {
            IFile example = create(page.getProjectHandle());
            IDE.openEditor(workbench.getActiveWorkbenchWindow().getActivePage(), example, IsolangEditor.ID);
            return true;
        } catch (CoreException e) {
            ILog.of(NewIsolangProjectWizard.class).error("Cannot create the project", e);
            page.setErrorMessage(e.getMessage());
            return false;
        }
    }

    /**
     * Creates and opens a project holding the example specification.
     *
     * @param project the project handle
     * @return the example file
     * @throws CoreException if the project or file cannot be created
     */
    public static IFile create(IProject project) throws CoreException {
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        IFile example = project.getFile(EXAMPLE);
        try (InputStream in = NewIsolangProjectWizard.class.getResourceAsStream("/templates/" + EXAMPLE)) {
            if (in == null) {
                throw new CoreException(Status.error("The example specification is missing from isolang.ui"));
            }
            if (!example.exists()) {
                example.create(in, true, null);
            }
        } catch (IOException e) {
            throw new CoreException(Status.error("Cannot read the example specification", e));
        }
        return example;
    }
}
