// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;

import isolang.ui.model.DocumentParser;

/** The specification files of the workspace: every local {@code .isol} file of an open project. */
final class WorkspaceSpecs {

    private WorkspaceSpecs() {
    }

    /** The workspace's {@code .isol} files. */
    static List<IFile> files() {
        return DocumentParser.isolFiles(ResourcesPlugin.getWorkspace().getRoot()).stream()
                .filter(file -> file.getLocation() != null).toList();
    }

    /** The local paths of {@link #files()}, as saved. */
    static List<Path> paths() {
        return files().stream().map(file -> file.getLocation().toFile().toPath()).toList();
    }
}
