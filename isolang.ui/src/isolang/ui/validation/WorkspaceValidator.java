// SPDX-License-Identifier: EPL-2.0
package isolang.ui.validation;

import java.util.LinkedHashSet;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;

import isolang.ui.model.DocumentParser;
import isolang.ui.model.ParsedDocument;

/**
 * The workspace builder of isolang: whenever {@code .isol} files are added, changed or removed,
 * every {@code .isol} file of the affected projects is validated again in a background job
 * (files import each other, so a change to one can fix or break another), and its validation
 * markers are replaced. A file open with unsaved changes is validated with the editor's text.
 */
public final class WorkspaceValidator implements IResourceChangeListener {

    private static WorkspaceValidator instance;

    private final Set<IProject> pending = new LinkedHashSet<>();

    private final Job job = new Job("Validating isolang specifications") {
        @Override
        protected IStatus run(IProgressMonitor monitor) {
            Set<IProject> projects;
            synchronized (pending) {
                projects = new LinkedHashSet<>(pending);
                pending.clear();
            }
            SubMonitor progress = SubMonitor.convert(monitor, projects.size());
            for (IProject project : projects) {
                validate(project, progress.split(1));
            }
            return Status.OK_STATUS;
        }
    };

    /**
     * The job holds no scheduling rule: it only reads files, and each file's markers are
     * replaced in a short operation on that file, so the job never blocks other workspace
     * operations (such as linking a file opened from the command line) while it parses.
     */
    private WorkspaceValidator() {
        job.setSystem(true);
    }

    /**
     * Starts listening to the workspace (once) and validates every open project.
     *
     * @return the validator
     */
    public static synchronized WorkspaceValidator start() {
        if (instance == null) {
            instance = new WorkspaceValidator();
            ResourcesPlugin.getWorkspace().addResourceChangeListener(instance, IResourceChangeEvent.POST_CHANGE);
            for (IProject project : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
                instance.schedule(project);
            }
        }
        return instance;
    }

    /**
     * Returns the background job, so that callers can wait for validation to finish.
     *
     * @return the validation job
     */
    public Job job() {
        return job;
    }

    private void schedule(IProject project) {
        if (!project.isAccessible()) {
            return;
        }
        synchronized (pending) {
            pending.add(project);
        }
        job.schedule(200);
    }

    @Override
    public void resourceChanged(IResourceChangeEvent event) {
        if (event.getDelta() == null) {
            return;
        }
        try {
            event.getDelta().accept(delta -> {
                IResource resource = delta.getResource();
                if (resource.getType() == IResource.FILE && DocumentParser.EXTENSION.equals(resource.getFileExtension())
                        && (delta.getKind() != IResourceDelta.CHANGED
                                || (delta.getFlags() & (IResourceDelta.CONTENT | IResourceDelta.REPLACED)) != 0)) {
                    schedule(resource.getProject());
                }
                if (resource.getType() == IResource.PROJECT && (delta.getFlags() & IResourceDelta.OPEN) != 0) {
                    schedule((IProject) resource);
                }
                return true;
            });
        } catch (CoreException e) {
            ILog.of(WorkspaceValidator.class).error("Cannot read a workspace change", e);
        }
    }

    private static void validate(IProject project, IProgressMonitor monitor) {
        var files = DocumentParser.isolFiles(project);
        SubMonitor progress = SubMonitor.convert(monitor, files.size());
        for (IFile file : files) {
            if (progress.isCanceled()) {
                return;
            }
            progress.subTask(file.getName());
            try {
                ParsedDocument document = DocumentParser.parse(file, DocumentParser.uriOf(file),
                        DocumentParser.currentText(file));
                IsolangMarkers.replace(file, IssueFilter.validate(document, progress::isCanceled));
            } catch (CoreException e) {
                ILog.of(WorkspaceValidator.class).error("Cannot validate " + file.getFullPath(), e);
            }
            progress.worked(1);
        }
    }
}
