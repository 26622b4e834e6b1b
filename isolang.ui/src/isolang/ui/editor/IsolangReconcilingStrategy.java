// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.reconciler.DirtyRegion;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.reconciler.IReconcilingStrategyExtension;
import org.eclipse.xtext.validation.Issue;

import isolang.ui.model.ParsedDocument;
import isolang.ui.validation.IsolangMarkers;
import isolang.ui.validation.IssueFilter;

/**
 * Parses and validates the editor's text on the reconciler's background thread (after a
 * pause in typing), replaces the file's validation markers and hands the parse to the editor
 * for highlighting, outline, folding and code minings.
 */
final class IsolangReconcilingStrategy implements IReconcilingStrategy, IReconcilingStrategyExtension {

    private final IsolangEditor editor;

    private IDocument document;

    private IProgressMonitor monitor = new NullProgressMonitor();

    IsolangReconcilingStrategy(IsolangEditor editor) {
        this.editor = editor;
    }

    @Override
    public void setDocument(IDocument newDocument) {
        document = newDocument;
    }

    @Override
    public void setProgressMonitor(IProgressMonitor newMonitor) {
        monitor = newMonitor;
    }

    @Override
    public void initialReconcile() {
        reconcile();
    }

    @Override
    public void reconcile(DirtyRegion dirtyRegion, IRegion subRegion) {
        reconcile();
    }

    @Override
    public void reconcile(IRegion partition) {
        reconcile();
    }

    private void reconcile() {
        IDocument current = document;
        if (current == null) {
            return;
        }
        ParsedDocument parsed = editor.parse(current.get());
        List<Issue> issues = IssueFilter.validate(parsed, monitor::isCanceled);
        if (monitor.isCanceled()) {
            return;
        }
        if (editor.file() != null) {
            IsolangMarkers.replace(editor.file(), issues);
        } else {
            editor.showIssuesAsAnnotations(issues);
        }
        editor.parsed(parsed);
    }
}
