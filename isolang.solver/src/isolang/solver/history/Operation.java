// SPDX-License-Identifier: EPL-2.0
package isolang.solver.history;

/**
 * One operation {@code r(x,v)} or {@code w(x,v)} of a transaction.
 *
 * <p>Objects are small non-negative indices into the history's objects. Values are labels: any
 * non-negative {@code long}, compared only for equality between operations on the same object
 * (the engine numbers each object's values densely, see {@link ValueLabels}). Value {@code 0} is
 * the initial value of every object, written by the initial transaction.
 *
 * @param kind read or write
 * @param object the object index, {@code >= 0}
 * @param value the value read or written, {@code >= 0}
 */
public record Operation(OpKind kind, int object, long value) {

    /** Checks the invariants: a kind is given, object and value are non-negative. */
    public Operation {
        if (kind == null) {
            throw new IllegalArgumentException("operation kind is missing");
        }
        if (object < 0 || value < 0) {
            throw new IllegalArgumentException("object and value must be non-negative: " + object + ", " + value);
        }
    }

    /** Returns the read {@code r(object,value)}. */
    public static Operation read(int object, long value) {
        return new Operation(OpKind.READ, object, value);
    }

    /** Returns the write {@code w(object,value)}. */
    public static Operation write(int object, long value) {
        return new Operation(OpKind.WRITE, object, value);
    }

    /** Whether this is a read. */
    public boolean isRead() {
        return kind == OpKind.READ;
    }

    /** Whether this is a write. */
    public boolean isWrite() {
        return kind == OpKind.WRITE;
    }

    /** The paper notation, e.g. {@code r(x,0)} or {@code w(y,1)}. */
    @Override
    public String toString() {
        return (isRead() ? "r(" : "w(") + ObjectNames.of(object) + "," + value + ")";
    }
}
