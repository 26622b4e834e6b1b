// SPDX-License-Identifier: EPL-2.0
package isolang.solver.check;

/**
 * The bounds of an exhaustive history enumeration.
 *
 * <p>Invariants: {@code transactions >= 1}, {@code objects >= 1}, {@code values >= 1}.
 * {@code values} counts the values of each object <em>including</em> the initial value 0, as in
 * the Isolde scope {@code (3, 2, 2)} whose values are 0 and 1; an object can therefore be
 * written by at most {@code values - 1} transactions (writes are unique).
 *
 * @param transactions the exact number of transactions besides the initial one (empty
 *        transactions are enumerated, so smaller histories appear padded with empty ones)
 * @param objects the number of objects
 * @param values the number of values per object, counting the initial value 0
 */
public record EnumerationScope(int transactions, int objects, int values) {

    /** Checks the invariants. */
    public EnumerationScope {
        if (transactions < 1 || objects < 1 || values < 1) {
            throw new IllegalArgumentException("an enumeration scope needs at least one transaction, object and value: "
                    + transactions + ", " + objects + ", " + values);
        }
    }

    /** The scope in the paper's notation, e.g. {@code 3 txn x 2 obj x 2 val}. */
    @Override
    public String toString() {
        return transactions + " txn x " + objects + " obj x " + values + " val";
    }
}
