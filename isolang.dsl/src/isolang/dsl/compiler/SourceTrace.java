// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.compiler;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

import isolang.solver.spec.SourceRef;
import kodkod.ast.Formula;

/**
 * Where each generated Kodkod formula came from (Alloy's {@code k2pos}): every formula the
 * compiler builds from a piece of text is recorded with that text's location, so that unsat
 * cores and explanations can be shown as editor markers. Axioms carry their own
 * {@link SourceRef} in addition.
 *
 * <p>Formulas are built afresh for every execution the engine instantiates an axiom over, so
 * the map holds its keys weakly; Kodkod nodes compare by identity. Thread-safe.
 */
public final class SourceTrace {

    private final Map<Formula, SourceRef> formulas = Collections.synchronizedMap(new WeakHashMap<>());

    /** Records that {@code formula} was generated from the text at {@code source}. */
    void record(Formula formula, SourceRef source) {
        formulas.put(formula, source);
    }

    /** The location of the text {@code formula} was generated from, if it came from text. */
    public Optional<SourceRef> sourceOf(Formula formula) {
        return Optional.ofNullable(formulas.get(formula));
    }

    /** The location of a model element's text, or a reference to its resource if it has none. */
    public static SourceRef locate(EObject element) {
        String uri = element.eResource() == null ? "unknown" : element.eResource().getURI().toString();
        ICompositeNode node = NodeModelUtils.findActualNodeFor(element);
        if (node == null) {
            return new SourceRef(uri, 1, 1, 0, 0);
        }
        int offset = node.getOffset();
        int column = NodeModelUtils.getLineAndColumn(node, offset).getColumn();
        return new SourceRef(uri, node.getStartLine(), Math.max(1, column), offset, node.getLength());
    }
}
