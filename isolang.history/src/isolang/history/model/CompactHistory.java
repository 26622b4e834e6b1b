// SPDX-License-Identifier: EPL-2.0
package isolang.history.model;

import java.util.Arrays;
import java.util.List;

/**
 * A recorded history in compact form: primitive arrays indexed by dense numbers, not an object
 * per operation, so that a million transactions with ten million operations fit in a few
 * hundred megabytes. Built by {@link HistoryBuilder}; immutable afterwards.
 *
 * <p>Numbering:
 * <ul>
 * <li>transactions {@code 0 .. transactionCount()-1}; transaction {@value #INITIAL} is the initial
 *     transaction, which writes the initial value to every key and precedes every other
 *     transaction in session order. It has no operations unless the file stated its writes
 *     ({@link #initialExplicit()});</li>
 * <li>operations {@code 0 .. operationCount()-1}, grouped by transaction in program order:
 *     transaction t owns {@code opStart(t) .. opEnd(t)-1};</li>
 * <li>keys and values are dense indices of 64-bit labels (or key names); a value index means the
 *     same label for every key;</li>
 * <li>sessions {@code 0 .. sessionCount()-1}; a session lists its committed and indeterminate
 *     transactions in session order. Aborted transactions belong to no chain (their session
 *     number is kept for display, or -1).</li>
 * </ul>
 * Invariants (checked by the builder): every operation's key and value index is in range; a
 * transaction is in at most one chain; transaction 0 is in none.
 */
public final class CompactHistory {

    /** The index of the initial transaction. */
    public static final int INITIAL = 0;
    /** {@link #opKind} of a read. */
    public static final byte READ = 0;
    /** {@link #opKind} of a write. */
    public static final byte WRITE = 1;

    private final String source;
    private final boolean unsignedLabels;
    private final long[] keyLabels;
    private final String[] keyNames;
    private final long[] valueLabels;
    private final int initialValue;
    private final boolean initialExplicit;
    private final long[] txnLabels;
    private final int[] txnSession;
    private final byte[] txnStatus;
    private final int[] txnOpStart;
    private final int[] txnPosition;
    private final byte[] opKind;
    private final int[] opKey;
    private final int[] opValue;
    private final long[] sessionLabels;
    private final String[] sessionNames;
    private final int[] sessionStart;
    private final int[] sessionTxns;
    private final int[] orderHints;
    private final List<String> notes;
    private final long[] txnStart;
    private final long[] txnEnd;

    CompactHistory(HistoryBuilder.Parts p) {
        this.source = p.source;
        this.unsignedLabels = p.unsignedLabels;
        this.keyLabels = p.keyLabels;
        this.keyNames = p.keyNames;
        this.valueLabels = p.valueLabels;
        this.initialValue = p.initialValue;
        this.initialExplicit = p.initialExplicit;
        this.txnLabels = p.txnLabels;
        this.txnSession = p.txnSession;
        this.txnStatus = p.txnStatus;
        this.txnOpStart = p.txnOpStart;
        this.txnPosition = p.txnPosition;
        this.opKind = p.opKind;
        this.opKey = p.opKey;
        this.opValue = p.opValue;
        this.sessionLabels = p.sessionLabels;
        this.sessionNames = p.sessionNames;
        this.sessionStart = p.sessionStart;
        this.sessionTxns = p.sessionTxns;
        this.orderHints = p.orderHints;
        this.notes = List.copyOf(p.notes);
        this.txnStart = p.txnStart;
        this.txnEnd = p.txnEnd;
    }

    /** Whether the history records when its transactions ran (its real-time order may be non-empty). */
    public boolean hasRealTime() {
        return txnStart != null;
    }

    /** Whether transaction {@code t} has an interval of time (then {@link #intervalStart} and {@link #intervalEnd}). */
    public boolean hasInterval(int t) {
        return txnStart != null && t != INITIAL && (txnStart[t] != Long.MIN_VALUE || txnEnd[t] != Long.MAX_VALUE);
    }

    /** The start of transaction {@code t}'s interval of time (see {@link #hasInterval}). */
    public long intervalStart(int t) {
        return txnStart[t];
    }

