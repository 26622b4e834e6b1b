// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.xtext.diagnostics.AbstractDiagnostic;
import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.IResourceServiceProvider;

import isolang.dsl.isolang.AxiomDecl;
import isolang.dsl.isolang.FrameworkDecl;
import isolang.dsl.isolang.Fun;
import isolang.dsl.isolang.HistoryLiteral;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.Pred;
import isolang.dsl.isolang.Witness;
import isolang.ui.model.IsolangLanguage;
import isolang.ui.model.ParsedDocument;

/**
 * Hover of the isolang editor: for a declaration or a reference, the kind and name of the
 * resolved definition, the file it is in, and its documentation comment; for a name that does
 * not resolve, the linking error (e.g. {@code unknown level 'SIX'}).
 */
final class IsolangTextHover implements ITextHover {

    private final IsolangEditor editor;

    IsolangTextHover(IsolangEditor editor) {
        this.editor = editor;
    }

    @Override
    public String getHoverInfo(ITextViewer viewer, IRegion region) {
        ParsedDocument parsed = editor.parseOf(viewer.getDocument().get());
        EObject element = IsolangLanguage.get(EObjectAtOffsetHelper.class).resolveElementAt(parsed.resource(),
                region.getOffset());
        if (element != null && element.eIsProxy()) {
            return linkingError(parsed, region.getOffset());
        }
        return element == null ? null : describe(element);
    }

    /**
     * Returns the linking errors of the parse at an offset.
     *
     * @param parsed the parse
     * @param offset an offset in its text
     * @return the messages, one per line, or null if there are none
     */
    static String linkingError(ParsedDocument parsed, int offset) {
        List<String> messages = new ArrayList<>();
        for (Resource.Diagnostic diagnostic : parsed.resource().getErrors()) {
            if (diagnostic instanceof AbstractDiagnostic located && located.getOffset() <= offset
                    && offset <= located.getOffset() + located.getLength()
                    && !messages.contains(diagnostic.getMessage())) {
                messages.add(diagnostic.getMessage());
            }
        }
        return messages.isEmpty() ? null : String.join("\n", messages);
    }

    /**
     * Describes a definition: its kind and name, its file and its documentation.
     *
     * @param element the resolved definition
     * @return the hover text, or null for elements without a description
     */
    static String describe(EObject element) {
        String heading = heading(element);
        if (heading == null) {
            return null;
        }
        StringBuilder text = new StringBuilder(heading);
        if (element.eResource() == null) {
            return text.toString();
        }
        text.append("\n(").append(element.eResource().getURI().lastSegment()).append(')');
        IResourceServiceProvider services = IResourceServiceProvider.Registry.INSTANCE
                .getResourceServiceProvider(element.eResource().getURI());
        IEObjectDocumentationProvider docs = services == null ? null
                : services.get(IEObjectDocumentationProvider.class);
        String doc = docs == null ? null : docs.getDocumentation(element);
        if (doc != null && !doc.isBlank()) {
            text.append("\n\n").append(doc.strip());
        }
        return text.toString();
    }

    private static String heading(EObject element) {
        if (element instanceof LevelDecl level) {
            String framework = level.getFramework() == null || level.getFramework().eIsProxy() ? "?"
                    : level.getFramework().getName();
            return "level " + level.getName() + " in " + framework;
        }
        if (element instanceof AxiomDecl axiom) {
            return "axiom " + axiom.getName() + ": " + NodeModelUtils.getTokenText(
                    NodeModelUtils.findActualNodeFor(axiom.getFormula()));
        }
        if (element instanceof Witness witness) {
            return "witness relation " + witness.getName() + ": "
                    + NodeModelUtils.getTokenText(NodeModelUtils.findActualNodeFor(witness.getType()));
        }
        if (element instanceof FrameworkDecl framework) {
            return "framework " + framework.getName();
        }
        if (element instanceof Pred pred) {
            return "pred " + pred.getName();
        }
        if (element instanceof Fun fun) {
            return "fun " + fun.getName();
        }
        if (element instanceof HistoryLiteral history) {
            return "history " + history.getName();
        }
        return null;
    }

    @Override
    public IRegion getHoverRegion(ITextViewer viewer, int offset) {
        ParsedDocument parsed = editor.lastParse();
        if (parsed != null && parsed.resource().getParseResult() != null) {
            ILeafNode leaf = NodeModelUtils.findLeafNodeAtOffset(parsed.resource().getParseResult().getRootNode(),
                    offset);
            if (leaf != null && !leaf.isHidden()) {
                return new Region(leaf.getOffset(), leaf.getLength());
            }
        }
        return new Region(offset, 0);
    }
}
