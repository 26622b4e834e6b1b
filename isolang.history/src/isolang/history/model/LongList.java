// SPDX-License-Identifier: EPL-2.0
package isolang.history.model;

import java.util.Arrays;

/** A growable list of {@code long}s without boxing, for builders of large histories. */
public final class LongList {

    private long[] items;
    private int size;

    /** An empty list. */
    public LongList() {
        items = new long[16];
    }

    /** Appends {@code value}. */
    public void add(long value) {
        if (size == items.length) {
            items = Arrays.copyOf(items, IntList.grow(items.length));
        }
        items[size++] = value;
    }

    /** The item at {@code index}. */
    public long get(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException(index + " >= " + size);
        }
        return items[index];
    }

    /** Replaces the item at {@code index}. */
    public void set(int index, long value) {
        if (index >= size) {
            throw new IndexOutOfBoundsException(index + " >= " + size);
        }
        items[index] = value;
    }

    /** The number of items. */
    public int size() {
        return size;
    }

    /** A copy of the items. */
    public long[] toArray() {
        return Arrays.copyOf(items, size);
    }
}
