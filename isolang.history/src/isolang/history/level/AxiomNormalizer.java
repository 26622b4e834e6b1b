// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;

import isolang.solver.spec.MentionedVariables;
import kodkod.ast.BinaryExpression;
import kodkod.ast.BinaryFormula;
import kodkod.ast.ComparisonFormula;
import kodkod.ast.Comprehension;
import kodkod.ast.Decl;
import kodkod.ast.Decls;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.NaryExpression;
import kodkod.ast.NaryFormula;
import kodkod.ast.QuantifiedFormula;
import kodkod.ast.Variable;
import kodkod.ast.operator.ExprCompOperator;
import kodkod.ast.operator.ExprOperator;
import kodkod.ast.operator.FormulaOperator;
import kodkod.ast.visitor.AbstractReplacer;

/**
 * Rewrites an axiom into a normal form that does not depend on how it was spelled, so that two
 * spellings of one definition print alike:
 * <ul>
 * <li>unions, intersections, conjunctions and disjunctions are flattened (associativity), their
 *     operands sorted and repeated ones dropped (commutativity, idempotence); the two sides of
 *     {@code =} and {@code iff} are sorted;</li>
 * <li>joins are flattened and rebuilt from the left ({@code (a.b).c} and {@code a.(b.c)} are one
 *     relation) where every partial join has arity 1 or more;</li>
 * <li>nested quantifiers of the same kind are merged into one block, and bound variables are
 *     renamed by binding depth ({@code v0}, {@code v1}, …); the variables of a block whose domains
 *     do not mention the block's own variables are put in the order that prints smallest, so
 *     {@code all x: Obj, a, b: Txn} and {@code all b, a: Txn, x: Obj} agree.</li>
 * </ul>
 * Implications are first written as disjunctions and negations pushed down
 * ({@link NegationNormalForm}), so {@code implies} spelled as {@code or} and De Morgan's laws do
 * not matter either. Each rewrite preserves the meaning, so the form never equates two different
 * definitions; it may still tell apart two equal ones written with other laws (closure
 * absorption, …).
 */
final class AxiomNormalizer extends AbstractReplacer {

    /** The most variables of one block whose orders are all tried (7! = 5,040 orders). */
    private static final int MAX_PERMUTED = 7;

    private final Map<Variable, Variable> bound = new HashMap<>();
    /** The renamed declarations of the last {@link #bind}, by original variable. */
    private final Map<Variable, Decl> renamedDecls = new HashMap<>();
    private int depth;

    private AxiomNormalizer() {
        super(Collections.emptySet());
    }

    /** The normal form of {@code axiom}, printed. */
    static String normalize(Formula axiom) {
        return NegationNormalForm.of(axiom).accept(new AxiomNormalizer()).toString();
    }

    @Override
    public Expression visit(Variable variable) {
        return bound.getOrDefault(variable, variable);
    }

    @Override
    public Expression visit(BinaryExpression expression) {
        return expression(expression.op(), expression);
    }

    @Override
    public Expression visit(NaryExpression expression) {
        return expression(expression.op(), expression);
    }

    @Override
    public Formula visit(BinaryFormula formula) {
        if (formula.op() == FormulaOperator.IFF) {
            List<Formula> sides = sorted(List.of(formula.left().accept(this), formula.right().accept(this)));
            return sides.get(0).iff(sides.get(1));
        }
        return formula(formula.op(), formula);
    }

    @Override
    public Formula visit(NaryFormula formula) {
        return formula(formula.op(), formula);
    }

    @Override
    public Formula visit(ComparisonFormula formula) {
        if (formula.op() != ExprCompOperator.EQUALS) {
            return super.visit(formula);
        }
        List<Expression> sides = sorted(List.of(formula.left().accept(this), formula.right().accept(this)));
        return sides.get(0).eq(sides.get(1));
    }

    @Override
    public Formula visit(QuantifiedFormula formula) {
        List<Decl> block = new ArrayList<>();
        Formula body = formula;
        while (body instanceof QuantifiedFormula q && q.quantifier() == formula.quantifier()) {
            q.decls().forEach(block::add);
            body = q.formula();
        }
        List<Decl> free = new ArrayList<>();
        List<Decl> dependent = new ArrayList<>();
        for (Decl decl : block) {
            (mentionsAny(decl.expression(), block) ? dependent : free).add(decl);
        }
        Formula inner = body;
        if (free.size() > MAX_PERMUTED) {
            return bind(block, () -> inner.accept(this)).quantify(formula.quantifier(), declsOf(block));
        }
        Formula best = null;
        String bestText = null;
        for (List<Decl> order : permutations(free)) {
            order.addAll(dependent);
            Formula candidate = bind(order, () -> inner.accept(this)).quantify(formula.quantifier(), declsOf(order));
            String text = candidate.toString();
            if (bestText == null || text.compareTo(bestText) < 0) {
                best = candidate;
                bestText = text;
            }
        }
        return best;
    }

