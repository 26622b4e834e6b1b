// SPDX-License-Identifier: EPL-2.0
package isolang.ui.handlers;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.xtext.resource.XtextResource;

import isolang.dsl.formatting2.TextFormatter;
import isolang.ui.editor.IsolangEditor;

/** "Format": formats the whole text with the language's formatter, unless it has syntax errors. */
public final class FormatHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IsolangEditor editor = EditorHandlers.editor(event);
        if (editor == null) {
            return null;
        }
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        String text = document.get();
        String formatted = format(editor.parse(text).resource());
        if (formatted != null && !formatted.equals(text)) {
            try {
                document.replace(0, document.getLength(), formatted);
            } catch (BadLocationException e) {
                throw new ExecutionException("the document changed while formatting", e);
            }
        }
        return null;
    }

    /**
     * Formats a parsed text.
     *
     * @param resource the parse
     * @return the formatted text, or null if the text has syntax errors
     */
    public static String format(XtextResource resource) {
        if (resource.getParseResult() == null || resource.getParseResult().hasSyntaxErrors()) {
            return null;
        }
        return TextFormatter.format(resource);
    }
}
