// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import isolang.history.model.IntList;
import isolang.solver.CancellationToken;
import isolang.solver.spec.MentionedVariables;
import kodkod.ast.BinaryExpression;
import kodkod.ast.BinaryFormula;
import kodkod.ast.ComparisonFormula;
import kodkod.ast.ConstantExpression;
import kodkod.ast.ConstantFormula;
import kodkod.ast.Decl;
import kodkod.ast.Decls;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.MultiplicityFormula;
import kodkod.ast.NaryExpression;
import kodkod.ast.NaryFormula;
import kodkod.ast.NotFormula;
import kodkod.ast.QuantifiedFormula;
import kodkod.ast.Relation;
import kodkod.ast.UnaryExpression;
import kodkod.ast.Variable;
import kodkod.ast.operator.ExprOperator;
import kodkod.ast.operator.Multiplicity;
import kodkod.ast.operator.Quantifier;

/**
 * Evaluates the language's relational formulas and expressions on a concrete history
 * ({@link ConcreteVocabulary}) under a binding of variables to atoms: the generic saturation's
 * premise evaluator. Expressions without variables are computed once; {@code ^(so + wr)} is
 * answered by vector clocks; session and program order are never materialized, nor are their
 * joins with themselves ({@code so.so}: {@link OrderRel#composed}), nor another join of two binary
 * relations ({@link CompositionRel}) unless it is enumerated. A construct it
 * cannot evaluate, or a relation larger than its budget allows, is an {@link UnsupportedConstruct}.
 */
final class Evaluator {

    private static final int BUDGET_CHECK = 1 << 20;

    private final ConcreteVocabulary vocabulary;
    private final SymbolicVocabulary symbols;
    private final CancellationToken cancel;
    private final long deadline;
    private final Map<Expression, Rel> closed = new IdentityHashMap<>();
    private final Map<kodkod.ast.Node, Boolean> hasVariables = new IdentityHashMap<>();
    private long steps;
    private final long budget;

    Evaluator(ConcreteVocabulary vocabulary, SymbolicVocabulary symbols, long budget, long deadline,
            CancellationToken cancel) {
        this.vocabulary = vocabulary;
        this.symbols = symbols;
        this.budget = budget;
        this.deadline = deadline;
        this.cancel = cancel;
    }

    /** Counts work; throws when the budget, the time limit or a cancellation ends the evaluation. */
    void step(long units) {
        steps += units;
        if (steps > budget) {
            throw new UnsupportedConstruct(
                    "the premises need more than " + budget + " evaluation steps on this history");
        }
        if ((steps & (BUDGET_CHECK - 1)) < units && (cancel.isCancelled() || System.nanoTime() > deadline)) {
            throw new Interrupted(cancel.isCancelled());
        }
    }

    /** The evaluation was stopped by the time limit or a cancellation. */
    static final class Interrupted extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final boolean cancelled;

