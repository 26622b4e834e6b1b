// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import isolang.solver.CegisPhase;
import isolang.solver.Optimization;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.UnknownReason;
import isolang.solver.WitnessExecution;
import isolang.solver.encode.CandidateRestriction;
import isolang.solver.encode.HistoryDecoder;
import isolang.solver.encode.HistoryEncoding;
import isolang.solver.encode.RealTimeUse;
import isolang.solver.encode.WitnessEncoder;
import isolang.solver.history.History;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.Framework;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.engine.Solution;
import kodkod.engine.config.Options;
import kodkod.instance.Bounds;
import kodkod.instance.Instance;

/**
 * Counterexample-guided synthesis of {@code ∃H. H ⊨ M1..Mm ∧ H ⊭ N1..Nn} (Isolde, Algorithm 1,
 * generalized to several levels and frameworks), plus: levels decided by their
 * {@link OrderingCriterion} without witnesses or rounds, verifier witnesses aligned with the
 * candidate's total order, several counterexamples per round, and an incremental candidate
 * solver. Nothing here depends on a particular framework.
 *
 * <p>Soundness of the candidate search: the witness of a forbidden level's execution only
 * has to have the right shape; it is not required to satisfy the framework's base axioms
 * (a history none of whose executions is well-formed is disallowed too).
 */
public final class CegisSynthesizer {

    private final Problem problem;
    private final SynthesisOptions options;
    private RunContext context;
    private final Options kodkod;
    private final HistoryEncoding enc;
    private final WitnessEncoder encoder;
    private final Bounds bounds;
    private final List<Formula> candidateParts = new ArrayList<>();
    private final List<Positive> positives = new ArrayList<>();
    private final List<Level> verified = new ArrayList<>();
    private final Generalizer generalizer;
    private final Verifier verifier;
    private final ViolationAnchor anchor;
    private boolean anchored;
    private CandidateSolver candidates;
    private int round;

    /** The role of an allowed level in the candidate search. */
    private record Positive(Level level, Optional<OrderingCriterion> criterion, Execution execution,
            Map<String, Expression> fixed) {
    }

    /** Prepares (encodes) a problem; {@code kodkod} carries the SAT solver choice. */
    public CegisSynthesizer(Problem problem, SynthesisOptions options, Options kodkod, RunContext context) {
        this(problem, CandidateRestriction.NONE, options, kodkod, context);
    }

    /**
     * Prepares a problem whose candidate histories are narrowed by {@code restriction}; the
     * options must not assume interchangeable transactions or objects (see
     * {@link CandidateRestriction}).
     */
    public CegisSynthesizer(Problem problem, CandidateRestriction restriction, SynthesisOptions options,
            Options kodkod, RunContext context) {
        this.problem = problem;
        this.options = options;
        this.context = context;
        this.kodkod = kodkod;
        boolean symmetry = options.has(Optimization.SYMMETRY_BREAKING);
        this.enc = HistoryEncoding.symbolic(problem.scope(), problem.model(), symmetry,
                RealTimeUse.any(problem.levels()));
        if (symmetry) {
            context.applied(Optimization.SYMMETRY_BREAKING);
        }
        this.encoder = new WitnessEncoder(enc);
        this.bounds = enc.bounds();
        this.generalizer = new Generalizer(encoder, enc.vocabulary(), Generalizer.statedAndDerived(kodkod));
        this.verifier = new Verifier(kodkod, problem.model());
        this.anchor = new ViolationAnchor(enc);
        candidateParts.add(enc.wellFormed());
        candidateParts.add(restriction.restrict(enc, bounds));
        preparePositives();
        prepareNegatives();
        if (options.has(Optimization.SEED_COUNTEREXAMPLES)) {
            seed();
        }
    }

    /**
     * Learns, before the first round, the counterexamples the aligned verifier would most likely
     * find: the allowed side's total order with the other witnesses from hints. Each is an
     * instance of {@code ¬N(H, W(H))}, implied by the problem, so nothing is lost. The first
     * one learned is the one that may be anchored: a seed whose hint is complete for the level.
     */
    private void seed() {
        for (Level level : verified) {
            List<Generalizer.Variant> seeds = new ArrayList<>(seeds(level));
            if (options.has(Optimization.ANCHOR_VIOLATIONS) && !anchored) {
                seeds.stream().filter(v -> complete(level, v)).findFirst().ifPresent(v -> {
                    seeds.remove(v);
                    seeds.add(0, v);
                });
            }
            for (Generalizer.Variant v : seeds) {
                candidateParts.add(violated(generalizer.witnesses(level, v.execution())));
                context.counterexamples++;
                context.applied(Optimization.SEED_COUNTEREXAMPLES);
                if (v.hint() != null) {
                    context.applied(Optimization.WITNESS_HINTS);
                }
            }
        }
    }

