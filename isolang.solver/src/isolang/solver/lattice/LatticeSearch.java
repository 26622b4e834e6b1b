// SPDX-License-Identifier: EPL-2.0
package isolang.solver.lattice;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Decides the implication between every ordered pair of a lattice's levels with as few engine
 * calls as it can. Pairs are decided nearest first in the written order, and every answer is
 * propagated before the next call: bounded implication is transitive, and a history allowed by
 * A and not by C is allowed by every level A implies and not by any level that implies C. So a
 * chain of n levels needs about 2(n-1) calls instead of n(n-1).
 */
public final class LatticeSearch {

    /** Decides one pair with the engine. */
    public interface Decider {
        /**
         * Whether level {@code a} implies level {@code b}; empty if the engine gave no answer.
         *
         * @param step the pair's place in the nearest-first order, from 1
         * @param steps the number of ordered pairs
         */
        Optional<Boolean> implies(int a, int b, int step, int steps);
    }

    /** {@code implies[i][j]}: TRUE, FALSE or null (not known). */
    private final Boolean[][] implies;

    /** A search among {@code size} levels; the diagonal is known. */
    public LatticeSearch(int size) {
        implies = new Boolean[size][size];
        for (int i = 0; i < size; i++) {
            implies[i][i] = Boolean.TRUE;
        }
    }

    /** Decides every pair that propagation leaves open, nearest first, and returns the matrix. */
    public List<List<Optional<Boolean>>> run(Decider decider) {
        List<int[]> pairs = pairs(implies.length);
        for (int step = 1; step <= pairs.size(); step++) {
            int a = pairs.get(step - 1)[0];
            int b = pairs.get(step - 1)[1];
            if (implies[a][b] == null) {
                implies[a][b] = decider.implies(a, b, step, pairs.size()).orElse(null);
                propagate();
            }
        }
        List<List<Optional<Boolean>>> matrix = new ArrayList<>();
        for (Boolean[] row : implies) {
            List<Optional<Boolean>> cells = new ArrayList<>();
            for (Boolean cell : row) {
                cells.add(Optional.ofNullable(cell));
            }
            matrix.add(cells);
        }
        return matrix;
    }

    /** The ordered pairs of distinct levels, nearest first, then from the first level on. */
    private static List<int[]> pairs(int n) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j) {
                    pairs.add(new int[] {i, j});
                }
            }
        }
        pairs.sort(Comparator.comparingInt((int[] p) -> Math.abs(p[0] - p[1])).thenComparingInt(p -> Math.min(p[0],
                p[1])));
        return pairs;
    }

    /** Closes the known answers under transitivity and the two rules for refutations. */
    private void propagate() {
        int n = implies.length;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    if (implies[i][j] != null) {
                        continue;
                    }
                    for (int k = 0; k < n && implies[i][j] == null; k++) {
                        if (is(i, k, true) && is(k, j, true)) {
                            implies[i][j] = Boolean.TRUE;
                        } else if (is(k, i, true) && is(k, j, false) || is(j, k, true) && is(i, k, false)) {
                            implies[i][j] = Boolean.FALSE;
                        }
                    }
                    changed |= implies[i][j] != null;
                }
            }
        }
    }

    private boolean is(int a, int b, boolean value) {
        return implies[a][b] != null && implies[a][b] == value;
    }
}
