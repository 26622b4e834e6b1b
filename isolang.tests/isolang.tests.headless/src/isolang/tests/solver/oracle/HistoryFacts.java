// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.oracle;

import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The relations of a concrete history as plain arrays, computed directly from the operations.
 *
 * <p>Transactions are indexed {@code 0 .. size-1}; index 0 is the initial transaction, which
 * writes every object and precedes everything in {@code so}. {@code readFrom[t][x]} is the
 * index of the transaction whose write the external read of x by t returns, or -1 if t has no
 * external read of x. {@code readSequence[t]} lists every read of t that returns another
 * transaction's write, in program order, as {object, writer index}.
 */
final class HistoryFacts {

    final int size;
    final int objects;
    final int[] ids;
    final boolean[][] so;
    final boolean[][] writes;
    final int[][] readFrom;
    final List<List<int[]>> readSequence;
    final boolean readConsistent;

    HistoryFacts(History history) {
        List<Transaction> txns = history.transactions();
        size = txns.size() + 1;
        objects = history.objectCount();
        ids = new int[size];
        for (int i = 1; i < size; i++) {
            ids[i] = txns.get(i - 1).id();
        }
        so = new boolean[size][size];
        writes = new boolean[size][objects];
        readFrom = new int[size][objects];
        readSequence = new ArrayList<>();
        readSequence.add(List.of());
        for (int x = 0; x < objects; x++) {
            writes[0][x] = true;
        }
        for (int a = 0; a < size; a++) {
            for (int b = 0; b < size; b++) {
                so[a][b] = a != b && history.sessionOrder(ids[a], ids[b]);
            }
        }
        for (int t = 1; t < size; t++) {
            Transaction txn = txns.get(t - 1);
            for (int x = 0; x < objects; x++) {
                writes[t][x] = txn.writes(x);
                readFrom[t][x] = -1;
            }
            for (Map.Entry<Integer, Integer> read : txn.externalReads().entrySet()) {
                OptionalInt writer = history.writerOf(read.getKey(), read.getValue());
                readFrom[t][read.getKey()] = writer.isPresent() ? indexOf(writer.getAsInt()) : -1;
            }
            List<int[]> sequence = new ArrayList<>();
            for (Operation op : txn.operations()) {
                OptionalInt writer = op.isRead() ? history.writerOf(op.object(), op.value()) : OptionalInt.empty();
                if (writer.isPresent() && writer.getAsInt() != txn.id()) {
                    sequence.add(new int[] {op.object(), indexOf(writer.getAsInt())});
                }
            }
            readSequence.add(sequence);
        }
        readConsistent = history.isReadConsistent();
    }

    private int indexOf(int id) {
        for (int i = 0; i < size; i++) {
            if (ids[i] == id) {
                return i;
            }
        }
        throw new IllegalArgumentException("no transaction T" + id);
    }

    /** Whether t3 externally reads x from t1. */
    boolean wr(int t1, int x, int t3) {
        return t3 != 0 && readFrom[t3][x] == t1;
    }

    /** Whether t3 externally reads some object from t1. */
    boolean wr(int t1, int t3) {
        for (int x = 0; x < objects; x++) {
            if (wr(t1, x, t3)) {
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
