// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.formatting2;

import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.formatting2.AbstractFormatter2;
import org.eclipse.xtext.formatting2.FormatterPreferenceKeys;
import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.formatting2.IFormattableDocument;
import org.eclipse.xtext.formatting2.ITextReplacer;
import org.eclipse.xtext.formatting2.internal.MultilineCommentReplacer;
import org.eclipse.xtext.formatting2.regionaccess.IComment;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegion;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegionsFinder;
import org.eclipse.xtext.preferences.MapBasedPreferenceValues;
import org.eclipse.xtext.resource.XtextResource;

import isolang.dsl.isolang.Command;
import isolang.dsl.isolang.Element;
import isolang.dsl.isolang.FrameworkDecl;
import isolang.dsl.isolang.HistoryLiteral;
import isolang.dsl.isolang.Import;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.Model;
import isolang.dsl.isolang.OpLiteral;
import isolang.dsl.isolang.RelType;
import isolang.dsl.isolang.Session;

/**
 * The layout of isolang files: one element per paragraph (consecutive commands stay together),
 * one member per line inside framework and level blocks, indented by one level, one session per
 * line, single spaces around operators and after commas, none around {@code .}, inside
 * brackets, or around {@code ->} in formulas ({@code t1->t3}, as in the papers). Line breaks
 * the author put inside a formula are kept.
 */
public class IsolangFormatter extends AbstractFormatter2 {

    private static final List<String> SPACED = List.of("and", "&&", "or", "||", "implies", "=>", "iff", "<=>", "in",
            "=", "!=", "+", "-", "&", "|", "<");

    /** Two spaces, as in the papers' listings and the standard library. */
    private static final String INDENTATION = "  ";

    private static final List<String> WORDS = List.of("module", "import", "framework", "witness", "as", "level",
            "axiom", "pred", "fun", "not", "no", "some", "one", "lone", "all", "disj", "let",
            "history", "session", "check", "allowed", "by", "equivalent", "synthesize", "lattice", "for", "expect");

    @Override
    public void format(Object object, IFormattableDocument document) {
        if (object instanceof Model model) {
            formatModel(model, document);
        } else if (object instanceof XtextResource resource) {
            _format(resource, document);
        } else if (object instanceof EObject element) {
            _format(element, document);
        }
    }

    private void formatModel(Model model, IFormattableDocument doc) {
        ISemanticRegionsFinder all = textRegionExtensions.allRegionsFor(model);
        for (ISemanticRegion separator : all.keywords(",", ":")) {
            doc.prepend(separator, f -> f.noSpace());
            boolean inOperation = separator.getSemanticElement() instanceof OpLiteral;
            if (!separator.getNextHiddenRegion().isMultiline()) {
                doc.append(separator, f -> {
                    if (inOperation) {
                        f.noSpace();
                    } else {
                        f.oneSpace();
                    }
                });
            }
        }
        for (ISemanticRegion keyword : all.keywords(WORDS.toArray(String[]::new))) {
            if (!keyword.getPreviousHiddenRegion().isMultiline()) {
                doc.prepend(keyword, f -> {
                    f.lowPriority();
                    f.oneSpace();
                });
            }
            if (!keyword.getNextHiddenRegion().isMultiline()) {
                doc.append(keyword, f -> {
                    f.lowPriority();
                    f.oneSpace();
                });
            }
        }
        for (ISemanticRegion op : all.keywords(SPACED.toArray(String[]::new))) {
            keepBreaksElseSpace(op, doc);
        }
        for (ISemanticRegion region : all.keywords(".", "[", "(", "~", "^", "*")) {
            doc.append(region, f -> f.noSpace());
        }
        for (ISemanticRegion region : all.keywords(".", "[", "]", ")")) {
            doc.prepend(region, f -> f.noSpace());
        }
        for (ISemanticRegion arrow : all.keywords("->")) {
            boolean inType = arrow.getSemanticElement() instanceof RelType;
            doc.surround(arrow, f -> {
                if (inType) {
                    f.oneSpace();
                } else {
                    f.noSpace();
                }
            });
        }
        EObject previous = model.getName() == null ? null : model;
        for (Import imp : model.getImports()) {
            separate(imp, previous, previous == model ? 2 : 1, doc);
            previous = imp;
        }
        for (Element element : model.getElements()) {
            separate(element, previous, previous instanceof Command && element instanceof Command ? 1 : 2, doc);
            formatElement(element, doc);
            previous = element;
        }
    }

    /** Puts {@code lines} line breaks before {@code element}; the file's first element starts it. */
    private void separate(EObject element, EObject previous, int lines, IFormattableDocument doc) {
        if (previous != null) {
            doc.prepend(element, f -> f.setNewLines(lines, lines, 2));
        } else if (!textRegionExtensions.previousHiddenRegion(element).containsComment()) {
            doc.prepend(element, f -> f.noSpace());
        }
    }

    /** Block comments keep their text: see {@link BlockCommentReplacer}. */
    @Override
    public ITextReplacer createCommentReplacer(IComment comment) {
        ITextReplacer replacer = super.createCommentReplacer(comment);
        return replacer instanceof MultilineCommentReplacer ? new BlockCommentReplacer(comment) : replacer;
    }

    @Override
    protected void initialize(FormatterRequest request) {
        request.setPreferences(new MapBasedPreferenceValues(request.getPreferences(),
                Map.of(FormatterPreferenceKeys.indentation.getId(), INDENTATION)));
        super.initialize(request);
    }

    private void keepBreaksElseSpace(ISemanticRegion op, IFormattableDocument doc) {
        if (!op.getPreviousHiddenRegion().isMultiline()) {
            doc.prepend(op, f -> f.oneSpace());
        }
        if (!op.getNextHiddenRegion().isMultiline()) {
            doc.append(op, f -> f.oneSpace());
        }
    }

    private void formatElement(Element element, IFormattableDocument doc) {
        if (element instanceof FrameworkDecl framework) {
            block(element, doc);
            framework.getWitnesses().forEach(w -> doc.prepend(w, f -> f.setNewLines(1, 1, 2)));
            framework.getAxioms().forEach(a -> doc.prepend(a, f -> f.setNewLines(1, 1, 2)));
            framework.getDefinitions().forEach(d -> doc.prepend(d, f -> f.setNewLines(1, 1, 2)));
        } else if (element instanceof LevelDecl level) {
            block(element, doc);
            level.getAxioms().forEach(a -> doc.prepend(a, f -> f.setNewLines(1, 1, 2)));
            level.getDefinitions().forEach(d -> doc.prepend(d, f -> f.setNewLines(1, 1, 2)));
        } else if (element instanceof HistoryLiteral history) {
            block(element, doc);
            for (Session session : history.getSessions()) {
                doc.prepend(session, f -> f.newLine());
                ISemanticRegion open = textRegionExtensions.regionFor(session).keyword("{");
                ISemanticRegion close = textRegionExtensions.regionFor(session).keyword("}");
                if (open != null && close != null && !open.getNextHiddenRegion().isMultiline()) {
                    doc.append(open, f -> f.oneSpace());
                    doc.prepend(close, f -> f.oneSpace());
                }
            }
        }
    }

    private void block(EObject element, IFormattableDocument doc) {
        ISemanticRegion open = textRegionExtensions.regionFor(element).keyword("{");
        ISemanticRegion close = textRegionExtensions.regionFor(element).keyword("}");
        if (open != null && close != null) {
            doc.prepend(open, f -> f.oneSpace());
            doc.interior(open, close, f -> f.indent());
            doc.prepend(close, f -> f.newLine());
        }
    }
}
