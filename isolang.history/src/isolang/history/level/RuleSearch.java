// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import isolang.history.model.IntList;
import isolang.solver.cegis.OrderingCriterion;
import kodkod.ast.BinaryExpression;
import kodkod.ast.Decl;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.NaryFormula;
import kodkod.ast.Variable;
import kodkod.ast.operator.ExprOperator;
import kodkod.ast.operator.FormulaOperator;
import kodkod.ast.operator.Multiplicity;

/**
 * Finds every binding of a rule's variables that satisfies its premise, as a join planned once
 * per rule (and per set of variables bound up front). The premise is split into conjuncts
 * ({@link PremiseConjunct}); a conjunct {@code (v1 -> … -> vk) in R} proposes values for its
 * unbound variables from R: through an index on R's bound positions ({@link TupleIndex}) when R
 * is small enough to enumerate, else through R's slices (for happens-before and session order,
 * which are never materialized). The plan orders these proposals to keep the estimated number of
 * partial bindings smallest (each step's fan-out taken from its index); every other conjunct is
 * checked as soon as its variables are bound. Each satisfying binding yields the pairs of the
 * rule's edges.
 */
final class RuleSearch {

    /** Receives a forced pair and the binding that forced it. */
    @FunctionalInterface
    interface PairSink {
        void accept(int from, int to, Map<Variable, Integer> binding);
    }

    /** The most tuples a relation may have to be enumerated into an index. */
    private static final long MAX_INDEXED = 4_000_000;
    /** The fan-out assumed for a relation that mentions variables (evaluated per binding). */
    private static final double DYNAMIC_FAN_OUT = 1_000;

    /** Where a step's candidates come from. */
    private enum Source {
        INDEX, SLICE_FIRST, SLICE_LAST, EVALUATED
    }

    /**
     * One step of a plan: conjunct {@code conjunct} binds the variables at the free positions of
     * its tuple; then the {@code checks} are evaluated.
     */
    private record Step(int conjunct, Source source, int[] boundPositions, int[] freeVariables, TupleIndex index,
            int[] checks) {
    }

    private record Plan(int[] initialChecks, List<Step> steps) {
    }

    private final Evaluator evaluator;
    private final List<Variable> variables = new ArrayList<>();
    private final List<PremiseConjunct> conjuncts = new ArrayList<>();
    private final Expression edges;
    /** When the edges are {@code from -> to} of two of the rule's variables: their indices; else null. */
    private final int[] edgeVariables;
    /** The value of each exact conjunct's variable-free relation, once evaluated. */
    private final Rel[] exactRelations;
    private final Map<Integer, Plan> plans = new HashMap<>();
    /** The indexes built so far, by relation and bound positions. */
    private final Map<Rel, Map<Integer, TupleIndex>> indexes = new java.util.IdentityHashMap<>();

    RuleSearch(Evaluator evaluator, OrderingCriterion.Rule rule) {
        this.evaluator = evaluator;
        this.edges = rule.edges();
        List<Formula> formulas = new ArrayList<>();
        if (rule.decls() != null) {
            for (Decl decl : rule.decls()) {
                if (decl.multiplicity() != Multiplicity.ONE || decl.variable().arity() != 1) {
                    throw new UnsupportedConstruct("the declaration " + decl);
                }
                variables.add(decl.variable());
                formulas.add(decl.variable().in(decl.expression()));
            }
        }
        if (variables.size() > 30) {
            throw new UnsupportedConstruct("a rule of " + variables.size() + " variables");
        }
        flatten(rule.premise(), formulas);
        formulas.forEach(f -> conjuncts.add(PremiseConjunct.of(f, variables)));
        exactRelations = new Rel[conjuncts.size()];
        edgeVariables = edges instanceof BinaryExpression b && b.op() == ExprOperator.PRODUCT
                && b.left() instanceof Variable from && b.right() instanceof Variable to
                && variables.contains(from) && variables.contains(to)
                        ? new int[] {variables.indexOf(from), variables.indexOf(to)} : null;
    }

    private static void flatten(Formula f, List<Formula> into) {
        if (f instanceof kodkod.ast.BinaryFormula b && b.op() == FormulaOperator.AND) {
            flatten(b.left(), into);
            flatten(b.right(), into);
        } else if (f instanceof NaryFormula n && n.op() == FormulaOperator.AND) {
            n.forEach(child -> flatten(child, into));
        } else {
            into.add(f);
        }
    }

