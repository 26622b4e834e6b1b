// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.Color;
import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.CrossReference;
import org.eclipse.xtext.EnumLiteralDeclaration;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

import isolang.dsl.isolang.AxiomDecl;
import isolang.dsl.isolang.Builtin;
import isolang.dsl.isolang.BuiltinName;
import isolang.dsl.isolang.HistoryLiteral;
import isolang.dsl.isolang.IsolangPackage;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.Ref;
import isolang.dsl.isolang.Witness;
import isolang.ui.model.ParsedDocument;

/**
 * Semantic highlighting computed from a parse: level names (declared and referenced), axiom
 * names, witness relations (declared, referenced, and the history relations {@code so} and
 * {@code wr}) and history literals each get their own style, on top of the keyword colouring
 * of {@link IsolangScanner}.
 */
public final class SemanticHighlighting {

    /** Colour of level names. */
    public static final Color LEVEL_COLOR = new Color(0, 110, 120);

    /** Colour of axiom names. */
    public static final Color AXIOM_COLOR = new Color(150, 80, 0);

    /** Colour of witness relations. */
    public static final Color WITNESS_COLOR = new Color(21, 101, 192);

    /** Background of history literals. */
    public static final Color HISTORY_BACKGROUND = new Color(246, 244, 226);

    private SemanticHighlighting() {
    }

    /**
     * Computes the semantic style ranges of a parse, sorted by offset and not overlapping.
     *
     * @param parsed the parse
     * @return the style ranges
     */
    public static List<StyleRange> compute(ParsedDocument parsed) {
        List<StyleRange> ranges = new ArrayList<>();
        ICompositeNode root = parsed.resource().getParseResult() == null ? null
                : parsed.resource().getParseResult().getRootNode();
        if (root == null) {
            return ranges;
        }
        var nodes = root.getAsTreeIterable().iterator();
        while (nodes.hasNext()) {
            INode node = nodes.next();
            if (node.getLength() == 0 || node instanceof ILeafNode leaf && leaf.isHidden()) {
                continue;
            }
            boolean reference = GrammarUtil.containingCrossReference(node.getGrammarElement()) != null;
            if (!(node instanceof ILeafNode) && !reference) {
                continue;
            }
            StyleRange style = styleOf(node, reference);
            if (style != null) {
                style.start = node.getOffset();
                style.length = node.getLength();
                ranges.add(style);
            }
            if (reference) {
                nodes.prune();
            }
        }
        return ranges;
    }

    private static StyleRange styleOf(INode leaf, boolean isReference) {
        EObject semantic = NodeModelUtils.findActualSemanticObjectFor(leaf);
        HistoryLiteral history = semantic == null ? null
                : org.eclipse.xtext.EcoreUtil2.getContainerOfType(semantic, HistoryLiteral.class);
        if (history != null) {
            StyleRange style = new StyleRange();
            style.background = HISTORY_BACKGROUND;
            if (semantic instanceof HistoryLiteral && isNameOf(leaf)) {
                style.foreground = WITNESS_COLOR;
                style.fontStyle = SWT.BOLD;
            }
            return style;
        }
        if (isReference) {
            if (semantic instanceof Ref ref) {
                return styleOfTarget(ref.getTarget());
            }
            CrossReference reference = GrammarUtil.containingCrossReference(leaf.getGrammarElement());
            EClassifier type = reference.getType().getClassifier();
            return type == IsolangPackage.Literals.LEVEL_DECL ? style(LEVEL_COLOR, SWT.BOLD)
                    : type == IsolangPackage.Literals.WITNESS ? style(WITNESS_COLOR, SWT.BOLD) : null;
        }
        if (semantic instanceof Builtin builtin
                && (builtin.getName() == BuiltinName.SO || builtin.getName() == BuiltinName.WR)
                && leaf.getGrammarElement() instanceof EnumLiteralDeclaration) {
            return style(WITNESS_COLOR, SWT.NORMAL);
        }
        if (isNameOf(leaf)) {
            return styleOfTarget(semantic);
        }
        return null;
    }

    private static StyleRange styleOfTarget(Object target) {
        if (target instanceof LevelDecl) {
            return style(LEVEL_COLOR, SWT.BOLD);
        }
        if (target instanceof AxiomDecl) {
            return style(AXIOM_COLOR, SWT.ITALIC);
        }
        if (target instanceof Witness) {
            return style(WITNESS_COLOR, SWT.BOLD);
        }
        return null;
    }

    private static boolean isNameOf(INode leaf) {
        Assignment assignment = GrammarUtil.containingAssignment(leaf.getGrammarElement());
        return assignment != null && "name".equals(assignment.getFeature());
    }

    private static StyleRange style(Color color, int fontStyle) {
        StyleRange style = new StyleRange();
        style.foreground = color;
        style.fontStyle = fontStyle;
        return style;
    }
}
