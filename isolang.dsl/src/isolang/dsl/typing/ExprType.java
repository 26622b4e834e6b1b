// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.typing;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The static type of an expression: a formula, a relation with a sort per column, or
 * {@link Invalid} when an error was already reported for it (so that one mistake is reported
 * once, not at every enclosing expression).
 */
public sealed interface ExprType {

    /** The type of formulas. */
    ExprType FORMULA = new Formula();
    /** The type of an expression whose error has been reported. */
    ExprType INVALID = new Invalid();

    /** A relation type with the given columns. */
    static ExprType relation(List<Column> columns) {
        return new Relation(columns);
    }

    /** A relation type with the given columns. */
    static ExprType relation(Column... columns) {
        return new Relation(List.of(columns));
    }

    /** The type of formulas, {@code Bool}. */
    record Formula() implements ExprType {
        @Override
        public String toString() {
            return "Bool";
        }
    }

    /** A type already reported as wrong; compatible with everything. */
    record Invalid() implements ExprType {
        @Override
        public String toString() {
            return "?";
        }
    }

    /**
     * A relation type.
     *
     * <p>Invariant: at least one column.
     *
     * @param columns the sort of each column; the arity is their number
     */
    record Relation(List<Column> columns) implements ExprType {

        /** Checks the invariant and freezes the list. */
        public Relation {
            columns = List.copyOf(columns);
            if (columns.isEmpty()) {
                throw new IllegalArgumentException("a relation type needs a column");
            }
        }

        /** The arity. */
        public int arity() {
            return columns.size();
        }

        /** The first column. */
        public Column first() {
            return columns.get(0);
        }

        /** The last column. */
        public Column last() {
            return columns.get(columns.size() - 1);
        }

        /** Whether both types have the same arity and fitting sorts in every column. */
        public boolean fits(Relation other) {
            if (other.arity() != arity()) {
                return false;
            }
            for (int i = 0; i < arity(); i++) {
                if (!columns.get(i).fits(other.columns.get(i))) {
                    return false;
                }
            }
            return true;
        }

        /** The column-wise more specific type of two fitting types. */
        public Relation meet(Relation other) {
            return new Relation(java.util.stream.IntStream.range(0, arity())
                    .mapToObj(i -> columns.get(i).meet(other.columns.get(i))).toList());
        }

        /** The type in the language's notation, e.g. {@code Txn -> Txn}. */
        @Override
        public String toString() {
            return columns.stream().map(Column::toString).collect(Collectors.joining(" -> "));
        }
    }
}