    /** The end of transaction {@code t}'s interval of time; {@code Long.MAX_VALUE} when it is open. */
    public long intervalEnd(int t) {
        return txnEnd[t];
    }

    /**
     * Whether transaction {@code before} ended before {@code after} began (real time); false for
     * a transaction without an interval, and always false in a history that records no time.
     */
    public boolean realTimePrecedes(int before, int after) {
        return txnStart != null && before != INITIAL && after != INITIAL && txnEnd[before] < txnStart[after];
    }

    /** Where the history came from (a file name), for messages. */
    public String source() {
        return source;
    }

    /** Notes of the loader, e.g. how many garbage-collected reads it dropped. */
    public List<String> notes() {
        return notes;
    }

    // ---- transactions

    /** The number of transactions, the initial one included. */
    public int transactionCount() {
        return txnStatus.length;
    }

    /** The label of transaction {@code t} in its file (its id, or a running number). */
    public long txnLabel(int t) {
        return txnLabels[t];
    }

    /** The session of {@code t}, or -1 (the initial transaction, aborted writes without session). */
    public int txnSession(int t) {
        return txnSession[t];
    }

    /** The status of {@code t}; the initial transaction is committed. */
    public TxnStatus status(int t) {
        return TxnStatus.ofOrdinal(txnStatus[t]);
    }

    /** Whether {@code t} committed (the initial transaction did). */
    public boolean isCommitted(int t) {
        return txnStatus[t] == 0;
    }

    /** The position of {@code t} in its session's chain, or -1 if it is in none. */
    public int txnPosition(int t) {
        return txnPosition[t];
    }

    /** The first operation of {@code t}. */
    public int opStart(int t) {
        return txnOpStart[t];
    }

    /** One past the last operation of {@code t}. */
    public int opEnd(int t) {
        return txnOpStart[t + 1];
    }

    /** A readable name of {@code t}: {@code T0 (initial)}, {@code T17} or {@code (s2,5)}. */
    public String txnName(int t) {
        return t == INITIAL ? "T0 (initial)" : "T" + label(txnLabels[t]);
    }

    // ---- operations

    /** The number of operations. */
    public int operationCount() {
        return opKind.length;
    }

    /** {@link #READ} or {@link #WRITE}. */
    public byte opKind(int op) {
        return opKind[op];
    }

    /** Whether {@code op} is a read. */
    public boolean isRead(int op) {
        return opKind[op] == READ;
    }

    /** The dense key of {@code op}. */
    public int opKey(int op) {
        return opKey[op];
    }

    /** The dense value of {@code op}. */
    public int opValue(int op) {
        return opValue[op];
    }

    /** The transaction of {@code op} (binary search over the transactions' operation ranges). */
    public int txnOfOp(int op) {
        int found = Arrays.binarySearch(txnOpStart, op);
        if (found >= 0) {
            while (found + 1 < txnOpStart.length && txnOpStart[found + 1] == op) {
                found++;
            }
            return found;
        }
        return -found - 2;
    }

    /** The operation in paper notation, e.g. {@code r(x,3)} or {@code w(17,-4)}. */
    public String opText(int op) {
        return (isRead(op) ? "r(" : "w(") + keyName(opKey[op]) + "," + valueName(opValue[op]) + ")";
    }

    // ---- keys and values

    /** The number of distinct keys. */
    public int keyCount() {
        return keyLabels.length;
    }

    /** The numeric label of key {@code k} (0 for named keys). */
    public long keyLabel(int k) {
        return keyLabels[k];
    }

    /** Whether key {@code k} has a name rather than a number. */
    public boolean isNamedKey(int k) {
        return keyNames[k] != null;
    }

    /** The name of key {@code k}: its name, or its number. */
    public String keyName(int k) {
        return keyNames[k] != null ? keyNames[k] : label(keyLabels[k]);
    }

    /** The number of distinct values. */
    public int valueCount() {
        return valueLabels.length;
    }

    /** The 64-bit label of value {@code v}. */
    public long valueLabel(int v) {
        return valueLabels[v];
    }

    /** The value {@code v} as text (signed or unsigned, as the file wrote it). */
    public String valueName(int v) {
        return label(valueLabels[v]);
    }

