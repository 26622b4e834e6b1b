// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;

import kodkod.ast.Node;
import kodkod.ast.Variable;
import kodkod.ast.visitor.AbstractVoidVisitor;

/**
 * The variables a formula or expression mentions (bound inside it or not), for the evaluators
 * that interpret the language's formulas on concrete relations.
 */
public final class MentionedVariables {

    private MentionedVariables() {
    }

    /** The variables {@code node} mentions, in the order first met; a shared subterm is visited once. */
    public static Set<Variable> of(Node node) {
        Set<Variable> found = new LinkedHashSet<>();
        node.accept(new AbstractVoidVisitor() {
            private final Set<Node> seen = new HashSet<>();

            @Override
            protected boolean visited(Node n) {
                return !seen.add(n);
            }

            @Override
            public void visit(Variable variable) {
                found.add(variable);
            }
        });
        return found;
    }
}