    /** Whether a seed's witnesses serve every history {@code level} allows (checked on small histories). */
    private boolean complete(Level level, Generalizer.Variant seed) {
        return seed.hint() == null
                || HintCompleteness.complete(level, seed.hinted(), seed.hint(), problem.model(), kodkod);
    }

    /**
     * {@code ¬f}, the first time with its violation anchored to the first objects (see
     * {@link ViolationAnchor}: at most one formula of a problem may be).
     */
    private Formula violated(Formula f) {
        if (!options.has(Optimization.ANCHOR_VIOLATIONS) || anchored) {
            return f.not();
        }
        anchored = true;
        context.applied(Optimization.ANCHOR_VIOLATIONS);
        return anchor.restrict(f).not();
    }

    /** The seeded witnesses of a forbidden level: none if its framework has no total order. */
    private List<Generalizer.Variant> seeds(Level level) {
        Framework fw = level.framework();
        if (fw.totalOrder().isEmpty()) {
            return List.of();
        }
        Map<String, Expression> known = Map.of(fw.totalOrder().get().name(), alignedExpression());
        return generalizer.variants(level, known, options.has(Optimization.WITNESS_HINTS));
    }

    /** The total order of the first witnessed allowed level as an expression, or the id order. */
    private Expression alignedExpression() {
        for (Positive p : positives) {
            if (p.execution() != null && p.level().framework().totalOrder().isPresent()) {
                return p.execution().witness(p.level().framework().totalOrder().get().name());
            }
        }
        return enc.idOrder();
    }

    private void preparePositives() {
        boolean orderFixed = false;
        // A witness-free allowed level pays off only when no forbidden level needs CEGIS (the
        // verifier's counterexamples generalize through the allowed level's order) and its order
        // cannot be fixed: axioms over a constant order are ground formulas over the history,
        // which refute the forbidden side's cycles far faster than a second transitive closure.
        boolean noLoop = problem.forbidden().stream().allMatch(l -> criterion(l).isPresent());
        for (int i = 0; i < problem.allowed().size(); i++) {
            Level level = problem.allowed().get(i);
            Framework fw = level.framework();
            // A protocol's total orders (timestamps) are constrained by its trace, never by the ids.
            boolean fixOrder = options.has(Optimization.FIXED_ORDER) && !orderFixed && fw.totalOrder().isPresent()
                    && !fw.isProtocol()
                    && SessionOrderCheck.orderExtendsSessions(level, problem.scope(), problem.model(), kodkod);
            Optional<OrderingCriterion> criterion = noLoop && !fixOrder && !fw.isProtocol() ? criterion(level)
                    : Optional.empty();
            if (criterion.isPresent()) {
                candidateParts.add(criterion.get().allows());
                positives.add(new Positive(level, criterion, null, Map.of()));
                context.shortcutLevels++;
                context.applied(Optimization.ACYCLIC_SHORTCUT);
                continue;
            }
            Map<String, Expression> fixed = Map.of();
            if (fixOrder) {
                fixed = Map.of(fw.totalOrder().get().name(), enc.idOrder());
                orderFixed = true;
                context.applied(Optimization.FIXED_ORDER);
            }
            Execution e = encoder.declare(fw, "M" + i + ".", fixed, bounds);
            candidateParts.add(encoder.shape(fw, e, fixed));
            candidateParts.add(all(level, e));
            positives.add(new Positive(level, Optional.empty(), e, fixed));
        }
    }

