// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.differential;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/** The shapes of transactions that membership once judged wrongly, as predicates on the operations. */
final class TransactionShapes {

    private TransactionShapes() {
    }

    /**
     * Whether t reads an object again before writing it, returning a value it read of it before
     * ({@code sameValue}) or another one (a non-repeatable read).
     */
    static boolean rereads(Transaction t, boolean sameValue) {
        Map<Integer, Set<Long>> valuesRead = new HashMap<>();
        Set<Integer> written = new HashSet<>();
        for (Operation op : t.operations()) {
            if (op.isWrite()) {
                written.add(op.object());
            } else if (!written.contains(op.object())) {
                Set<Long> before = valuesRead.computeIfAbsent(op.object(), x -> new HashSet<>());
                if (!before.isEmpty() && before.contains(op.value()) == sameValue) {
                    return true;
                }
                before.add(op.value());
            }
        }
        return false;
    }

    /** Whether t reads an object after writing it. */
    static boolean readsOwnWrite(Transaction t) {
        Set<Integer> written = new HashSet<>();
        for (Operation op : t.operations()) {
            if (op.isWrite()) {
                written.add(op.object());
            } else if (written.contains(op.object())) {
                return true;
            }
        }
        return false;
    }

    /** Whether t writes an object it has not read before. */
    static boolean blindWrite(Transaction t) {
        Set<Integer> read = new HashSet<>();
        for (Operation op : t.operations()) {
            if (op.isRead()) {
                read.add(op.object());
            } else if (!read.contains(op.object())) {
                return true;
            }
        }
        return false;
    }

    /** Whether t writes an object more than once, so that some write of it is intermediate. */
    static boolean intermediateWrite(Transaction t) {
        Set<Integer> written = new HashSet<>();
        return t.operations().stream().filter(Operation::isWrite).anyMatch(op -> !written.add(op.object()));
    }
}
