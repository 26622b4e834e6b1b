// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.editors.text.TextSourceViewerConfiguration;

/** Source viewer configuration of the isolang editor: the text editor's defaults plus syntax colouring. */
public class IsolangSourceViewerConfiguration extends TextSourceViewerConfiguration {

    /**
     * Creates the configuration.
     *
     * @param preferenceStore the editor's preference store
     */
    public IsolangSourceViewerConfiguration(IPreferenceStore preferenceStore) {
        super(preferenceStore);
    }

    @Override
    public IPresentationReconciler getPresentationReconciler(ISourceViewer sourceViewer) {
        PresentationReconciler reconciler = new PresentationReconciler();
        reconciler.setDocumentPartitioning(getConfiguredDocumentPartitioning(sourceViewer));
        DefaultDamagerRepairer damagerRepairer = new DefaultDamagerRepairer(new IsolangScanner(IsolangKeywords.words()));
        reconciler.setDamager(damagerRepairer, IDocument.DEFAULT_CONTENT_TYPE);
        reconciler.setRepairer(damagerRepairer, IDocument.DEFAULT_CONTENT_TYPE);
        return reconciler;
    }
}
