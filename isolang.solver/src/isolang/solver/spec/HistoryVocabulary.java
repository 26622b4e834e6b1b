// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

import java.util.Objects;
import java.util.Optional;

import kodkod.ast.Expression;

/**
 * The Kodkod vocabulary of a history, shared by every execution over that history.
 *
 * <p>Sorts: {@code txn} (all transactions, the initial one included), {@code initial} (the
 * singleton initial transaction), {@code obj}, {@code val}. Relations, all total over the
 * sorts given:
 * <ul>
 * <li>{@code reads ⊆ Txn×Obj×Val}: external reads, every value a transaction reads of an
 *     object before writing it; {@code writes ⊆ Txn×Obj×Val}: final writes (the initial
 *     transaction writes the initial value of every object);</li>
 * <li>{@code so ⊆ Txn×Txn}: session order, a union of per-session chains, initial first;</li>
 * <li>{@code wr ⊆ Txn×Txn}: write–read, the union over objects of {@code wrByObject}, an edge
 *     for every external read of another transaction's final write;</li>
 * <li>{@code wrByObject ⊆ Obj×Txn×Txn}: {@code x.wrByObject} is {@code wr_x};</li>
 * <li>{@code writers ⊆ Obj×Txn}: {@code x.writers} are the transactions that write x;</li>
 * <li>{@code rt ⊆ Txn×Txn}: real time, t1 ended before t2 began (a strict interval order over
 *     the transactions other than the initial one; empty when the history records no time).</li>
 * </ul>
 *
 * @param txn all transactions
 * @param initial the initial transaction
 * @param obj all objects
 * @param val all values
 * @param reads external reads
 * @param writes final writes
 * @param so session order
 * @param wr write–read relation
 * @param wrByObject write–read relation per object
 * @param writers writers per object
 * @param operations the operation-level vocabulary, present in the operation model only
 * @param steps the steps of a protocol trace (both relations empty without a protocol model)
 * @param rt the real-time order
 */
public record HistoryVocabulary(Expression txn, Expression initial, Expression obj, Expression val,
        Expression reads, Expression writes, Expression so, Expression wr, Expression wrByObject,
        Expression writers, Optional<OperationVocabulary> operations, StepVocabulary steps, Expression rt) {

    /** The empty real-time order, of a vocabulary whose histories record no time. */
    public static final Expression NO_REAL_TIME = Expression.NONE.product(Expression.NONE);

    /** A vocabulary without real time. */
    public HistoryVocabulary(Expression txn, Expression initial, Expression obj, Expression val,
            Expression reads, Expression writes, Expression so, Expression wr, Expression wrByObject,
            Expression writers, Optional<OperationVocabulary> operations, StepVocabulary steps) {
        this(txn, initial, obj, val, reads, writes, so, wr, wrByObject, writers, operations, steps, NO_REAL_TIME);
    }

    /** A vocabulary without protocol steps or real time. */
    public HistoryVocabulary(Expression txn, Expression initial, Expression obj, Expression val,
            Expression reads, Expression writes, Expression so, Expression wr, Expression wrByObject,
            Expression writers, Optional<OperationVocabulary> operations) {
        this(txn, initial, obj, val, reads, writes, so, wr, wrByObject, writers, operations, StepVocabulary.none());
    }

    /** Checks that every expression is present and has the documented arity. */
    public HistoryVocabulary {
        check(txn, 1, "txn");
        check(initial, 1, "initial");
        check(obj, 1, "obj");
        check(val, 1, "val");
        check(reads, 3, "reads");
        check(writes, 3, "writes");
        check(so, 2, "so");
        check(wr, 2, "wr");
        check(wrByObject, 3, "wrByObject");
        check(writers, 2, "writers");
        Objects.requireNonNull(operations, "operations");
        Objects.requireNonNull(steps, "steps");
        check(rt, 2, "rt");
    }

    static void check(Expression e, int arity, String what) {
        Objects.requireNonNull(e, what);
        if (e.arity() != arity) {
            throw new IllegalArgumentException(what + " must have arity " + arity + ", not " + e.arity());
        }
    }
}
