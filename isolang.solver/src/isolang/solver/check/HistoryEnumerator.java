// SPDX-License-Identifier: EPL-2.0
package isolang.solver.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.RealTime;
import isolang.solver.history.Transaction;

/**
 * Enumerates every read-consistent history within an {@link EnumerationScope}.
 *
 * <p>A history has exactly {@code scope.transactions()} transactions grouped into sessions
 * that are total chains (every way of arranging the transactions into chains). Per object,
 * a transaction optionally performs one external read and optionally one final write; the read
 * returns the initial value or the final write of another transaction. Blind writes,
 * read-only, write-only and empty transactions are all included. Writes are unique, so the
 * value a transaction writes only names the writer: values are numbered per object in
 * increasing writer id ({@code 1, 2, …}), and two histories that differ only in the names of
 * values are never both produced.
 *
 * <p>Operations appear in program order "external reads, then final writes", each group in
 * object order; with {@link ReadOrder#ALL} every order of a transaction's external reads is
 * enumerated as well (the operation-level view that Biswas–Enea Read Committed depends on).
 *
 * <p>With {@link RealTimeOrders#ALL} every real-time order {@code rt} over the transactions is
 * enumerated too: every interval order (every order that intervals of time give), independent of
 * the sessions, the empty one included. With {@link RealTimeOrders#NONE} (for levels that do not
 * use {@code rt}) every history has the empty one.
 *
 * <p>With {@link Symmetry#ISOMORPHISM} only one history per isomorphism class (renaming of
 * transactions and objects) is produced: the one whose encoding is lexicographically
 * smallest. With {@link Symmetry#NONE} every labelled history is produced.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class HistoryEnumerator {

    /** Whether histories that differ only by renaming transactions and objects are merged. */
    public enum Symmetry {
        /** Every labelled history (values are always canonical). */
        NONE,
        /** One representative per class of histories equal up to renaming transactions and objects. */
        ISOMORPHISM
    }

    /** Which program orders of the external reads inside a transaction are enumerated. */
    public enum ReadOrder {
        /** Abstract transactions: reads in object order. */
        CANONICAL,
        /** Every order of each transaction's external reads. */
        ALL
    }

    /** Which real-time orders are enumerated. */
    public enum RealTimeOrders {
        /** Only the empty real-time order (levels that do not use {@code rt}). */
        NONE,
        /** Every interval order over the transactions (levels that use {@code rt}). */
        ALL
    }

    /** Real-time orders are enumerated for at most this many transactions (3,451 orders over 5). */
    public static final int MAX_TIMED_TRANSACTIONS = 5;

    private static final int NO_READ = -2;
    private static final int INITIAL_READ = -1;

    private final EnumerationScope scope;
    private final Symmetry symmetry;
    private final ReadOrder readOrder;
    private final int[][] transactionPermutations;
    private final int[][] objectPermutations;
    private final List<boolean[][]> realTimeOrders;

    /** Creates an enumerator for the given scope, symmetry reduction and read orders, without real time. */
    public HistoryEnumerator(EnumerationScope scope, Symmetry symmetry, ReadOrder readOrder) {
        this(scope, symmetry, readOrder, RealTimeOrders.NONE);
    }

    /** Creates an enumerator for the given scope, symmetry reduction, read orders and real-time orders. */
    public HistoryEnumerator(EnumerationScope scope, Symmetry symmetry, ReadOrder readOrder,
            RealTimeOrders realTime) {
        if (scope == null || symmetry == null || readOrder == null || realTime == null) {
            throw new IllegalArgumentException("scope, symmetry, read order and real-time orders are required");
        }
        if (realTime == RealTimeOrders.ALL && scope.transactions() > MAX_TIMED_TRANSACTIONS) {
            throw new IllegalArgumentException("real-time orders are enumerated for at most "
                    + MAX_TIMED_TRANSACTIONS + " transactions: " + scope);
        }
        if (scope.transactions() > 6 || scope.objects() > 4) {
            throw new IllegalArgumentException("exhaustive enumeration is limited to 6 transactions and 4 objects: "
                    + scope);
        }
        this.scope = scope;
        this.symmetry = symmetry;
        this.readOrder = readOrder;
        this.transactionPermutations = permutations(scope.transactions());
        this.objectPermutations = permutations(scope.objects());
        this.realTimeOrders = realTime == RealTimeOrders.ALL ? intervalOrders(scope.transactions())
                : java.util.Collections.singletonList(new boolean[scope.transactions()][scope.transactions()]);
    }

    /** The scope being enumerated. */
    public EnumerationScope scope() {
        return scope;
    }

    /** All histories of the scope, in a deterministic order. */
    public List<History> enumerate() {
        List<History> histories = new ArrayList<>();
        forEach(histories::add);
        return histories;
    }

    /** Passes every history of the scope to {@code action}, in a deterministic order. */
    public void forEach(Consumer<History> action) {
        int n = scope.transactions();
        List<int[]> sessionShapes = sessionShapes(n);
        List<int[][]> objectShapes = objectShapes();
        int[][][] chosen = new int[scope.objects()][][];
        for (int[] predecessor : sessionShapes) {
            combineObjects(0, predecessor, objectShapes, chosen, action);
        }
    }

    private void combineObjects(int object, int[] predecessor, List<int[][]> objectShapes, int[][][] chosen,
            Consumer<History> action) {
        if (object == scope.objects()) {
            int n = scope.transactions();
            int[][] reads = new int[n][scope.objects()];
            boolean[][] writes = new boolean[n][scope.objects()];
            for (int o = 0; o < scope.objects(); o++) {
                for (int t = 0; t < n; t++) {
                    reads[t][o] = chosen[o][0][t];
                    writes[t][o] = chosen[o][1][t] == 1;
                }
            }
            chooseReadOrders(0, new Shape(predecessor, reads, writes, new int[n][], null), action);
            return;
        }
        for (int[][] shape : objectShapes) {
            chosen[object] = shape;
            combineObjects(object + 1, predecessor, objectShapes, chosen, action);
        }
    }

    private void chooseReadOrders(int txn, Shape shape, Consumer<History> action) {
        if (txn == scope.transactions()) {
            for (boolean[][] realTime : realTimeOrders) {
                Shape timed = new Shape(shape.predecessor, shape.reads, shape.writes, shape.readOrders, realTime);
                if (symmetry == Symmetry.NONE || isCanonical(timed)) {
                    action.accept(timed.toHistory(scope.objects()));
                }
            }
            return;
        }
        int[] readObjects = shape.readObjects(txn);
        List<int[]> orders = readOrder == ReadOrder.ALL ? permutationsOf(readObjects) : List.of(readObjects);
        for (int[] order : orders) {
            shape.readOrders[txn] = order;
            chooseReadOrders(txn + 1, shape, action);
        }
    }

    /** Per object: {reads per transaction, write flags per transaction}, for every read-consistent choice. */
    private List<int[][]> objectShapes() {
        int n = scope.transactions();
        List<int[][]> shapes = new ArrayList<>();
        for (int writers = 0; writers < 1 << n; writers++) {
            if (Integer.bitCount(writers) > scope.values() - 1) {
                continue;
            }
            int[] reads = new int[n];
            collectReads(0, writers, reads, shapes);
        }
        return shapes;
    }

    private void collectReads(int txn, int writers, int[] reads, List<int[][]> shapes) {
        int n = scope.transactions();
        if (txn == n) {
            int[] writeFlags = new int[n];
            for (int t = 0; t < n; t++) {
                writeFlags[t] = (writers >> t) & 1;
            }
            shapes.add(new int[][] {reads.clone(), writeFlags});
            return;
        }
        for (int source = NO_READ; source < n; source++) {
            if (source >= 0 && (source == txn || ((writers >> source) & 1) == 0)) {
                continue;
            }
            reads[txn] = source;
            collectReads(txn + 1, writers, reads, shapes);
        }
    }

    /** Every arrangement of {@code n} transactions into chains, as predecessor arrays (-1: first of its session). */
    static List<int[]> sessionShapes(int n) {
        List<int[]> shapes = new ArrayList<>();
        int[] predecessor = new int[n];
        collectSessionShapes(0, predecessor, shapes);
        return shapes;
    }

    private static void collectSessionShapes(int txn, int[] predecessor, List<int[]> shapes) {
        int n = predecessor.length;
        if (txn == n) {
            if (isChainForest(predecessor)) {
                shapes.add(predecessor.clone());
            }
            return;
        }
        for (int p = -1; p < n; p++) {
            if (p != txn) {
                predecessor[txn] = p;
                collectSessionShapes(txn + 1, predecessor, shapes);
            }
        }
    }

    private static boolean isChainForest(int[] predecessor) {
        int n = predecessor.length;
        boolean[] hasSuccessor = new boolean[n];
        for (int p : predecessor) {
            if (p >= 0) {
                if (hasSuccessor[p]) {
                    return false;
                }
                hasSuccessor[p] = true;
            }
        }
        for (int start = 0; start < n; start++) {
            int steps = 0;
            for (int t = predecessor[start]; t >= 0; t = predecessor[t]) {
                if (++steps > n) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean isCanonical(Shape shape) {
        int[] identity = shape.encode(transactionPermutations[0], objectPermutations[0], readOrder);
        int[] image = new int[identity.length];
        for (int[] pi : transactionPermutations) {
            for (int[] sigma : objectPermutations) {
                shape.encodeInto(pi, sigma, readOrder, image);
                if (Arrays.compare(image, identity) < 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Every interval order over {@code n} transactions, as before-matrices, the empty one first.
     * Every interval order over n elements is given by intervals with integer ends from 0 to n-1
     * (its distinct predecessor sets, at most n, are nested: an element starts at the rank of its
     * own and ends before the first that contains it), so these intervals give them all.
     */
    static List<boolean[][]> intervalOrders(int n) {
        int[][] intervals = new int[n * (n + 1) / 2][];
        int next = 0;
        for (int start = 0; start < n; start++) {
            for (int end = start; end < n; end++) {
                intervals[next++] = new int[] {start, end};
            }
        }
        java.util.Map<String, boolean[][]> orders = new java.util.TreeMap<>();
        int[] choice = new int[n];
        while (true) {
            boolean[][] before = new boolean[n][n];
            StringBuilder key = new StringBuilder();
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    before[a][b] = intervals[choice[a]][1] < intervals[choice[b]][0];
                    key.append(before[a][b] ? '1' : '0');
                }
            }
            orders.putIfAbsent(key.toString(), before);
            int digit = 0;
            while (digit < n && ++choice[digit] == intervals.length) {
                choice[digit++] = 0;
            }
            if (digit == n) {
                return List.copyOf(orders.values());
            }
        }
    }

    static int[][] permutations(int n) {
        int[] items = new int[n];
        for (int i = 0; i < n; i++) {
            items[i] = i;
        }
        return permutationsOf(items).toArray(int[][]::new);
    }

    /** All orders of {@code items}, the identity order first. */
    static List<int[]> permutationsOf(int[] items) {
        List<int[]> result = new ArrayList<>();
        permute(items.clone(), 0, result);
        result.sort(Arrays::compare);
        return result;
    }

    private static void permute(int[] items, int from, List<int[]> result) {
        if (from >= items.length - 1) {
            result.add(items.clone());
            return;
        }
        for (int i = from; i < items.length; i++) {
            swap(items, from, i);
            permute(items, from + 1, result);
            swap(items, from, i);
        }
    }

    private static void swap(int[] items, int i, int j) {
        int tmp = items[i];
        items[i] = items[j];
        items[j] = tmp;
    }

    /**
     * A labelled history shape: sessions as predecessor links, reads by writer index, write flags,
     * read orders and the real-time order ({@code realTime[a][b]}: a ended before b began).
     */
    private static final class Shape {
        final int[] predecessor;
        final int[][] reads;
        final boolean[][] writes;
        final int[][] readOrders;
        final boolean[][] realTime;

        Shape(int[] predecessor, int[][] reads, boolean[][] writes, int[][] readOrders, boolean[][] realTime) {
            this.predecessor = predecessor;
            this.reads = reads;
            this.writes = writes;
            this.readOrders = readOrders;
            this.realTime = realTime;
        }

        int[] readObjects(int txn) {
            return java.util.stream.IntStream.range(0, reads[txn].length).filter(o -> reads[txn][o] != NO_READ)
                    .toArray();
        }

        int[] encode(int[] pi, int[] sigma, ReadOrder mode) {
            int objects = reads[0].length;
            int[] code = new int[predecessor.length * (1 + 3 * objects + predecessor.length)];
            encodeInto(pi, sigma, mode, code);
            return code;
        }

        /** The encoding of this shape with transaction t renamed to pi[t] and object o to sigma[o]. */
        void encodeInto(int[] pi, int[] sigma, ReadOrder mode, int[] code) {
            int n = predecessor.length;
            int objects = reads[0].length;
            int width = 1 + 3 * objects + n;
            for (int t = 0; t < n; t++) {
                int base = pi[t] * width;
                code[base] = predecessor[t] < 0 ? -1 : pi[predecessor[t]];
                for (int o = 0; o < objects; o++) {
                    int read = reads[t][o];
                    code[base + 1 + 2 * sigma[o]] = read < 0 ? read : pi[read];
                    code[base + 2 + 2 * sigma[o]] = writes[t][o] ? 1 : 0;
                }
                int[] order = readOrders[t];
                for (int k = 0; k < objects; k++) {
                    code[base + 1 + 2 * objects + k] = mode == ReadOrder.ALL && k < order.length ? sigma[order[k]] : -1;
                }
                for (int u = 0; u < n; u++) {
                    code[base + 1 + 3 * objects + pi[u]] = realTime[t][u] ? 1 : 0;
                }
            }
        }

        History toHistory(int objects) {
            int n = predecessor.length;
            int[][] value = new int[n][objects];
            for (int o = 0; o < objects; o++) {
                int next = 1;
                for (int t = 0; t < n; t++) {
                    if (writes[t][o]) {
                        value[t][o] = next++;
                    }
                }
            }
            List<Transaction> transactions = new ArrayList<>();
            for (int t = 0; t < n; t++) {
                List<Operation> operations = new ArrayList<>();
                for (int o : readOrders[t]) {
                    operations.add(Operation.read(o, reads[t][o] == INITIAL_READ ? 0 : value[reads[t][o]][o]));
                }
                for (int o = 0; o < objects; o++) {
                    if (writes[t][o]) {
                        operations.add(Operation.write(o, value[t][o]));
                    }
                }
                transactions.add(new Transaction(t + 1, operations));
            }
            List<List<Transaction>> sessions = new ArrayList<>();
            for (int t = 0; t < n; t++) {
                if (predecessor[t] < 0) {
                    List<Transaction> session = new ArrayList<>();
                    for (int s = t; s >= 0; s = successor(s)) {
                        session.add(transactions.get(s));
                    }
                    sessions.add(session);
                }
            }
            List<RealTime.Precedence> edges = new ArrayList<>();
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    if (realTime[a][b]) {
                        edges.add(new RealTime.Precedence(a + 1, b + 1));
                    }
                }
            }
            return History.of(objects, sessions).withRealTime(RealTime.of(edges));
        }

        private int successor(int txn) {
            for (int t = 0; t < predecessor.length; t++) {
                if (predecessor[t] == txn) {
                    return t;
                }
            }
            return -1;
        }
    }
}
