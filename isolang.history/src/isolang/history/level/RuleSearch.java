// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import isolang.solver.cegis.OrderingCriterion;
import kodkod.ast.BinaryExpression;
import kodkod.ast.BinaryFormula;
import kodkod.ast.ComparisonFormula;
import kodkod.ast.Decl;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.NaryFormula;
import kodkod.ast.Variable;
import kodkod.ast.operator.ExprCompOperator;
import kodkod.ast.operator.ExprOperator;
import kodkod.ast.operator.FormulaOperator;
import kodkod.ast.operator.Multiplicity;

/**
 * Finds every binding of a rule's variables that satisfies its premise, as a join: the premise
 * is split into conjuncts; a conjunct {@code (v1 -> … -> vk) in R} whose other variables are bound
 * proposes the candidates of its unbound variable (a slice of R), or both variables of a binary
 * R when neither is bound; each variable's declaration proposes its domain. The next variable is
 * the one with the fewest candidates; every conjunct is checked as soon as its variables are
 * bound. Each satisfying binding yields the pairs of the rule's edges.
 */
final class RuleSearch {

    /** Receives a forced pair and the binding that forced it. */
    @FunctionalInterface
    interface PairSink {
        void accept(int from, int to, Map<Variable, Integer> binding);
    }

    private final Evaluator evaluator;
    private final List<Variable> variables = new ArrayList<>();
    private final Map<Variable, Expression> domains = new HashMap<>();
    private final List<Formula> conjuncts = new ArrayList<>();
    private final List<Set<Variable>> conjunctVariables = new ArrayList<>();
    private final Expression edges;
    /** The proposals made so far, by conjunct and the atoms of its variables ({@link #proposal}). */
    private final Map<List<Integer>, Optional<Candidates>> proposals = new HashMap<>();
    private long proposedTuples;

    RuleSearch(Evaluator evaluator, OrderingCriterion.Rule rule) {
        this.evaluator = evaluator;
        this.edges = rule.edges();
        if (rule.decls() != null) {
            for (Decl decl : rule.decls()) {
                if (decl.multiplicity() != Multiplicity.ONE || decl.variable().arity() != 1) {
                    throw new UnsupportedConstruct("the declaration " + decl);
                }
                variables.add(decl.variable());
                domains.put(decl.variable(), decl.expression());
                add(decl.variable().in(decl.expression()));
            }
        }
        flatten(rule.premise());
    }

    private void flatten(Formula f) {
        if (f instanceof BinaryFormula b && b.op() == FormulaOperator.AND) {
            flatten(b.left());
            flatten(b.right());
        } else if (f instanceof NaryFormula n && n.op() == FormulaOperator.AND) {
            n.forEach(this::flatten);
        } else {
            add(f);
        }
    }

    private void add(Formula f) {
        Set<Variable> mentioned = Variables.of(f);
        mentioned.retainAll(variables);
        conjuncts.add(f);
        conjunctVariables.add(mentioned);
    }

    /** Reports every forced pair; {@code preset} binds some variables up front (may be empty). */
    void run(Map<Variable, Integer> preset, PairSink sink) {
        Map<Variable, Integer> env = new HashMap<>(preset);
        boolean[] checked = new boolean[conjuncts.size()];
        if (check(env, checked, new ArrayList<>())) {
            search(env, checked, sink);
        }
    }

    private void search(Map<Variable, Integer> env, boolean[] checked, PairSink sink) {
        evaluator.step(1);
        if (env.keySet().containsAll(variables)) {
            evaluator.eval(edges, env).forEach(pair -> {
                sink.accept(pair[0], pair[1], env);
                return true;
            });
            return;
        }
        Candidates best = null;
        for (int c = 0; c < conjuncts.size(); c++) {
            Candidates proposal = proposal(c, env);
            if (proposal != null && (best == null || proposal.size() < best.size())) {
                best = proposal;
            }
        }
        for (Variable v : variables) {
            Set<Variable> needed = Variables.of(domains.get(v));
            needed.retainAll(variables);
            if (!env.containsKey(v) && env.keySet().containsAll(needed)) {
                Rel domain = evaluator.eval(domains.get(v), env);
                if (best == null || domain.size() < best.size()) {
                    best = new Candidates(List.of(v), domain);
                }
            }
        }
        if (best == null) {
            throw new UnsupportedConstruct("no variable of the premise can be enumerated");
        }
        Candidates chosen = best;
        chosen.values().forEach(tuple -> {
            List<Variable> bound = new ArrayList<>();
            for (int i = 0; i < chosen.variables().size(); i++) {
                env.put(chosen.variables().get(i), tuple[i]);
                bound.add(chosen.variables().get(i));
            }
            boolean[] nowChecked = checked.clone();
            if (check(env, nowChecked, bound)) {
                search(env, nowChecked, sink);
            }
            bound.forEach(env::remove);
            return true;
        });
    }

