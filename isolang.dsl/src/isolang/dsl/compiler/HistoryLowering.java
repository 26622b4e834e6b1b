// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.compiler;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

import isolang.dsl.isolang.HistoryLiteral;
import isolang.dsl.isolang.IsolangPackage;
import isolang.dsl.isolang.OpLiteral;
import isolang.dsl.isolang.Session;
import isolang.dsl.isolang.TxnLiteral;
import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Operation;
import isolang.solver.history.RealTime;
import isolang.solver.history.Transaction;

/**
 * Literal histories as engine histories. Objects written {@code x, y, z, x3, …} keep the
 * engine's indices for those names (so displays match the text); other names are numbered in
 * order of appearance. Transactions labelled {@code T1, T2, …} keep their numbers; other
 * labels are numbered in order of appearance.
 */
final class HistoryLowering {

    private HistoryLowering() {
    }

    /** The engine history of a validated literal history. */
    static History lower(HistoryLiteral history) {
        Map<String, Integer> objects = objectIndices(history);
        Map<TxnLiteral, Integer> ids = transactionIds(history);
        List<List<Transaction>> sessions = new ArrayList<>();
        Map<Integer, RealTime.Interval> intervals = new LinkedHashMap<>();
        for (Session session : history.getSessions()) {
            List<Transaction> chain = new ArrayList<>();
            for (TxnLiteral txn : session.getTransactions()) {
                if (hasInterval(txn)) {
                    intervals.put(ids.get(txn), new RealTime.Interval(txn.getStart(), txn.getEnd()));
                }
                List<Operation> ops = new ArrayList<>();
                for (OpLiteral op : txn.getOperations()) {
                    int object = objects.get(op.getObject());
                    ops.add("w".equals(op.getKind()) ? Operation.write(object, op.getValue())
                            : Operation.read(object, op.getValue()));
                }
                chain.add(new Transaction(ids.get(txn), ops));
            }
            sessions.add(chain);
        }
        int count = objects.values().stream().mapToInt(i -> i + 1).max().orElse(1);
        return History.of(count, sessions).withRealTime(RealTime.ofIntervals(intervals));
    }

    /** Whether the literal gives the transaction an interval of time ({@code T1 [1, 2]: …}). */
    static boolean hasInterval(TxnLiteral txn) {
        return !NodeModelUtils.findNodesForFeature(txn, IsolangPackage.Literals.TXN_LITERAL__END).isEmpty();
    }

    private static Map<String, Integer> objectIndices(HistoryLiteral history) {
        List<String> names = new ArrayList<>();
        for (Session session : history.getSessions()) {
            for (TxnLiteral txn : session.getTransactions()) {
                for (OpLiteral op : txn.getOperations()) {
                    if (!names.contains(op.getObject())) {
                        names.add(op.getObject());
                    }
                }
            }
        }
        Map<String, Integer> indices = new LinkedHashMap<>();
        boolean standard = names.stream().allMatch(n -> ObjectNames.indexOf(n) >= 0);
        for (int i = 0; i < names.size(); i++) {
            indices.put(names.get(i), standard ? ObjectNames.indexOf(names.get(i)) : i);
        }
        return indices;
    }

    private static Map<TxnLiteral, Integer> transactionIds(HistoryLiteral history) {
        List<TxnLiteral> all = new ArrayList<>();
        history.getSessions().forEach(s -> all.addAll(s.getTransactions()));
        List<Integer> numbers = all.stream().map(t -> t.getName().matches("T[1-9][0-9]{0,8}")
                ? Integer.parseInt(t.getName().substring(1)) : -1).toList();
        boolean numbered = !numbers.contains(-1) && numbers.stream().distinct().count() == numbers.size();
        Map<TxnLiteral, Integer> ids = new LinkedHashMap<>();
        for (int i = 0; i < all.size(); i++) {
            ids.put(all.get(i), numbered ? numbers.get(i) : i + 1);
        }
        return ids;
    }
}
