// SPDX-License-Identifier: EPL-2.0
package isolang.history.model;

import java.util.Arrays;

/** A growable list of {@code int}s without boxing, for builders of large histories. */
public final class IntList {

    private int[] items;
    private int size;

    /** An empty list. */
    public IntList() {
        this(16);
    }

    /** An empty list with room for {@code capacity} items. */
    public IntList(int capacity) {
        items = new int[Math.max(1, capacity)];
    }

    /** Appends {@code value}. */
    public void add(int value) {
        if (size == items.length) {
            items = Arrays.copyOf(items, grow(items.length));
        }
        items[size++] = value;
    }

    /** The item at {@code index}. */
    public int get(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException(index + " >= " + size);
        }
        return items[index];
    }

    /** Replaces the item at {@code index}. */
    public void set(int index, int value) {
        if (index >= size) {
            throw new IndexOutOfBoundsException(index + " >= " + size);
        }
        items[index] = value;
    }

    /** The number of items. */
    public int size() {
        return size;
    }

    /** Whether the list is empty. */
    public boolean isEmpty() {
        return size == 0;
    }

    /** Removes every item, keeping the capacity. */
    public void clear() {
        size = 0;
    }

    /** Removes and returns the last item. */
    public int removeLast() {
        return items[--size];
    }

    /** A copy of the items. */
    public int[] toArray() {
        return Arrays.copyOf(items, size);
    }

    static int grow(int length) {
        long next = Math.max(16L, (long) length + (length >> 1));
        if (next > Integer.MAX_VALUE - 8) {
            if (length >= Integer.MAX_VALUE - 8) {
                throw new IllegalStateException("more than " + (Integer.MAX_VALUE - 8) + " items");
            }
            next = Integer.MAX_VALUE - 8;
        }
        return (int) next;
    }
}
