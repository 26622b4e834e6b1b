// SPDX-License-Identifier: EPL-2.0
package isolang.solver.check;

import java.util.BitSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

import isolang.solver.spec.MentionedVariables;
import kodkod.ast.BinaryExpression;
import kodkod.ast.BinaryFormula;
import kodkod.ast.ComparisonFormula;
import kodkod.ast.Comprehension;
import kodkod.ast.ConstantExpression;
import kodkod.ast.ConstantFormula;
import kodkod.ast.Decl;
import kodkod.ast.Decls;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.IfExpression;
import kodkod.ast.MultiplicityFormula;
import kodkod.ast.NaryExpression;
import kodkod.ast.NaryFormula;
import kodkod.ast.Node;
import kodkod.ast.NotFormula;
import kodkod.ast.QuantifiedFormula;
import kodkod.ast.Relation;
import kodkod.ast.UnaryExpression;
import kodkod.ast.Variable;
import kodkod.ast.operator.ExprOperator;
import kodkod.ast.operator.Multiplicity;
import kodkod.instance.Instance;
import kodkod.instance.TupleFactory;
import kodkod.instance.TupleSet;
import kodkod.util.ints.IntIterator;

/**
 * Evaluates relational formulas on one exact instance by interpreting them directly: a relation
 * is a bit set of tuple indices (Kodkod's numbering, the first atom most significant),
 * quantifiers loop over the atoms of their bound. No boolean circuit is built and nothing of
 * Kodkod's translator runs, so it is independent of the synthesis encoding and several times
 * faster than {@link kodkod.engine.Evaluator} on the pointwise axioms written in the language.
 *
 * <p>It covers the relational core the language lowers to (set operators, join, product,
 * transpose, closures, comprehensions, {@code if}, multiplicities, quantifiers over single
 * atoms). {@link #supports} tells whether a formula stays within it; the caller evaluates any
 * other formula with Kodkod's evaluator. Subexpressions without free variables are computed
 * once per evaluator. Not thread-safe: one evaluator per instance and thread.
 */
final class DirectEvaluator {

    /** The most tuples a relation value may index (a ternary relation over 160 atoms). */
    private static final int MAX_INDICES = 1 << 22;

    private final Instance instance;
    private final int atoms;
    private final Map<Expression, Value> closed = new IdentityHashMap<>();
    private final Map<Formula, Boolean> closedTruths = new IdentityHashMap<>();
    private final Map<Variable, Integer> bound = new IdentityHashMap<>();
    private final FreeVariables free;

    /** An evaluator of formulas {@code free} has analysed, on {@code instance}. */
    DirectEvaluator(Instance instance, FreeVariables free) {
        this.instance = instance;
        this.atoms = instance.universe().size();
        this.free = free;
    }

    /** Whether every node of {@code formula} is one this evaluator interprets, on a universe of {@code atoms}. */
    static boolean supports(Formula formula, int atoms) {
        return new Support(atoms).formula(formula);
    }

    /** Whether every node of {@code expression} is one this evaluator interprets, on a universe of {@code atoms}. */
    static boolean supports(Expression expression, int atoms) {
        return new Support(atoms).expression(expression);
    }

    /** The value of {@code expression}, which must be {@link #supports supported}, as tuples of {@code factory}. */
    TupleSet evaluate(Expression expression, TupleFactory factory) {
        Value value = value(expression);
        TupleSet tuples = factory.noneOf(value.arity);
        for (int t = value.tuples.nextSetBit(0); t >= 0; t = value.tuples.nextSetBit(t + 1)) {
            tuples.add(factory.tuple(value.arity, t));
        }
        return tuples;
    }

    /**
     * The truth of {@code formula}, which must be {@link #supports supported}. A formula without
     * free variables is evaluated once per evaluator: a quantifier whose body does not mention
     * its variables then costs one evaluation of the body, not one per binding.
     */
    boolean evaluate(Formula formula) {
        if (!free.isClosed(formula)) {
            return truth(formula);
        }
        Boolean known = closedTruths.get(formula);
        if (known == null) {
            known = truth(formula);
            closedTruths.put(formula, known);
        }
        return known;
    }