    private void prepareNegatives() {
        Map<Object, List<Level>> groups = new LinkedHashMap<>();
        for (Level level : problem.forbidden()) {
            // With an allowed level under a fixed order (of any framework), the counterexample
            // seeded with that order is a ground formula and refutes faster than the criterion's
            // cycle: 18 s instead of 26 s of CPU for RA and CC from Cerone to Biswas-Enea at 8 txn.
            boolean seededExactly = options.has(Optimization.SEED_COUNTEREXAMPLES)
                    && level.framework().totalOrder().isPresent()
                    && positives.stream().anyMatch(p -> !p.fixed().isEmpty());
            Optional<OrderingCriterion> criterion = seededExactly ? Optional.empty() : criterion(level);
            if (criterion.isPresent()) {
                candidateParts.add(criterion.get().forbids());
                context.shortcutLevels++;
                context.applied(Optimization.ACYCLIC_SHORTCUT);
            } else {
                Object key = options.has(Optimization.MERGE_FORBIDDEN) ? level.framework() : level;
                groups.computeIfAbsent(key, k -> new ArrayList<>()).add(level);
            }
        }
        int g = 0;
        for (List<Level> group : groups.values()) {
            Framework fw = group.get(0).framework();
            Optional<Positive> partner = options.has(Optimization.SMART_SEARCH) ? positives.stream()
                    .filter(p -> p.execution() != null && p.level().framework().equals(fw)).findFirst()
                    : Optional.empty();
            Execution e;
            if (group.size() > 1) {
                context.applied(Optimization.MERGE_FORBIDDEN);
            }
            if (partner.isPresent()) {
                e = partner.get().execution();
                context.applied(Optimization.SMART_SEARCH);
            } else if (options.has(Optimization.SEED_COUNTEREXAMPLES)
                    && group.stream().allMatch(l -> !seeds(l).isEmpty())) {
                // The seeded counterexamples say more than "some free witness fails".
                verified.addAll(group);
                continue;
            } else {
                e = encoder.declare(fw, "N" + g++ + ".", Map.of(), bounds);
                candidateParts.add(encoder.shape(fw, e, Map.of()));
            }
            for (Level level : group) {
                candidateParts.add(violated(all(level, e)));
                verified.add(level);
            }
        }
    }

    private Optional<OrderingCriterion> criterion(Level level) {
        return options.has(Optimization.ACYCLIC_SHORTCUT) ? OrderingCriterion.detect(level, enc.vocabulary())
                : Optional.empty();
    }

    private static Formula all(Level level, Execution e) {
        List<Formula> parts = new ArrayList<>();
        for (Axiom axiom : level.allAxioms()) {
            parts.add(axiom.build(e));
        }
        return Formula.and(parts);
    }

    /** Runs the CEGIS loop to an answer, a timeout or a cancellation, and frees the SAT solver. */
    public SynthesisResult run() {
        try {
            return open();
        } finally {
            close();
        }
    }

    /**
     * Runs the CEGIS loop as {@link #run()} does but keeps the SAT solver, with everything the
     * loop learned, for {@link #withinObjects}; {@link #close()} frees it.
     */
    public SynthesisResult open() {
        candidates = new CandidateSolver(kodkod, bounds, options.has(Optimization.INCREMENTAL));
        return loop(new ArrayList<>(candidateParts), problem.scope());
    }

    /**
     * Searches again, after {@link #open()}, for a history that uses at most {@code objects}
     * objects, in the same SAT solver: only this constraint is added (no new translation) and the
     * counterexamples learned so far are kept, since each follows from the problem alone. Each
     * call narrows the search further (constraints are never taken back), so the calls go
     * downwards, to fewer objects each time. The search's rounds and phases are accounted to
     * {@code within}.
     *
     * <p>Sound with every optimization: objects are interchangeable, and a history that uses at
     * most {@code objects} objects can be renamed to use the first ones with its violation's
     * objects first (as {@link ViolationAnchor} wants) and to keep its transactions and values
     * (which fixing the order and the value symmetry breaking concern).
     */
    public SynthesisResult withinObjects(int objects, RunContext within) {
        if (candidates == null) {
            throw new IllegalStateException("withinObjects needs an open search");
        }
        context = within;
        Scope scope = problem.scope();
        Scope narrower = new Scope(scope.transactions(), Math.min(objects, scope.objects()), scope.values(),
                scope.sessions(), scope.operations(), scope.steps());
        return loop(new ArrayList<>(List.of(enc.onlyFirstObjects(objects))), narrower);
    }

    /** Frees the SAT solver of an {@link #open()} search; a no-op if there is none. */
    public void close() {
        if (candidates != null) {
            candidates.free();
            candidates = null;
        }
    }

    /** The problem's scope. */
    public Scope scope() {
        return problem.scope();
    }

