// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

import kodkod.ast.Expression;

/**
 * The operation-level part of a history's vocabulary (operation model only).
 *
 * <ul>
 * <li>{@code op}: the operations; {@code opsOf ⊆ Txn×Op}: each operation's transaction;</li>
 * <li>{@code po ⊆ Op×Op}: program order, a strict total order within each transaction;</li>
 * <li>{@code object ⊆ Op×Obj}, {@code value ⊆ Op×Val}: each operation's object and value;</li>
 * <li>{@code readOps}, {@code writeOps}: the reads and the writes;</li>
 * <li>{@code readFrom ⊆ Txn×Op}: {@code (t, r)} iff read r of another transaction returns a
 *     value finally written by t (the operation-level write–read relation).</li>
 * </ul>
 *
 * @param op operations
 * @param opsOf the operations of each transaction
 * @param po program order
 * @param object the object of each operation
 * @param value the value of each operation
 * @param readOps read operations
 * @param writeOps write operations
 * @param readFrom operation-level write–read relation
 */
public record OperationVocabulary(Expression op, Expression opsOf, Expression po, Expression object,
        Expression value, Expression readOps, Expression writeOps, Expression readFrom) {

    /** Checks arities. */
    public OperationVocabulary {
        HistoryVocabulary.check(op, 1, "op");
        HistoryVocabulary.check(opsOf, 2, "opsOf");
        HistoryVocabulary.check(po, 2, "po");
        HistoryVocabulary.check(object, 2, "object");
        HistoryVocabulary.check(value, 2, "value");
        HistoryVocabulary.check(readOps, 1, "readOps");
        HistoryVocabulary.check(writeOps, 1, "writeOps");
        HistoryVocabulary.check(readFrom, 2, "readFrom");
    }
}
