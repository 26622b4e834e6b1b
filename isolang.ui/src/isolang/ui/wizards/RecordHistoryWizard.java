// SPDX-License-Identifier: EPL-2.0
package isolang.ui.wizards;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;

import isolang.ui.record.RecordHistoryJob;
import isolang.ui.record.RecordRequest;
import isolang.ui.views.RecordedHistoryView;

/**
 * "Record History from a Database": asks for a database and isolation setting
 * ({@link RecordDatabasePage}), then the workload, the history file and the levels
 * ({@link RecordWorkloadPage}); Finish records in the background ({@link RecordHistoryJob}) and
 * opens the check results in the {@link RecordedHistoryView}. An existing file is replaced only
 * when the user says so (its old content stays in the local history).
 */
public final class RecordHistoryWizard extends Wizard implements INewWizard {

    /** The title of the question asked before an existing file is replaced. */
    public static final String REPLACE_TITLE = "Replace History File?";

    private IContainer folder;

    private RecordDatabasePage databasePage;

    private RecordWorkloadPage workloadPage;

    private RecordHistoryJob job;

    /** Creates the wizard. */
    public RecordHistoryWizard() {
        setWindowTitle("Record History from a Database");
        setNeedsProgressMonitor(false);
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        Object first = selection == null ? null : selection.getFirstElement();
        IResource resource = first instanceof IResource r ? r
                : first instanceof org.eclipse.core.runtime.IAdaptable a ? a.getAdapter(IResource.class) : null;
        if (resource instanceof IFile file) {
            folder = file.getParent();
        } else if (resource instanceof IContainer container && resource.getType() != IResource.ROOT) {
            folder = container;
        } else {
            IProject[] projects = ResourcesPlugin.getWorkspace().getRoot().getProjects();
            folder = projects.length > 0 ? projects[0] : null;
        }
    }

    @Override
    public void addPages() {
        workloadPage = new RecordWorkloadPage(folder);
        databasePage = new RecordDatabasePage(() -> {
            if (databasePage != null && databasePage.getControl() != null) {
                workloadPage.propose(databasePage.database(), databasePage.setting());
            }
        }, () -> workloadPage.getControl() == null ? null : workloadPage.summary());
        addPage(databasePage);
        addPage(workloadPage);
    }

    @Override
    public void createPageControls(org.eclipse.swt.widgets.Composite pageContainer) {
        super.createPageControls(pageContainer);
        workloadPage.propose(databasePage.database(), databasePage.setting());
        databasePage.showSummary();
    }

    /** The first page: database and isolation setting. */
    public RecordDatabasePage databasePage() {
        return databasePage;
    }

    /** The second page: workload, file and levels. */
    public RecordWorkloadPage workloadPage() {
        return workloadPage;
    }

    /** The recording started by Finish, or null. */
    public RecordHistoryJob job() {
        return job;
    }

    /** What the pages ask for. */
    public RecordRequest request() {
        String[] server = databasePage.server();
        return new RecordRequest(databasePage.database(), server[0], server[1], server[2], databasePage.setting(),
                workloadPage.workload(), workloadPage.target(), workloadPage.levels());
    }

    @Override
    public boolean performFinish() {
        RecordRequest request = request();
        IFile target = request.target();
        if (target.exists()) {
            if (!MessageDialog.openQuestion(getShell(), REPLACE_TITLE, target.getFullPath() + " exists. Replace it with"
                    + " the new recording? Its content stays in the local history.")) {
                return false;
            }
            try {
                target.delete(true, true, null);
            } catch (CoreException e) {
                MessageDialog.openError(getShell(), "Record History", "Cannot replace " + target.getFullPath() + ": "
                        + e.getStatus().getMessage());
                return false;
            }
        }
        Display display = getShell().getDisplay();
        job = new RecordHistoryJob(request, run -> display.asyncExec(() -> RecordedHistoryView.show(run)));
        job.schedule();
        return true;
    }
}
