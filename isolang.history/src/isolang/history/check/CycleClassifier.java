// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.List;

/**
 * Names the anomaly a cycle shows. Weak levels' cycles are named after their weakest forced
 * edge (non-monotonic before fractured before causal, as AWDIT does); a cycle of session order
 * and write–read alone is a causality cycle. Cycles of strong levels (with version-order and
 * anti-dependency edges) are named after their shape: lost update (two transactions, two
 * anti-dependencies on one key both write), write skew (two transactions, two anti-dependencies
 * on different keys), long fork (four transactions: two writers, two readers, alternating
 * observation by write–read or session order and anti-dependency), read skew (one
 * anti-dependency), otherwise a dependency cycle.
 */
public final class CycleClassifier {

    private CycleClassifier() {
    }

    /** The anomaly class of {@code cycle}. */
    public static Anomaly classify(List<CycleEdge> cycle, HistoryIndex index) {
        boolean nonMonotonic = false;
        boolean fractured = false;
        boolean causal = false;
        boolean forced = false;
        int rw = 0;
        int ww = 0;
        for (CycleEdge edge : cycle) {
            switch (edge.kind()) {
                case NON_MONOTONIC -> nonMonotonic = true;
                case FRACTURED_SO, FRACTURED_WR -> fractured = true;
                case CAUSAL -> causal = true;
                case FORCED -> forced = true;
                case RW -> rw++;
                case WW -> ww++;
                default -> {
                }
            }
        }
        if (nonMonotonic) {
            return Anomaly.NON_MONOTONIC_READ;
        }
        if (fractured) {
            return Anomaly.FRACTURED_READ;
        }
        if (causal) {
            return Anomaly.CAUSALITY_VIOLATION;
        }
        if (forced) {
            return Anomaly.COMMIT_ORDER_CYCLE;
        }
        if (rw == 0 && ww == 0) {
            return Anomaly.CAUSALITY_CYCLE;
        }
        return strongShape(cycle, rw, index);
    }

    private static Anomaly strongShape(List<CycleEdge> cycle, int rw, HistoryIndex index) {
        if (cycle.size() == 2 && rw == 2) {
            CycleEdge a = cycle.get(0);
            CycleEdge b = cycle.get(1);
            int keyA = index.history().opKey(a.read());
            int keyB = index.history().opKey(b.read());
            boolean bothWrite = index.writes(a.from(), keyA) && index.writes(b.from(), keyB);
            return keyA == keyB && bothWrite ? Anomaly.LOST_UPDATE : Anomaly.WRITE_SKEW;
        }
        if (cycle.size() == 2 && rw == 1 && cycle.stream().anyMatch(e -> e.kind() == EdgeKind.WW)) {
            return Anomaly.LOST_UPDATE;
        }
        if (cycle.size() == 4 && rw == 2 && alternates(cycle)) {
            return Anomaly.LONG_FORK;
        }
        return rw == 1 ? Anomaly.READ_SKEW : Anomaly.DEPENDENCY_CYCLE;
    }

    /** Whether the cycle alternates observation (write–read or session order) and anti-dependency edges. */
    private static boolean alternates(List<CycleEdge> cycle) {
        for (int i = 0; i < cycle.size(); i++) {
            boolean a = cycle.get(i).kind() == EdgeKind.RW;
            boolean b = cycle.get((i + 1) % cycle.size()).kind() == EdgeKind.RW;
            EdgeKind observation = a ? cycle.get((i + 1) % cycle.size()).kind() : cycle.get(i).kind();
            if (a == b || (observation != EdgeKind.WR && observation != EdgeKind.SO)) {
                return false;
            }
        }
        return true;
    }
}