    /** Reports every forced pair; {@code preset} binds some variables up front (may be empty). */
    void run(Map<Variable, Integer> preset, PairSink sink) {
        int[] env = new int[variables.size()];
        Map<Variable, Integer> binding = new HashMap<>();
        int bound = 0;
        for (int v = 0; v < variables.size(); v++) {
            Integer atom = preset.get(variables.get(v));
            if (atom != null) {
                env[v] = atom;
                binding.put(variables.get(v), atom);
                bound |= 1 << v;
            }
        }
        Plan plan = plans.computeIfAbsent(bound, this::plan);
        if (passes(plan.initialChecks(), env, binding)) {
            search(plan.steps(), 0, env, binding, sink);
        }
    }

    private void search(List<Step> steps, int at, int[] env, Map<Variable, Integer> binding, PairSink sink) {
        if (at == steps.size()) {
            emit(env, binding, sink);
            return;
        }
        Step step = steps.get(at);
        int[] rows = candidates(step, env, binding);
        int width = step.freeVariables().length;
        for (int r = 0; r < rows.length; r += width) {
            evaluator.step(1);
            for (int i = 0; i < width; i++) {
                env[step.freeVariables()[i]] = rows[r + i];
                binding.put(variables.get(step.freeVariables()[i]), rows[r + i]);
            }
            if (passes(step.checks(), env, binding)) {
                search(steps, at + 1, env, binding, sink);
            }
        }
        for (int v : step.freeVariables()) {
            binding.remove(variables.get(v));
        }
    }

    private void emit(int[] env, Map<Variable, Integer> binding, PairSink sink) {
        if (edgeVariables != null) {
            sink.accept(env[edgeVariables[0]], env[edgeVariables[1]], binding);
            return;
        }
        evaluator.eval(edges, binding).forEach(pair -> {
            sink.accept(pair[0], pair[1], binding);
            return true;
        });
    }

    /** The candidate rows of a step (the atoms of its free variables, flat). */
    private int[] candidates(Step step, int[] env, Map<Variable, Integer> binding) {
        PremiseConjunct c = conjuncts.get(step.conjunct());
        int[] bound = new int[step.boundPositions().length];
        for (int i = 0; i < bound.length; i++) {
            bound[i] = env[c.tuple[step.boundPositions()[i]]];
        }
        return switch (step.source()) {
            case INDEX -> step.index().rows(bound);
            case SLICE_FIRST -> atoms(evaluator.eval(c.relation, binding).sliceFirst(bound[0]));
            case SLICE_LAST -> atoms(evaluator.eval(c.relation, binding).sliceLast(bound[0]));
            case EVALUATED -> matching(evaluator.eval(c.relation, binding), step.boundPositions(), bound);
        };
    }

    private int[] atoms(Rel unary) {
        IntList found = new IntList();
        unary.forEach(t -> {
            found.add(t[0]);
            return true;
        });
        evaluator.step(found.size());
        return found.toArray();
    }

    private int[] matching(Rel relation, int[] boundPositions, int[] bound) {
        IntList found = new IntList();
        relation.forEach(t -> {
            evaluator.step(1);
            for (int i = 0; i < bound.length; i++) {
                if (t[boundPositions[i]] != bound[i]) {
                    return true;
                }
            }
            int b = 0;
            for (int p = 0; p < t.length; p++) {
                if (b < boundPositions.length && boundPositions[b] == p) {
                    b++;
                } else {
                    found.add(t[p]);
                }
            }
            return true;
        });
        return found.toArray();
    }

