// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

/**
 * The bounds of the histories a synthesis considers.
 *
 * <p>Invariants: {@code transactions >= 1} (the initial transaction is extra), {@code objects
 * >= 1}, {@code values >= 1} (values per object, the initial value 0 included), {@code 1 <=
 * sessions <= transactions}, {@code operations >= 1} (per transaction, operation model only).
 * Transactions may be empty, so a scope of n transactions covers every smaller history.
 * {@code steps >= 0} is the number of steps of a protocol trace (protocol models only; 0 for
 * every other problem).
 *
 * @param transactions the number of transactions besides the initial one
 * @param objects the number of objects
 * @param values the number of values per object, including the initial value
 * @param sessions the maximal number of sessions
 * @param operations the maximal number of operations per transaction
 * @param steps the number of steps of a protocol trace, 0 without a protocol model
 */
public record Scope(int transactions, int objects, int values, int sessions, int operations, int steps) {

    /** How many protocol steps {@link #resized(int)} adds per transaction: about a transaction's events. */
    public static final int STEPS_PER_TRANSACTION = 4;

    /** Checks the invariants. */
    public Scope {
        if (transactions < 1 || objects < 1 || values < 1 || sessions < 1 || sessions > transactions
                || operations < 1 || steps < 0) {
            throw new IllegalArgumentException("invalid scope " + transactions + " txn, " + objects + " obj, "
                    + values + " val, " + sessions + " sessions, " + operations + " ops, " + steps + " steps");
        }
    }

    /** A scope without protocol steps. */
    public Scope(int transactions, int objects, int values, int sessions, int operations) {
        this(transactions, objects, values, sessions, operations, 0);
    }

    /** This scope with another number of protocol steps. */
    public Scope withSteps(int count) {
        return new Scope(transactions, objects, values, sessions, operations, count);
    }

    /** This scope with fewer transactions (and at most as many sessions), everything else kept. */
    public Scope withTransactions(int count) {
        return new Scope(count, objects, values, Math.min(count, sessions), operations, steps);
    }

    /** A scope with as many sessions as transactions and 4 operations per transaction. */
    public static Scope of(int transactions, int objects, int values) {
        return new Scope(transactions, objects, values, transactions, 4);
    }

    /** This scope with another number of operations per transaction. */
    public Scope withOperations(int ops) {
        return new Scope(transactions, objects, values, sessions, ops, steps);
    }

    /**
     * A scope grown or shrunk by {@code delta} in transactions, objects and values (each at
     * least 1), with as many sessions as transactions and 4 operations per transaction; a protocol
     * model's steps change by {@value #STEPS_PER_TRANSACTION} per transaction (at least 1).
     *
     * @param delta how much to add (negative to shrink)
     * @return the new scope
     */
    public Scope resized(int delta) {
        Scope resized = of(Math.max(1, transactions + delta), Math.max(1, objects + delta),
                Math.max(1, values + delta));
        return steps == 0 ? resized : resized.withSteps(Math.max(1, steps + STEPS_PER_TRANSACTION * delta));
    }

    /**
     * Writes this scope as a command's {@code for} clause does, e.g. {@code 3 txn, 2 obj, 2 val}.
     *
     * @param withOperations whether to write the operations per transaction (they matter only
     *        for histories with operations)
     * @return the sizes of txn, obj and val, then sess where it differs from txn, then ops if asked,
     *         then the protocol steps if any
     */
    public String text(boolean withOperations) {
        return transactions + " txn, " + objects + " obj, " + values + " val"
                + (sessions != transactions ? ", " + sessions + " sess" : "")
                + (withOperations ? ", " + operations + " ops" : "")
                + (steps > 0 ? ", " + steps + " step" : "");
    }

    /** This scope as a {@code for} clause with every size that differs from its default. */
    @Override
    public String toString() {
        return text(true);
    }
}
