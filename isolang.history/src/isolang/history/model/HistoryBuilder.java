// SPDX-License-Identifier: EPL-2.0
package isolang.history.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds a {@link CompactHistory} from a stream of sessions, transactions and operations, as the
 * format readers produce them. Operations of different transactions may arrive interleaved (the
 * Plume format allows it); each transaction keeps its own operations in arrival order, which is
 * program order. Sessions order their transactions by creation.
 *
 * <p>Labels (64-bit keys, values, ids) are mapped to dense indices on the way in. Not
 * thread-safe; one builder builds one history.
 */
public final class HistoryBuilder {

    /** What to do with a transaction that looks like the file's own initialization. */
    public enum InitialPolicy {
        /** Never promote; the initial transaction is implicit (or explicit via {@link #initialWrite}). */
        IMPLICIT,
        /**
         * Promote the one transaction that is alone in its session and only writes the initial
         * value (the explicit initialization of IsoVista and AWDIT test files) to be the initial
         * transaction; do nothing if there is no such transaction or more than one.
         */
        AUTO
    }

    private final String source;
    private final boolean unsignedLabels;
    private final LongIntMap keyByLabel = new LongIntMap();
    private final Map<String, Integer> keyByName = new HashMap<>();
    private final LongList keyLabels = new LongList();
    private final List<String> keyNames = new ArrayList<>();
    private final LongIntMap valueByLabel = new LongIntMap();
    private final LongList valueLabels = new LongList();
    private final long initialValueLabel;
    private final LongList txnLabels = new LongList();
    private final IntList txnSession = new IntList();
    private final IntList txnStatus = new IntList();
    private final LongList sessionLabels = new LongList();
    private final List<String> sessionNames = new ArrayList<>();
    private final IntList opTxn = new IntList(1024);
    private final IntList opKindKey = new IntList(1024);
    private final IntList opValue = new IntList(1024);
    private final IntList orderHints = new IntList();
    private final List<String> notes = new ArrayList<>();
    private final java.util.Map<Integer, long[]> intervals = new java.util.HashMap<>();
    private boolean initialExplicit;

    /**
     * A builder.
     *
     * @param source the file name, for messages
     * @param unsignedLabels whether labels are unsigned 64-bit numbers in this format
     * @param initialValueLabel the label of the initial value of every key (usually 0)
     */
    public HistoryBuilder(String source, boolean unsignedLabels, long initialValueLabel) {
        this.source = source;
        this.unsignedLabels = unsignedLabels;
        this.initialValueLabel = initialValueLabel;
        txnLabels.add(0);
        txnSession.add(-1);
        txnStatus.add(TxnStatus.COMMITTED.ordinal());
    }

    /** The dense index of the key with numeric label {@code label}. */
    public int key(long label) {
        int k = keyByLabel.get(label);
        if (k == LongIntMap.ABSENT) {
            k = keyLabels.size();
            keyByLabel.put(label, k);
            keyLabels.add(label);
            keyNames.add(null);
        }
        return k;
    }

    /** The dense index of the key named {@code name}. */
    public int key(String name) {
        Integer k = keyByName.get(name);
        if (k == null) {
            k = keyLabels.size();
            keyByName.put(name, k);
            keyLabels.add(0);
            keyNames.add(name);
        }
        return k;
    }

    /** The dense index of the value with label {@code label}. */
    public int value(long label) {
        int v = valueByLabel.get(label);
        if (v == LongIntMap.ABSENT) {
            v = valueLabels.size();
            valueByLabel.put(label, v);
            valueLabels.add(label);
        }
        return v;
    }

    /** Adds a session with a numeric label (and an optional name, e.g. a log file's) and returns its index. */
    public int newSession(long label, String name) {
        sessionLabels.add(label);
        sessionNames.add(name);
        return sessionLabels.size() - 1;
    }

    /**
     * Adds a transaction at the end of session {@code session} (or in no session: -1, for aborted
     * writes the file does not attribute) and returns its index ({@code >= 1}).
     */
    public int newTransaction(int session, long label, TxnStatus status) {
        if (session < -1 || session >= sessionLabels.size()) {
            throw new IllegalArgumentException("no session " + session);
        }
        txnLabels.add(label);
        txnSession.add(session);
        txnStatus.add(status.ordinal());
        return txnLabels.size() - 1;
    }

    /** Changes the label of transaction {@code t}. */
    public void relabel(int t, long label) {
        checkTxn(t);
        txnLabels.set(t, label);
    }

    /** Changes the status of transaction {@code t}. */
    public void status(int t, TxnStatus status) {
        checkTxn(t);
        txnStatus.set(t, status.ordinal());
    }

