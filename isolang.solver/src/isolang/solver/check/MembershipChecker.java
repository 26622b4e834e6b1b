// SPDX-License-Identifier: EPL-2.0
package isolang.solver.check;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import isolang.solver.CancellationToken;
import isolang.solver.UnknownReason;
import isolang.solver.check.ConcreteExecution.ObjAtom;
import isolang.solver.check.ConcreteExecution.TxnAtom;
import isolang.solver.history.History;
import isolang.solver.sat.CancellableSatFactory;
import isolang.solver.sat.SolveClock;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Relation;
import kodkod.ast.Variable;
import kodkod.engine.Solution;
import kodkod.engine.Solver;
import kodkod.engine.satlab.SATFactory;
import kodkod.instance.Bounds;
import kodkod.instance.TupleSet;

/**
 * Decides whether a concrete history is allowed by a level with one SAT call: the history's
 * relations are bound exactly, the framework's witness relations are free within their
 * {@link WitnessShape shapes}. If the level allows the history, the witness is returned; if not,
 * a smallest set of axioms that forbids it, found by trying subsets of the level's axioms in
 * increasing size (levels have a handful of axioms, so the minimum is exact).
 *
 * <p>Every call has a time limit, checked between SAT calls, and a {@link CancellationToken}.
 * The solver is SAT4J: the problems are tiny and it needs no native library. Instances are
 * thread-safe (their only state is a count of SAT calls and the clock that times them).
 */
public final class MembershipChecker {

    private static final SATFactory SAT4J = SATFactory.find("sat4j").orElse(SATFactory.DEFAULT);

    private final Duration timeout;
    private final SolveClock clock;
    private final SATFactory sat;
    private final AtomicLong satCalls = new AtomicLong();

    /** A checker whose calls give up after {@code timeout}. */
    public MembershipChecker(Duration timeout) {
        this(timeout, new SolveClock());
    }

    /** A checker whose calls give up after {@code timeout} and whose SAT calls {@code clock} times. */
    public MembershipChecker(Duration timeout, SolveClock clock) {
        if (timeout == null || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("the time limit must be positive: " + timeout);
        }
        this.timeout = timeout;
        this.clock = clock;
        this.sat = new CancellableSatFactory(SAT4J, clock);
    }

    /** A checker with a one-minute time limit. */
    public MembershipChecker() {
        this(Duration.ofMinutes(1));
    }

    /** Checks the history against the level. */
    public MembershipResult check(History history, Level level) {
        return check(history, level, new CancellationToken());
    }

