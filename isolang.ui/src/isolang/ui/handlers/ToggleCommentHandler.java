// SPDX-License-Identifier: EPL-2.0
package isolang.ui.handlers;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.TextSelection;

import isolang.ui.editor.IsolangEditor;

/**
 * "Toggle Comment": comments the selected lines out with {@code //}, or, if every non-blank
 * selected line is already commented, removes the comment marks.
 */
public final class ToggleCommentHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IsolangEditor editor = EditorHandlers.editor(event);
        if (editor == null) {
            return null;
        }
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        ITextSelection selection = (ITextSelection) editor.getSelectionProvider().getSelection();
        try {
            toggle(document, selection.getStartLine(), selection.getEndLine());
            editor.getSelectionProvider().setSelection(new TextSelection(document,
                    document.getLineOffset(selection.getStartLine()), 0));
        } catch (BadLocationException e) {
            throw new ExecutionException("the selection is outside the document", e);
        }
        return null;
    }

    /**
     * Toggles {@code //} comments on a range of lines.
     *
     * @param document the document
     * @param first the first line (0-based)
     * @param last the last line, inclusive
     * @throws BadLocationException if the lines are not in the document
     */
    public static void toggle(IDocument document, int first, int last) throws BadLocationException {
        boolean allCommented = true;
        for (int line = first; line <= last; line++) {
            String text = lineText(document, line);
            if (!text.isBlank() && !text.stripLeading().startsWith("//")) {
                allCommented = false;
            }
        }
        for (int line = last; line >= first; line--) {
            int offset = document.getLineOffset(line);
            String text = lineText(document, line);
            if (allCommented) {
                int at = text.indexOf("//");
                if (at >= 0) {
                    int length = text.startsWith("// ", at) ? 3 : 2;
                    document.replace(offset + at, length, "");
                }
            } else if (!text.isBlank()) {
                document.replace(offset, 0, "// ");
            }
        }
    }

    private static String lineText(IDocument document, int line) throws BadLocationException {
        return document.get(document.getLineOffset(line), document.getLineLength(line));
    }
}
