// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.oracle;

import java.util.ArrayList;
import java.util.List;

import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/**
 * The relations of a concrete history as plain arrays, computed directly from the sessions and
 * the operations in program order (no derived relation of the engine is used).
 *
 * <p>Transactions are indexed {@code 0 .. size-1}; index 0 is the initial transaction, which
 * writes 0 to every object and precedes everything in {@code so}. Every read operation reads
 * from the transaction that wrote its value (0 for the value 0), following the definitions:
 * <ul>
 * <li>{@code wr[x][t1][t3]}: some read of x by t3 reads from t1 ≠ t3 (write–read, per object,
 *     over all reads of the transaction);</li>
 * <li>{@code readSequence[t]}: every read of t from another transaction, in program order, as
 *     {object, writer};</li>
 * <li>{@code firstRead[t][x]}: the writer of the first read of x by t if no write of x by t
 *     precedes it, else -1 (Cerone et al.'s {@code T ⊢ read(x, n)});</li>
 * <li>{@code readConsistent}: every read returns a value someone wrote (no thin-air read), not
 *     a value its own transaction writes later (no future read), the latest own write if its
 *     transaction wrote the object before, and otherwise the last write to the object of
 *     another transaction (no intermediate read), AWDIT's read consistency;</li>
 * <li>{@code internallyConsistent}: every read that follows an access of its own transaction to
 *     the same object returns the value of the latest such access (Cerone et al.'s INT);</li>
 * <li>{@code nonRepeatableRead}: some read follows a read of the same object, with no access to
 *     it in between, and returns another value (Plume's TAP j).</li>
 * </ul>
 */
final class HistoryFacts {

    private static final int NONE = -1;

    final int size;
    final int objects;
    final int[] ids;
    final boolean[][] so;
    final boolean[][] writes;
    final boolean[][][] wr;
    final int[][] firstRead;
    final List<List<int[]>> readSequence = new ArrayList<>();
    final boolean readConsistent;
    final boolean internallyConsistent;
    final boolean nonRepeatableRead;

    private final List<List<Operation>> ops = new ArrayList<>();

    HistoryFacts(History history) {
        List<Integer> order = new ArrayList<>();
        order.add(Transaction.INITIAL);
        ops.add(List.of());
        List<int[]> sessionPositions = new ArrayList<>();
        sessionPositions.add(new int[] {-1, -1});
        for (int s = 0; s < history.sessions().size(); s++) {
            List<Transaction> session = history.sessions().get(s);
            for (int p = 0; p < session.size(); p++) {
                order.add(session.get(p).id());
                ops.add(session.get(p).operations());
                sessionPositions.add(new int[] {s, p});
            }
        }
        size = order.size();
        objects = history.objectCount();
        ids = order.stream().mapToInt(Integer::intValue).toArray();
        so = new boolean[size][size];
        for (int a = 0; a < size; a++) {
            for (int b = 1; b < size; b++) {
                int[] pa = sessionPositions.get(a);
                int[] pb = sessionPositions.get(b);
                so[a][b] = a == 0 || pa[0] == pb[0] && pa[1] < pb[1];
            }
        }
        writes = new boolean[size][objects];
        for (int x = 0; x < objects; x++) {
            writes[0][x] = true;
        }
        for (int t = 1; t < size; t++) {
            for (Operation op : ops.get(t)) {
                writes[t][op.object()] |= op.isWrite();
            }
        }
        wr = new boolean[objects][size][size];
        firstRead = new int[size][objects];
        boolean consistent = true;
        boolean internal = true;
        boolean repeatable = true;
        readSequence.add(List.of());
        for (int t = 1; t < size; t++) {
            List<int[]> sequence = new ArrayList<>();
            Operation[] lastAccess = new Operation[objects];
            Long[] lastOwnWrite = new Long[objects];
            boolean[] accessed = new boolean[objects];
            java.util.Arrays.fill(firstRead[t], NONE);
            List<Operation> own = ops.get(t);
            for (int i = 0; i < own.size(); i++) {
                Operation op = own.get(i);
                int x = op.object();
                if (op.isRead()) {
                    int writer = writerOf(x, op.value());
                    Operation previous = lastAccess[x];
                    internal &= previous == null || previous.value() == op.value();
                    repeatable &= previous == null || !previous.isRead() || previous.value() == op.value();
                    if (lastOwnWrite[x] != null) {
                        consistent &= lastOwnWrite[x] == op.value();
                    } else {
                        consistent &= writer != NONE && writer != t && isLastWriteOf(writer, x, op.value());
                    }
                    if (writer != NONE && writer != t) {
                        wr[x][writer][t] = true;
                        sequence.add(new int[] {x, writer});
                        if (!accessed[x]) {
                            firstRead[t][x] = writer;
                        }
                    }
                } else {
                    lastOwnWrite[x] = op.value();
                }
                lastAccess[x] = op;
                accessed[x] = true;
            }
            readSequence.add(sequence);
        }
        readConsistent = consistent;
        internallyConsistent = internal;
        nonRepeatableRead = !repeatable;
    }

