// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.oracle;

import isolang.solver.history.History;

/**
 * Plume's levels (Liu et al., OOPSLA 2024) decided by brute force: a history is allowed iff it
 * is read-consistent (TAPs a–f), has no non-repeatable read (TAP j) and some commit order
 * {@code co} (a strict total order, the initial transaction first, containing {@code so ∪ wr},
 * which rules out TAP g) exhibits none of the level's ordering patterns, with
 * {@code ≺ = (so ∪ wr)+}:
 * <ul>
 * <li>k: x ≠ y, t1 ≠ t2 both write x, t3 reads x from t1 and y from t2, t1 ≺ t2;</li>
 * <li>l: as k with t1 -co-> t2;</li>
 * <li>m: t1 ≠ t2 both write x, t3 ∉ {t1, t2} reads x from t1, t1 ≺ t2 ≺ t3;</li>
 * <li>n: as m with t1 -co-> t2.</li>
 * </ul>
 * TapRA forbids a–l, TapCC a–n.
 */
public final class PlumeOracle {

    /** The two Plume levels the standard library states. */
    public enum Patterns {
        /** TAPs a–l. */
        TAP_RA,
        /** TAPs a–n. */
        TAP_CC
    }

    private PlumeOracle() {
    }

    /** Whether the history is allowed by the level. */
    public static boolean allows(Patterns level, History history) {
        HistoryFacts h = new HistoryFacts(history);
        if (!h.readConsistent || h.nonRepeatableRead) {
            return false;
        }
        boolean[][] causal = HistoryFacts.closure(h.soWr());
        for (int[] co : h.totalOrdersExtending(h.soWr())) {
            boolean[][] before = new boolean[h.size][h.size];
            for (int a = 0; a < h.size; a++) {
                for (int b = 0; b < h.size; b++) {
                    before[a][b] = co[a] < co[b];
                }
            }
            boolean free = !fracturedRead(h, causal) && !fracturedRead(h, before);
            if (level == Patterns.TAP_CC) {
                free &= !causalityViolation(h, causal, causal) && !causalityViolation(h, before, causal);
            }
            if (free) {
                return true;
            }
        }
        return false;
    }

    /** Pattern k ({@code order} = ≺) or l ({@code order} = co). */
    private static boolean fracturedRead(HistoryFacts h, boolean[][] order) {
        for (int x = 0; x < h.objects; x++) {
            for (int y = 0; y < h.objects; y++) {
                for (int t1 = 0; x != y && t1 < h.size; t1++) {
                    for (int t2 = 0; t2 < h.size; t2++) {
                        for (int t3 = 0; t1 != t2 && t3 < h.size; t3++) {
                            if (h.writes[t1][x] && h.writes[t2][x] && h.wr(t1, x, t3) && h.wr(t2, y, t3)
                                    && order[t1][t2]) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
        return false;
    }

    /** Pattern m ({@code first} = ≺) or n ({@code first} = co). */
    private static boolean causalityViolation(HistoryFacts h, boolean[][] first, boolean[][] causal) {
        for (int x = 0; x < h.objects; x++) {
            for (int t1 = 0; t1 < h.size; t1++) {
                for (int t2 = 0; t2 < h.size; t2++) {
                    for (int t3 = 0; t1 != t2 && t3 < h.size; t3++) {
                        if (t3 != t1 && t3 != t2 && h.writes[t1][x] && h.writes[t2][x] && h.wr(t1, x, t3)
                                && first[t1][t2] && causal[t2][t3]) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }
}
