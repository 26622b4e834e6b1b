// SPDX-License-Identifier: EPL-2.0
package isolang.solver.check;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import isolang.solver.CancellationToken;
import isolang.solver.WitnessExecution;
import isolang.solver.check.ConcreteExecution.ObjAtom;
import isolang.solver.check.ConcreteExecution.TxnAtom;
import isolang.solver.history.History;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Node;
import kodkod.ast.Relation;
import kodkod.ast.visitor.AbstractVoidVisitor;
import kodkod.engine.Evaluator;
import kodkod.instance.Instance;
import kodkod.instance.Tuple;
import kodkod.instance.TupleSet;

/**
 * Decides whether a concrete history is allowed by a level by explicit enumeration: every
 * value of the framework's witness relations permitted by their declared
 * {@link WitnessShape shapes} (total orders as permutations, subsets as bit masks, per-object
 * orders as per-object permutations) is tried, and the base axioms and the level's axioms are
 * evaluated over an exact instance of the history by {@link DirectEvaluator} (Kodkod's
 * {@link Evaluator} for formulas outside its relational core, or for all with
 * {@link Evaluation#KODKOD}). No SAT solver is involved, so this path is independent of the
 * synthesis engine's encoding.
 *
 * <p>Witnesses are assigned in declaration order and each axiom is evaluated as soon as all
 * witness relations it mentions have a value, which prunes the enumeration. A history whose
 * witness space exceeds the candidate limit is {@link IndependentVerdict.Refused refused}
 * rather than checked for hours; the minimized histories the engine reports (up to 6–7
 * transactions for commit-order frameworks, about 5 for vis/ar frameworks) are within the
 * default limit.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class IndependentChecker {

    /** The default bound on the size of the witness space. */
    public static final long DEFAULT_CANDIDATE_LIMIT = 1L << 22;

    /** How each candidate's axioms are evaluated. */
    public enum Evaluation {
        /**
         * By {@link DirectEvaluator}, which interprets the formulas on bit sets; formulas outside
         * its relational core go to Kodkod's {@link Evaluator}. The default.
         */
        DIRECT,
        /** By Kodkod's {@link Evaluator} alone: slower, the reference {@code DIRECT} is tested against. */
        KODKOD
    }

    private final long candidateLimit;
    private final Evaluation evaluation;

    /**
     * A checker that refuses witness spaces larger than {@code candidateLimit} and evaluates
     * candidates as {@code evaluation} says.
     */
    public IndependentChecker(long candidateLimit, Evaluation evaluation) {
        if (candidateLimit < 1) {
            throw new IllegalArgumentException("the candidate limit must be positive: " + candidateLimit);
        }
        this.candidateLimit = candidateLimit;
        this.evaluation = evaluation;
    }

    /** A checker that refuses witness spaces larger than {@code candidateLimit}. */
    public IndependentChecker(long candidateLimit) {
        this(candidateLimit, Evaluation.DIRECT);
    }

    /** A checker with {@link #DEFAULT_CANDIDATE_LIMIT}. */
    public IndependentChecker() {
        this(DEFAULT_CANDIDATE_LIMIT);
    }

    /** Checks the history against the level. */
    public IndependentVerdict check(History history, Level level) {
        return check(history, level, new CancellationToken());
    }

    /** Checks the history against the level; returns {@code Refused} if {@code cancel} is set meanwhile. */
    public IndependentVerdict check(History history, Level level, CancellationToken cancel) {
        if (!history.isReadConsistent()) {
            return new IndependentVerdict.Disallowed("the history is not read-consistent", 0);
        }
        ConcreteExecution concrete = new ConcreteExecution(history, level);
        BigInteger space = witnessSpace(concrete);
        if (space.compareTo(BigInteger.valueOf(candidateLimit)) > 0) {
            return new IndependentVerdict.Refused("enumerating the witnesses of " + level + " on a history of "
                    + history.transactions().size() + " transactions means up to " + space
                    + " candidates, above the limit of " + candidateLimit);
        }
        Search search = new Search(concrete, cancel, evaluation);
        boolean found = search.assign(0, concrete.historyInstance());
        if (search.cancelled) {
            return new IndependentVerdict.Refused("cancelled after " + search.candidates + " candidates");
        }
        if (!found) {
            return new IndependentVerdict.Disallowed("no witness of " + level.framework() + " satisfies "
                    + level.allAxioms(), search.candidates);
        }
        return new IndependentVerdict.Allowed(concrete.toWitness(search.solution), search.candidates);
    }

    /**
     * Checks a given witness instead of searching one: empty if {@code witness} has the shapes
     * its framework declares and satisfies the base axioms and its level's axioms on
     * {@code history}, otherwise a one-line reason. Cheap at any history size.
     */
    public Optional<String> confirm(History history, WitnessExecution witness) {
        return confirmTrace(history, witness, 0);
    }

    /**
     * Checks the trace of a protocol model that produced a history, without a SAT solver: its
     * events lie within the {@code steps} steps and every rule of the protocol (the framework's
     * and the level's axioms) holds on the trace and the history, evaluated on the concrete
     * instance with steps in their fixed order.
     *
     * @param history the history the trace induced
     * @param trace the protocol level's witness: its events at steps
     * @param steps the number of steps of the search's scope
     * @return empty if the trace is one of the protocol's, otherwise the first rule it breaks
     */
    public Optional<String> confirmTrace(History history, WitnessExecution trace, int steps) {
        if (!history.isReadConsistent()) {
            return Optional.of("the history is not read-consistent");
        }
        return new WitnessConfirmation(history, trace, steps).problem();
    }

    /** An upper bound on the number of witness values, from the shapes alone. */
    private static BigInteger witnessSpace(ConcreteExecution concrete) {
        int n = concrete.txns.size();
        BigInteger total = BigInteger.ONE;
        for (WitnessRelation w : concrete.level.framework().witnesses()) {
            total = total.multiply(spaceOf(concrete, w.shape(), n));
        }
        return total;
    }

    private static BigInteger spaceOf(ConcreteExecution concrete, WitnessShape shape, int n) {
        if (shape instanceof WitnessShape.StrictTotalOrder) {
            return factorial(n - 1);
        }
        if (shape instanceof WitnessShape.SubsetOf) {
            return BigInteger.TWO.pow(n * (n - 1) / 2);
        }
        if (shape instanceof WitnessShape.TransactionRelation) {
            return BigInteger.TWO.pow(n * n);
        }
        BigInteger orders = BigInteger.ONE;
        for (ObjAtom x : concrete.objects()) {
            orders = orders.multiply(factorial(writersOf(concrete, x).size()));
        }
        return orders;
    }

    private static BigInteger factorial(int k) {
        BigInteger result = BigInteger.ONE;
        for (int i = 2; i <= k; i++) {
            result = result.multiply(BigInteger.valueOf(i));
        }
        return result;
    }

    /** The non-initial transactions writing x, in id order. */
    private static List<TxnAtom> writersOf(ConcreteExecution concrete, ObjAtom x) {
        List<TxnAtom> writers = new ArrayList<>();
        for (TxnAtom t : concrete.nonInitialTxns()) {
            if (concrete.history.transaction(t.id()).orElseThrow().writes(x.index())) {
                writers.add(t);
            }
        }
        return writers;
    }

    /** The depth-first enumeration of witness values for one history and level. */
    private static final class Search {
        private final ConcreteExecution concrete;
        private final CancellationToken cancel;
        private final List<WitnessRelation> witnesses;
        /** formulasAt.get(k): the axioms whose last-declared witness is number k-1 (0: history only). */
        private final List<List<Formula>> formulasAt = new ArrayList<>();
        /** inclusions.get(k): the tuples the axioms force into witness k, if it is enumerated as a subset. */
        private final List<InclusionBounds> inclusions = new ArrayList<>();
        /**
         * Whether {@link DirectEvaluator} evaluates a formula or an inclusion's expression (Kodkod's
         * evaluator takes the others), decided once per node.
         */
        private final Map<Node, Boolean> direct = new IdentityHashMap<>();
        private final DirectEvaluator.FreeVariables free = new DirectEvaluator.FreeVariables();
        private final Evaluation evaluation;
        private final Map<String, TupleSet> assignment = new LinkedHashMap<>();
        private Map<String, TupleSet> solution;
        private long candidates;
        private boolean cancelled;

        Search(ConcreteExecution concrete, CancellationToken cancel, Evaluation evaluation) {
            this.concrete = concrete;
            this.cancel = cancel;
            this.evaluation = evaluation;
            this.witnesses = concrete.level.framework().witnesses();
            for (int k = 0; k <= witnesses.size(); k++) {
                formulasAt.add(new ArrayList<>());
            }
            for (Axiom axiom : concrete.level.allAxioms()) {
                Formula formula = axiom.build(concrete.execution);
                formulasAt.get(lastWitnessUsed(formula) + 1).add(formula);
            }
            // Cheap axioms first: a candidate most axioms reject (InitialVisible, Session) is then
            // dismissed before the expensive ones (EXT) are evaluated on it.
            formulasAt.forEach(formulas -> formulas.sort(Comparator.comparingInt(Search::size)));
            for (int k = 0; k < witnesses.size(); k++) {
                inclusions.add(InclusionBounds.of(concrete.witnesses.get(witnesses.get(k).name()),
                        formulasAt.get(k + 1), concrete.execution.txn()));
            }
        }

        /** The number of nodes of a formula, a proxy for the cost of evaluating it. */
        private static int size(Formula formula) {
            int[] nodes = {0};
            formula.accept(new AbstractVoidVisitor() {
                @Override
                protected boolean visited(Node node) {
                    nodes[0]++;
                    return false;
                }
            });
            return nodes[0];
        }

        private int lastWitnessUsed(Formula formula) {
            Set<Relation> used = new HashSet<>();
            formula.accept(new AbstractVoidVisitor() {
                private final Set<Node> seen = new HashSet<>();

                @Override
                protected boolean visited(Node node) {
                    return !seen.add(node);
                }

                @Override
                public void visit(Relation relation) {
                    used.add(relation);
                }
            });
            int last = -1;
            for (int k = 0; k < witnesses.size(); k++) {
                if (used.contains(concrete.witnesses.get(witnesses.get(k).name()))) {
                    last = k;
                }
            }
            return last;
        }

        /** Assigns witness k and beyond; true once all axioms hold. */
        boolean assign(int k, Instance instance) {
            if (!holds(formulasAt.get(k), instance)) {
                return false;
            }
            if (k == witnesses.size()) {
                solution = new LinkedHashMap<>(assignment);
                return true;
            }
            WitnessRelation w = witnesses.get(k);
            for (TupleSet value : values(k, instance)) {
                if (cancel.isCancelled()) {
                    cancelled = true;
                    return false;
                }
                Instance next = instance.clone();
                next.add(concrete.witnesses.get(w.name()), value);
                assignment.put(w.name(), value);
                if (assign(k + 1, next)) {
                    return true;
                }
                if (cancelled) {
                    return false;
                }
            }
            assignment.remove(w.name());
            return false;
        }

        private boolean holds(List<Formula> formulas, Instance instance) {
            if (formulas.isEmpty()) {
                return true;
            }
            candidates++;
            DirectEvaluator directly = new DirectEvaluator(instance, free);
            Evaluator kodkod = null;
            for (Formula f : formulas) {
                if (direct(f)) {
                    if (!directly.evaluate(f)) {
                        return false;
                    }
                } else {
                    kodkod = kodkod == null ? new Evaluator(instance) : kodkod;
                    if (!kodkod.evaluate(f)) {
                        return false;
                    }
                }
            }
            return true;
        }

        private Iterable<TupleSet> values(int k, Instance instance) {
            var f = concrete.factory;
            WitnessRelation w = witnesses.get(k);
            WitnessShape shape = w.shape();
            if (shape instanceof WitnessShape.SubsetOf subset) {
                return subsets(assignment.get(subset.superset()), forced(k, instance));
            }
            if (shape instanceof WitnessShape.TransactionRelation) {
                TupleSet all = f.noneOf(2);
                for (TxnAtom a : concrete.txns) {
                    for (TxnAtom b : concrete.txns) {
                        all.add(f.tuple(a, b));
                    }
                }
                return subsets(all, forced(k, instance));
            }
            if (shape instanceof WitnessShape.StrictTotalOrder) {
                List<TupleSet> values = new ArrayList<>();
                for (List<TxnAtom> order : permutations(concrete.nonInitialTxns())) {
                    List<TxnAtom> sequence = new ArrayList<>();
                    sequence.add(concrete.txns.get(0));
                    sequence.addAll(order);
                    values.add(chain(sequence, null));
                }
                return values;
            }
            List<TupleSet> partial = List.of(f.noneOf(3));
            for (ObjAtom x : concrete.objects()) {
                List<TupleSet> extended = new ArrayList<>();
                for (List<TxnAtom> order : permutations(writersOf(concrete, x))) {
                    List<TxnAtom> sequence = new ArrayList<>();
                    sequence.add(concrete.txns.get(0));
                    sequence.addAll(order);
                    TupleSet perObject = chain(sequence, x);
                    for (TupleSet prefix : partial) {
                        TupleSet union = prefix.clone();
                        union.addAll(perObject);
                        extended.add(union);
                    }
                }
                partial = extended;
            }
            return partial;
        }

        /** The strict total order of the sequence, prefixed by object x when given. */
        private TupleSet chain(List<TxnAtom> sequence, ObjAtom x) {
            var f = concrete.factory;
            TupleSet tuples = f.noneOf(x == null ? 2 : 3);
            for (int i = 0; i < sequence.size(); i++) {
                for (int j = i + 1; j < sequence.size(); j++) {
                    tuples.add(x == null ? f.tuple(sequence.get(i), sequence.get(j))
                            : f.tuple(x, sequence.get(i), sequence.get(j)));
                }
            }
            return tuples;
        }

        /**
         * The tuples the axioms checked with witness k force into it (see {@link InclusionBounds}),
         * evaluated on the instance of the witnesses before it.
         */
        private TupleSet forced(int k, Instance instance) {
            TupleSet none = concrete.factory.noneOf(concrete.witnesses.get(witnesses.get(k).name()).arity());
            if (inclusions.get(k).isEmpty()) {
                return none;
            }
            DirectEvaluator directly = new DirectEvaluator(instance, free);
            Evaluator kodkod = new Evaluator(instance);
            return inclusions.get(k).forced(
                    e -> direct(e) ? directly.evaluate(e, concrete.factory) : kodkod.evaluate(e),
                    none);
        }

        /** Whether {@link DirectEvaluator} evaluates {@code node}, a formula or an expression. */
        private boolean direct(Node node) {
            return direct.computeIfAbsent(node, n -> evaluation == Evaluation.DIRECT
                    && (n instanceof Formula f ? DirectEvaluator.supports(f, concrete.universe.size())
                            : DirectEvaluator.supports((Expression) n, concrete.universe.size())));
        }

        /**
         * Every subset of the superset that contains {@code forced}, lazily, by bit mask over the
         * other tuples; none if {@code forced} is not within the superset.
         */
        private Iterable<TupleSet> subsets(TupleSet superset, TupleSet forced) {
            if (!superset.containsAll(forced)) {
                return List.of();
            }
            List<Tuple> tuples = new ArrayList<>(superset);
            tuples.removeAll(forced);
            if (tuples.size() > 62) {
                throw new IllegalStateException("subset enumeration over " + tuples.size() + " tuples");
            }
            long count = 1L << tuples.size();
            return () -> new java.util.Iterator<>() {
                private long mask;

                @Override
                public boolean hasNext() {
                    return mask < count;
                }

                @Override
                public TupleSet next() {
                    TupleSet subset = forced.clone();
                    for (int i = 0; i < tuples.size(); i++) {
                        if ((mask >> i & 1) == 1) {
                            subset.add(tuples.get(i));
                        }
                    }
                    mask++;
                    return subset;
                }
            };
        }
    }

    /** All orders of the list, in lexicographic order of positions. */
    static <T> List<List<T>> permutations(List<T> items) {
        List<List<T>> result = new ArrayList<>();
        for (int[] order : HistoryEnumerator.permutationsOf(range(items.size()))) {
            List<T> permuted = new ArrayList<>();
            for (int i : order) {
                permuted.add(items.get(i));
            }
            result.add(permuted);
        }
        return result;
    }

    private static int[] range(int n) {
        int[] items = new int[n];
        for (int i = 0; i < n; i++) {
            items[i] = i;
        }
        return items;
    }
}