    /** Checks the conjuncts whose variables are all bound now; false if one fails. */
    private boolean check(Map<Variable, Integer> env, boolean[] checked, List<Variable> justBound) {
        for (int c = 0; c < conjuncts.size(); c++) {
            if (!checked[c] && env.keySet().containsAll(conjunctVariables.get(c))) {
                checked[c] = true;
                evaluator.step(1);
                if (!evaluator.holds(conjuncts.get(c), env)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The most tuples the remembered proposals may hold before they are forgotten. */
    private static final long MAX_PROPOSED_TUPLES = 4_000_000;

    /**
     * The candidates conjunct {@code c} proposes ({@link #generator}), remembered by the atoms its
     * variables are bound to: deeper in the search the same slices are asked for again and again
     * (the predecessors of one {@code t3} in {@code ^(so + wr)} for every {@code t1} that {@code t3}
     * reads from), and computing them was most of the search's time.
     */
    private Candidates proposal(int c, Map<Variable, Integer> env) {
        List<Integer> key = new ArrayList<>();
        key.add(c);
        for (Variable v : variables) {
            if (conjunctVariables.get(c).contains(v)) {
                key.add(env.getOrDefault(v, -1));
            }
        }
        Optional<Candidates> known = proposals.get(key);
        if (known == null) {
            known = Optional.ofNullable(generator(conjuncts.get(c), env));
            if (proposedTuples > MAX_PROPOSED_TUPLES) {
                proposals.clear();
                proposedTuples = 0;
            }
            proposedTuples += 1 + known.map(Candidates::size).orElse(0L);
            proposals.put(key, known);
        }
        return known.orElse(null);
    }

    /** Candidate values for some unbound variables, as a relation over them in order. */
    private record Candidates(List<Variable> variables, Rel values) {
        long size() {
            return values.size();
        }
    }

    /**
     * The candidates a conjunct {@code (v1 -> … -> vk) in R} proposes, or null; {@code tuple in
     * v.R} (a box join such as {@code wr[x]}) is read as {@code v -> tuple in R}, so that a
     * variable that only selects a slice (the object of {@code wr[x]}) is proposed by the
     * relation instead of enumerated over its whole domain.
     */
    private Candidates generator(Formula f, Map<Variable, Integer> env) {
        if (!(f instanceof ComparisonFormula c) || c.op() != ExprCompOperator.SUBSET) {
            return null;
        }
        List<Variable> tuple = variableTuple(c.left());
        Expression right = c.right();
        if (tuple != null && right instanceof BinaryExpression join && join.op() == ExprOperator.JOIN
                && join.left() instanceof Variable selector && variables.contains(selector) && tuple.size() < 3) {
            tuple = new ArrayList<>(tuple);
            tuple.add(0, selector);
            right = join.right();
        }
        if (tuple == null || !env.keySet().containsAll(Variables.of(right).stream()
                .filter(variables::contains).toList())) {
            return null;
        }
        int first = -1;
        int last = -1;
        for (int i = 0; i < tuple.size(); i++) {
            if (!env.containsKey(tuple.get(i))) {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        List<Variable> unbound = first < 0 ? List.of() : tuple.subList(first, last + 1);
        if (unbound.isEmpty() || unbound.size() > 2 || unbound.stream().anyMatch(env::containsKey)
                || !variables.containsAll(unbound) || Set.copyOf(unbound).size() < unbound.size()) {
            return null;
        }
        Rel slice = evaluator.eval(right, env);
        for (int i = 0; i < first; i++) {
            slice = slice.sliceFirst(env.get(tuple.get(i)));
        }
        for (int i = tuple.size() - 1; i > last; i--) {
            slice = slice.sliceLast(env.get(tuple.get(i)));
        }
        return new Candidates(List.copyOf(unbound), slice);
    }

    /** {@code v} or {@code v1 -> v2 -> …} as the list of variables, or null. */
    private static List<Variable> variableTuple(Expression e) {
        if (e instanceof Variable v) {
            return List.of(v);
        }
        if (e instanceof BinaryExpression b && b.op() == ExprOperator.PRODUCT) {
            List<Variable> left = variableTuple(b.left());
            List<Variable> right = variableTuple(b.right());
            if (left != null && right != null && left.size() + right.size() <= 3) {
                List<Variable> all = new ArrayList<>(left);
                all.addAll(right);
                return all;
            }
        }
        return null;
    }
}
