// SPDX-License-Identifier: EPL-2.0
package isolang.solver.minimize;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;

import isolang.solver.CancellationToken;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.RealTime;
import isolang.solver.history.Transaction;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;

/**
 * Shrinks a history that solves a problem (allowed by every allowed level, disallowed by every
 * forbidden level) to a locally minimal one that still solves it, as the Isolde authors did by
 * hand: first fewer transactions, then fewer objects, then values renumbered {@code 1, 2, …}
 * per object in writer order, then fewer operations, then fewer real-time edges (an edge is
 * dropped only where the rest is still an order of intervals of time, so the result keeps an
 * interval notation; histories without real time skip the step). Each step removes one element and keeps
 * the result only if {@link MembershipChecker} confirms the problem still holds; the steps are
 * repeated until none applies, so no single transaction, object or operation can be removed
 * from the result.
 *
 * <p>Removing a write also removes the reads of the value it wrote (they would read from thin
 * air); sessions stay chains (a removed transaction is cut out of its chain) and transaction ids
 * are renumbered {@code 1..n} in session order. The result is deterministic. Instances are
 * immutable and thread-safe.
 */
public final class HistoryMinimizer {

    private final MembershipChecker checker;

    /** A minimizer that decides membership with {@code checker}. */
    public HistoryMinimizer(MembershipChecker checker) {
        if (checker == null) {
            throw new IllegalArgumentException("a membership checker is required");
        }
        this.checker = checker;
    }

    /** Minimizes a history found for {@code problem}. */
    public History minimize(History found, Problem problem, CancellationToken cancel) {
        return minimize(found, problem.allowed(), problem.forbidden(), cancel);
    }

    /**
     * Minimizes {@code found}, which must be allowed by every level of {@code allowed} and
     * disallowed by every level of {@code forbidden}. If {@code cancel} is set, the smallest
     * history reached so far is returned.
     *
     * @throws IllegalArgumentException if {@code found} does not solve the problem
     */
    public History minimize(History found, List<Level> allowed, List<Level> forbidden, CancellationToken cancel) {
        return shrink(found, allowed, forbidden, cancel, List.of(HistoryMinimizer::withoutOneTransaction,
                HistoryMinimizer::withoutOneObject, HistoryMinimizer::withoutOneOperation,
                HistoryMinimizer::withoutOneRealTimeEdge));
    }

    /**
     * Minimizes a history found for {@code problem} that already has the fewest non-empty
     * transactions and then objects of any solution within the scope (so removing a non-empty
     * transaction or an object cannot succeed): only empty transactions, unused objects,
     * operations and real-time edges are removed, and values renumbered, saving the membership
     * checks of the other steps.
     */
    public History minimizeOperations(History found, Problem problem, CancellationToken cancel) {
        return shrink(found, problem.allowed(), problem.forbidden(), cancel, List.of(
                h -> sameOperations(h, withoutOneTransaction(h)), h -> sameOperations(h, withoutOneObject(h)),
                HistoryMinimizer::withoutOneOperation, HistoryMinimizer::withoutOneRealTimeEdge));
    }

    /**
     * Removes whole objects from {@code found}, a solution of {@code problem}, by membership
     * checks: each object it uses is tried once, those with the fewest operations first, and
     * stays removed if the rest still solves the problem. A cheap start for the search for the
     * fewest objects ({@link SmallerScopes}), which is then left to show that one object fewer
     * than the result uses does not suffice; the result need not have the fewest objects, and
     * its operations are not shrunk.
     */
    public History withoutRemovableObjects(History found, Problem problem, CancellationToken cancel) {
        History current = found;
        List<Integer> untried = new ArrayList<>(usedObjectsByOperations(found));
        while (!untried.isEmpty() && !cancel.isCancelled()) {
            int object = untried.remove(0);
            History candidate = renumber(withoutObject(current, object));
            if (solves(candidate, problem.allowed(), problem.forbidden(), cancel)) {
                current = candidate;
                untried.replaceAll(o -> o > object ? o - 1 : o);
            }
        }
        return current;
    }

    /** The objects the history's operations touch, the least touched first (ties: lower index first). */
    private static List<Integer> usedObjectsByOperations(History history) {
        Map<Integer, Integer> operations = new HashMap<>();
        history.transactions()
                .forEach(t -> t.operations().forEach(op -> operations.merge(op.object(), 1, Integer::sum)));
        return operations.keySet().stream()
                .sorted(Comparator.comparing((Integer o) -> operations.get(o)).thenComparing(o -> o))
                .toList();
    }

