// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.ArrayList;
import java.util.List;

import isolang.solver.encode.HistoryEncoding;
import kodkod.ast.BinaryFormula;
import kodkod.ast.Decl;
import kodkod.ast.Decls;
import kodkod.ast.Formula;
import kodkod.ast.NaryFormula;
import kodkod.ast.QuantifiedFormula;
import kodkod.ast.operator.FormulaOperator;
import kodkod.ast.operator.Multiplicity;
import kodkod.ast.operator.Quantifier;

/**
 * Breaks the symmetry between objects where it costs the SAT solver most: in the violation of a
 * forbidden level. {@code ¬(A1 ∧ … ∧ Ak)} with {@code Ai = ∀x1, …: φ} says some axiom fails for
 * some objects; the anchored form only lets the i-th object variable of each axiom's leading
 * universal block range over the first i objects.
 *
 * <p>Why this loses no answer: nothing in a problem names a particular object (levels are built
 * from the history vocabulary, whose bounds treat objects alike; value symmetry breaking is
 * the same for every object), so renaming objects maps histories of the problem to histories
 * of the problem and keeps whether a level allows them. A history violating {@code Ai} at
 * objects {@code a1, …} is renamed so that distinct objects among them become the first
 * objects in order of first occurrence; the renamed history violates the anchored {@code Ai}.
 * Learned counterexamples may name objects: they are consequences of "the level forbids
 * the history", which the renamed history still satisfies. Only one formula of a problem may
 * be anchored, since two anchors could ask for two different renamings.
 */
final class ViolationAnchor {

    private final HistoryEncoding enc;

    ViolationAnchor(HistoryEncoding enc) {
        this.enc = enc;
    }

    /**
     * The formula {@code f} with the object variables of the leading universal quantifiers of
     * each of its conjuncts restricted as described above: a formula implied by {@code f} whose
     * negation is satisfiable whenever {@code ¬f} is (together with the rest of the problem).
     */
    Formula restrict(Formula f) {
        return restrict(f, 0);
    }

    /** Restricts conjunctions and universal quantifiers; {@code seen} object variables are bound outside. */
    private Formula restrict(Formula f, int seen) {
        if (f instanceof NaryFormula nary && nary.op() == FormulaOperator.AND) {
            List<Formula> parts = new ArrayList<>();
            nary.forEach(part -> parts.add(restrict(part, seen)));
            return Formula.and(parts);
        }
        if (f instanceof BinaryFormula binary && binary.op() == FormulaOperator.AND) {
            return restrict(binary.left(), seen).and(restrict(binary.right(), seen));
        }
        if (!(f instanceof QuantifiedFormula quantified) || quantified.quantifier() != Quantifier.ALL) {
            return f;
        }
        int objects = seen;
        Decls decls = null;
        for (Decl decl : quantified.decls()) {
            Decl next = decl;
            if (decl.multiplicity() == Multiplicity.ONE && decl.expression() == enc.vocabulary().obj()) {
                objects++;
                next = decl.variable().oneOf(enc.firstObjects(objects));
            }
            decls = decls == null ? next : decls.and(next);
        }
        return restrict(quantified.formula(), objects).forAll(decls);
    }
}