    /** The index of the transaction with a write of {@code value} to x (0 for the value 0), or -1. */
    private int writerOf(int x, long value) {
        if (value == 0) {
            return 0;
        }
        for (int t = 1; t < size; t++) {
            for (Operation op : ops.get(t)) {
                if (op.isWrite() && op.object() == x && op.value() == value) {
                    return t;
                }
            }
        }
        return NONE;
    }

    /** Whether {@code value} is the last value t writes to x (the initial transaction's is 0). */
    private boolean isLastWriteOf(int t, int x, long value) {
        if (t == 0) {
            return value == 0;
        }
        Long last = null;
        for (Operation op : ops.get(t)) {
            if (op.isWrite() && op.object() == x) {
                last = op.value();
            }
        }
        return last != null && last == value;
    }

    /** Whether t3 reads x from t1 (by some read). */
    boolean wr(int t1, int x, int t3) {
        return wr[x][t1][t3];
    }

    /** Whether t3 reads some object from t1. */
    boolean wr(int t1, int t3) {
        for (int x = 0; x < objects; x++) {
            if (wr[x][t1][t3]) {
                return true;
            }
        }
        return false;
    }

    /** Whether t writes something. */
    boolean isUpdate(int t) {
        for (int x = 0; x < objects; x++) {
            if (writes[t][x]) {
                return true;
            }
        }
        return false;
    }

    /** so ∪ wr as a matrix. */
    boolean[][] soWr() {
        boolean[][] relation = new boolean[size][size];
        for (int a = 0; a < size; a++) {
            for (int b = 0; b < size; b++) {
                relation[a][b] = so[a][b] || wr(a, b);
            }
        }
        return relation;
    }

    /** The transitive closure of a relation (Floyd–Warshall). */
    static boolean[][] closure(boolean[][] relation) {
        int n = relation.length;
        boolean[][] result = new boolean[n][];
        for (int i = 0; i < n; i++) {
            result[i] = relation[i].clone();
        }
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < n; i++) {
                if (result[i][k]) {
                    for (int j = 0; j < n; j++) {
                        result[i][j] |= result[k][j];
                    }
                }
            }
        }
        return result;
    }

    /**
     * All total orders of the transactions with the initial one first, as position arrays
     * ({@code position[t]}: the rank of t), restricted to those that extend {@code required}.
     */
    List<int[]> totalOrdersExtending(boolean[][] required) {
        List<int[]> orders = new ArrayList<>();
        int[] sequence = new int[size];
        boolean[] used = new boolean[size];
        used[0] = true;
        extend(1, sequence, used, required, orders);
        return orders;
    }

    private void extend(int rank, int[] sequence, boolean[] used, boolean[][] required, List<int[]> orders) {
        if (rank == size) {
            int[] position = new int[size];
            for (int r = 0; r < size; r++) {
                position[sequence[r]] = r;
            }
            orders.add(position);
            return;
        }
        for (int t = 1; t < size; t++) {
            if (used[t] || !predecessorsPlaced(t, used, required)) {
                continue;
            }
            used[t] = true;
            sequence[rank] = t;
            extend(rank + 1, sequence, used, required, orders);
            used[t] = false;
        }
    }

    private boolean predecessorsPlaced(int t, boolean[] used, boolean[][] required) {
        for (int p = 0; p < size; p++) {
            if (required[p][t] && !used[p]) {
                return false;
            }
        }
        return true;
    }
}
