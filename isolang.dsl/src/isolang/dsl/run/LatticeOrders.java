// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import isolang.dsl.compiler.CompiledCommand.Ordering;
import isolang.solver.spec.Level;

/**
 * The order a lattice's implication matrix describes, and how it compares with the stated
 * expectation. {@code matrix.get(i).get(j)} says whether level i implies level j, empty when
 * unknown. An expectation holds iff the computed order is the reflexive-transitive closure of
 * the stated relations ({@code A < B}, {@code A = B}): every stated relation holds and no
 * other pair is related.
 */
final class LatticeOrders {

    private LatticeOrders() {
    }

    /**
     * The Hasse diagram: first the equivalences (each level against the first level of its
     * class, {@code strict} false), then the covering pairs between classes, strongest level
     * first ({@code strict} true).
     */
    static List<Ordering> hasse(List<Level> levels, List<List<Optional<Boolean>>> matrix) {
        int n = levels.size();
        List<Ordering> order = new ArrayList<>();
        int[] representative = new int[n];
        for (int i = 0; i < n; i++) {
            representative[i] = i;
            for (int j = 0; j < i; j++) {
                if (is(matrix, i, j, true) && is(matrix, j, i, true) && representative[j] == j) {
                    representative[i] = j;
                    order.add(new Ordering(levels.get(j), levels.get(i), false));
                    break;
                }
            }
        }
        List<Integer> strongestFirst = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            strongestFirst.add(i);
        }
        strongestFirst.sort(Comparator.comparingInt((Integer a) -> implied(matrix, a)).reversed());
        for (int a : strongestFirst) {
            for (int b : strongestFirst) {
                if (representative[a] != a || representative[b] != b || !strict(matrix, a, b)) {
                    continue;
                }
                boolean covered = true;
                for (int c = 0; c < n && covered; c++) {
                    covered = !(representative[c] == c && strict(matrix, a, c) && strict(matrix, c, b));
                }
                if (covered) {
                    order.add(new Ordering(levels.get(a), levels.get(b), true));
                }
            }
        }
        return order;
    }

    /** The stated relations the matrix is known to contradict, in the written order. */
    static List<Ordering> unmet(List<Level> levels, List<List<Optional<Boolean>>> matrix, List<Ordering> expected) {
        List<Ordering> unmet = new ArrayList<>();
        if (matrix.isEmpty()) {
            return unmet;
        }
        for (Ordering ordering : expected) {
            int s = levels.indexOf(ordering.stronger());
            int w = levels.indexOf(ordering.weaker());
            if (is(matrix, s, w, false) || is(matrix, w, s, ordering.strict())) {
                unmet.add(ordering);
            }
        }
        return unmet;
    }

    /**
     * The relations the matrix knows that the closure of the expectation does not contain, one
     * per pair of levels: {@code A = B} if both implications hold, else {@code A < B}.
     */
    static List<Ordering> unexpected(List<Level> levels, List<List<Optional<Boolean>>> matrix,
            List<Ordering> expected) {
        List<Ordering> unexpected = new ArrayList<>();
        if (matrix.isEmpty()) {
            return unexpected;
        }
        boolean[][] closure = closure(levels, expected);
        int n = levels.size();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                boolean forward = is(matrix, i, j, true) && !closure[i][j];
                boolean backward = is(matrix, j, i, true) && !closure[j][i];
                if (is(matrix, i, j, true) && is(matrix, j, i, true) && (forward || backward)) {
                    unexpected.add(new Ordering(levels.get(i), levels.get(j), false));
                } else if (forward) {
                    unexpected.add(new Ordering(levels.get(i), levels.get(j), true));
                } else if (backward) {
                    unexpected.add(new Ordering(levels.get(j), levels.get(i), true));
                }
            }
        }
        return unexpected;
    }

    /** The reflexive-transitive closure of the stated relations ({@code =} in both directions). */
    static boolean[][] closure(List<Level> levels, List<Ordering> expected) {
        int n = levels.size();
        boolean[][] closure = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            closure[i][i] = true;
        }
        for (Ordering ordering : expected) {
            int s = levels.indexOf(ordering.stronger());
            int w = levels.indexOf(ordering.weaker());
            closure[s][w] = true;
            closure[w][s] |= !ordering.strict();
        }
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    closure[i][j] |= closure[i][k] && closure[k][j];
                }
            }
        }
        return closure;
    }

    /** How many ordered pairs are unknown. */
    static long unknown(List<List<Optional<Boolean>>> matrix) {
        return matrix.stream().flatMap(List::stream).filter(Optional::isEmpty).count();
    }

    /** How many levels {@code a} is known to imply: stronger levels come first in the order. */
    private static int implied(List<List<Optional<Boolean>>> matrix, int a) {
        int count = 0;
        for (int b = 0; b < matrix.size(); b++) {
            count += is(matrix, a, b, true) ? 1 : 0;
        }
        return count;
    }

    private static boolean strict(List<List<Optional<Boolean>>> matrix, int a, int b) {
        return a != b && is(matrix, a, b, true) && is(matrix, b, a, false);
    }

    private static boolean is(List<List<Optional<Boolean>>> matrix, int a, int b, boolean value) {
        return matrix.get(a).get(b).map(v -> v == value).orElse(false);
    }
}
