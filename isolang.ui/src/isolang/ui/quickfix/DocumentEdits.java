// SPDX-License-Identifier: EPL-2.0
package isolang.ui.quickfix;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.ITextFileBufferManager;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;

/**
 * Edits a workspace file through its shared text buffer, so that an open editor shows the
 * change at once; the file is saved only if it had no unsaved changes before.
 */
final class DocumentEdits {

    /** One change of a document. */
    interface Edit {
        void apply(IDocument document) throws BadLocationException;
    }

    private DocumentEdits() {
    }

    static void apply(IFile file, Edit edit) throws CoreException {
        ITextFileBufferManager manager = FileBuffers.getTextFileBufferManager();
        manager.connect(file.getFullPath(), LocationKind.IFILE, null);
        try {
            ITextFileBuffer buffer = manager.getTextFileBuffer(file.getFullPath(), LocationKind.IFILE);
            boolean wasDirty = buffer.isDirty();
            try {
                edit.apply(buffer.getDocument());
            } catch (BadLocationException e) {
                throw new CoreException(org.eclipse.core.runtime.Status.error(
                        "The quick fix does not fit the text of " + file.getName(), e));
            }
            if (!wasDirty) {
                buffer.commit(null, true);
            }
        } finally {
            manager.disconnect(file.getFullPath(), LocationKind.IFILE, null);
        }
    }

    /** The offset of the start of the line holding {@code offset}. */
    static int lineStart(IDocument document, int offset) throws BadLocationException {
        return document.getLineOffset(document.getLineOfOffset(offset));
    }
}