    /**
     * Checks the history against the level, stopping early if {@code cancel} is set.
     *
     * @throws isolang.solver.encode.ScopeTooLargeException if the history is too large to encode
     */
    public MembershipResult check(History history, Level level, CancellationToken cancel) {
        if (!history.isReadConsistent()) {
            return notReadConsistent();
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        Problem problem = new Problem(new ConcreteExecution(history, level));
        List<Axiom> base = level.framework().baseAxioms();
        Solution all = solve(problem, level.allAxioms());
        if (all.sat()) {
            return new MembershipResult.Allowed(problem.witness(all));
        }
        boolean baseAlone = solve(problem, base).unsat();
        List<Axiom> candidates = baseAlone ? base : level.axioms();
        List<Axiom> assumed = baseAlone ? List.of() : base;
        for (int size = 1; size <= candidates.size(); size++) {
            for (List<Axiom> subset : subsetsOfSize(candidates, size)) {
                if (cancel.isCancelled()) {
                    return new MembershipResult.Unknown(UnknownReason.CANCELLED);
                }
                if (System.nanoTime() > deadline) {
                    return new MembershipResult.Unknown(UnknownReason.TIMEOUT);
                }
                List<Axiom> tried = new ArrayList<>(assumed);
                tried.addAll(subset);
                if (solve(problem, tried).unsat()) {
                    return new MembershipResult.Disallowed(subset, baseAlone
                            ? "the history has no well-formed " + level.framework() + " execution: "
                                    + (subset.size() == 1 ? subset.get(0) + " does not hold"
                                            : subset + " cannot hold together")
                            : "no " + level.framework() + " execution satisfies " + subset);
                }
            }
        }
        throw new IllegalStateException("the axioms of " + level + " are unsatisfiable together but no subset is");
    }

    /**
     * Decides whether the level allows the history with one SAT call, as {@link #check} does,
     * but without looking for the axioms that forbid it: a {@code Disallowed} answer names every
     * axiom of the level (base axioms included), not a smallest forbidding set. For callers that
     * need only the verdict, such as the minimizer trying many smaller histories; the answer is
     * the same as {@link #check}'s.
     */
    public MembershipResult decide(History history, Level level, CancellationToken cancel) {
        if (!history.isReadConsistent()) {
            return notReadConsistent();
        }
        if (cancel.isCancelled()) {
            return new MembershipResult.Unknown(UnknownReason.CANCELLED);
        }
        Problem problem = new Problem(new ConcreteExecution(history, level));
        Solution all = solve(problem, level.allAxioms());
        return all.sat() ? new MembershipResult.Allowed(problem.witness(all))
                : new MembershipResult.Disallowed(level.allAxioms(), "no " + level.framework()
                        + " execution satisfies the axioms of " + level);
    }

    /** How many SAT calls this checker made so far (all threads); for tests and statistics. */
    public long satCalls() {
        return satCalls.get();
    }

    private Solution solve(Problem problem, List<Axiom> axioms) {
        satCalls.incrementAndGet();
        return clock.kodkod(() -> problem.solve(axioms, sat));
    }

    private static MembershipResult notReadConsistent() {
        return new MembershipResult.Disallowed(List.of(), "the history is not read-consistent: some read"
                + " returns a value no other transaction finally wrote, or contradicts the transaction's own"
                + " earlier access");
    }

    private static List<List<Axiom>> subsetsOfSize(List<Axiom> axioms, int size) {
        List<List<Axiom>> result = new ArrayList<>();
        collect(axioms, size, 0, new ArrayList<>(), result);
        return result;
    }

    private static void collect(List<Axiom> axioms, int size, int from, List<Axiom> current, List<List<Axiom>> out) {
        if (current.size() == size) {
            out.add(List.copyOf(current));
            return;
        }
        for (int i = from; i < axioms.size(); i++) {
            current.add(axioms.get(i));
            collect(axioms, size, i + 1, current, out);
            current.remove(current.size() - 1);
        }
    }

    /** The bounds and shape constraints for one history and level; solves axiom subsets. */
    private static final class Problem {
        private final ConcreteExecution concrete;
        private final Bounds bounds;
        private final Formula shapes;
        private final Map<Axiom, Formula> built = new LinkedHashMap<>();

        Problem(ConcreteExecution concrete) {
            this.concrete = concrete;
            this.bounds = new Bounds(concrete.universe);
            concrete.historyTuples().forEach(bounds::boundExactly);
            List<Formula> constraints = new ArrayList<>();
            for (WitnessRelation w : concrete.level.framework().witnesses()) {
                constraints.add(bound(w, concrete.witnesses.get(w.name())));
            }
            this.shapes = Formula.and(constraints);
        }

        Solution solve(List<Axiom> axioms, SATFactory sat) {
            List<Formula> formulas = new ArrayList<>();
            formulas.add(shapes);
            for (Axiom axiom : axioms) {
                formulas.add(built.computeIfAbsent(axiom, a -> a.build(concrete.execution)));
            }
            Solver solver = new Solver();
            solver.options().setSolver(sat);
            solver.options().setSymmetryBreaking(0);
            return solver.solve(Formula.and(formulas), bounds);
        }

        isolang.solver.WitnessExecution witness(Solution solution) {
            Map<String, TupleSet> values = new LinkedHashMap<>();
            concrete.witnesses.forEach((name, relation) -> values.put(name, solution.instance().tuples(relation)));
            return concrete.toWitness(values);
        }

        /** Bounds the witness relation by its shape and returns the shape's constraint. */
        private Formula bound(WitnessRelation w, Relation r) {
            var f = concrete.factory;
            WitnessShape shape = w.shape();
            TxnAtom initial = concrete.txns.get(0);
            if (shape instanceof WitnessShape.PerObjectTotalOrder) {
                TupleSet lower = f.noneOf(3);
                TupleSet upper = f.noneOf(3);
                for (ObjAtom x : concrete.objects()) {
                    List<TxnAtom> writers = new ArrayList<>(List.of(initial));
                    for (TxnAtom t : concrete.nonInitialTxns()) {
                        if (concrete.history.transaction(t.id()).orElseThrow().writes(x.index())) {
                            writers.add(t);
                            lower.add(f.tuple(x, initial, t));
                        }
                    }
                    for (TxnAtom a : writers) {
                        for (TxnAtom b : writers) {
                            if (a != b && b != initial) {
                                upper.add(f.tuple(x, a, b));
                            }
                        }
                    }
                }
                bounds.bound(r, lower, upper);
                Variable x = Variable.unary("x");
                Expression order = x.join(r);
                Expression writers = x.join(concrete.execution.writers());
                return strictTotalOrder(order, writers).forAll(x.oneOf(concrete.execution.obj()));
            }
            TupleSet lower = f.noneOf(2);
            TupleSet upper = f.noneOf(2);
            for (TxnAtom a : concrete.txns) {
                for (TxnAtom b : concrete.txns) {
                    boolean strict = a != b && b != initial;
                    if (shape instanceof WitnessShape.TransactionRelation || strict) {
                        upper.add(f.tuple(a, b));
                    }
                    if (shape instanceof WitnessShape.StrictTotalOrder && a == initial && strict) {
                        lower.add(f.tuple(a, b));
                    }
                }
            }
            bounds.bound(r, lower, upper);
            if (shape instanceof WitnessShape.StrictTotalOrder) {
                return strictTotalOrder(r, concrete.execution.txn());
            }
            if (shape instanceof WitnessShape.SubsetOf subset) {
                return r.in(concrete.witnesses.get(subset.superset()));
            }
            return Formula.TRUE;
        }

        /** {@code order} is transitive and relates every two distinct elements of {@code domain} (it is irreflexive by its bounds). */
        private static Formula strictTotalOrder(Expression order, Expression domain) {
            Variable a = Variable.unary("a");
            Variable b = Variable.unary("b");
            Formula total = a.eq(b).not().implies(a.product(b).in(order).or(b.product(a).in(order)))
                    .forAll(a.oneOf(domain).and(b.oneOf(domain)));
            return order.join(order).in(order).and(total);
        }
    }
}
