// SPDX-License-Identifier: EPL-2.0
package isolang.ui.startup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.Status;

import isolang.ui.model.DocumentParser;

/**
 * Brings files named on the command line into the workspace, so that they get validation
 * markers, quick fixes and the workspace validator like any workspace file. A file already in
 * the workspace (also through a link) is used as it is. Otherwise its folder is linked into a
 * project named after the folder: the project lives in the workspace, and nothing is written
 * into the folder. The project is created on first use and found again afterwards. A folder
 * that cannot be linked because it holds the workspace (a file in the home folder, say) gets a
 * project that links each of its {@code .isol} files instead.
 */
public final class CommandLineFiles {

    private CommandLineFiles() {
    }

    /**
     * Returns the workspace file of a file on disk, linking its folder into a project if needed.
     * Call it from a background thread: it may wait for other workspace operations.
     *
     * @param path the file on disk
     * @return the workspace file, existing in the workspace
     * @throws CoreException if the file does not exist or cannot be linked
     */
    public static IFile inWorkspace(Path path) throws CoreException {
        Path file = path.toAbsolutePath().normalize();
        if (!Files.isRegularFile(file)) {
            throw new CoreException(Status.error(file + " is not a file"));
        }
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        IFile[] found = new IFile[1];
        workspace.run(monitor -> {
            for (IFile known : workspace.getRoot().findFilesForLocationURI(file.toUri())) {
                if (known.getProject().isOpen()) {
                    known.refreshLocal(IResource.DEPTH_ZERO, monitor);
                    if (known.exists()) {
                        found[0] = known;
                        return;
                    }
                }
            }
            IContainer folder = containerOf(workspace.getRoot(), file.getParent());
            IFile target = folder.getFile(IPath.fromOSString(file.getFileName().toString()));
            if (folder instanceof IProject && !target.exists()) {
                target.createLink(IPath.fromOSString(file.toString()), 0, monitor);
            }
            target.refreshLocal(IResource.DEPTH_ZERO, monitor);
            found[0] = target;
        }, workspace.getRoot(), IWorkspace.AVOID_UPDATE, null);
        return found[0];
    }

    /**
     * The container that stands for a folder on disk: an existing container of an open project,
     * else a project linking the folder, or linking its specifications one by one if the folder
     * holds the workspace (the project that already links some of them is reused).
     */
    private static IContainer containerOf(IWorkspaceRoot root, Path folder) throws CoreException {
        for (IContainer container : root.findContainersForLocationURI(folder.toUri())) {
            if (container.getType() != IResource.ROOT && container.getProject().isOpen()) {
                container.refreshLocal(IResource.DEPTH_ZERO, null);
                if (container.exists()) {
                    return container;
                }
            }
        }
        List<Path> specifications;
        try (Stream<Path> files = Files.list(folder)) {
            specifications = files.filter(f -> f.getFileName().toString().endsWith("." + DocumentParser.EXTENSION))
                    .toList();
        } catch (IOException e) {
            throw new CoreException(Status.error("Cannot list " + folder, e));
        }
        for (Path specification : specifications) {
            for (IFile known : root.findFilesForLocationURI(specification.toUri())) {
                if (known.isLinked() && known.getParent() instanceof IProject linking && linking.isOpen()) {
                    return linking;
                }
            }
        }
        String name = folder.getFileName() == null ? "files" : folder.getFileName().toString();
        IProject project = root.getProject(name);
        for (int n = 2; project.exists(); n++) {
            project = root.getProject(name + " (" + n + ")");
        }
        IProjectDescription description = root.getWorkspace().newProjectDescription(project.getName());
        description.setComment("Links " + folder + ", opened from the command line");
        project.create(description, null);
        project.open(null);
        IPath location = IPath.fromOSString(folder.toString());
        if (root.getWorkspace().validateLinkLocation(project.getFolder(name), location).isOK()) {
            IFolder link = project.getFolder(name);
            link.createLink(location, IResource.BACKGROUND_REFRESH, null);
            return link;
        }
        for (Path specification : specifications) {
            project.getFile(specification.getFileName().toString())
                    .createLink(IPath.fromOSString(specification.toString()), 0, null);
        }
        return project;
    }
}
