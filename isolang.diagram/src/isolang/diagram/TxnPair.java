// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * An ordered pair {@code from -> to} of transaction ids, an element of a binary relation over
 * transactions (id 0 is the initial transaction).
 *
 * @param from the id of the source transaction, {@code >= 0}
 * @param to the id of the target transaction, {@code >= 0}
 */
public record TxnPair(int from, int to) {

    /** Checks that both ids are non-negative. */
    public TxnPair {
        if (from < 0 || to < 0) {
            throw new IllegalArgumentException("transaction ids must be non-negative: " + from + ", " + to);
        }
    }

    /**
     * The strict total order listing {@code ids} first to last: every pair {@code (ids[i], ids[j])}
     * with {@code i < j}, e.g. a commit order {@code totalOrder(0, 3, 1, 2)}.
     */
    public static Set<TxnPair> totalOrder(int... ids) {
        Set<TxnPair> order = new LinkedHashSet<>();
        for (int i = 0; i < ids.length; i++) {
            for (int j = i + 1; j < ids.length; j++) {
                order.add(new TxnPair(ids[i], ids[j]));
            }
        }
        return order;
    }

    /** The arrow notation, e.g. {@code T1 → T2}. */
    @Override
    public String toString() {
        return "T" + from + " → T" + to;
    }
}
