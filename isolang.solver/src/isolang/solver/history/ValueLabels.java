// SPDX-License-Identifier: EPL-2.0
package isolang.solver.history;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * Dense numbers for the values of a history, per object. Values are labels: levels only ask
 * whether two values of the same object are equal, so each object's values are numbered
 * {@code 0, 1, 2, …} in increasing order, the initial value 0 always being number 0. An
 * encoding then needs as many value atoms as the object with the most distinct values has,
 * whatever the values themselves are (up to {@link Long#MAX_VALUE}).
 *
 * <p>Instances are immutable.
 */
public final class ValueLabels {

    private final long[][] valuesByObject;

    private ValueLabels(long[][] valuesByObject) {
        this.valuesByObject = valuesByObject;
    }

    /** The labels of every value read or written in {@code history}, and of the initial value. */
    public static ValueLabels of(History history) {
        List<TreeSet<Long>> values = new ArrayList<>();
        for (int x = 0; x < history.objectCount(); x++) {
            TreeSet<Long> initial = new TreeSet<>();
            initial.add(0L);
            values.add(initial);
        }
        for (Transaction t : history.transactions()) {
            t.operations().forEach(op -> values.get(op.object()).add(op.value()));
        }
        long[][] sorted = new long[values.size()][];
        for (int x = 0; x < sorted.length; x++) {
            sorted[x] = values.get(x).stream().mapToLong(Long::longValue).toArray();
        }
        return new ValueLabels(sorted);
    }

    /** The number of value labels needed: the most distinct values of any object, at least 1. */
    public int count() {
        int count = 1;
        for (long[] values : valuesByObject) {
            count = Math.max(count, values.length);
        }
        return count;
    }

    /**
     * The label of {@code value} of {@code object}.
     *
     * @throws IllegalArgumentException if the history has no such value of that object
     */
    public int labelOf(int object, long value) {
        int label = object < valuesByObject.length ? Arrays.binarySearch(valuesByObject[object], value) : -1;
        if (label < 0) {
            throw new IllegalArgumentException("object " + ObjectNames.of(object) + " has no value " + value);
        }
        return label;
    }

    /**
     * The value of {@code object} with the given label.
     *
     * @throws IllegalArgumentException if the object has no value with that label
     */
    public long valueOf(int object, int label) {
        if (object >= valuesByObject.length || label < 0 || label >= valuesByObject[object].length) {
            throw new IllegalArgumentException("object " + ObjectNames.of(object) + " has no value label " + label);
        }
        return valuesByObject[object][label];
    }
}
