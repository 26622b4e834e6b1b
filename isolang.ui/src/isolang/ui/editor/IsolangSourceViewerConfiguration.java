// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.contentassist.ContentAssistant;
import org.eclipse.jface.text.contentassist.IContentAssistant;
import org.eclipse.jface.text.hyperlink.IHyperlinkDetector;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.quickassist.IQuickAssistAssistant;
import org.eclipse.jface.text.quickassist.QuickAssistAssistant;
import org.eclipse.jface.text.reconciler.IReconciler;
import org.eclipse.jface.text.reconciler.MonoReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.editors.text.TextSourceViewerConfiguration;

/**
 * Source viewer configuration of the isolang editor: keyword colouring, a debounced
 * background reconciler that parses and validates, content assist, hover, hyperlinks and the
 * quick fixes of markers.
 */
public class IsolangSourceViewerConfiguration extends TextSourceViewerConfiguration {

    /** Milliseconds of quiet typing before the text is parsed and validated again. */
    public static final int RECONCILE_DELAY = 400;

    private final IsolangEditor editor;

    /**
     * Creates the configuration.
     *
     * @param editor the editor configured
     * @param preferenceStore the editor's preference store
     */
    public IsolangSourceViewerConfiguration(IsolangEditor editor, IPreferenceStore preferenceStore) {
        super(preferenceStore);
        this.editor = editor;
    }

    @Override
    public IPresentationReconciler getPresentationReconciler(ISourceViewer sourceViewer) {
        PresentationReconciler reconciler = new PresentationReconciler();
        reconciler.setDocumentPartitioning(getConfiguredDocumentPartitioning(sourceViewer));
        DefaultDamagerRepairer damagerRepairer = new DefaultDamagerRepairer(
                new IsolangScanner(IsolangKeywords.words()));
        reconciler.setDamager(damagerRepairer, IDocument.DEFAULT_CONTENT_TYPE);
        reconciler.setRepairer(damagerRepairer, IDocument.DEFAULT_CONTENT_TYPE);
        return reconciler;
    }

    @Override
    public IReconciler getReconciler(ISourceViewer sourceViewer) {
        MonoReconciler reconciler = new MonoReconciler(new IsolangReconcilingStrategy(editor), false);
        reconciler.setDelay(RECONCILE_DELAY);
        return reconciler;
    }

    @Override
    public IContentAssistant getContentAssistant(ISourceViewer sourceViewer) {
        // Asynchronous: proposals are computed off the UI thread, since they need a parse of the
        // text together with the other files of the project.
        ContentAssistant assistant = new ContentAssistant(true);
        assistant.setContentAssistProcessor(new IsolangContentAssistProcessor(editor), IDocument.DEFAULT_CONTENT_TYPE);
        assistant.enableAutoActivation(true);
        assistant.setAutoActivationDelay(300);
        assistant.setInformationControlCreator(getInformationControlCreator(sourceViewer));
        return assistant;
    }

    @Override
    public ITextHover getTextHover(ISourceViewer sourceViewer, String contentType) {
        return new IsolangTextHover(editor);
    }

    @Override
    public IHyperlinkDetector[] getHyperlinkDetectors(ISourceViewer sourceViewer) {
        List<IHyperlinkDetector> detectors = new ArrayList<>();
        detectors.add(new IsolangHyperlinkDetector(editor));
        IHyperlinkDetector[] inherited = super.getHyperlinkDetectors(sourceViewer);
        if (inherited != null) {
            detectors.addAll(List.of(inherited));
        }
        return detectors.toArray(IHyperlinkDetector[]::new);
    }

    @Override
    public IQuickAssistAssistant getQuickAssistAssistant(ISourceViewer sourceViewer) {
        QuickAssistAssistant assistant = new QuickAssistAssistant();
        assistant.setQuickAssistProcessor(new MarkerQuickAssistProcessor(editor));
        assistant.setInformationControlCreator(getInformationControlCreator(sourceViewer));
        return assistant;
    }

    @Override
    public String[] getDefaultPrefixes(ISourceViewer sourceViewer, String contentType) {
        return new String[] {"//", ""};
    }
}
