// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

/**
 * The shape of a witness relation. The shape determines the relation's arity, its Kodkod
 * bounds, the well-formedness constraints the encoder adds, and how an explicit checker
 * enumerates all its values on a concrete history.
 */
public sealed interface WitnessShape {

    /** The arity of relations of this shape. */
    int arity();

    /**
     * A strict total order on all transactions with the initial transaction first (commit
     * order, arbitration).
     */
    record StrictTotalOrder() implements WitnessShape {
        @Override
        public int arity() {
            return 2;
        }
    }

    /**
     * A binary relation on transactions contained in another witness relation of the same
     * framework, which must be declared earlier (e.g. {@code vis ⊆ ar}).
     *
     * @param superset the name of the containing witness relation
     */
    record SubsetOf(String superset) implements WitnessShape {
        @Override
        public int arity() {
            return 2;
        }
    }

    /** An arbitrary binary relation on transactions. */
    record TransactionRelation() implements WitnessShape {
        @Override
        public int arity() {
            return 2;
        }
    }

    /**
     * A ternary relation {@code Obj → Txn → Txn}: for every object x, {@code x.r} is a strict
     * total order on the transactions that write x, the initial transaction first (Adya's
     * version orders).
     */
    record PerObjectTotalOrder() implements WitnessShape {
        @Override
        public int arity() {
            return 3;
        }
    }

    /**
     * Any relation over the given sorts, without a shape constraint: the events of a protocol
     * trace placed at steps ({@code commit: Txn -> Step}, {@code lock: Txn -> Obj -> Step}), or
     * protocol state such as prepared timestamps. Only allowed levels of a synthesis may have
     * such witnesses (the protocol's traces are searched together with the history).
     *
     * @param columns the sort of each column, at least one
     */
    record Free(java.util.List<Column> columns) implements WitnessShape {
        /** Checks the invariants and freezes the columns. */
        public Free {
            columns = java.util.List.copyOf(columns);
            if (columns.isEmpty()) {
                throw new IllegalArgumentException("a relation has at least one column");
            }
        }

        @Override
        public int arity() {
            return columns.size();
        }

        /** Whether a column is a step (the relation places events in a protocol trace). */
        public boolean hasSteps() {
            return columns.contains(Column.STEP);
        }
    }

    /** The sort of one column of a {@link Free} witness. */
    enum Column {
        /** Transactions, the initial one included. */
        TXN,
        /** Objects. */
        OBJ,
        /** Values. */
        VAL,
        /** Steps of a protocol trace. */
        STEP
    }
}
