// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.Optional;

import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;

import isolang.diagram.LaneOrientation;
import isolang.ui.diagram.ArrangedDiagram;
import isolang.ui.jobs.RunRecord;

/**
 * The orientation of the sessions in which the editor draws a history inline below its command:
 * what {@link ArrangedDiagram#fitting} chooses for the editor's font and text area width, as the
 * inline rows are laid out. The Counterexample view starts from it, so that the view and the
 * editor show a history alike.
 */
public final class InlineOrientation {

    private InlineOrientation() {
    }

    /**
     * Returns the orientation the editor of a run's file draws its history in, or would draw it in
     * while the history is hidden.
     *
     * @param page the workbench page whose editors to look at
     * @param run the run, with a counterexample
     * @return the orientation; empty when no editor of the file is open
     */
    public static Optional<LaneOrientation> of(IWorkbenchPage page, RunRecord run) {
        for (IEditorReference reference : page.getEditorReferences()) {
            IEditorPart part = reference.getEditor(false);
            if (part instanceof IsolangEditor editor && editor.uri().toString().equals(run.fileUri())) {
                return editor.inlineLayout(run).map(ArrangedDiagram::orientation);
            }
        }
        return Optional.empty();
    }
}