        Interrupted(boolean cancelled) {
            super(cancelled ? "cancelled" : "time limit reached");
            this.cancelled = cancelled;
        }
    }

    /** The value of {@code e} with the variables bound by {@code env}. */
    Rel eval(Expression e, Map<Variable, Integer> env) {
        if (!mentionsVariables(e)) {
            Rel cached = closed.get(e);
            if (cached == null) {
                cached = compute(e, env);
                closed.put(e, cached);
            }
            return cached;
        }
        return compute(e, env);
    }

    private Rel compute(Expression e, Map<Variable, Integer> env) {
        if (e instanceof Variable v) {
            Integer atom = env.get(v);
            if (atom == null) {
                throw new UnsupportedConstruct("the unbound variable " + v);
            }
            return Relations.unary(new int[] {atom});
        }
        if (e instanceof Relation r) {
            Rel value = vocabulary.value(r);
            if (value == null) {
                throw new UnsupportedConstruct("the relation " + r + ", which is not history vocabulary");
            }
            return value;
        }
        if (e instanceof ConstantExpression c) {
            return constant(c);
        }
        if (e instanceof UnaryExpression u) {
            return unary(u, env);
        }
        if (e instanceof BinaryExpression b) {
            return binary(b.op(), eval(b.left(), env), eval(b.right(), env));
        }
        if (e instanceof NaryExpression n) {
            Rel result = null;
            for (Expression child : n) {
                Rel value = eval(child, env);
                result = result == null ? value : binary(n.op(), result, value);
            }
            return result;
        }
        throw new UnsupportedConstruct("the expression " + e);
    }

    private Rel constant(ConstantExpression c) {
        int atoms = vocabulary.atoms();
        if (c == Expression.UNIV) {
            return Relations.range(0, atoms);
        }
        if (c == Expression.NONE) {
            return Relations.empty(1);
        }
        if (c == Expression.IDEN) {
            return new IdentityRel(atoms);
        }
        throw new UnsupportedConstruct("the constant " + c);
    }

    private Rel unary(UnaryExpression u, Map<Variable, Integer> env) {
        if (u.op() == ExprOperator.TRANSPOSE) {
            return Relations.transpose(eval(u.expression(), env));
        }
        Rel closure = closure(u.expression(), env);
        if (u.op() == ExprOperator.CLOSURE) {
            return closure;
        }
        if (u.op() == ExprOperator.REFLEXIVE_CLOSURE) {
            return Relations.union(closure, new IdentityRel(vocabulary.atoms()));
        }
        throw new UnsupportedConstruct("the operator " + u.op());
    }

    private Rel closure(Expression operand, Map<Variable, Integer> env) {
        if (vocabulary.happensBefore() != null && isSessionOrderAndWriteRead(operand)) {
            return vocabulary.happensBefore();
        }
        Rel r = eval(operand, env);
        Map<Integer, IntList> successors = new HashMap<>();
        r.forEach(t -> {
            step(1);
            successors.computeIfAbsent(t[0], k -> new IntList(2)).add(t[1]);
            return true;
        });
        List<int[]> pairs = new ArrayList<>();
        for (int source : successors.keySet()) {
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>(List.of(source));
            while (!queue.isEmpty()) {
                IntList next = successors.get(queue.poll());
                for (int i = 0; next != null && i < next.size(); i++) {
                    if (seen.add(next.get(i))) {
                        queue.add(next.get(i));
                        pairs.add(new int[] {source, next.get(i)});
                        step(1);
                    }
                }
            }
        }
        return Relations.Explicit.of(2, pairs.toArray(new int[0][]));
    }

    private boolean isSessionOrderAndWriteRead(Expression e) {
        List<Expression> parts = new ArrayList<>();
        if (e instanceof BinaryExpression b && b.op() == ExprOperator.UNION) {
            parts.add(b.left());
            parts.add(b.right());
        } else if (e instanceof NaryExpression n && n.op() == ExprOperator.UNION) {
            n.forEach(parts::add);
        }
        return parts.size() == 2 && parts.contains(symbols.so) && parts.contains(symbols.wr);
    }

    private Rel binary(ExprOperator op, Rel left, Rel right) {
        return switch (op) {
            case UNION -> Relations.union(left, right);
            case INTERSECTION -> Relations.intersection(left, right);
            case DIFFERENCE -> Relations.difference(left, right);
            case PRODUCT -> Relations.product(left, right);
            case JOIN -> join(left, right);
            default -> throw new UnsupportedConstruct("the operator " + op);
        };
    }

    /**
     * {@code left.right}: through slices when one side is unary, on demand for two binary relations
     * (an order joined with itself is again an order of chains).
     */
    private Rel join(Rel left, Rel right) {
        if (left.arity() == 1) {
            return unionOfSlices(left, a -> right.sliceFirst(a), right.arity() - 1);
        }
        if (right.arity() == 1) {
            return unionOfSlices(right, z -> left.sliceLast(z), left.arity() - 1);
        }
        if (left.arity() + right.arity() - 2 > 3) {
            throw new UnsupportedConstruct("a join of arity " + (left.arity() + right.arity() - 2));
        }
        OrderRel chains = left instanceof OrderRel order ? order.composed(right) : null;
        if (chains != null) {
            return chains;
        }
        if (left.arity() == 2 && right.arity() == 2) {
            return new CompositionRel(left, right, this::step);
        }
        List<int[]> tuples = new ArrayList<>();
        left.forEach(t -> {
            step(1);
            int[] prefix = java.util.Arrays.copyOf(t, t.length - 1);
            right.sliceFirst(t[t.length - 1]).forEach(rest -> {
                step(1);
                int[] joined = java.util.Arrays.copyOf(prefix, prefix.length + rest.length);
                System.arraycopy(rest, 0, joined, prefix.length, rest.length);
                tuples.add(joined);
                return true;
            });
            return true;
        });
        return Relations.Explicit.of(left.arity() + right.arity() - 2, tuples.toArray(new int[0][]));
    }

    private Rel unionOfSlices(Rel atoms, java.util.function.IntFunction<Rel> slice, int arity) {
        if (atoms.size() == 1) {
            int[] only = new int[1];
            atoms.forEach(t -> {
                only[0] = t[0];
                return false;
            });
            return atoms.isEmpty() ? Relations.empty(arity) : slice.apply(only[0]);
        }
        List<int[]> tuples = new ArrayList<>();
        step(atoms.size());
        atoms.forEach(a -> slice.apply(a[0]).forEach(t -> {
            step(1);
            tuples.add(t.clone());
            return true;
        }));
        if (arity == 1) {
            return Relations.unary(tuples.stream().mapToInt(t -> t[0]).toArray());
        }
        return Relations.Explicit.of(arity, tuples.toArray(new int[0][]));
    }

    /** Whether {@code f} holds with the variables bound by {@code env}. */
    boolean holds(Formula f, Map<Variable, Integer> env) {
        if (f instanceof ConstantFormula c) {
            return c.booleanValue();
        }
        if (f instanceof NotFormula n) {
            return !holds(n.formula(), env);
        }
        if (f instanceof BinaryFormula b) {
            return switch (b.op()) {
                case AND -> holds(b.left(), env) && holds(b.right(), env);
                case OR -> holds(b.left(), env) || holds(b.right(), env);
                case IMPLIES -> !holds(b.left(), env) || holds(b.right(), env);
                case IFF -> holds(b.left(), env) == holds(b.right(), env);
                default -> throw new UnsupportedConstruct("the connective " + b.op());
            };
        }
        if (f instanceof NaryFormula n) {
            boolean and = n.op() == kodkod.ast.operator.FormulaOperator.AND;
            for (Formula child : n) {
                if (holds(child, env) != and) {
                    return !and;
                }
            }
            return and;
        }
        if (f instanceof ComparisonFormula c) {
            Rel left = eval(c.left(), env);
            Rel right = eval(c.right(), env);
            boolean subset = subset(left, right);
            return switch (c.op()) {
                case SUBSET -> subset;
                case EQUALS -> subset && subset(right, left);
            };
        }
        if (f instanceof MultiplicityFormula m) {
            return multiplicity(m.multiplicity(), eval(m.expression(), env));
        }
        if (f instanceof QuantifiedFormula q) {
            return quantified(q.quantifier(), q.decls(), 0, q.formula(), new HashMap<>(env));
        }
        throw new UnsupportedConstruct("the formula " + f);
    }

    private boolean subset(Rel left, Rel right) {
        return left.forEach(t -> {
            step(1);
            return right.contains(t);
        });
    }

    private boolean multiplicity(Multiplicity multiplicity, Rel value) {
        int[] count = new int[1];
        value.forEach(t -> ++count[0] < 2);
        return switch (multiplicity) {
            case SOME -> count[0] > 0;
            case NO -> count[0] == 0;
            case ONE -> count[0] == 1;
            case LONE -> count[0] <= 1;
            default -> throw new UnsupportedConstruct("the multiplicity " + multiplicity);
        };
    }

    private boolean quantified(Quantifier quantifier, Decls decls, int i, Formula body, Map<Variable, Integer> env) {
        if (i == decls.size()) {
            return holds(body, env);
        }
        Decl decl = decls.get(i);
        if (decl.multiplicity() != Multiplicity.ONE || decl.variable().arity() != 1) {
            throw new UnsupportedConstruct("the declaration " + decl);
        }
        Rel domain = eval(decl.expression(), env);
        boolean all = quantifier == Quantifier.ALL;
        boolean stopped = !domain.forEach(t -> {
            step(1);
            env.put(decl.variable(), t[0]);
            boolean value = quantified(quantifier, decls, i + 1, body, env);
            return value == all;
        });
        env.remove(decl.variable());
        return all != stopped;
    }

    /** Whether {@code node} mentions a variable (cached). */
    boolean mentionsVariables(kodkod.ast.Node node) {
        Boolean cached = hasVariables.get(node);
        if (cached == null) {
            cached = !MentionedVariables.of(node).isEmpty();
            hasVariables.put(node, cached);
        }
        return cached;
    }
}