    /** The status given to transaction {@code t} so far. */
    public TxnStatus status(int t) {
        return TxnStatus.ofOrdinal(txnStatus.get(t));
    }

    /** The session of transaction {@code t} (-1 for none). */
    public int transactionSession(int t) {
        checkTxn(t);
        return txnSession.get(t);
    }

    /** The number of transactions so far, the initial one included. */
    public int transactionCount() {
        return txnLabels.size();
    }

    /** The number of operations so far. */
    public int operationCount() {
        return opTxn.size();
    }

    /** Appends the read {@code r(key, value)} to transaction {@code t}. */
    public void read(int t, int key, int value) {
        operation(t, CompactHistory.READ, key, value);
    }

    /** Appends the write {@code w(key, value)} to transaction {@code t}. */
    public void write(int t, int key, int value) {
        operation(t, CompactHistory.WRITE, key, value);
    }

    /** States that the initial transaction writes {@code value} to {@code key}. */
    public void initialWrite(int key, int value) {
        initialExplicit = true;
        operation(CompactHistory.INITIAL, CompactHistory.WRITE, key, value);
    }

    private void operation(int t, byte kind, int key, int value) {
        checkTxn(t);
        if (key < 0 || key >= keyLabels.size() || value < 0 || value >= valueLabels.size()) {
            throw new IllegalArgumentException("key or value index out of range: " + key + ", " + value);
        }
        opTxn.add(t);
        opKindKey.add(key << 1 | kind);
        opValue.add(value);
    }

    /** Records that, for {@code key}, value {@code before} was appended before value {@code after}. */
    public void orderHint(int key, int before, int after) {
        orderHints.add(key);
        orderHints.add(before);
        orderHints.add(after);
    }

    /**
     * Records that transaction {@code t} ran within {@code [start, end]} (the real-time order: a
     * transaction precedes every one whose interval starts after its own ends); a transaction
     * without an interval is related to no other.
     */
    public void interval(int t, long start, long end) {
        checkTxn(t);
        if (start > end) {
            throw new IllegalArgumentException("transaction " + t + " ends (" + end + ") before it starts (" + start
                    + ")");
        }
        intervals.put(t, new long[] {start, end});
    }

    /** Adds a note for the user (e.g. how many reads were dropped and why). */
    public void note(String note) {
        notes.add(note);
    }

    private void checkTxn(int t) {
        if (t < 0 || t >= txnLabels.size()) {
            throw new IllegalArgumentException("no transaction " + t);
        }
    }

    /** The arrays of a history, handed to {@link CompactHistory}'s constructor. */
    static final class Parts {
        String source;
        boolean unsignedLabels;
        long[] keyLabels;
        String[] keyNames;
        long[] valueLabels;
        int initialValue;
        boolean initialExplicit;
        long[] txnLabels;
        int[] txnSession;
        byte[] txnStatus;
        int[] txnOpStart;
        int[] txnPosition;
        byte[] opKind;
        int[] opKey;
        int[] opValue;
        long[] sessionLabels;
        String[] sessionNames;
        int[] sessionStart;
        int[] sessionTxns;
        int[] orderHints;
        List<String> notes;
        /** Each transaction's interval of time, or null when the history records none. */
        long[] txnStart;
        long[] txnEnd;
    }

    /** Builds the history with the {@link InitialPolicy#IMPLICIT} policy. */
    public CompactHistory build() {
        return build(InitialPolicy.IMPLICIT);
    }

    /** Builds the history; the builder must not be used afterwards. */
    public CompactHistory build(InitialPolicy policy) {
        int initialValue = value(initialValueLabel);
        int promoted = policy == InitialPolicy.AUTO && !initialExplicit ? initializationCandidate(initialValue) : -1;
        int txns = txnLabels.size();
        int[] renumber = new int[txns];
        int next = 0;
        for (int t = 0; t < txns; t++) {
            renumber[t] = t == promoted ? CompactHistory.INITIAL : next++;
        }
        Parts p = new Parts();
        p.source = source;
        p.unsignedLabels = unsignedLabels;
        p.keyLabels = keyLabels.toArray();
        p.keyNames = keyNames.toArray(new String[0]);
        p.valueLabels = valueLabels.toArray();
        p.initialValue = initialValue;
        p.initialExplicit = initialExplicit || promoted >= 0;
        p.txnLabels = new long[next];
        p.txnSession = new int[next];
        p.txnStatus = new byte[next];
        for (int t = 0; t < txns; t++) {
            if (t != promoted) {
                p.txnLabels[renumber[t]] = txnLabels.get(t);
                p.txnSession[renumber[t]] = txnSession.get(t);
                p.txnStatus[renumber[t]] = (byte) txnStatus.get(t);
            }
        }
        groupOperations(p, renumber, next);
        p.sessionLabels = sessionLabels.toArray();
        p.sessionNames = sessionNames.toArray(new String[0]);
        chainSessions(p);
        p.orderHints = orderHints.toArray();
        p.notes = new ArrayList<>(notes);
        if (!intervals.isEmpty()) {
            p.txnStart = new long[next];
            p.txnEnd = new long[next];
            java.util.Arrays.fill(p.txnStart, Long.MIN_VALUE);
            java.util.Arrays.fill(p.txnEnd, Long.MAX_VALUE);
            intervals.forEach((t, interval) -> {
                if (t != promoted) {
                    p.txnStart[renumber[t]] = interval[0];
                    p.txnEnd[renumber[t]] = interval[1];
                }
            });
        }
        if (promoted >= 0) {
            p.notes.add("transaction " + label(txnLabels.get(promoted)) + " only writes the initial value "
                    + label(initialValueLabel)
                    + " and is alone in its session: it is taken as the initial transaction");
        }
        return new CompactHistory(p);
    }

