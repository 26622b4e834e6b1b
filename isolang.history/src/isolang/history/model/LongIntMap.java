// SPDX-License-Identifier: EPL-2.0
package isolang.history.model;

/**
 * An open-addressing hash map from {@code long} to non-negative {@code int}, without boxing: the
 * dictionary that maps 64-bit labels (keys, values, transaction and session ids of a file) to
 * dense indices, and (key, value) pairs to their writes.
 */
public final class LongIntMap {

    /** What {@link #get} returns for an absent key. */
    public static final int ABSENT = -1;

    private long[] keys;
    private int[] values;
    private boolean[] used;
    private int size;
    private int mask;

    /** An empty map. */
    public LongIntMap() {
        this(16);
    }

    /** An empty map with room for about {@code expected} entries. */
    public LongIntMap(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, (int) Math.min(1 << 30, expected * 2L)) - 1) << 1;
        allocate(capacity);
    }

    private void allocate(int capacity) {
        keys = new long[capacity];
        values = new int[capacity];
        used = new boolean[capacity];
        mask = capacity - 1;
    }

    private static int hash(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }

    /** The value of {@code key}, or {@link #ABSENT}. */
    public int get(long key) {
        int slot = hash(key) & mask;
        while (used[slot]) {
            if (keys[slot] == key) {
                return values[slot];
            }
            slot = (slot + 1) & mask;
        }
        return ABSENT;
    }

    /** Sets the value of {@code key} (a non-negative int) and returns the previous one or {@link #ABSENT}. */
    public int put(long key, int value) {
        if (value < 0) {
            throw new IllegalArgumentException("values must be non-negative: " + value);
        }
        int slot = hash(key) & mask;
        while (used[slot]) {
            if (keys[slot] == key) {
                int previous = values[slot];
                values[slot] = value;
                return previous;
            }
            slot = (slot + 1) & mask;
        }
        used[slot] = true;
        keys[slot] = key;
        values[slot] = value;
        if (++size * 2 > keys.length) {
            rehash();
        }
        return ABSENT;
    }

    /**
     * The value of {@code key}; if absent, stores {@code next} and returns it (the usual way to
     * hand out dense indices: {@code index = map.putIfAbsent(label, map.size())}).
     */
    public int putIfAbsent(long key, int next) {
        int existing = get(key);
        if (existing != ABSENT) {
            return existing;
        }
        put(key, next);
        return next;
    }

    /** The number of entries. */
    public int size() {
        return size;
    }

    private void rehash() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        boolean[] oldUsed = used;
        if (oldKeys.length >= 1 << 30) {
            throw new IllegalStateException("more than 2^29 distinct labels");
        }
        allocate(oldKeys.length * 2);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldUsed[i]) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }

    @Override
    public String toString() {
        return "LongIntMap[" + size + " entries, capacity " + keys.length + "]";
    }
}
