// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.Optional;

import isolang.solver.spec.HistoryVocabulary;
import isolang.solver.spec.OperationVocabulary;
import isolang.solver.spec.StepVocabulary;
import kodkod.ast.Relation;

/**
 * A history vocabulary of plain relations, one per name of the language's history vocabulary,
 * so that axioms built over it mention nothing else: the basis of canonical forms and of the
 * generic saturation's evaluator, which binds each relation to its concrete value.
 */
public final class SymbolicVocabulary {

    /** All transactions, the initial one included. */
    public final Relation txn = Relation.unary("Txn");
    /** The initial transaction. */
    public final Relation initial = Relation.unary("init");
    /** Objects (keys). */
    public final Relation obj = Relation.unary("Obj");
    /** Values. */
    public final Relation val = Relation.unary("Val");
    /** External reads, {@code Txn×Obj×Val}. */
    public final Relation reads = Relation.ternary("reads");
    /** Final writes, {@code Txn×Obj×Val}. */
    public final Relation writes = Relation.ternary("writes");
    /** Session order. */
    public final Relation so = Relation.binary("so");
    /** Write–read. */
    public final Relation wr = Relation.binary("wr");
    /** Write–read per object, {@code Obj×Txn×Txn}. */
    public final Relation wrByObject = Relation.ternary("wrByObject");
    /** Writers per object, {@code Obj×Txn}. */
    public final Relation writers = Relation.binary("writers");
    /** Operations. */
    public final Relation op = Relation.unary("Op");
    /** The operations of each transaction. */
    public final Relation opsOf = Relation.binary("ops");
    /** Program order. */
    public final Relation po = Relation.binary("po");
    /** Each operation's object. */
    public final Relation opObj = Relation.binary("opObj");
    /** Each operation's value. */
    public final Relation opVal = Relation.binary("opVal");
    /** Read operations. */
    public final Relation readOps = Relation.unary("ReadOp");
    /** Write operations. */
    public final Relation writeOps = Relation.unary("WriteOp");
    /** Operation-level write–read, {@code Txn×Op}. */
    public final Relation wrOp = Relation.binary("wrOp");

    /** Real time, {@code Txn×Txn}. */
    public final Relation rt = Relation.binary("rt");

    private final HistoryVocabulary vocabulary = new HistoryVocabulary(txn, initial, obj, val, reads, writes, so, wr,
            wrByObject, writers,
            Optional.of(new OperationVocabulary(op, opsOf, po, opObj, opVal, readOps, writeOps, wrOp)),
            StepVocabulary.none(), rt);

    /** The vocabulary for building axioms. */
    public HistoryVocabulary vocabulary() {
        return vocabulary;
    }
}
