// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.HashMap;
import java.util.Map;

import isolang.history.model.IntList;

/**
 * A relation's tuples grouped by the atoms at some of their positions (the bound ones): for a
 * key of bound atoms, the atoms at the other positions, flat. Built once by enumerating the
 * relation; the {@link RuleSearch} looks up the candidates of a step in O(1).
 */
final class TupleIndex {

    private static final int[] NONE = new int[0];

    private final int[] boundPositions;
    private final int width;
    private final Map<Long, int[]> rows = new HashMap<>();
    private final long tuples;
    /** The sum over keys of the squared number of rows. */
    private final long squares;

    /**
     * Indexes {@code relation} by the positions whose bits are set in {@code boundMask} (at most
     * two; at least one position stays free).
     */
    TupleIndex(Rel relation, int boundMask) {
        int arity = relation.arity();
        boundPositions = positions(boundMask, arity, true);
        int[] free = positions(boundMask, arity, false);
        width = free.length;
        Map<Long, IntList> grouped = new HashMap<>();
        long[] count = {0};
        relation.forEach(t -> {
            IntList row = grouped.computeIfAbsent(key(t), k -> new IntList(4));
            for (int p : free) {
                row.add(t[p]);
            }
            count[0]++;
            return true;
        });
        long[] sum = {0};
        grouped.forEach((key, row) -> {
            rows.put(key, row.toArray());
            long n = row.size() / width;
            sum[0] += n * n;
        });
        tuples = count[0];
        squares = sum[0];
    }

    private static int[] positions(int mask, int arity, boolean set) {
        IntList found = new IntList(arity);
        for (int p = 0; p < arity; p++) {
            if (((mask >> p) & 1) == 1 == set) {
                found.add(p);
            }
        }
        return found.toArray();
    }

    private long key(int[] tuple) {
        long key = 0;
        for (int p : boundPositions) {
            key = key << 32 | (tuple[p] & 0xffffffffL);
        }
        return key;
    }

    /** The atoms at the free positions of the tuples whose bound positions hold {@code bound}, flat. */
    int[] rows(int[] bound) {
        long key = 0;
        for (int atom : bound) {
            key = key << 32 | (atom & 0xffffffffL);
        }
        return rows.getOrDefault(key, NONE);
    }

    /** How many free positions a row has. */
    int width() {
        return width;
    }

    /**
     * The candidates a step proposes on average, each key weighed by its rows (the sum of the
     * squared row counts over the tuples): a key with many tuples also comes up as a bound value
     * more often (a hot key is both read and written often), so a skewed relation counts as its
     * hot keys, not as the mean over keys.
     */
    double fanOut() {
        return tuples == 0 ? 0 : (double) squares / tuples;
    }

    /** How many tuples the index holds. */
    long tuples() {
        return tuples;
    }
}
