// SPDX-License-Identifier: EPL-2.0
package isolang.history.model;

/**
 * How a transaction of a recorded history ended, as far as the client knows.
 */
public enum TxnStatus {
    /** The database acknowledged the commit. */
    COMMITTED,
    /** The database reported an abort; its writes must never be read. */
    ABORTED,
    /**
     * The client does not know (a Jepsen {@code :info} completion, a lost connection): the
     * transaction may or may not have committed. The checker treats it as committed exactly when
     * some committed transaction reads one of its writes, the most permissive consistent choice.
     */
    INDETERMINATE;

    private static final TxnStatus[] VALUES = values();

    /** The status with the given ordinal (the compact model stores ordinals in a byte array). */
    public static TxnStatus ofOrdinal(int ordinal) {
        return VALUES[ordinal];
    }
}