    private History shrink(History found, List<Level> allowed, List<Level> forbidden, CancellationToken cancel,
            List<Function<History, List<History>>> steps) {
        if (!solves(found, allowed, forbidden, cancel)) {
            throw new IllegalArgumentException("the history does not solve the problem, nothing to minimize:\n"
                    + found);
        }
        History current = renumber(found);
        boolean changed = true;
        while (changed && !cancel.isCancelled()) {
            changed = false;
            for (Function<History, List<History>> step : steps) {
                Optional<History> smaller = firstSolving(step.apply(current), allowed, forbidden, cancel);
                if (smaller.isPresent()) {
                    current = smaller.get();
                    changed = true;
                    break;
                }
            }
        }
        return current;
    }

    /**
     * Whether the history is allowed by every allowed level and disallowed by every forbidden one.
     * The forbidden levels are asked first: a smaller history mostly fails by no longer showing the
     * anomaly, so one membership check usually settles a candidate. Only verdicts are needed, so
     * each level costs one SAT call ({@link MembershipChecker#decide}).
     */
    public boolean solves(History history, List<Level> allowed, List<Level> forbidden, CancellationToken cancel) {
        for (Level level : forbidden) {
            if (!(checker.decide(history, level, cancel) instanceof MembershipResult.Disallowed)) {
                return false;
            }
        }
        for (Level level : allowed) {
            if (!(checker.decide(history, level, cancel) instanceof MembershipResult.Allowed)) {
                return false;
            }
        }
        return true;
    }