    @Override
    public Expression visit(Comprehension comprehension) {
        List<Decl> decls = new ArrayList<>();
        comprehension.decls().forEach(decls::add);
        return bind(decls, () -> comprehension.formula().accept(this)).comprehension(declsOf(decls));
    }

    /**
     * Binds {@code decls} in order to the next depths, visits the body under them and unbinds;
     * the renamed declarations are left in {@link #renamedDecls} for {@link #declsOf}.
     */
    private Formula bind(List<Decl> decls, Supplier<Formula> body) {
        Map<Variable, Variable> saved = new HashMap<>();
        int savedDepth = depth;
        for (Decl decl : decls) {
            Expression domain = decl.expression().accept(this);
            Variable renamed = Variable.nary("v" + depth++, decl.variable().arity());
            saved.put(decl.variable(), bound.put(decl.variable(), renamed));
            renamedDecls.put(decl.variable(), renamed.declare(decl.multiplicity(), domain));
        }
        Formula result = body.get();
        saved.forEach((original, previous) -> {
            if (previous == null) {
                bound.remove(original);
            } else {
                bound.put(original, previous);
            }
        });
        depth = savedDepth;
        return result;
    }

    private Decls declsOf(List<Decl> decls) {
        Decls result = null;
        for (Decl decl : decls) {
            Decl renamed = renamedDecls.get(decl.variable());
            result = result == null ? renamed : result.and(renamed);
        }
        return result;
    }

    private Expression expression(ExprOperator op, Expression expression) {
        if (op == ExprOperator.UNION || op == ExprOperator.INTERSECTION) {
            List<Expression> operands = distinctSorted(flatten(op, expression, new ArrayList<>()));
            return op == ExprOperator.UNION ? Expression.union(operands) : Expression.intersection(operands);
        }
        if (op == ExprOperator.JOIN) {
            List<Expression> operands = flatten(op, expression, new ArrayList<>());
            int arity = operands.get(0).arity();
            for (int i = 1; i < operands.size(); i++) {
                arity += operands.get(i).arity() - 2;
                if (arity < 1) {
                    // a join through a set (x.(y.r) with unary x and y) cannot be regrouped
                    return super.visit((BinaryExpression) expression);
                }
            }
            Expression result = operands.get(0);
            for (int i = 1; i < operands.size(); i++) {
                result = result.join(operands.get(i));
            }
            return result;
        }
        return expression instanceof BinaryExpression binary ? super.visit(binary)
                : super.visit((NaryExpression) expression);
    }

    private List<Expression> flatten(ExprOperator op, Expression expression, List<Expression> into) {
        if (expression instanceof BinaryExpression binary && binary.op() == op) {
            flatten(op, binary.left(), into);
            flatten(op, binary.right(), into);
        } else if (expression instanceof NaryExpression nary && nary.op() == op) {
            nary.forEach(child -> flatten(op, child, into));
        } else {
            into.add(expression.accept(this));
        }
        return into;
    }

    private Formula formula(FormulaOperator op, Formula formula) {
        if (op != FormulaOperator.AND && op != FormulaOperator.OR) {
            return formula instanceof BinaryFormula binary ? super.visit(binary) : super.visit((NaryFormula) formula);
        }
        List<Formula> operands = distinctSorted(flattenFormula(op, formula, new ArrayList<>()));
        return Formula.compose(op, operands);
    }

    private List<Formula> flattenFormula(FormulaOperator op, Formula formula, List<Formula> into) {
        if (formula instanceof BinaryFormula binary && binary.op() == op) {
            flattenFormula(op, binary.left(), into);
            flattenFormula(op, binary.right(), into);
        } else if (formula instanceof NaryFormula nary && nary.op() == op) {
            nary.forEach(child -> flattenFormula(op, child, into));
        } else {
            into.add(formula.accept(this));
        }
        return into;
    }

    private static <N> List<N> sorted(List<N> nodes) {
        List<N> result = new ArrayList<>(nodes);
        result.sort(Comparator.comparing(Object::toString));
        return result;
    }

    private static <N> List<N> distinctSorted(List<N> nodes) {
        Map<String, N> byText = new TreeMap<>();
        nodes.forEach(node -> byText.putIfAbsent(node.toString(), node));
        return new ArrayList<>(byText.values());
    }

    private static boolean mentionsAny(Expression expression, List<Decl> block) {
        Set<Variable> mentioned = MentionedVariables.of(expression);
        return block.stream().anyMatch(d -> mentioned.contains(d.variable()));
    }

    private static List<List<Decl>> permutations(List<Decl> decls) {
        List<List<Decl>> result = new ArrayList<>();
        permute(new ArrayList<>(decls), 0, result);
        return result;
    }

    private static void permute(List<Decl> decls, int from, List<List<Decl>> into) {
        if (from >= decls.size() - 1) {
            into.add(new ArrayList<>(decls));
            return;
        }
        for (int i = from; i < decls.size(); i++) {
            Collections.swap(decls, from, i);
            permute(decls, from + 1, into);
            Collections.swap(decls, from, i);
        }
    }
}
