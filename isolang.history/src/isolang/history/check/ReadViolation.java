// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import isolang.history.model.CompactHistory;

/**
 * One read that no isolation level allows: the read, its transaction, and the write it returned
 * (when there is one).
 *
 * @param anomaly the kind of read anomaly
 * @param readOp the read operation
 * @param reader the reading transaction
 * @param writeOp the write whose value it returned, or -1 (thin air)
 * @param writer the transaction of {@code writeOp}, or -1
 */
public record ReadViolation(Anomaly anomaly, int readOp, int reader, int writeOp, int writer) {

    /** A one-line explanation, e.g. {@code T7 reads r(x,3), written by aborted T5}. */
    public String describe(CompactHistory h) {
        String read = h.txnName(reader) + " reads " + h.opText(readOp);
        return switch (anomaly) {
            case THIN_AIR_READ -> read + ", a value no transaction writes";
            case ABORTED_READ -> read + ", written by " + h.txnName(writer) + ", which aborted";
            case FUTURE_READ -> read + " before writing it itself";
            case NOT_MY_OWN_WRITE -> read + " after writing " + h.keyName(h.opKey(readOp))
                    + " itself (it must read its own write)";
            case NOT_MY_LAST_WRITE -> read + ", its own earlier write, not its latest one";
            case INTERMEDIATE_READ ->
                read + ", which " + h.txnName(writer) + " overwrites itself (an intermediate write)";
            case NON_REPEATABLE_READ -> read + " from " + h.txnName(writer) + " after reading "
                    + h.keyName(h.opKey(readOp)) + " from another transaction";
            case INCOMPATIBLE_VERSION_ORDER -> read + ", a list that orders the appends to "
                    + h.keyName(h.opKey(readOp)) + " unlike another read";
            default -> read + " (" + anomaly.title() + ")";
        };
    }
}
