// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.oracle;

import isolang.solver.history.History;

/**
 * The polynomial criterion of AWDIT (Lemma 3.2) for the Biswas–Enea levels whose premise does
 * not mention {@code co}: a read-consistent history satisfies Read Committed, Read Atomic or
 * Causal iff {@code so ∪ wr} together with every edge {@code t2 -> t1} the axiom forces is
 * acyclic. Used to cross-check {@link BiswasEneaOracle}, which enumerates commit orders.
 */
public final class SaturationOracle {

    private SaturationOracle() {
    }

    /** Whether the history is allowed; only RC, RA and CC have a saturation criterion. */
    public static boolean allows(BiswasEneaOracle.Axioms axioms, History history) {
        HistoryFacts h = new HistoryFacts(history);
        if (!h.readConsistent) {
            return false;
        }
        boolean[][] soWr = h.soWr();
        boolean[][] causal = HistoryFacts.closure(soWr);
        boolean[][] graph = h.soWr();
        switch (axioms) {
            case READ_COMMITTED -> {
                for (int t3 = 1; t3 < h.size; t3++) {
                    var reads = h.readSequence.get(t3);
                    for (int later = 0; later < reads.size(); later++) {
                        for (int earlier = 0; earlier < later; earlier++) {
                            int t1 = reads.get(later)[1];
                            int t2 = reads.get(earlier)[1];
                            if (t2 != t1 && h.writes[t2][reads.get(later)[0]]) {
                                graph[t2][t1] = true;
                            }
                        }
                    }
                }
            }
            case READ_ATOMIC, CAUSAL -> {
                boolean[][] premise = axioms == BiswasEneaOracle.Axioms.READ_ATOMIC ? soWr : causal;
                for (int x = 0; x < h.objects; x++) {
                    for (int t3 = 1; t3 < h.size; t3++) {
                        for (int t1 = 0; t1 < h.size; t1++) {
                            for (int t2 = 0; h.wr(t1, x, t3) && t2 < h.size; t2++) {
                                if (t2 != t1 && h.writes[t2][x] && premise[t2][t3]) {
                                    graph[t2][t1] = true;
                                }
                            }
                        }
                    }
                }
            }
            default -> throw new IllegalArgumentException(axioms + " mentions co; it has no saturation criterion");
        }
        boolean[][] reach = HistoryFacts.closure(graph);
        for (int t = 0; t < h.size; t++) {
            if (reach[t][t]) {
                return false;
            }
        }
        return true;
    }
}