    /** The dense index of the initial value (always registered, even if no operation mentions it). */
    public int initialValue() {
        return initialValue;
    }

    /** Whether the file stated the initial transaction's writes (otherwise it writes the initial value everywhere). */
    public boolean initialExplicit() {
        return initialExplicit;
    }

    /** Whether labels are shown as unsigned 64-bit numbers (formats that store {@code u64}). */
    public boolean unsignedLabels() {
        return unsignedLabels;
    }

    /** A label as the file would write it. */
    public String label(long value) {
        return unsignedLabels ? Long.toUnsignedString(value) : Long.toString(value);
    }

    // ---- sessions

    /** The number of sessions. */
    public int sessionCount() {
        return sessionStart.length - 1;
    }

    /** The number of transactions in the chain of session {@code s}. */
    public int sessionLength(int s) {
        return sessionStart[s + 1] - sessionStart[s];
    }

    /** The transaction at {@code position} of session {@code s}'s chain. */
    public int sessionTxn(int s, int position) {
        return sessionTxns[sessionStart[s] + position];
    }

    /** The label of session {@code s} as the file gave it. */
    public String sessionName(int s) {
        return sessionNames[s] != null ? sessionNames[s] : label(sessionLabels[s]);
    }

    /** The numeric label of session {@code s}. */
    public long sessionLabel(int s) {
        return sessionLabels[s];
    }

    // ---- version order hints

    /** The number of version-order hints (list-append reads reveal the order of appends). */
    public int orderHintCount() {
        return orderHints.length / 3;
    }

    /** The key of hint {@code h}. */
    public int orderHintKey(int h) {
        return orderHints[3 * h];
    }

    /** The value appended first in hint {@code h}. */
    public int orderHintBefore(int h) {
        return orderHints[3 * h + 1];
    }

    /** The value appended next in hint {@code h}. */
    public int orderHintAfter(int h) {
        return orderHints[3 * h + 2];
    }

    /** The number of transactions with the given status (the initial one counts as committed). */
    public int count(TxnStatus status) {
        int n = 0;
        for (byte b : txnStatus) {
            if (b == status.ordinal()) {
                n++;
            }
        }
        return n;
    }

    /**
     * This history with every indeterminate transaction decided: committed if
     * {@code committed[t]}, aborted otherwise. Shares the operation arrays.
     */
    public CompactHistory withIndeterminateDecided(boolean[] committed) {
        HistoryBuilder.Parts p = parts();
        p.txnStatus = txnStatus.clone();
        int decided = 0;
        for (int t = 0; t < p.txnStatus.length; t++) {
            if (p.txnStatus[t] == TxnStatus.INDETERMINATE.ordinal()) {
                p.txnStatus[t] = (byte) (committed[t] ? TxnStatus.COMMITTED : TxnStatus.ABORTED).ordinal();
                decided++;
            }
        }
        if (decided == 0) {
            return this;
        }
        HistoryBuilder.chainSessions(p);
        return new CompactHistory(p);
    }

    HistoryBuilder.Parts parts() {
        HistoryBuilder.Parts p = new HistoryBuilder.Parts();
        p.source = source;
        p.unsignedLabels = unsignedLabels;
        p.keyLabels = keyLabels;
        p.keyNames = keyNames;
        p.valueLabels = valueLabels;
        p.initialValue = initialValue;
        p.initialExplicit = initialExplicit;
        p.txnLabels = txnLabels;
        p.txnSession = txnSession;
        p.txnStatus = txnStatus;
        p.txnOpStart = txnOpStart;
        p.txnPosition = txnPosition;
        p.opKind = opKind;
        p.opKey = opKey;
        p.opValue = opValue;
        p.sessionLabels = sessionLabels;
        p.sessionNames = sessionNames;
        p.sessionStart = sessionStart;
        p.sessionTxns = sessionTxns;
        p.orderHints = orderHints;
        p.notes = notes;
        p.txnStart = txnStart;
        p.txnEnd = txnEnd;
        return p;
    }

    @Override
    public String toString() {
        return "history " + source + ": " + (transactionCount() - 1) + " transactions, " + sessionCount()
                + " sessions, " + operationCount() + " operations, " + keyCount() + " keys";
    }
}
