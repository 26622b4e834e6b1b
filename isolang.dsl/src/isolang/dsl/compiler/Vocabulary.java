// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.compiler;

import isolang.dsl.isolang.BuiltinName;
import isolang.solver.spec.Execution;
import isolang.solver.spec.OperationVocabulary;
import kodkod.ast.Expression;

/** The history vocabulary of the language as the engine's Kodkod expressions. */
final class Vocabulary {

    private Vocabulary() {
    }

    /** The expression a builtin name denotes in {@code x}. */
    static Expression of(BuiltinName name, Execution x) {
        return switch (name) {
            case TXN -> x.txn();
            case INIT -> x.initial();
            case OBJ -> x.obj();
            case VAL -> x.val();
            case READS -> x.reads();
            case WRITES -> x.writes();
            case SO -> x.so();
            case WR -> x.wr();
            case WRITERS -> x.writers();
            case READERS -> x.reads().join(x.val()).transpose();
            case IDEN -> Expression.IDEN;
            case NONE -> Expression.NONE;
            case UNIV -> Expression.UNIV;
            case STEP -> x.history().steps().step();
            case EARLIER -> x.history().steps().earlier();
            case RT -> x.history().rt();
            default -> operation(name, x.operations());
        };
    }

    private static Expression operation(BuiltinName name, OperationVocabulary ops) {
        return switch (name) {
            case OP -> ops.op();
            case OPS -> ops.opsOf();
            case PO -> ops.po();
            case OP_OBJ -> ops.object();
            case OP_VAL -> ops.value();
            case READ_OP -> ops.readOps();
            case WRITE_OP -> ops.writeOps();
            case WR_OP -> ops.readFrom();
            default -> throw new IllegalArgumentException(name + " is not operation vocabulary");
        };
    }
}
