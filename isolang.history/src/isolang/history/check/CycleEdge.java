// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import isolang.history.model.CompactHistory;

/**
 * One edge of a reported cycle with its justification.
 *
 * <ul>
 * <li>{@code WR}: {@code read} is the read of {@code to} that returns {@code from}'s write;</li>
 * <li>{@code WW}: {@code key} is the key both write;</li>
 * <li>{@code RW}: {@code read} is the read of {@code from} whose version {@code to} overwrites;</li>
 * <li>forced kinds: {@code read} is the reader's read of {@code key} from {@code to}, and
 *     {@code other} the reader's read from {@code from} (non-monotonic and fractured reads) or -1;
 *     {@code FORCED} edges carry the axiom's name in {@code axiom};</li>
 * </ul>
 *
 * @param from the earlier transaction
 * @param to the later transaction
 * @param kind why
 * @param key the key involved, or -1
 * @param read the read that justifies the edge, or -1
 * @param other a second read, or -1
 * @param axiom the axiom that forced the edge (user-written levels), or empty
 */
public record CycleEdge(int from, int to, EdgeKind kind, int key, int read, int other, String axiom) {

    /** A sentence explaining the edge, e.g. {@code T3 -co-> T1: T4 reads x from T1 after it reads y from T3, which also writes x}. */
    public String describe(HistoryIndex index) {
        CompactHistory h = index.history();
        String head = h.txnName(from) + " -" + kind.relation() + "-> " + h.txnName(to) + ": ";
        String reader = read >= 0 ? h.txnName(index.txnOf(read)) : "?";
        String keyName = key < 0 ? "?" : h.isNamedKey(key) ? h.keyName(key) : "key " + h.keyName(key);
        return head + switch (kind) {
            case SO -> "session order";
            case WR ->
                read >= 0 ? h.txnName(to) + " reads " + h.opText(read) + " from " + h.txnName(from) : "write-read";
            case WW -> "both write " + keyName + ", " + h.txnName(from) + " first";
            case RW -> h.txnName(from) + " reads " + h.opText(read) + ", which " + h.txnName(to) + " overwrites";
            case NON_MONOTONIC -> reader + " reads " + keyName + " from " + h.txnName(to) + " after it reads "
                    + (other >= 0 ? h.opText(other) : "a value") + " from " + h.txnName(from) + ", which also writes "
                    + keyName;
            case FRACTURED_SO ->
                reader + " reads " + keyName + " from " + h.txnName(to) + " later in the same session as "
                        + h.txnName(from) + ", which also writes " + keyName;
            case FRACTURED_WR -> reader + " reads " + keyName + " from " + h.txnName(to) + " as well as "
                    + (other >= 0 ? h.opText(other) : "a value") + " from " + h.txnName(from) + ", which also writes "
                    + keyName;
            case CAUSAL -> reader + " reads " + keyName + " from " + h.txnName(to) + " and happens after "
                    + h.txnName(from) + ", which also writes " + keyName;
            case FORCED ->
                "forced by axiom " + axiom + (read >= 0 ? " (" + reader + " reads " + h.opText(read) + ")" : "");
        };
    }
}
