// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

import java.util.Map;
import java.util.Objects;

import kodkod.ast.Expression;
import kodkod.ast.Formula;

/**
 * An abstract execution as Kodkod expressions: a history's vocabulary plus one framework's
 * witness relations. Axioms are instantiated over executions; the engine creates one
 * execution per positive level (each with fresh witness relations), one per framework for the
 * negative levels, and executions whose witnesses are constants for learned counterexamples.
 *
 * <p>Invariant: the witness map is immutable. Expressions are shared, not copied.
 */
public final class Execution {

    private final HistoryVocabulary history;
    private final Map<String, Expression> witnesses;

    private Execution(HistoryVocabulary history, Map<String, Expression> witnesses) {
        this.history = Objects.requireNonNull(history, "history");
        this.witnesses = Map.copyOf(witnesses);
    }

    /** An execution over {@code history} with the given witness expressions by name. */
    public static Execution of(HistoryVocabulary history, Map<String, Expression> witnesses) {
        return new Execution(history, witnesses);
    }

    /** The history vocabulary. */
    public HistoryVocabulary history() {
        return history;
    }

    /** All transactions, the initial one included. */
    public Expression txn() {
        return history.txn();
    }

    /** The initial transaction. */
    public Expression initial() {
        return history.initial();
    }

    /** All objects. */
    public Expression obj() {
        return history.obj();
    }

    /** All values. */
    public Expression val() {
        return history.val();
    }

    /** External reads {@code Txn×Obj×Val}. */
    public Expression reads() {
        return history.reads();
    }

    /** Final writes {@code Txn×Obj×Val}. */
    public Expression writes() {
        return history.writes();
    }

    /** Session order. */
    public Expression so() {
        return history.so();
    }

    /** Write–read relation (union over objects). */
    public Expression wr() {
        return history.wr();
    }

    /** Write–read relation per object, {@code Obj×Txn×Txn}. */
    public Expression wrByObject() {
        return history.wrByObject();
    }

    /** {@code wr_x}: the write–read relation on object {@code x} (a unary expression). */
    public Expression wr(Expression x) {
        return x.join(history.wrByObject());
    }

    /** Writers per object, {@code Obj×Txn}. */
    public Expression writers() {
        return history.writers();
    }

    /** Whether transaction {@code t} writes object {@code x}. */
    public Formula writes(Expression t, Expression x) {
        return t.in(x.join(history.writers()));
    }

    /**
     * The operation-level vocabulary.
     *
     * @throws IllegalStateException if the history is encoded in the abstract model
     */
    public OperationVocabulary operations() {
        return history.operations().orElseThrow(() -> new IllegalStateException(
                "this axiom needs the operation history model; the problem uses abstract transactions"));
    }

    /**
     * The witness relation with the given name.
     *
     * @throws IllegalArgumentException if the framework declares no such witness
     */
    public Expression witness(String name) {
        Expression w = witnesses.get(name);
        if (w == null) {
            throw new IllegalArgumentException("no witness relation '" + name + "' in " + witnesses.keySet());
        }
        return w;
    }

    /** The witness expressions by name. */
    public Map<String, Expression> witnesses() {
        return witnesses;
    }
}
