// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.validation;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.validation.Check;

import isolang.dsl.isolang.HistoryLiteral;
import isolang.dsl.isolang.IsolangPackage;
import isolang.dsl.isolang.OpLiteral;
import isolang.dsl.isolang.Session;
import isolang.dsl.isolang.TxnLiteral;

/**
 * Checks literal histories against the history model: sessions are non-empty, transaction
 * labels unique, operations are {@code r}/{@code w}, written values unique per object and the
 * initial value 0 written only by the initial transaction. A transaction without operations is
 * a history of its own right (a transaction that committed without reading or writing, which
 * takes part in its session's order only) but more often a slip, so it is a warning.
 *
 * <p>A value whose text has no value (a number beyond {@link Long#MAX_VALUE}) was already
 * reported by the parser; the checks here skip it rather than report its placeholder 0.
 */
public class HistoryValidator extends ComposedValidator {

    /** A literal history follows the rules of the history model. */
    @Check
    public void checkHistory(HistoryLiteral history) {
        Set<String> labels = new HashSet<>();
        Map<String, String> writers = new HashMap<>();
        for (Session session : history.getSessions()) {
            if (session.getTransactions().isEmpty()) {
                error("a session needs at least one transaction", session, null, IssueCodes.INVALID_HISTORY);
            }
            for (TxnLiteral txn : session.getTransactions()) {
                if (!labels.add(txn.getName())) {
                    error("the transaction " + txn.getName() + " occurs twice", txn,
                            IsolangPackage.Literals.TXN_LITERAL__NAME, IssueCodes.INVALID_HISTORY);
                }
                if (txn.getOperations().isEmpty()) {
                    warning("the transaction " + txn.getName() + " has no operations: it commits without reading"
                            + " or writing and only takes part in its session's order", txn,
                            IsolangPackage.Literals.TXN_LITERAL__NAME, IssueCodes.EMPTY_TRANSACTION);
                }
                txn.getOperations().forEach(op -> checkOperation(txn, op, writers));
                if (txn.getStart() > txn.getEnd()) {
                    error("the interval of " + txn.getName() + " ends (" + txn.getEnd() + ") before it starts ("
                            + txn.getStart() + ")", txn, IsolangPackage.Literals.TXN_LITERAL__END,
                            IssueCodes.INVALID_HISTORY);
                }
            }
        }
    }

    private void checkOperation(TxnLiteral txn, OpLiteral op, Map<String, String> writers) {
        if (!"r".equals(op.getKind()) && !"w".equals(op.getKind())) {
            error("an operation is r(object,value) or w(object,value), not " + op.getKind(), op,
                    IsolangPackage.Literals.OP_LITERAL__KIND, IssueCodes.INVALID_HISTORY);
        } else if (!hasValue(op)) {
            return;
        } else if ("w".equals(op.getKind()) && op.getValue() == 0) {
            error("value 0 is the initial value; only the initial transaction writes it", op,
                    IsolangPackage.Literals.OP_LITERAL__VALUE, IssueCodes.INVALID_HISTORY);
        } else if ("w".equals(op.getKind())) {
            String previous = writers.putIfAbsent(op.getObject() + "=" + op.getValue(), txn.getName());
            if (previous != null) {
                error("value " + op.getValue() + " of " + op.getObject() + " is already written by " + previous
                        + "; written values are unique", op, IsolangPackage.Literals.OP_LITERAL__VALUE,
                        IssueCodes.INVALID_HISTORY);
            }
        }
    }

    /** Whether the operation's value text converted to a value (out-of-range numbers do not). */
    private static boolean hasValue(OpLiteral op) {
        List<INode> nodes = NodeModelUtils.findNodesForFeature(op, IsolangPackage.Literals.OP_LITERAL__VALUE);
        if (nodes.size() != 1) {
            return false;
        }
        for (INode node : nodes.get(0).getAsTreeIterable()) {
            if (node.getSyntaxErrorMessage() != null) {
                return false;
            }
        }
        return true;
    }
}
