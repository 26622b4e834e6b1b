// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import isolang.solver.spec.MentionedVariables;
import kodkod.ast.BinaryExpression;
import kodkod.ast.ComparisonFormula;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.NotFormula;
import kodkod.ast.Variable;
import kodkod.ast.operator.ExprCompOperator;
import kodkod.ast.operator.ExprOperator;

/**
 * One conjunct of a rule's premise as the {@link RuleSearch} uses it: the variables it mentions
 * (a bit per variable of the rule), and, when it has the shape {@code (v1 -> … -> vk) in R}, the
 * tuple of variables it can propose values for from {@code R}. {@code tuple in v.R} (a box join
 * such as {@code wr[x]}) is read as {@code v -> tuple in R}, and {@code v = u.R} as a proposal of
 * {@code u -> v in R} that is still checked (the equality also asks that {@code u.R} has no
 * other atom).
 */
final class PremiseConjunct {

    /** The conjunct. */
    final Formula formula;
    /** The rule's variables it mentions, a bit per variable index. */
    final int mask;
    /** The variable indices of the tuple it proposes, or null when it proposes nothing. */
    final int[] tuple;
    /** What the tuple ranges over (null when {@link #tuple} is). */
    final Expression relation;
    /** The rule's variables {@link #relation} mentions. */
    final int relationMask;
    /** Whether the conjunct holds exactly when the tuple is in the relation. */
    final boolean exact;
    /** For {@code a != b} on two variables: their indices; null otherwise. */
    final int[] distinct;

    private PremiseConjunct(Formula formula, int mask, int[] tuple, Expression relation, int relationMask,
            boolean exact, int[] distinct) {
        this.formula = formula;
        this.mask = mask;
        this.tuple = tuple;
        this.relation = relation;
        this.relationMask = relationMask;
        this.exact = exact;
        this.distinct = distinct;
    }

    /** The conjunct {@code f} over the rule's {@code variables}. */
    static PremiseConjunct of(Formula f, List<Variable> variables) {
        int mask = maskOf(MentionedVariables.of(f), variables);
        if (f instanceof NotFormula not && not.formula() instanceof ComparisonFormula c
                && c.op() == ExprCompOperator.EQUALS && c.left() instanceof Variable a
                && c.right() instanceof Variable b && variables.contains(a) && variables.contains(b)) {
            return new PremiseConjunct(f, mask, null, null, 0, false,
                    new int[] {variables.indexOf(a), variables.indexOf(b)});
        }
        if (f instanceof ComparisonFormula c && c.op() == ExprCompOperator.SUBSET) {
            List<Variable> tuple = variableTuple(c.left());
            Expression right = c.right();
            if (tuple != null && right instanceof BinaryExpression join && join.op() == ExprOperator.JOIN
                    && join.left() instanceof Variable selector && variables.contains(selector)
                    && tuple.size() < 3) {
                tuple = new ArrayList<>(tuple);
                tuple.add(0, selector);
                right = join.right();
            }
            return generator(f, mask, tuple, right, true, variables);
        }
        if (f instanceof ComparisonFormula c && c.op() == ExprCompOperator.EQUALS) {
            PremiseConjunct left = equality(f, mask, c.left(), c.right(), variables);
            return left != null ? left : equality(f, mask, c.right(), c.left(), variables);
        }
        return plain(f, mask);
    }

    /** {@code v = u.R}: a proposal of {@code u -> v in R}, or null for another shape. */
    private static PremiseConjunct equality(Formula f, int mask, Expression value, Expression image,
            List<Variable> variables) {
        if (value instanceof Variable v && image instanceof BinaryExpression join
                && join.op() == ExprOperator.JOIN && join.left() instanceof Variable u) {
            PremiseConjunct generator = generator(f, mask, List.of(u, v), join.right(), false, variables);
            return generator.tuple == null ? null : generator;
        }
        return null;
    }

    private static PremiseConjunct generator(Formula f, int mask, List<Variable> tuple, Expression relation,
            boolean exact, List<Variable> variables) {
        if (tuple == null || tuple.size() > 3 || !variables.containsAll(tuple)
                || Set.copyOf(tuple).size() < tuple.size() || relation.arity() != tuple.size()) {
            return plain(f, mask);
        }
        int[] indices = tuple.stream().mapToInt(variables::indexOf).toArray();
        return new PremiseConjunct(f, mask, indices, relation, maskOf(MentionedVariables.of(relation), variables),
                exact,
                null);
    }

    private static PremiseConjunct plain(Formula f, int mask) {
        return new PremiseConjunct(f, mask, null, null, 0, false, null);
    }

    /** The bits of the rule's variables among {@code mentioned}. */
    static int maskOf(Set<Variable> mentioned, List<Variable> variables) {
        int mask = 0;
        for (int i = 0; i < variables.size(); i++) {
            if (mentioned.contains(variables.get(i))) {
                mask |= 1 << i;
            }
        }
        return mask;
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
