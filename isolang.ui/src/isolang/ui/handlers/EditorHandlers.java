// SPDX-License-Identifier: EPL-2.0
package isolang.ui.handlers;

import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.handlers.HandlerUtil;

import isolang.ui.editor.IsolangEditor;

/** Finds the isolang editor a command applies to. */
final class EditorHandlers {

    private EditorHandlers() {
    }

    static IsolangEditor editor(ExecutionEvent event) {
        IEditorPart part = HandlerUtil.getActiveEditor(event);
        return part instanceof IsolangEditor editor ? editor : null;
    }
}
