// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.quickassist.IQuickAssistInvocationContext;
import org.eclipse.jface.text.quickassist.IQuickAssistProcessor;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.MarkerAnnotation;

/**
 * Quick Fix (Ctrl+1) in the isolang editor: the resolutions of the isolang markers on the
 * caret's line, as the Problems view offers them.
 */
final class MarkerQuickAssistProcessor implements IQuickAssistProcessor {

    private final IsolangEditor editor;

    MarkerQuickAssistProcessor(IsolangEditor editor) {
        this.editor = editor;
    }

    @Override
    public ICompletionProposal[] computeQuickAssistProposals(IQuickAssistInvocationContext context) {
        List<ICompletionProposal> proposals = new ArrayList<>();
        for (IMarker marker : markersOnLine(context.getOffset())) {
            for (IMarkerResolution resolution : IDE.getMarkerHelpRegistry().getResolutions(marker)) {
                proposals.add(new ResolutionProposal(marker, resolution));
            }
        }
        return proposals.toArray(ICompletionProposal[]::new);
    }

    private List<IMarker> markersOnLine(int offset) {
        List<IMarker> markers = new ArrayList<>();
        IFile file = editor.file();
        if (file == null) {
            return markers;
        }
        try {
            IDocument document = editor.viewer().getDocument();
            int line = document.getLineOfOffset(offset) + 1;
            for (IMarker marker : file.findMarkers(IMarker.PROBLEM, true, IResource.DEPTH_ZERO)) {
                int start = marker.getAttribute(IMarker.CHAR_START, -1);
                int markerLine = start >= 0 && start <= document.getLength() ? document.getLineOfOffset(start) + 1
                        : marker.getAttribute(IMarker.LINE_NUMBER, -1);
                if (markerLine == line) {
                    markers.add(marker);
                }
            }
        } catch (CoreException | org.eclipse.jface.text.BadLocationException e) {
            return markers;
        }
        return markers;
    }

    @Override
    public boolean canFix(Annotation annotation) {
        return annotation instanceof MarkerAnnotation marker
                && IDE.getMarkerHelpRegistry().hasResolutions(marker.getMarker());
    }

    @Override
    public boolean canAssist(IQuickAssistInvocationContext context) {
        return false;
    }

    @Override
    public String getErrorMessage() {
        return null;
    }

    /** A marker resolution shown as a proposal. */
    private static final class ResolutionProposal implements ICompletionProposal {
        private final IMarker marker;
        private final IMarkerResolution resolution;

        ResolutionProposal(IMarker marker, IMarkerResolution resolution) {
            this.marker = marker;
            this.resolution = resolution;
        }

        @Override
        public void apply(IDocument document) {
            resolution.run(marker);
        }

        @Override
        public Point getSelection(IDocument document) {
            return null;
        }

        @Override
        public String getAdditionalProposalInfo() {
            return marker.getAttribute(IMarker.MESSAGE, "");
        }

        @Override
        public String getDisplayString() {
            return resolution.getLabel();
        }

        @Override
        public Image getImage() {
            return null;
        }

        @Override
        public IContextInformation getContextInformation() {
            return null;
        }
    }
}