    private boolean truth(Formula formula) {
        if (formula instanceof ConstantFormula constant) {
            return constant.booleanValue();
        }
        if (formula instanceof NotFormula not) {
            return !evaluate(not.formula());
        }
        if (formula instanceof BinaryFormula binary) {
            boolean left = evaluate(binary.left());
            return switch (binary.op()) {
                case AND -> left && evaluate(binary.right());
                case OR -> left || evaluate(binary.right());
                case IMPLIES -> !left || evaluate(binary.right());
                case IFF -> left == evaluate(binary.right());
            };
        }
        if (formula instanceof NaryFormula nary) {
            boolean and = nary.op() == kodkod.ast.operator.FormulaOperator.AND;
            for (Formula child : nary) {
                if (evaluate(child) != and) {
                    return !and;
                }
            }
            return and;
        }
        if (formula instanceof ComparisonFormula comparison) {
            BitSet left = value(comparison.left()).tuples;
            BitSet right = value(comparison.right()).tuples;
            return switch (comparison.op()) {
                case EQUALS -> left.equals(right);
                case SUBSET -> subset(left, right);
            };
        }
        if (formula instanceof MultiplicityFormula multiplicity) {
            int count = value(multiplicity.expression()).tuples.cardinality();
            return switch (multiplicity.multiplicity()) {
                case NO -> count == 0;
                case SOME -> count > 0;
                case ONE -> count == 1;
                case LONE -> count <= 1;
                default -> throw new IllegalArgumentException(formula.toString());
            };
        }
        QuantifiedFormula quantified = (QuantifiedFormula) formula;
        boolean all = quantified.quantifier() == kodkod.ast.operator.Quantifier.ALL;
        return quantify(quantified.decls(), 0, quantified.formula(), all);
    }

    /** Whether the body holds for all (or some) bindings of decls {@code i} and beyond. */
    private boolean quantify(Decls decls, int i, Formula body, boolean all) {
        if (i == decls.size()) {
            return evaluate(body);
        }
        Decl decl = decls.get(i);
        BitSet domain = value(decl.expression()).tuples;
        Integer outer = bound.get(decl.variable());
        // A variable nothing after it mentions: one binding decides as well as every binding.
        boolean unused = !free.mentions(body, decl.variable());
        for (int j = i + 1; j < decls.size() && unused; j++) {
            unused = !free.mentions(decls.get(j).expression(), decl.variable());
        }
        boolean result = all;
        for (int atom = domain.nextSetBit(0); atom >= 0 && result == all; atom = unused ? -1
                : domain.nextSetBit(atom + 1)) {
            bound.put(decl.variable(), atom);
            result = quantify(decls, i + 1, body, all);
        }
        unbind(decl.variable(), outer);
        return result;
    }

    /** Gives {@code variable} back the binding of an enclosing quantifier, if any. */
    private void unbind(Variable variable, Integer outer) {
        if (outer == null) {
            bound.remove(variable);
        } else {
            bound.put(variable, outer);
        }
    }

    private static boolean subset(BitSet left, BitSet right) {
        BitSet outside = (BitSet) left.clone();
        outside.andNot(right);
        return outside.isEmpty();
    }

    private Value value(Expression expression) {
        if (free.isClosed(expression)) {
            Value known = closed.get(expression);
            if (known == null) {
                known = compute(expression);
                closed.put(expression, known);
            }
            return known;
        }
        return compute(expression);
    }

    private Value compute(Expression expression) {
        if (expression instanceof Relation relation) {
            return of(instance.tuples(relation), relation.arity());
        }
        if (expression instanceof Variable variable) {
            Value single = new Value(1);
            single.tuples.set(bound.get(variable));
            return single;
        }
        if (expression instanceof ConstantExpression) {
            return constant(expression);
        }
        if (expression instanceof UnaryExpression unary) {
            Value operand = value(unary.expression());
            return switch (unary.op()) {
                case TRANSPOSE -> transpose(operand);
                case CLOSURE -> closure(operand, false);
                case REFLEXIVE_CLOSURE -> closure(operand, true);
                default -> throw new IllegalArgumentException(expression.toString());
            };
        }
        if (expression instanceof BinaryExpression binary) {
            return combine(binary.op(), value(binary.left()), value(binary.right()));
        }
        if (expression instanceof NaryExpression nary) {
            Value result = value(nary.child(0));
            for (int i = 1; i < nary.size(); i++) {
                result = combine(nary.op(), result, value(nary.child(i)));
            }
            return result;
        }
        if (expression instanceof IfExpression choice) {
            return evaluate(choice.condition()) ? value(choice.thenExpr()) : value(choice.elseExpr());
        }
        Comprehension comprehension = (Comprehension) expression;
        Value result = new Value(comprehension.arity());
        collect(comprehension.decls(), 0, comprehension.formula(), 0, result);
        return result;
    }