    private SynthesisResult loop(List<Formula> pending, Scope scope) {
        while (true) {
            round++;
            UnknownReason stop = context.stopReason();
            if (stop != null) {
                return new SynthesisResult.Unknown(stop, context.statistics());
            }
            context.enter(CegisPhase.SYNTHESIZE, round);
            context.rounds++;
            if (candidates.translatesAfresh()) {
                context.translations++;
            }
            Solution solution = candidates.solve(Formula.and(pending));
            pending.clear();
            context.translated(round, solution.stats().variables(), solution.stats().clauses());
            if (!solution.sat()) {
                return new SynthesisResult.NoneWithinScope(scope, context.statistics());
            }
            context.candidates++;
            Instance instance = solution.instance();
            History candidate = HistoryDecoder.decode(enc, instance);
            context.listener().candidate(round, candidate);
            context.enter(CegisPhase.VERIFY, round);
            List<Formula> learned = learn(round, candidate, instance);
            if (learned.isEmpty() && context.stopReason() == null) {
                return new SynthesisResult.Found(candidate, positiveWitnesses(instance), context.statistics());
            }
            context.enter(CegisPhase.REFINE, round);
            if (options.has(Optimization.INCREMENTAL)) {
                context.applied(Optimization.INCREMENTAL);
            }
            pending.addAll(learned);
        }
    }

    /**
     * The counterexamples to a candidate: for each verified forbidden level, up to
     * {@link SynthesisOptions#counterexamplesPerRound()} witnesses under which the level allows
     * the candidate, each generalized by hints ({@link Generalizer}); empty if none allows it.
     */
    private List<Formula> learn(int round, History candidate, Instance instance) {
        Optional<List<List<Integer>>> aligned = options.has(Optimization.ALIGNED_WITNESS) ? alignedOrder(instance)
                : Optional.empty();
        List<Formula> learned = new ArrayList<>();
        for (Level level : verified) {
            List<Map<String, List<List<Integer>>>> witnesses = verifier.witnesses(candidate, level, aligned,
                    options.counterexamplesPerRound());
            if (witnesses.size() > 1) {
                context.applied(Optimization.SEVERAL_COUNTEREXAMPLES);
            }
            for (Map<String, List<List<Integer>>> w : witnesses) {
                for (Generalizer.Variant v : generalizer.variants(level, constants(level, w, aligned),
                        options.has(Optimization.WITNESS_HINTS))) {
                    if (generalizer.holds(level, v.execution(), instance)) {
                        learned.add(generalizer.witnesses(level, v.execution()).not());
                        context.counterexamples++;
                        if (v.hint() != null) {
                            context.applied(Optimization.WITNESS_HINTS);
                        }
                    }
                }
                context.listener().counterexample(round, level.toString());
            }
            if (context.stopReason() != null) {
                break;
            }
        }
        return learned;
    }

    /**
     * A verifier witness as constants, except that a total order equal to the aligned order
     * becomes the aligned order's expression (the allowed side's order follows the candidate).
     */
    private Map<String, Expression> constants(Level level, Map<String, List<List<Integer>>> witness,
            Optional<List<List<Integer>>> aligned) {
        Optional<String> order = level.framework().totalOrder().map(w -> w.name());
        Map<String, Expression> constants = new LinkedHashMap<>();
        witness.forEach((name, rows) -> {
            boolean isAligned = order.isPresent() && order.get().equals(name) && aligned.isPresent()
                    && Set.copyOf(rows).equals(Set.copyOf(aligned.get()));
            if (isAligned) {
                context.applied(Optimization.ALIGNED_WITNESS);
            }
            constants.put(name, isAligned ? alignedExpression()
                    : encoder.constant(level.framework().witness(name).orElseThrow().arity(), rows));
        });
        return constants;
    }

    /** The total order of the first witnessed allowed level, or the id order. */
    private Optional<List<List<Integer>>> alignedOrder(Instance instance) {
        for (Positive p : positives) {
            if (p.criterion().isPresent()) {
                WitnessExecution w = WitnessValues.linearize(enc, p.level(), p.criterion().get(), instance);
                return Optional.of(w.relations().values().iterator().next());
            }
            if (p.level().framework().totalOrder().isPresent()) {
                String name = p.level().framework().totalOrder().get().name();
                return Optional.of(WitnessValues.evaluate(encoder, instance, p.execution().witness(name)));
            }
        }
        return Optional.of(WitnessValues.evaluate(encoder, instance, enc.idOrder()));
    }

    private List<WitnessExecution> positiveWitnesses(Instance instance) {
        List<WitnessExecution> result = new ArrayList<>();
        for (Positive p : positives) {
            if (p.criterion().isPresent()) {
                result.add(WitnessValues.linearize(enc, p.level(), p.criterion().get(), instance));
            } else {
                result.add(WitnessValues.of(enc, encoder, p.level(), p.execution(), instance));
            }
        }
        return result;
    }
}
