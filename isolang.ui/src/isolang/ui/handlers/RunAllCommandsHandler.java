// SPDX-License-Identifier: EPL-2.0
package isolang.ui.handlers;

import java.util.Set;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;

import isolang.ui.editor.IsolangEditor;

/** "Run all commands": runs every command of the active isolang editor's text in the background. */
public final class RunAllCommandsHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IsolangEditor editor = EditorHandlers.editor(event);
        if (editor != null) {
            editor.runCommands(Set.of());
        }
        return null;
    }
}
