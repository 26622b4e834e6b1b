// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.predict;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.predict.Boundary;

/**
 * Prediction by brute force, written from IsoPredict's definitions without the engine: every
 * way each session can change the writer of its reads and be cut at the boundary, combined over
 * sessions, kept if at least one read changed, the result is read-consistent (a read only
 * observes a final write that is in the prediction) and {@code wanted} accepts it.
 */
public final class PredictionOracle {

    private PredictionOracle() {
    }

    /** Every feasible prediction of {@code observed} that {@code wanted} accepts. */
    public static List<History> predictions(History observed, Boundary boundary, Predicate<History> wanted) {
        Map<Integer, Set<Long>> finals = new HashMap<>();
        observed.transactions().forEach(t -> t.finalWrites().forEach(
                (x, v) -> finals.computeIfAbsent(x, k -> new HashSet<>(Set.of(0L))).add(v)));
        List<List<Variant>> perSession = new ArrayList<>();
        for (List<Transaction> session : observed.sessions()) {
            perSession.add(variants(session, boundary, finals));
        }
        List<History> found = new ArrayList<>();
        combine(perSession, 0, new ArrayList<>(), false, observed.objectCount(), wanted, found);
        return found;
    }

    /** One way a session can go: its transactions and whether a read changed. */
    private record Variant(List<Transaction> txns, boolean changed) {
    }

    private static void combine(List<List<Variant>> perSession, int s, List<List<Transaction>> chosen,
            boolean changed, int objects, Predicate<History> wanted, List<History> found) {
        if (s == perSession.size()) {
            if (changed) {
                History h = History.of(objects, chosen);
                if (h.isReadConsistent() && wanted.test(h)) {
                    found.add(h);
                }
            }
            return;
        }
        for (Variant v : perSession.get(s)) {
            chosen.add(v.txns());
            combine(perSession, s + 1, chosen, changed || v.changed(), objects, wanted, found);
            chosen.remove(chosen.size() - 1);
        }
    }

    /** All variants of a session: walk its reads, each keeps its value or changes (and ends the session). */
    private static List<Variant> variants(List<Transaction> session, Boundary boundary,
            Map<Integer, Set<Long>> finals) {
        List<Variant> out = new ArrayList<>();
        walk(session, 0, 0, new ArrayList<>(), new ArrayList<>(), boundary, finals, false, out);
        return out;
    }

    private static void walk(List<Transaction> session, int t, int i, List<Transaction> done, List<Operation> ops,
            Boundary boundary, Map<Integer, Set<Long>> finals, boolean changedHere, List<Variant> out) {
        if (t == session.size()) {
            out.add(new Variant(List.copyOf(done), false));
            return;
        }
        Transaction txn = session.get(t);
        if (i == txn.operations().size()) {
            List<Transaction> next = new ArrayList<>(done);
            next.add(new Transaction(txn.id(), ops));
            if (changedHere) {
                out.add(new Variant(next, true));
            } else {
                walk(session, t + 1, 0, next, new ArrayList<>(), boundary, finals, false, out);
            }
            return;
        }
        Operation op = txn.operations().get(i);
        boolean free = op.isRead() && txn.operations().subList(0, i).stream()
                .noneMatch(o -> o.isWrite() && o.object() == op.object());
        List<Long> values = new ArrayList<>(List.of(op.value()));
        if (free) {
            finals.getOrDefault(op.object(), Set.of(0L)).stream()
                    .filter(v -> v != op.value() && !Long.valueOf(v).equals(txn.finalWrites().get(op.object())))
                    .forEach(values::add);
        }
        for (long v : values) {
            List<Operation> more = new ArrayList<>(ops);
            more.add(op.isRead() ? Operation.read(op.object(), v) : op);
            boolean change = v != op.value();
            if (change && boundary == Boundary.STRICT) {
                List<Transaction> next = new ArrayList<>(done);
                next.add(new Transaction(txn.id(), more));
                out.add(new Variant(next, true));
            } else {
                walk(session, t, i + 1, done, more, boundary, finals, changedHere || change, out);
            }
        }
    }
}
