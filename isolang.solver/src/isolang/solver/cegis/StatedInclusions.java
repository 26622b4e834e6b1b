// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import kodkod.ast.BinaryExpression;
import kodkod.ast.BinaryFormula;
import kodkod.ast.ComparisonFormula;
import kodkod.ast.Decl;
import kodkod.ast.Decls;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.NaryExpression;
import kodkod.ast.NaryFormula;
import kodkod.ast.QuantifiedFormula;
import kodkod.ast.operator.ExprCompOperator;
import kodkod.ast.operator.ExprOperator;
import kodkod.ast.operator.FormulaOperator;
import kodkod.ast.operator.Multiplicity;
import kodkod.ast.operator.Quantifier;

/**
 * The witness relations a level's axioms, as written, force to contain a given relation of the
 * history: a top-level conjunct {@code E in w} where the relation is an operand of the union
 * {@code E} (or a witness already known to contain it), closed under the declared shapes
 * ({@code v in w} for a witness {@code v} declared {@code in w}). For instance SESSION's
 * {@code so in vis} and {@code vis in ar} give {@code so ⊆ ar}, and Biswas–Enea's
 * {@code so + wr in co} gives {@code so ⊆ co}; the pointwise form
 * {@code all a, b: Txn | a->b in so or … implies a->b in w} counts as {@code so + … in w}.
 * A syntactic sufficient condition: what it
 * derives holds in every execution the level allows; what it misses is left to a SAT call.
 */
public final class StatedInclusions {

    private StatedInclusions() {
    }

    /**
     * The names of the witnesses of {@code level} that contain {@code contained} in every
     * execution {@code e} satisfying the level's axioms (base axioms included).
     */
    public static Set<String> containing(Level level, Execution e, Expression contained) {
        List<Formula> axioms = level.allAxioms().stream().map(a -> a.build(e)).toList();
        Set<String> found = new HashSet<>();
        boolean grown = true;
        while (grown) {
            grown = false;
            for (WitnessRelation w : level.framework().witnesses()) {
                if (found.contains(w.name())) {
                    continue;
                }
                boolean contains = axioms.stream().anyMatch(f -> forces(f, e.witness(w.name()), contained, e, found))
                        || level.framework().witnesses().stream().anyMatch(v -> found.contains(v.name())
                                && v.shape() instanceof WitnessShape.SubsetOf s && s.superset().equals(w.name()));
                if (contains) {
                    found.add(w.name());
                    grown = true;
                }
            }
        }
        return found;
    }

    /** Whether a top-level conjunct of {@code f} is {@code E in w} with {@code contained} within {@code E}. */
    private static boolean forces(Formula f, Expression w, Expression contained, Execution e, Set<String> found) {
        if (f instanceof NaryFormula nary && nary.op() == FormulaOperator.AND) {
            for (Formula part : nary) {
                if (forces(part, w, contained, e, found)) {
                    return true;
                }
            }
            return false;
        }
        if (f instanceof BinaryFormula binary && binary.op() == FormulaOperator.AND) {
            return forces(binary.left(), w, contained, e, found) || forces(binary.right(), w, contained, e, found);
        }
        if (f instanceof QuantifiedFormula all && all.quantifier() == Quantifier.ALL
                && all.formula() instanceof BinaryFormula implication && implication.op() == FormulaOperator.IMPLIES
                && implication.right() instanceof ComparisonFormula pair && pair.op() == ExprCompOperator.SUBSET
                && pair.right() == w && pair.left() instanceof BinaryExpression product
                && product.op() == ExprOperator.PRODUCT && overTransactions(all.decls(), product, e)) {
            return pointwiseWithin(implication.left(), product, contained, e, found);
        }
        return f instanceof ComparisonFormula inclusion && inclusion.op() == ExprCompOperator.SUBSET
                && inclusion.right() == w && within(inclusion.left(), contained, e, found);
    }

    /**
     * Whether {@code a->b in contained} implies {@code condition}: the condition is, or is a
     * disjunction with, {@code a->b in E} with {@code contained} within {@code E} (the pointwise
     * form {@code all a, b: Txn | a->b in so or … implies a->b in w} of {@code so + … in w}).
     */
    private static boolean pointwiseWithin(Formula condition, Expression pair, Expression contained, Execution e,
            Set<String> found) {
        if (condition instanceof BinaryFormula binary && binary.op() == FormulaOperator.OR) {
            return pointwiseWithin(binary.left(), pair, contained, e, found)
                    || pointwiseWithin(binary.right(), pair, contained, e, found);
        }
        if (condition instanceof NaryFormula nary && nary.op() == FormulaOperator.OR) {
            for (Formula part : nary) {
                if (pointwiseWithin(part, pair, contained, e, found)) {
                    return true;
                }
            }
            return false;
        }
        return condition instanceof ComparisonFormula member && member.op() == ExprCompOperator.SUBSET
                && samePair(member.left(), pair) && within(member.right(), contained, e, found);
    }

    /** Whether both sides of the pair are variables declared {@code one} over all transactions. */
    private static boolean overTransactions(Decls decls, BinaryExpression pair, Execution e) {
        int declared = 0;
        for (Decl decl : decls) {
            if (decl.multiplicity() != Multiplicity.ONE || decl.expression() != e.txn()) {
                return false;
            }
            declared += decl.variable() == pair.left() || decl.variable() == pair.right() ? 1 : 0;
        }
        return declared == 2 && pair.left() != pair.right();
    }

    private static boolean samePair(Expression candidate, Expression pair) {
        return candidate instanceof BinaryExpression product && product.op() == ExprOperator.PRODUCT
                && pair instanceof BinaryExpression p && product.left() == p.left() && product.right() == p.right();
    }

    /** Whether {@code contained} is, syntactically, a subset of the union {@code union}. */
    private static boolean within(Expression union, Expression contained, Execution e, Set<String> found) {
        if (union == contained || found.stream().anyMatch(name -> e.witness(name) == union)) {
            return true;
        }
        if (union instanceof BinaryExpression binary && binary.op() == ExprOperator.UNION) {
            return within(binary.left(), contained, e, found) || within(binary.right(), contained, e, found);
        }
        if (union instanceof NaryExpression nary && nary.op() == ExprOperator.UNION) {
            for (Expression part : nary) {
                if (within(part, contained, e, found)) {
                    return true;
                }
            }
        }
        return false;
    }
}
