// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.oracle;

import java.util.EnumSet;
import java.util.Set;

import isolang.solver.history.History;

/**
 * Cerone et al. levels decided by brute force: a history is allowed iff it is read-consistent,
 * satisfies INT (every read after an own access to its object returns the latest such
 * access's value) and some arbitration {@code ar} (a strict total order, the initial
 * transaction first) and visibility {@code vis ⊆ ar} (the initial transaction visible to every
 * other one) satisfy EXT (for the first read of each object before any write of it) and every
 * axiom of the level. All such pairs are enumerated.
 */
public final class CeroneOracle {

    /** The axioms of the Cerone framework, plus "no lost update" from Isolde §3.2.2. */
    public enum Axiom {
        /** {@code so ⊆ vis}. */
        SESSION,
        /** {@code vis} is transitive. */
        TRANSVIS,
        /** {@code ar ; vis ⊆ vis}. */
        PREFIX,
        /** Two distinct transactions writing a common object are vis-related. */
        NOCONFLICT,
        /** {@code vis = ar}. */
        TOTALVIS,
        /** No t writing x misses the ar-greatest earlier writer of x (NLU = ¬LU). */
        NO_LOST_UPDATE
    }

    /** Read Atomic. */
    public static final Set<Axiom> RA = EnumSet.of(Axiom.SESSION);
    /** Update Atomic. */
    public static final Set<Axiom> UA = EnumSet.of(Axiom.SESSION, Axiom.NOCONFLICT);
    /** Causal Consistency. */
    public static final Set<Axiom> CC = EnumSet.of(Axiom.SESSION, Axiom.TRANSVIS);
    /** Parallel Snapshot Isolation. */
    public static final Set<Axiom> PSI = EnumSet.of(Axiom.SESSION, Axiom.TRANSVIS, Axiom.NOCONFLICT);
    /** Prefix Consistency. */
    public static final Set<Axiom> PC = EnumSet.of(Axiom.SESSION, Axiom.PREFIX);
    /** Snapshot Isolation. */
    public static final Set<Axiom> SI = EnumSet.of(Axiom.SESSION, Axiom.PREFIX, Axiom.NOCONFLICT);
    /** Serializability. */
    public static final Set<Axiom> SER = EnumSet.of(Axiom.SESSION, Axiom.TOTALVIS);
    /**
     * No lost update on top of Read Atomic: SESSION and ¬LU, as the engine's catalogue defines
     * it. Isolde compares NLU with UA, "the weakest level stronger than RA that prevents lost
     * updates", and its NLU ∧ ¬UA witness needs three transactions only with SESSION.
     */
    public static final Set<Axiom> NLU = EnumSet.of(Axiom.SESSION, Axiom.NO_LOST_UPDATE);

    private CeroneOracle() {
    }

    /** Whether some (ar, vis) satisfies EXT and all the given axioms. */
    public static boolean allows(Set<Axiom> axioms, History history) {
        HistoryFacts h = new HistoryFacts(history);
        if (!h.readConsistent || !h.internallyConsistent) {
            return false;
        }
        int n = h.size;
        for (int[] ar : h.totalOrdersExtending(new boolean[n][n])) {
            int[][] pairs = arPairs(ar);
            for (long subset = 0; subset < 1L << pairs.length; subset++) {
                boolean[][] vis = new boolean[n][n];
                for (int t = 1; t < n; t++) {
                    vis[0][t] = true;
                }
                for (int p = 0; p < pairs.length; p++) {
                    if ((subset >> p & 1) == 1) {
                        vis[pairs[p][0]][pairs[p][1]] = true;
                    }
                }
                if (ext(h, ar, vis) && axioms.stream().allMatch(a -> holds(a, h, ar, vis))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The pairs (a, b) of non-initial transactions with a before b in ar. */
    private static int[][] arPairs(int[] ar) {
        int n = ar.length;
        int[][] pairs = new int[(n - 1) * (n - 2) / 2][];
        int k = 0;
        for (int a = 1; a < n; a++) {
            for (int b = 1; b < n; b++) {
                if (ar[a] < ar[b]) {
                    pairs[k++] = new int[] {a, b};
                }
            }
        }
        return pairs;
    }

    /** EXT: the first read of x before writing it returns the write of the ar-greatest visible writer of x. */
    private static boolean ext(HistoryFacts h, int[] ar, boolean[][] vis) {
        for (int t = 1; t < h.size; t++) {
            final int reader = t;
            for (int x = 0; x < h.objects; x++) {
                int source = h.firstRead[t][x];
                if (source >= 0 && latestWriter(h, ar, x, s -> vis[s][reader]) != source) {
                    return false;
                }
            }
        }
        return true;
    }

    private interface Candidate {
        boolean test(int s);
    }

    private static int latestWriter(HistoryFacts h, int[] ar, int x, Candidate candidate) {
        int best = -1;
        for (int s = 0; s < h.size; s++) {
            if (h.writes[s][x] && candidate.test(s) && (best < 0 || ar[s] > ar[best])) {
                best = s;
            }
        }
        return best;
    }

    private static boolean holds(Axiom axiom, HistoryFacts h, int[] ar, boolean[][] vis) {
        int n = h.size;
        switch (axiom) {
            case SESSION -> {
                for (int a = 0; a < n; a++) {
                    for (int b = 0; b < n; b++) {
                        if (h.so[a][b] && !vis[a][b]) {
                            return false;
                        }
                    }
                }
            }
            case TRANSVIS, PREFIX -> {
                for (int a = 0; a < n; a++) {
                    for (int b = 0; b < n; b++) {
                        boolean step = axiom == Axiom.TRANSVIS ? vis[a][b] : ar[a] < ar[b];
                        for (int c = 0; step && c < n; c++) {
                            if (vis[b][c] && !vis[a][c]) {
                                return false;
                            }
                        }
                    }
                }
            }
            case NOCONFLICT -> {
                for (int a = 0; a < n; a++) {
                    for (int b = a + 1; b < n; b++) {
                        if (sharesWrite(h, a, b) && !vis[a][b] && !vis[b][a]) {
                            return false;
                        }
                    }
                }
            }
            case TOTALVIS -> {
                for (int a = 0; a < n; a++) {
                    for (int b = 0; b < n; b++) {
                        if (vis[a][b] != (ar[a] < ar[b])) {
                            return false;
                        }
                    }
                }
            }
            case NO_LOST_UPDATE -> {
                for (int t = 1; t < n; t++) {
                    for (int x = 0; x < h.objects; x++) {
                        final int writer = t;
                        int previous = latestWriter(h, ar, x, s -> ar[s] < ar[writer]);
                        if (h.writes[t][x] && !vis[previous][t]) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }

    private static boolean sharesWrite(HistoryFacts h, int a, int b) {
        for (int x = 0; x < h.objects; x++) {
            if (h.writes[a][x] && h.writes[b][x]) {
                return true;
            }
        }
        return false;
    }
}
