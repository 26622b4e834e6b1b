// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.FileStoreEditorInput;
import org.eclipse.ui.ide.IDE;

import isolang.history.format.FormatDetector;
import isolang.history.format.HistoryFormat;
import isolang.history.format.HistoryFormatException;

/**
 * Workspace resources as recorded histories: which files and folders are histories (for the
 * Project Explorer's <em>Check against Level…</em> and <em>Open as History</em>), and opening
 * one, a file or a dbcop/Cobra directory, in the {@link HistoryEditor}.
 */
public final class HistoryResources {

    /** Extensions of files that are histories by name (the history content type's, and Cobra's logs). */
    private static final Set<String> HISTORY_EXTENSIONS = Set.of("hist", "bincode", "edn", "log");

    /** Extensions of files that are histories when their first bytes read as one. */
    private static final Set<String> SNIFFED_EXTENSIONS = Set.of("txt", "json");

    private HistoryResources() {
    }

    /**
     * Whether {@code resource} is a recorded history: a file with a history's extension, a
     * {@code .txt} or {@code .json} file whose first bytes are a text history format, or a folder
     * holding a dbcop ({@code history.bincode}) or Cobra ({@code *.log}) history.
     */
    public static boolean isHistory(IResource resource) {
        if (resource == null || resource.getLocation() == null || !resource.exists()) {
            return false;
        }
        if (resource instanceof IFile file) {
            String extension = file.getFileExtension() == null ? ""
                    : file.getFileExtension().toLowerCase(Locale.ROOT);
            if (HISTORY_EXTENSIONS.contains(extension)) {
                return true;
            }
            return SNIFFED_EXTENSIONS.contains(extension) && detected(file).filter(f -> f != HistoryFormat.DBCOP)
                    .isPresent();
        }
        return resource instanceof IContainer && resource.getType() == IResource.FOLDER
                && detected(resource).isPresent();
    }

    private static java.util.Optional<HistoryFormat> detected(IResource resource) {
        try {
            return java.util.Optional.of(FormatDetector.detect(path(resource), resource.getName()));
        } catch (IOException | HistoryFormatException e) {
            return java.util.Optional.empty();
        }
    }

    private static Path path(IResource resource) {
        return resource.getLocation().toFile().toPath();
    }

    /**
     * Opens {@code resource}, a history file or directory, in the history viewer of {@code page}.
     *
     * @return the viewer, reading the history in the background
     * @throws PartInitException if the viewer cannot be opened
     */
    public static HistoryEditor open(IWorkbenchPage page, IResource resource) throws PartInitException {
        if (resource instanceof IFile file) {
            return (HistoryEditor) IDE.openEditor(page, file, HistoryEditor.ID);
        }
        try {
            return (HistoryEditor) page.openEditor(new FileStoreEditorInput(EFS.getStore(resource.getLocationURI())),
                    HistoryEditor.ID);
        } catch (CoreException e) {
            throw new PartInitException(e.getStatus());
        }
    }

    /**
     * Opens {@code resource} in the history viewer and checks it against {@code levels} once it
     * is read, showing the results in the History Check view.
     *
     * @return the viewer
     * @throws PartInitException if the viewer cannot be opened
     */
    public static HistoryEditor check(IWorkbenchPage page, IResource resource, List<String> levels)
            throws PartInitException {
        HistoryEditor editor = open(page, resource);
        editor.checkWhenRead(levels);
        return editor;
    }
}
