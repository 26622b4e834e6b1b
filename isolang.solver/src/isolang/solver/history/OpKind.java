// SPDX-License-Identifier: EPL-2.0
package isolang.solver.history;

/** The kind of a single database operation inside a transaction. */
public enum OpKind {
    /** A read {@code r(x,v)}: the transaction observed value v of object x. */
    READ,
    /** A write {@code w(x,v)}: the transaction installed value v for object x. */
    WRITE
}