    /** Adds to {@code result} every binding of decls {@code i} and beyond for which the formula holds. */
    private void collect(Decls decls, int i, Formula formula, int prefix, Value result) {
        if (i == decls.size()) {
            if (evaluate(formula)) {
                result.tuples.set(prefix);
            }
            return;
        }
        Decl decl = decls.get(i);
        BitSet domain = value(decl.expression()).tuples;
        Integer outer = bound.get(decl.variable());
        for (int atom = domain.nextSetBit(0); atom >= 0; atom = domain.nextSetBit(atom + 1)) {
            bound.put(decl.variable(), atom);
            collect(decls, i + 1, formula, prefix * atoms + atom, result);
        }
        unbind(decl.variable(), outer);
    }

    private Value constant(Expression constant) {
        if (constant == Expression.NONE) {
            return new Value(1);
        }
        if (constant == Expression.UNIV) {
            Value univ = new Value(1);
            univ.tuples.set(0, atoms);
            return univ;
        }
        Value iden = new Value(2);
        for (int a = 0; a < atoms; a++) {
            iden.tuples.set(a * atoms + a);
        }
        return iden;
    }

    private Value of(TupleSet tuples, int arity) {
        Value value = new Value(arity);
        if (tuples != null) {
            for (IntIterator it = tuples.indexView().iterator(); it.hasNext();) {
                value.tuples.set(it.next());
            }
        }
        return value;
    }

    private Value combine(ExprOperator op, Value left, Value right) {
        if (op == ExprOperator.JOIN) {
            return join(left, right);
        }
        if (op == ExprOperator.PRODUCT) {
            return product(left, right);
        }
        Value result = new Value(left.arity);
        result.tuples.or(left.tuples);
        switch (op) {
            case UNION -> result.tuples.or(right.tuples);
            case INTERSECTION -> result.tuples.and(right.tuples);
            case DIFFERENCE -> result.tuples.andNot(right.tuples);
            case OVERRIDE -> override(result, right);
            default -> throw new IllegalArgumentException(op.toString());
        }
        return result;
    }

    /** {@code left ++ right}: right's tuples and left's whose first atom starts none of right's. */
    private void override(Value result, Value right) {
        int width = power(right.arity - 1);
        for (int t = right.tuples.nextSetBit(0); t >= 0; t = right.tuples.nextSetBit(t + 1)) {
            int first = t / width;
            result.tuples.clear(first * width, (first + 1) * width);
        }
        result.tuples.or(right.tuples);
    }

    private Value join(Value left, Value right) {
        Value result = new Value(left.arity + right.arity - 2);
        int width = power(right.arity - 1);
        for (int l = left.tuples.nextSetBit(0); l >= 0; l = left.tuples.nextSetBit(l + 1)) {
            int middle = l % atoms;
            int prefix = (l / atoms) * width;
            int end = (middle + 1) * width;
            for (int r = right.tuples.nextSetBit(middle * width); r >= 0 && r < end; r = right.tuples
                    .nextSetBit(r + 1)) {
                result.tuples.set(prefix + r % width);
            }
        }
        return result;
    }

    private Value product(Value left, Value right) {
        Value result = new Value(left.arity + right.arity);
        int width = power(right.arity);
        for (int l = left.tuples.nextSetBit(0); l >= 0; l = left.tuples.nextSetBit(l + 1)) {
            for (int r = right.tuples.nextSetBit(0); r >= 0; r = right.tuples.nextSetBit(r + 1)) {
                result.tuples.set(l * width + r);
            }
        }
        return result;
    }

    private Value transpose(Value binary) {
        Value result = new Value(2);
        for (int t = binary.tuples.nextSetBit(0); t >= 0; t = binary.tuples.nextSetBit(t + 1)) {
            result.tuples.set((t % atoms) * atoms + t / atoms);
        }
        return result;
    }

