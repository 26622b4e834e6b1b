// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.LinkedHashSet;
import java.util.Set;

import kodkod.ast.Node;
import kodkod.ast.Variable;
import kodkod.ast.visitor.AbstractVoidVisitor;

/** The variables a formula or expression mentions (bound inside it or not). */
final class Variables {

    private Variables() {
    }

    static Set<Variable> of(Node node) {
        Set<Variable> found = new LinkedHashSet<>();
        node.accept(new AbstractVoidVisitor() {
            @Override
            protected boolean visited(Node n) {
                return false;
            }

            @Override
            public void visit(Variable variable) {
                found.add(variable);
            }
        });
        return found;
    }
}
