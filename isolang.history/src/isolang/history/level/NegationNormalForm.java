// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import kodkod.ast.BinaryFormula;
import kodkod.ast.ConstantFormula;
import kodkod.ast.Formula;
import kodkod.ast.NaryFormula;
import kodkod.ast.NotFormula;
import kodkod.ast.operator.FormulaOperator;
import kodkod.ast.visitor.AbstractReplacer;

/**
 * Rewrites {@code a implies b} as {@code not a or b} and pushes negations down to comparisons
 * and quantified formulas (De Morgan, double negation), before the {@link AxiomNormalizer}
 * sorts the operands: so {@code p and q implies r}, {@code not (p and q) or r} and
 * {@code not p or not q or r} print alike. Every rewrite keeps the meaning; {@code iff} and
 * quantifiers are left as they are.
 */
final class NegationNormalForm extends AbstractReplacer {

    private NegationNormalForm() {
        super(Collections.emptySet());
    }

    /** {@code formula} with implications rewritten and negations pushed down. */
    static Formula of(Formula formula) {
        return formula.accept(new NegationNormalForm());
    }

    @Override
    public Formula visit(BinaryFormula formula) {
        if (formula.op() == FormulaOperator.IMPLIES) {
            return negate(formula.left()).or(formula.right().accept(this));
        }
        return super.visit(formula);
    }

    @Override
    public Formula visit(NotFormula formula) {
        return negate(formula.formula());
    }

    /** The negation of {@code f}, in negation normal form. */
    private Formula negate(Formula f) {
        if (f instanceof NotFormula not) {
            return not.formula().accept(this);
        }
        if (f instanceof ConstantFormula constant) {
            return Formula.constant(!constant.booleanValue());
        }
        if (f instanceof BinaryFormula b) {
            return switch (b.op()) {
                case AND -> negate(b.left()).or(negate(b.right()));
                case OR -> negate(b.left()).and(negate(b.right()));
                case IMPLIES -> b.left().accept(this).and(negate(b.right()));
                default -> f.accept(this).not();
            };
        }
        if (f instanceof NaryFormula n && (n.op() == FormulaOperator.AND || n.op() == FormulaOperator.OR)) {
            List<Formula> negated = new ArrayList<>();
            n.forEach(child -> negated.add(negate(child)));
            return n.op() == FormulaOperator.AND ? Formula.or(negated) : Formula.and(negated);
        }
        return f.accept(this).not();
    }
}