    private String label(long value) {
        return unsignedLabels ? Long.toUnsignedString(value) : Long.toString(value);
    }

    /** The one transaction that looks like an explicit initialization, or -1. */
    private int initializationCandidate(int initialValue) {
        if (initialValue < 0) {
            return -1;
        }
        int txns = txnLabels.size();
        int[] sessionSize = new int[sessionLabels.size()];
        for (int t = 1; t < txns; t++) {
            if (txnSession.get(t) >= 0 && txnStatus.get(t) != TxnStatus.ABORTED.ordinal()) {
                sessionSize[txnSession.get(t)]++;
            }
        }
        boolean[] disqualified = new boolean[txns];
        boolean[] writes = new boolean[txns];
        for (int op = 0; op < opTxn.size(); op++) {
            int t = opTxn.get(op);
            boolean initWrite = (opKindKey.get(op) & 1) == CompactHistory.WRITE && opValue.get(op) == initialValue;
            disqualified[t] |= !initWrite;
            writes[t] |= initWrite;
        }
        int found = -1;
        for (int t = 1; t < txns; t++) {
            int s = txnSession.get(t);
            if (writes[t] && !disqualified[t] && s >= 0 && sessionSize[s] == 1
                    && txnStatus.get(t) == TxnStatus.COMMITTED.ordinal()) {
                if (found >= 0) {
                    return -1;
                }
                found = t;
            }
        }
        return found;
    }

    /** Stable counting sort of the operations by (renumbered) transaction. */
    private void groupOperations(Parts p, int[] renumber, int txns) {
        int ops = opTxn.size();
        int[] start = new int[txns + 1];
        for (int op = 0; op < ops; op++) {
            start[renumber[opTxn.get(op)] + 1]++;
        }
        for (int t = 0; t < txns; t++) {
            start[t + 1] += start[t];
        }
        int[] fill = start.clone();
        p.opKind = new byte[ops];
        p.opKey = new int[ops];
        p.opValue = new int[ops];
        for (int op = 0; op < ops; op++) {
            int at = fill[renumber[opTxn.get(op)]]++;
            int kindKey = opKindKey.get(op);
            p.opKind[at] = (byte) (kindKey & 1);
            p.opKey[at] = kindKey >>> 1;
            p.opValue[at] = opValue.get(op);
        }
        p.txnOpStart = start;
    }

    /** Chains the committed and indeterminate transactions of each session in creation order. */
    static void chainSessions(Parts p) {
        int sessions = p.sessionLabels.length;
        int txns = p.txnStatus.length;
        p.sessionStart = new int[sessions + 1];
        p.txnPosition = new int[txns];
        java.util.Arrays.fill(p.txnPosition, -1);
        for (int t = 1; t < txns; t++) {
            if (inChain(p, t)) {
                p.sessionStart[p.txnSession[t] + 1]++;
            }
        }
        for (int s = 0; s < sessions; s++) {
            p.sessionStart[s + 1] += p.sessionStart[s];
        }
        p.sessionTxns = new int[p.sessionStart[sessions]];
        int[] fill = new int[sessions];
        for (int t = 1; t < txns; t++) {
            if (inChain(p, t)) {
                int s = p.txnSession[t];
                p.txnPosition[t] = fill[s];
                p.sessionTxns[p.sessionStart[s] + fill[s]++] = t;
            }
        }
    }

    private static boolean inChain(Parts p, int t) {
        return p.txnSession[t] >= 0 && p.txnStatus[t] != TxnStatus.ABORTED.ordinal();
    }
}
