// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.scoping;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.DefaultDeclarativeQualifiedNameProvider;
import org.eclipse.xtext.naming.QualifiedName;

import isolang.dsl.isolang.AxiomDecl;
import isolang.dsl.isolang.TxnLiteral;
import isolang.dsl.isolang.Var;
import isolang.dsl.isolang.Witness;

/**
 * Qualified names: a file's {@code module} name, then the declaration's name. Variables, axioms,
 * witness relations and transaction labels are local and get no qualified name, so they neither
 * appear in the index nor leak out of the formula that binds them.
 */
public class IsolangQualifiedNameProvider extends DefaultDeclarativeQualifiedNameProvider {

    @Override
    public QualifiedName getFullyQualifiedName(EObject object) {
        if (object instanceof Var || object instanceof TxnLiteral || object instanceof AxiomDecl
                || object instanceof Witness) {
            return null;
        }
        return super.getFullyQualifiedName(object);
    }
}