    private Optional<History> firstSolving(List<History> candidates, List<Level> allowed, List<Level> forbidden,
            CancellationToken cancel) {
        for (History candidate : candidates) {
            if (cancel.isCancelled()) {
                return Optional.empty();
            }
            if (solves(candidate, allowed, forbidden, cancel)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** The candidates that keep every operation of {@code history} (they drop an empty transaction or an unused object). */
    private static List<History> sameOperations(History history, List<History> candidates) {
        int operations = operations(history);
        return candidates.stream().filter(c -> operations(c) == operations).toList();
    }

    private static int operations(History history) {
        return history.transactions().stream().mapToInt(t -> t.operations().size()).sum();
    }

    /** Every history with one transaction cut out (its writes' readers lose those reads). */
    private static List<History> withoutOneTransaction(History history) {
        List<History> candidates = new ArrayList<>();
        if (history.transactions().size() <= 1) {
            return candidates;
        }
        for (Transaction removed : history.transactions()) {
            List<List<Transaction>> sessions = new ArrayList<>();
            for (List<Transaction> session : history.sessions()) {
                List<Transaction> kept = new ArrayList<>();
                for (Transaction t : session) {
                    if (t.id() != removed.id()) {
                        kept.add(withoutReadsOf(history, t, (object, writer) -> writer == removed.id()));
                    }
                }
                if (!kept.isEmpty()) {
                    sessions.add(kept);
                }
            }
            Set<Integer> kept = new HashSet<>();
            sessions.forEach(session -> session.forEach(t -> kept.add(t.id())));
            candidates.add(renumber(History.of(history.objectCount(), sessions)
                    .withRealTime(history.realTime().restrictedTo(kept))));
        }
        return candidates;
    }

    /** Every history with all operations on one object removed and the objects above it renumbered. */
    private static List<History> withoutOneObject(History history) {
        List<History> candidates = new ArrayList<>();
        if (history.objectCount() <= 1) {
            return candidates;
        }
        for (int removed = 0; removed < history.objectCount(); removed++) {
            candidates.add(renumber(withoutObject(history, removed)));
        }
        return candidates;
    }

    /** The history without the operations on object {@code gone}, the objects above it renumbered. */
    private static History withoutObject(History history, int gone) {
        return map(history, history.objectCount() - 1, (t, op) -> {
            if (op.object() == gone) {
                return Optional.empty();
            }
            int object = op.object() > gone ? op.object() - 1 : op.object();
            return Optional.of(new Operation(op.kind(), object, op.value()));
        });
    }

    /** Every history with one operation removed (a removed write takes the reads of its value along). */
    private static List<History> withoutOneOperation(History history) {
        List<History> candidates = new ArrayList<>();
        for (Transaction owner : history.transactions()) {
            for (int index = 0; index < owner.operations().size(); index++) {
                Operation removed = owner.operations().get(index);
                List<List<Transaction>> sessions = new ArrayList<>();
                for (List<Transaction> session : history.sessions()) {
                    List<Transaction> mapped = new ArrayList<>();
                    for (Transaction t : session) {
                        List<Operation> ops = new ArrayList<>(t.operations());
                        if (t.id() == owner.id()) {
                            ops.remove(index);
                        } else if (removed.isWrite()) {
                            ops.removeIf(op -> op.isRead() && op.object() == removed.object()
                                    && op.value() == removed.value());
                        }
                        mapped.add(new Transaction(t.id(), ops));
                    }
                    sessions.add(mapped);
                }
                candidates.add(renumber(History.of(history.objectCount(), sessions).withRealTime(history.realTime())));
            }
        }
        return candidates;
    }

    /** Every history with one real-time edge dropped where the other edges still come from intervals of time. */
    private static List<History> withoutOneRealTimeEdge(History history) {
        List<History> candidates = new ArrayList<>();
        for (RealTime.Precedence dropped : history.realTime().edges()) {
            List<RealTime.Precedence> rest = new ArrayList<>(history.realTime().edges());
            rest.remove(dropped);
            if (RealTime.isIntervalOrder(rest)) {
                candidates.add(history.withRealTime(RealTime.of(rest)));
            }
        }
        return candidates;
    }

    private interface ReadFilter {
        boolean drop(int object, int writer);
    }

    private static Transaction withoutReadsOf(History history, Transaction t, ReadFilter filter) {
        List<Operation> kept = new ArrayList<>();
        for (Operation op : t.operations()) {
            OptionalInt writer = op.isRead() ? history.writerOf(op.object(), op.value()) : OptionalInt.empty();
            if (writer.isEmpty() || !filter.drop(op.object(), writer.getAsInt())) {
                kept.add(op);
            }
        }
        return new Transaction(t.id(), kept);
    }

    private interface OperationMap {
        Optional<Operation> apply(Transaction owner, Operation op);
    }

    private static History map(History history, int objectCount, OperationMap mapping) {
        List<List<Transaction>> sessions = new ArrayList<>();
        for (List<Transaction> session : history.sessions()) {
            List<Transaction> mapped = new ArrayList<>();
            for (Transaction t : session) {
                List<Operation> ops = new ArrayList<>();
                t.operations().forEach(op -> mapping.apply(t, op).ifPresent(ops::add));
                mapped.add(new Transaction(t.id(), ops));
            }
            sessions.add(mapped);
        }
        return History.of(objectCount, sessions).withRealTime(history.realTime());
    }

    /**
     * Renumbers transactions {@code 1..n} in session order (sessions in their order) and the
     * written values of each object {@code 1, 2, …} in the order of their writers; reads follow
     * their values, and reads of values nobody wrote keep a fresh number above all written ones.
     */
    static History renumber(History history) {
        Map<Integer, Integer> ids = new HashMap<>();
        for (List<Transaction> session : history.sessions()) {
            for (Transaction t : session) {
                ids.put(t.id(), ids.size() + 1);
            }
        }
        List<Map<Long, Long>> values = new ArrayList<>();
        for (int x = 0; x < history.objectCount(); x++) {
            Map<Long, Long> renamed = new HashMap<>();
            renamed.put(0L, 0L);
            values.add(renamed);
        }
        for (List<Transaction> session : history.sessions()) {
            for (Transaction t : session) {
                for (Operation op : t.operations()) {
                    if (op.isWrite()) {
                        Map<Long, Long> renamed = values.get(op.object());
                        renamed.putIfAbsent(op.value(), (long) renamed.size());
                    }
                }
            }
        }
        List<List<Transaction>> sessions = new ArrayList<>();
        for (List<Transaction> session : history.sessions()) {
            List<Transaction> mapped = new ArrayList<>();
            for (Transaction t : session) {
                List<Operation> ops = new ArrayList<>();
                for (Operation op : t.operations()) {
                    Map<Long, Long> renamed = values.get(op.object());
                    ops.add(new Operation(op.kind(), op.object(),
                            renamed.computeIfAbsent(op.value(), v -> (long) renamed.size())));
                }
                mapped.add(new Transaction(ids.get(t.id()), ops));
            }
            sessions.add(mapped);
        }
        return History.of(history.objectCount(), sessions).withRealTime(RealTime.of(history.realTime().edges()
                .stream().map(e -> new RealTime.Precedence(ids.get(e.before()), ids.get(e.after()))).toList()));
    }
}
