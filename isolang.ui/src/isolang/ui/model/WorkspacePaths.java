// SPDX-License-Identifier: EPL-2.0
package isolang.ui.model;

import java.util.Optional;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;

/**
 * How the IDE names workspace files to the user. A file opened from the command line lives in
 * a project named after its folder, which links that folder under the same name
 * ({@code isolang.ui.startup.CommandLineFiles}); its workspace path would name the folder twice.
 */
public final class WorkspacePaths {

    private WorkspacePaths() {
    }

    /**
     * Returns the workspace folder or project a path names as the IDE shows it ({@link #shown}):
     * in a project made for files from the command line, {@code runs/data} is the folder
     * {@code data} of the linked folder {@code runs}; any other path, or a full workspace path, is
     * taken as it is.
     *
     * @param shown a path as shown or typed, e.g. {@code runs} or {@code project/folder}
     * @return the existing container it names, if any
     */
    public static Optional<IContainer> container(String shown) {
        IPath path = IPath.fromPortableString(shown.trim()).makeRelative();
        if (path.isEmpty()) {
            return Optional.empty();
        }
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(path.segment(0));
        String name = project.getName().replaceFirst(" \\(\\d+\\)$", "");
        IFolder link = project.getFolder(name);
        if (link.isLinked() && link.findMember(path.removeFirstSegments(1)) instanceof IContainer inLink) {
            return Optional.of(inLink);
        }
        IResource resource = ResourcesPlugin.getWorkspace().getRoot().findMember(path);
        return resource instanceof IContainer container && resource.getType() != IResource.ROOT
                ? Optional.of(container) : Optional.empty();
    }

    /**
     * Returns how the IDE names a workspace file or folder to the user: its workspace path,
     * except that in a project made for files from the command line the project's name, which
     * repeats the linked folder's, is left out ({@code runs/recorded.edn}, not
     * {@code runs/runs/recorded.edn}; the linked folder itself is {@code runs}).
     *
     * @param path a workspace path, e.g. {@link IResource#getFullPath()}
     * @return the path without a leading slash
     */
    public static String shown(IPath path) {
        IPath relative = path.makeRelative();
        if (relative.segmentCount() >= 2) {
            IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(relative.segment(0));
            String link = relative.segment(1);
            IFolder folder = project.getFolder(link);
            if (folder.isLinked() && (project.getName().equals(link) || project.getName().startsWith(link + " ("))) {
                return relative.removeFirstSegments(1).toString();
            }
        }
        return relative.toString();
    }
}
