// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import isolang.solver.check.EnumerationScope;
import isolang.solver.check.HistoryEnumerator;
import isolang.solver.check.HistoryEnumerator.ReadOrder;
import isolang.solver.check.HistoryEnumerator.Symmetry;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/**
 * Counts of the exhaustive enumeration, checked against closed forms and against an
 * independent canonical form computed here by renaming concrete histories.
 */
class HistoryEnumeratorTest {

    /** Arrangements of n labelled transactions into chains (sum of Lah numbers): 1, 3, 13, 73. */
    private static long sessionArrangements(int n) {
        return new long[] {1, 1, 3, 13, 73}[n];
    }

    /**
     * Choices for one object: a writer set W of k ≤ values-1 transactions; each writer reads
     * nothing, the initial value or one of the k-1 other writers; each other transaction nothing,
     * the initial value or one of the k writers.
     */
    private static long objectChoices(int n, int values) {
        long total = 0;
        for (int k = 0; k <= Math.min(n, values - 1); k++) {
            total += binomial(n, k) * pow(k + 1, k) * pow(k + 2, n - k);
        }
        return total;
    }

    private static long binomial(int n, int k) {
        long result = 1;
        for (int i = 0; i < k; i++) {
            result = result * (n - i) / (i + 1);
        }
        return result;
    }

    private static long pow(long base, int exponent) {
        long result = 1;
        for (int i = 0; i < exponent; i++) {
            result *= base;
        }
        return result;
    }

    private static List<History> enumerate(int n, int m, int v, Symmetry symmetry, ReadOrder order) {
        return new HistoryEnumerator(new EnumerationScope(n, m, v), symmetry, order).enumerate();
    }

    @Test
    void labelledCountMatchesClosedForm() {
        for (int n = 1; n <= 3; n++) {
            for (int m = 1; m <= 2; m++) {
                for (int v = 1; v <= 3; v++) {
                    long expected = sessionArrangements(n) * pow(objectChoices(n, v), m);
                    assertEquals(expected, enumerate(n, m, v, Symmetry.NONE, ReadOrder.CANONICAL).size(),
                            n + " txn, " + m + " obj, " + v + " val");
                }
            }
        }
        assertEquals(375_700, sessionArrangements(3) * pow(objectChoices(3, 3), 2));
    }

    @Test
    void everyHistoryIsReadConsistentAbstractAndDistinct() {
        List<History> histories = enumerate(3, 2, 2, Symmetry.NONE, ReadOrder.CANONICAL);
        assertEquals(histories.size(), new HashSet<>(histories).size());
        assertTrue(histories.stream().allMatch(h -> h.isReadConsistent() && h.isAbstract()));
        assertTrue(histories.stream().anyMatch(h -> h.transactions().stream().allMatch(t -> t.operations().isEmpty())));
        assertTrue(histories.stream().anyMatch(h -> h.transactions().stream()
                .anyMatch(t -> !t.finalWrites().isEmpty() && t.externalReads().isEmpty())));
    }

    @Test
    void allReadOrdersMultiplyByTheOrdersOfEachTransactionsReads() {
        long expected = 0;
        for (History history : enumerate(3, 2, 2, Symmetry.NONE, ReadOrder.CANONICAL)) {
            long orders = 1;
            for (Transaction txn : history.transactions()) {
                orders *= txn.externalReads().size() == 2 ? 2 : 1;
            }
            expected += orders;
        }
        assertEquals(expected, enumerate(3, 2, 2, Symmetry.NONE, ReadOrder.ALL).size());
    }

    @Test
    void isomorphismClassesHaveExactlyOneRepresentative() {
        for (int[] scope : new int[][] {{3, 2, 2}, {3, 1, 3}, {2, 2, 3}}) {
            List<History> labelled = enumerate(scope[0], scope[1], scope[2], Symmetry.NONE, ReadOrder.CANONICAL);
            List<History> representatives = enumerate(scope[0], scope[1], scope[2], Symmetry.ISOMORPHISM,
                    ReadOrder.CANONICAL);
            Set<String> classes = new HashSet<>();
            labelled.forEach(h -> classes.add(canonicalForm(h)));
            Set<String> represented = new HashSet<>();
            representatives.forEach(h -> represented.add(canonicalForm(h)));
            assertEquals(classes.size(), representatives.size(), "one representative per class");
            assertEquals(classes, represented, "every class is represented");
        }
        assertEquals(31_600, enumerate(3, 2, 3, Symmetry.ISOMORPHISM, ReadOrder.CANONICAL).size());
    }

    /** The smallest rendering of the history over all renamings of transactions and objects. */
    private static String canonicalForm(History history) {
        int n = history.transactions().size();
        String best = null;
        for (int[] pi : permutations(n)) {
            for (int[] sigma : permutations(history.objectCount())) {
                String rendering = render(history, pi, sigma);
                if (best == null || rendering.compareTo(best) < 0) {
                    best = rendering;
                }
            }
        }
        return best;
    }

    /** Renders the renamed history: per new id its session predecessor, its reads' writers and its writes. */
    private static String render(History history, int[] pi, int[] sigma) {
        Map<Integer, String> lines = new TreeMap<>();
        for (List<Transaction> session : history.sessions()) {
            for (int p = 0; p < session.size(); p++) {
                Transaction txn = session.get(p);
                int predecessor = p == 0 ? 0 : pi[session.get(p - 1).id() - 1] + 1;
                List<String> ops = new ArrayList<>();
                for (Operation op : txn.operations()) {
                    int writer = history.writerOf(op.object(), op.value()).getAsInt();
                    int renamedWriter = writer == 0 ? 0 : pi[writer - 1] + 1;
                    ops.add((op.isRead() ? "r" : "w") + sigma[op.object()] + (op.isRead() ? "<" + renamedWriter : ""));
                }
                ops.sort(Comparator.naturalOrder());
                lines.put(pi[txn.id() - 1] + 1, predecessor + ":" + ops);
            }
        }
        return lines.toString();
    }

    private static List<int[]> permutations(int n) {
        List<int[]> result = new ArrayList<>();
        collect(new int[n], new boolean[n], 0, result);
        return result;
    }

    private static void collect(int[] current, boolean[] used, int index, List<int[]> result) {
        if (index == current.length) {
            result.add(current.clone());
            return;
        }
        for (int i = 0; i < current.length; i++) {
            if (!used[i]) {
                used[i] = true;
                current[index] = i;
                collect(current, used, index + 1, result);
                used[i] = false;
            }
        }
    }
}
