// SPDX-License-Identifier: EPL-2.0
package isolang.ui.wizards;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.dialogs.WizardNewFileCreationPage;
import org.eclipse.ui.ide.IDE;

import isolang.ui.editor.IsolangEditor;

/** "New isolang File": a {@code .isol} file with a module line, the Biswas–Enea import and a first command. */
public final class NewIsolangFileWizard extends Wizard implements INewWizard {

    private IWorkbench workbench;

    private IStructuredSelection selection;

    private WizardNewFileCreationPage page;

    /** Creates the wizard. */
    public NewIsolangFileWizard() {
        setWindowTitle("New isolang File");
    }

    @Override
    public void init(IWorkbench newWorkbench, IStructuredSelection newSelection) {
        workbench = newWorkbench;
        selection = newSelection;
    }

    @Override
    public void addPages() {
        page = new WizardNewFileCreationPage("file", selection) {
            @Override
            protected InputStream getInitialContents() {
                return new ByteArrayInputStream(initialContents(getFileName()).getBytes(StandardCharsets.UTF_8));
            }
        };
        page.setTitle("isolang File");
        page.setDescription("Create a new isolang specification.");
        page.setFileExtension("isol");
        page.setFileName("levels.isol");
        addPage(page);
    }

    /**
     * Returns the text of a new file.
     *
     * @param fileName the file's name
     * @return a small specification that validates
     */
    public static String initialContents(String fileName) {
        String base = fileName.endsWith(".isol") ? fileName.substring(0, fileName.length() - 5) : fileName;
        String module = base.replaceAll("[^A-Za-z0-9_]", "_");
        if (module.isEmpty() || !Character.isLetter(module.charAt(0))) {
            module = "spec_" + module;
        }
        return "module " + module + "\n\nimport isolang.std.biswas.*\n\n"
                + "check siImpliesRa: SI implies RA for 3 txn, 2 obj, 2 val expect holds\n";
    }

    @Override
    public boolean performFinish() {
        IFile file = page.createNewFile();
        if (file == null) {
            return false;
        }
        try {
            IDE.openEditor(workbench.getActiveWorkbenchWindow().getActivePage(), file, IsolangEditor.ID);
        } catch (PartInitException e) {
            org.eclipse.core.runtime.ILog.of(NewIsolangFileWizard.class).error("Cannot open " + file.getName(), e);
        }
        return true;
    }
}
