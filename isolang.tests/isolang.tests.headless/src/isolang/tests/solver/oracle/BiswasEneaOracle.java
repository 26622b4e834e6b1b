// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.oracle;

import isolang.solver.history.History;

/**
 * Biswas–Enea levels decided by brute force: a history is allowed iff it is read-consistent
 * and some commit order {@code co} (a strict total order, the initial transaction first,
 * containing {@code so ∪ wr}) satisfies every axiom of the level, each checked by looping over
 * all its variables. Axioms quantify over every write–read edge: a transaction that reads an
 * object twice from different writers has an edge from each.
 */
public final class BiswasEneaOracle {

    /** The Biswas–Enea axiom sets this oracle decides. */
    public enum Axioms {
        /** Read Committed (operation level): premise "t3 reads from t2 before reading x". */
        READ_COMMITTED,
        /** Read Atomic: premise {@code t2 -(so ∪ wr)-> t3}. */
        READ_ATOMIC,
        /** Causal: premise {@code t2 -(so ∪ wr)+-> t3}. */
        CAUSAL,
        /** Prefix: premise {@code t2 -co*;(so ∪ wr)-> t3}. */
        PREFIX,
        /** The Conflict axiom alone. */
        CONFLICT,
        /** Snapshot Isolation: Prefix and Conflict. */
        SNAPSHOT_ISOLATION,
        /** Serializability: premise {@code t2 -co-> t3}. */
        SERIALIZABILITY,
        /** Serializability restricted to transactions t3 that write (Isolde §3.2.1). */
        UPDATE_SERIALIZABILITY
    }

    private BiswasEneaOracle() {
    }

    /** Whether the history is allowed by the axiom set. */
    public static boolean allows(Axioms axioms, History history) {
        HistoryFacts h = new HistoryFacts(history);
        if (!h.readConsistent) {
            return false;
        }
        boolean[][] soWr = h.soWr();
        boolean[][] causal = HistoryFacts.closure(soWr);
        for (int[] position : h.totalOrdersExtending(soWr)) {
            if (satisfies(axioms, h, position, soWr, causal)) {
                return true;
            }
        }
        return false;
    }

    private static boolean satisfies(Axioms axioms, HistoryFacts h, int[] co, boolean[][] soWr, boolean[][] causal) {
        return switch (axioms) {
            case READ_COMMITTED -> readCommitted(h, co);
            case READ_ATOMIC -> forcedEdges(h, co, (t2, t3) -> soWr[t2][t3]);
            case CAUSAL -> forcedEdges(h, co, (t2, t3) -> causal[t2][t3]);
            case PREFIX -> prefix(h, co, soWr);
            case CONFLICT -> conflict(h, co);
            case SNAPSHOT_ISOLATION -> prefix(h, co, soWr) && conflict(h, co);
            case SERIALIZABILITY -> forcedEdges(h, co, (t2, t3) -> co[t2] < co[t3]);
            case UPDATE_SERIALIZABILITY -> forcedEdges(h, co, (t2, t3) -> co[t2] < co[t3] && h.isUpdate(t3));
        };
    }

    private interface Premise {
        boolean holds(int t2, int t3);
    }

    /** ∀x, t1 ≠ t2, t3: t1 -wr_x-> t3 ∧ t2 writes x ∧ premise(t2, t3) ⇒ t2 -co-> t1. */
    private static boolean forcedEdges(HistoryFacts h, int[] co, Premise premise) {
        for (int x = 0; x < h.objects; x++) {
            for (int t3 = 1; t3 < h.size; t3++) {
                for (int t1 = 0; t1 < h.size; t1++) {
                    if (!h.wr(t1, x, t3)) {
                        continue;
                    }
                    for (int t2 = 0; t2 < h.size; t2++) {
                        if (t2 != t1 && h.writes[t2][x] && premise.holds(t2, t3) && co[t2] > co[t1]) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }

    private static boolean prefix(HistoryFacts h, int[] co, boolean[][] soWr) {
        return forcedEdges(h, co, (t2, t3) -> {
            for (int t4 = 0; t4 < h.size; t4++) {
                if ((t4 == t2 || co[t2] < co[t4]) && soWr[t4][t3]) {
                    return true;
                }
            }
            return false;
        });
    }

    /**
     * ∀x, y, t1 ≠ t2, t3, t4: t1 -wr_x-> t3 ∧ t2 writes x ∧ t3, t4 write y ∧ t2 -co*-> t4 -co-> t3
     * ⇒ t2 -co-> t1.
     */
    private static boolean conflict(HistoryFacts h, int[] co) {
        return forcedEdges(h, co, (t2, t3) -> {
            for (int y = 0; y < h.objects; y++) {
                if (!h.writes[t3][y]) {
                    continue;
                }
                for (int t4 = 0; t4 < h.size; t4++) {
                    if (h.writes[t4][y] && (t4 == t2 || co[t2] < co[t4]) && co[t4] < co[t3]) {
                        return true;
                    }
                }
            }
            return false;
        });
    }

    /**
     * Read Committed: for every read of x by t3 from t1 and every earlier read (in program
     * order) of t3 from t2, if t2 ≠ t1 writes x then t2 -co-> t1.
     */
    private static boolean readCommitted(HistoryFacts h, int[] co) {
        for (int t3 = 1; t3 < h.size; t3++) {
            var reads = h.readSequence.get(t3);
            for (int later = 0; later < reads.size(); later++) {
                int x = reads.get(later)[0];
                int t1 = reads.get(later)[1];
                for (int earlier = 0; earlier < later; earlier++) {
                    int t2 = reads.get(earlier)[1];
                    if (t2 != t1 && h.writes[t2][x] && co[t2] > co[t1]) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
