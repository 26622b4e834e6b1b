// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

/**
 * A relation value of the generic saturation's evaluator: a set of tuples of atoms (ints) of
 * arity 1 to 3, explicit or computed on demand. Session order, program order, happens-before and
 * identity are never materialized (they are quadratic); membership and slices answer queries.
 */
interface Rel {

    /** Receives tuples; returns false to stop the enumeration. */
    @FunctionalInterface
    interface Sink {
        boolean accept(int[] tuple);
    }

    /** The arity. */
    int arity();

    /** Whether the tuple (of length {@link #arity()}) is in the relation. */
    boolean contains(int[] tuple);

    /** {@code {rest | (atom, rest…) ∈ this}}, of arity {@code arity()-1}. */
    Rel sliceFirst(int atom);

    /** {@code {rest | (…rest, atom) ∈ this}}, of arity {@code arity()-1}. */
    Rel sliceLast(int atom);

    /** Enumerates the tuples until {@code sink} returns false; returns false if it stopped. */
    boolean forEach(Sink sink);

    /** An upper bound of the number of tuples. */
    long size();

    /** Whether the relation has no tuple. */
    default boolean isEmpty() {
        return forEach(t -> false);
    }
}
