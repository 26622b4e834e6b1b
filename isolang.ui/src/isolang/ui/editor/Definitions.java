// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.io.IOException;
import java.net.URL;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Path;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;

import isolang.ui.model.ParsedDocument;

/**
 * Opens the text of a model element in the isolang editor and selects it: workspace files by
 * their {@code platform:/resource} URI, standard library files through a local copy of the
 * bundle entry.
 */
public final class Definitions {

    private Definitions() {
    }

    /**
     * Opens the element's file and selects the element; call from the UI thread.
     *
     * @param target a model element with a resource
     */
    public static void open(EObject target) {
        URI uri = target.eResource().getURI();
        int[] range = ParsedDocument.range(target);
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        try {
            IEditorPart part;
            if (uri.isPlatformResource()) {
                IFile file = ResourcesPlugin.getWorkspace().getRoot().getFile(new Path(uri.toPlatformString(true)));
                part = IDE.openEditor(page, file, IsolangEditor.ID);
            } else {
                URL local = FileLocator.toFileURL(new URL(uri.toString()));
                part = IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(
                        new java.io.File(local.getPath()).toURI()));
            }
            if (part instanceof ITextEditor editor) {
                editor.selectAndReveal(range[0], range[1]);
            }
        } catch (PartInitException | IOException e) {
            ILog.of(Definitions.class).error("Cannot open " + uri, e);
        }
    }
}