    /** Whether every conjunct of {@code checks} holds. */
    private boolean passes(int[] checks, int[] env, Map<Variable, Integer> binding) {
        for (int c : checks) {
            PremiseConjunct conjunct = conjuncts.get(c);
            boolean holds;
            if (conjunct.distinct != null) {
                holds = env[conjunct.distinct[0]] != env[conjunct.distinct[1]];
            } else if (conjunct.exact && conjunct.relationMask == 0) {
                int[] tuple = new int[conjunct.tuple.length];
                for (int i = 0; i < tuple.length; i++) {
                    tuple[i] = env[conjunct.tuple[i]];
                }
                if (exactRelations[c] == null) {
                    exactRelations[c] = evaluator.eval(conjunct.relation, Map.of());
                }
                holds = exactRelations[c].contains(tuple);
            } else {
                evaluator.step(1);
                holds = evaluator.holds(conjunct.formula, binding);
            }
            if (!holds) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- planning

    /**
     * The plan for a search that starts with the variables of {@code bound} bound: each possible
     * first step completed greedily (the step of least fan-out next), the one of least estimated
     * work (the sum over steps of the partial bindings they make) kept.
     */
    private Plan plan(int bound) {
        int all = (1 << variables.size()) - 1;
        List<Step> best = null;
        double bestCost = Double.POSITIVE_INFINITY;
        for (Option first : options(bound)) {
            List<Step> steps = new ArrayList<>();
            double cost = 0;
            double bindings = 1;
            int now = bound;
            Option next = first;
            while (next != null) {
                bindings *= Math.max(1, next.fanOut());
                cost += bindings;
                int after = now | next.binds();
                steps.add(next.step(checks(now, after, next.conjunct())));
                now = after;
                next = now == all ? null : cheapest(options(now));
                if (next == null && now != all) {
                    cost = Double.POSITIVE_INFINITY;
                }
            }
            if (cost < bestCost) {
                bestCost = cost;
                best = steps;
            }
        }
        if (best == null && bound != all) {
            throw new UnsupportedConstruct("no variable of the premise can be enumerated");
        }
        if (best == null) {
            best = List.of();
        }
        return new Plan(checks(-1, bound, -1), best);
    }

    private static Option cheapest(List<Option> options) {
        Option best = null;
        for (Option o : options) {
            if (best == null || o.fanOut() < best.fanOut()
                    || o.fanOut() == best.fanOut() && Integer.bitCount(o.binds()) > Integer.bitCount(best.binds())) {
                best = o;
            }
        }
        return best;
    }

    /** The conjuncts whose variables are all bound once {@code after} is, and not before. */
    private int[] checks(int before, int after, int generator) {
        IntList cheapFirst = new IntList();
        for (boolean cheap : new boolean[] {true, false}) {
            for (int c = 0; c < conjuncts.size(); c++) {
                PremiseConjunct conjunct = conjuncts.get(c);
                boolean boundNow = (conjunct.mask & ~after) == 0;
                boolean boundBefore = before >= 0 && (conjunct.mask & ~before) == 0;
                if (boundNow && !boundBefore && !(c == generator && conjunct.exact)
                        && (conjunct.distinct != null) == cheap) {
                    cheapFirst.add(c);
                }
            }
        }
        return cheapFirst.toArray();
    }

    /** A possible next step and its estimated fan-out. */
    private record Option(int conjunct, Source source, int[] boundPositions, int[] freeVariables, TupleIndex index,
            double fanOut, int binds) {
        Step step(int[] checks) {
            return new Step(conjunct, source, boundPositions, freeVariables, index, checks);
        }
    }

    /** The steps possible with the variables of {@code bound} bound. */
    private List<Option> options(int bound) {
        List<Option> options = new ArrayList<>();
        for (int c = 0; c < conjuncts.size(); c++) {
            PremiseConjunct conjunct = conjuncts.get(c);
            if (conjunct.tuple == null || (conjunct.relationMask & ~bound) != 0) {
                continue;
            }
            IntList boundPositions = new IntList(3);
            IntList free = new IntList(3);
            int boundMask = 0;
            int binds = 0;
            for (int p = 0; p < conjunct.tuple.length; p++) {
                int v = conjunct.tuple[p];
                if ((bound >> v & 1) == 1) {
                    boundPositions.add(p);
                    boundMask |= 1 << p;
                } else {
                    free.add(v);
                    binds |= 1 << v;
                }
            }
            if (free.size() > 0) {
                options.add(option(c, conjunct, boundPositions.toArray(), boundMask, free.toArray(), binds));
            }
        }
        return options;
    }

    private Option option(int c, PremiseConjunct conjunct, int[] boundPositions, int boundMask, int[] free,
            int binds) {
        if (conjunct.relationMask != 0) {
            return new Option(c, Source.EVALUATED, boundPositions, free, null, DYNAMIC_FAN_OUT, binds);
        }
        Rel relation = evaluator.eval(conjunct.relation, Map.of());
        if (relation.size() <= MAX_INDEXED) {
            TupleIndex index = indexes.computeIfAbsent(relation, r -> new HashMap<>())
                    .computeIfAbsent(boundMask, m -> indexFor(relation, m));
            return new Option(c, Source.INDEX, boundPositions, free, index, index.fanOut(), binds);
        }
        double sliceFanOut = Math.sqrt(relation.size());
        if (relation.arity() == 2 && boundPositions.length == 1) {
            return new Option(c, boundPositions[0] == 0 ? Source.SLICE_FIRST : Source.SLICE_LAST, boundPositions,
                    free, null, sliceFanOut, binds);
        }
        return new Option(c, Source.EVALUATED, boundPositions, free, null, relation.size(), binds);
    }

    private TupleIndex indexFor(Rel relation, int boundMask) {
        TupleIndex index = new TupleIndex(relation, boundMask);
        evaluator.step(index.tuples());
        return index;
    }
}
