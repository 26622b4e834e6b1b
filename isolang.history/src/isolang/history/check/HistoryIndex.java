// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import isolang.history.model.CompactHistory;
import isolang.history.model.LongIntMap;

/**
 * Derived lookups over a {@link CompactHistory} that every checker needs, built in O(n): the
 * transaction of each operation, whether a write is its transaction's last write of the key,
 * the writes of each (key, value) pair (a chain, so duplicate values are kept), and each
 * transaction's sorted distinct written keys.
 */
public final class HistoryIndex {

    private final CompactHistory history;
    private final int[] opTxn;
    private final boolean[] finalWrite;
    private final LongIntMap firstWrite;
    private final int[] nextSameWrite;
    private final int[] writtenStart;
    private final int[] writtenKeys;

    /** Indexes {@code history}. */
    public HistoryIndex(CompactHistory history) {
        this.history = history;
        int ops = history.operationCount();
        int txns = history.transactionCount();
        opTxn = new int[ops];
        finalWrite = new boolean[ops];
        nextSameWrite = new int[ops];
        int writes = 0;
        for (int t = 0; t < txns; t++) {
            for (int op = history.opStart(t); op < history.opEnd(t); op++) {
                opTxn[op] = t;
                writes += history.isRead(op) ? 0 : 1;
            }
        }
        firstWrite = new LongIntMap(writes);
        int[] stamp = new int[history.keyCount()];
        java.util.Arrays.fill(stamp, -1);
        writtenStart = new int[txns + 1];
        int[] keys = new int[writes];
        int count = 0;
        for (int t = 0; t < txns; t++) {
            writtenStart[t] = count;
            for (int op = history.opEnd(t) - 1; op >= history.opStart(t); op--) {
                if (history.isRead(op)) {
                    continue;
                }
                int key = history.opKey(op);
                if (stamp[key] != t) {
                    stamp[key] = t;
                    finalWrite[op] = true;
                    keys[count++] = key;
                }
            }
            java.util.Arrays.sort(keys, writtenStart[t], count);
        }
        writtenStart[txns] = count;
        writtenKeys = java.util.Arrays.copyOf(keys, count);
        for (int op = ops - 1; op >= 0; op--) {
            if (!history.isRead(op)) {
                long pair = pair(history.opKey(op), history.opValue(op));
                int next = firstWrite.put(pair, op);
                nextSameWrite[op] = next;
            }
        }
    }

    static long pair(int key, int value) {
        return (long) key << 32 | value;
    }

    /** The history. */
    public CompactHistory history() {
        return history;
    }

    /** The transaction of {@code op}. */
    public int txnOf(int op) {
        return opTxn[op];
    }

    /** Whether write {@code op} is the last write of its key in its transaction. */
    public boolean isFinalWrite(int op) {
        return finalWrite[op];
    }

    /** The first write of {@code value} to {@code key}, or -1. */
    public int firstWrite(int key, int value) {
        int op = firstWrite.get(pair(key, value));
        return op == LongIntMap.ABSENT ? -1 : op;
    }

    /** The next write of the same (key, value) after write {@code op}, or -1. */
    public int nextSameWrite(int op) {
        return nextSameWrite[op];
    }

    /** The number of distinct keys transaction {@code t} writes. */
    public int writtenCount(int t) {
        return writtenStart[t + 1] - writtenStart[t];
    }

    /** The {@code i}-th smallest key transaction {@code t} writes. */
    public int writtenKey(int t, int i) {
        return writtenKeys[writtenStart[t] + i];
    }

    /** Whether transaction {@code t} has a write operation on {@code key} (binary search). */
    public boolean writesExplicitly(int t, int key) {
        return java.util.Arrays.binarySearch(writtenKeys, writtenStart[t], writtenStart[t + 1], key) >= 0;
    }

    /**
     * Whether transaction {@code t} writes {@code key} (binary search; the initial transaction
     * writes every key).
     */
    public boolean writes(int t, int key) {
        return t == CompactHistory.INITIAL
                || java.util.Arrays.binarySearch(writtenKeys, writtenStart[t], writtenStart[t + 1], key) >= 0;
    }
}