    /** Transitive (or reflexive-transitive) closure by Warshall's algorithm on rows of successors. */
    private Value closure(Value binary, boolean reflexive) {
        BitSet[] rows = new BitSet[atoms];
        for (int a = 0; a < atoms; a++) {
            rows[a] = binary.tuples.get(a * atoms, (a + 1) * atoms);
        }
        for (int k = 0; k < atoms; k++) {
            for (int a = 0; a < atoms; a++) {
                if (rows[a].get(k)) {
                    rows[a].or(rows[k]);
                }
            }
        }
        Value result = new Value(2);
        for (int a = 0; a < atoms; a++) {
            if (reflexive) {
                rows[a].set(a);
            }
            for (int b = rows[a].nextSetBit(0); b >= 0; b = rows[a].nextSetBit(b + 1)) {
                result.tuples.set(a * atoms + b);
            }
        }
        return result;
    }

    private int power(int exponent) {
        int result = 1;
        for (int i = 0; i < exponent; i++) {
            result *= atoms;
        }
        return result;
    }

    /** A relation's value: its arity and the indices of its tuples. */
    private static final class Value {
        final int arity;
        final BitSet tuples = new BitSet();

        Value(int arity) {
            this.arity = arity;
        }
    }

    /**
     * Which expressions and formulas of a set of formulas mention no variable that a quantifier or
     * comprehension around them binds; their values are kept per evaluator. Shared by the
     * evaluators of one enumeration (the formulas do not change).
     */
    static final class FreeVariables {
        private final Map<Node, Set<Variable>> mentioned = new IdentityHashMap<>();

        boolean isClosed(Node node) {
            return variablesOf(node).isEmpty();
        }

        /** Whether {@code node} mentions {@code variable}. */
        boolean mentions(Node node, Variable variable) {
            return variablesOf(node).contains(variable);
        }

        private Set<Variable> variablesOf(Node node) {
            return mentioned.computeIfAbsent(node, MentionedVariables::of);
        }
    }

    /** The check behind {@link DirectEvaluator#supports}. */
    private static final class Support {
        private final int atoms;

        Support(int atoms) {
            this.atoms = atoms;
        }

        boolean formula(Formula f) {
            if (f instanceof ConstantFormula) {
                return true;
            }
            if (f instanceof NotFormula not) {
                return formula(not.formula());
            }
            if (f instanceof BinaryFormula binary) {
                return formula(binary.left()) && formula(binary.right());
            }
            if (f instanceof NaryFormula nary) {
                for (Formula child : nary) {
                    if (!formula(child)) {
                        return false;
                    }
                }
                return true;
            }
            if (f instanceof ComparisonFormula comparison) {
                return expression(comparison.left()) && expression(comparison.right());
            }
            if (f instanceof MultiplicityFormula multiplicity) {
                return multiplicity.multiplicity() != Multiplicity.SET && expression(multiplicity.expression());
            }
            if (f instanceof QuantifiedFormula quantified) {
                return singletons(quantified.decls()) && formula(quantified.formula());
            }
            return false;
        }

        private boolean singletons(Decls decls) {
            for (Decl decl : decls) {
                if (decl.multiplicity() != Multiplicity.ONE || decl.expression().arity() != 1
                        || !expression(decl.expression())) {
                    return false;
                }
            }
            return true;
        }

        private boolean expression(Expression e) {
            if ((long) Math.pow(atoms, e.arity()) > MAX_INDICES) {
                return false;
            }
            if (e instanceof Relation || e instanceof Variable) {
                return true;
            }
            if (e instanceof ConstantExpression) {
                return e == Expression.NONE || e == Expression.UNIV || e == Expression.IDEN;
            }
            if (e instanceof UnaryExpression unary) {
                return unary.op() == ExprOperator.TRANSPOSE || unary.op() == ExprOperator.CLOSURE
                        || unary.op() == ExprOperator.REFLEXIVE_CLOSURE ? expression(unary.expression()) : false;
            }
            if (e instanceof BinaryExpression binary) {
                return expression(binary.left()) && expression(binary.right());
            }
            if (e instanceof NaryExpression nary) {
                for (Expression child : nary) {
                    if (!expression(child)) {
                        return false;
                    }
                }
                return true;
            }
            if (e instanceof IfExpression choice) {
                return formula(choice.condition()) && expression(choice.thenExpr()) && expression(choice.elseExpr());
            }
            if (e instanceof Comprehension comprehension) {
                return singletons(comprehension.decls()) && formula(comprehension.formula());
            }
            return false;
        }
    }
}
