// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.ArrayList;
import java.util.List;

import kodkod.ast.BinaryExpression;
import kodkod.ast.BinaryFormula;
import kodkod.ast.ComparisonFormula;
import kodkod.ast.ConstantFormula;
import kodkod.ast.Decl;
import kodkod.ast.Decls;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.NaryFormula;
import kodkod.ast.Node;
import kodkod.ast.NotFormula;
import kodkod.ast.QuantifiedFormula;
import kodkod.ast.Relation;
import kodkod.ast.Variable;
import kodkod.ast.operator.ExprCompOperator;
import kodkod.ast.operator.ExprOperator;
import kodkod.ast.operator.FormulaOperator;
import kodkod.ast.operator.Multiplicity;
import kodkod.ast.operator.Quantifier;
import kodkod.ast.visitor.AbstractVoidVisitor;
import kodkod.util.nodes.AnnotatedNode;

/**
 * An axiom read as inclusions: the conjuncts of a formula that have the shape
 * {@code ∀decls. premise ⇒ left ⊆ right} (an equality counting as two inclusions), the rest
 * kept as opaque formulas. The reading is independent of how the axiom was written:
 * conjunctions are flattened, nested universal quantifiers are merged, nested implications
 * {@code A ⇒ (B ⇒ C)} become {@code A ∧ B ⇒ C}, and a {@code true} premise is dropped, so
 * {@code all disj a, b: Txn | …} and a Java-built axiom decompose alike.
 *
 * <p>Read {@linkplain #of(Formula, Relation) towards a relation}, disjunctions are read as Horn
 * clauses too: of a disjunction (also written {@code a implies b}, {@code not (a and b)}), the one
 * alternative that mentions the relation is the conclusion and the negations of the others join
 * the premises, so {@code not p or q in r} is {@code p implies q in r}; and a premise with
 * disjunctions gives one clause per conjunction of its disjunctive normal form
 * ({@link Disjunctions#cases}), so {@code (a or b) implies c} is {@code a implies c} and
 * {@code b implies c}. A disjunction with two alternatives that mention the relation (such as
 * {@code a->b in co or c->d in co}) is not Horn and stays opaque.
 *
 * <p>Both the {@link OrderingCriterion} (all axioms force edges into a total order) and
 * {@link DerivedHints} (axioms that bound a witness from below or close it) are built on it.
 */
final class AxiomClauses {

    /**
     * One inclusion {@code ∀decls. premise ⇒ left ⊆ right}.
     *
     * @param decls the universally quantified variables, or null
     * @param premise the premise ({@code Formula.TRUE} if none)
     * @param left the included expression
     * @param right the including expression
     */
    record Clause(Decls decls, Formula premise, Expression left, Expression right) {

        /** Whether {@code relation} occurs in the declarations, the premise or the left side. */
        boolean leftMentions(Relation relation) {
            return (decls != null && mentions(decls, relation)) || mentions(premise, relation)
                    || mentions(left, relation);
        }

        /**
         * The binary relation the clause forces into {@code right}: {@code {(a, b) | ∃decls.
         * premise ∧ (a, b) ∈ left}} over pairs of {@code txn}; plain {@code left} if there are
         * neither declarations nor a premise, and a comprehension over the two variables
         * themselves when {@code left} is {@code v1 -> v2} of the only two declared variables.
         */
        Expression pairs(Expression txn) {
            if (decls == null && premise == Formula.TRUE) {
                return left;
            }
            if (decls != null && decls.size() == 2 && left instanceof BinaryExpression product
                    && product.op() == ExprOperator.PRODUCT && independent(decls)) {
                Decl first = decls.get(0);
                Decl second = decls.get(1);
                if (product.left() == first.variable() && product.right() == second.variable()) {
                    return premise.comprehension(first.and(second));
                }
                if (product.left() == second.variable() && product.right() == first.variable()) {
                    return premise.comprehension(first.and(second)).transpose();
                }
            }
            Variable a = Variable.unary("a");
            Variable b = Variable.unary("b");
            Formula body = premise.and(a.product(b).in(left));
            if (decls != null) {
                body = body.forSome(decls);
            }
            return body.comprehension(a.oneOf(txn).and(b.oneOf(txn)));
        }

        private static boolean independent(Decls decls) {
            for (Decl decl : decls) {
                if (decl.multiplicity() != Multiplicity.ONE || decl.expression().arity() != 1) {
                    return false;
                }
                if (!closed(decl.expression())) {
                    return false;
                }
            }
            return true;
        }
    }

    /** Whether {@code node} has no variables (so a declaration bounded by it depends on no other). */
    private static boolean closed(Node node) {
        boolean[] found = {false};
        node.accept(new AbstractVoidVisitor() {
            @Override
            protected boolean visited(Node n) {
                return found[0];
            }

            @Override
            public void visit(Variable variable) {
                found[0] = true;
            }
        });
        return !found[0];
    }

    private final List<Clause> clauses = new ArrayList<>();
    private final List<Formula> opaque = new ArrayList<>();
    /** The relation conclusions are read towards, or null to keep disjunctions opaque. */
    private final Relation conclusion;

    private AxiomClauses(Relation conclusion) {
        this.conclusion = conclusion;
    }

    /** The inclusions and opaque conjuncts of {@code formula}; disjunctions are opaque. */
    static AxiomClauses of(Formula formula) {
        return of(formula, null);
    }

    /**
     * The inclusions and opaque conjuncts of {@code formula}, disjunctions read as Horn clauses
     * whose conclusion is the alternative that mentions {@code conclusion}.
     */
    static AxiomClauses of(Formula formula, Relation conclusion) {
        AxiomClauses result = new AxiomClauses(conclusion);
        result.decompose(formula, null, List.of());
        return result;
    }

    /** The conjuncts of the shape {@code ∀decls. premise ⇒ left ⊆ right}. */
    List<Clause> clauses() {
        return clauses;
    }

    /** The conjuncts of any other shape. */
    List<Formula> opaque() {
        return opaque;
    }

    private void decompose(Formula f, Decls decls, List<Formula> premises) {
        if (f instanceof ConstantFormula constant) {
            if (!constant.booleanValue()) {
                opaque.add(close(f, decls, premises));
            }
        } else if (f instanceof NaryFormula nary && nary.op() == FormulaOperator.AND) {
            nary.forEach(child -> decompose(child, decls, premises));
        } else if (f instanceof BinaryFormula binary && binary.op() == FormulaOperator.AND) {
            decompose(binary.left(), decls, premises);
            decompose(binary.right(), decls, premises);
        } else if (f instanceof QuantifiedFormula quantified && quantified.quantifier() == Quantifier.ALL) {
            decompose(quantified.formula(), decls == null ? quantified.decls() : decls.and(quantified.decls()),
                    premises);
        } else if (f instanceof BinaryFormula binary && binary.op() == FormulaOperator.IMPLIES) {
            List<Formula> more = new ArrayList<>(premises);
            if (binary.left() != Formula.TRUE) {
                more.add(binary.left());
            }
            decompose(binary.right(), decls, more);
        } else if (f instanceof ComparisonFormula comparison) {
            for (List<Formula> conjunction : conclusion == null ? List.of(premises) : Disjunctions.cases(premises)) {
                Formula premise = conjunction.isEmpty() ? Formula.TRUE : Formula.and(conjunction);
                clauses.add(new Clause(decls, premise, comparison.left(), comparison.right()));
                if (comparison.op() == ExprCompOperator.EQUALS) {
                    clauses.add(new Clause(decls, premise, comparison.right(), comparison.left()));
                }
            }
        } else if (conclusion == null || !readAsHorn(f, decls, premises)) {
            opaque.add(close(f, decls, premises));
        }
    }

    /**
     * Reads {@code f}, a formula of no other shape, as a disjunction with one alternative that
     * mentions the conclusion relation, or as a negation that becomes one of the shapes read
     * ({@code not (a or b)} as {@code not a and not b}, {@code not some} as {@code all not});
     * false if it is neither.
     */
    private boolean readAsHorn(Formula f, Decls decls, List<Formula> premises) {
        if (f instanceof NotFormula not) {
            if (not.formula() instanceof NotFormula twice) {
                decompose(twice.formula(), decls, premises);
                return true;
            }
            if (not.formula() instanceof QuantifiedFormula q && q.quantifier() == Quantifier.SOME) {
                decompose(q.formula().not().forAll(q.decls()), decls, premises);
                return true;
            }
            List<Formula> negated = Disjunctions.alternatives(not.formula());
            if (negated.size() > 1) {
                negated.forEach(a -> decompose(Disjunctions.negation(a), decls, premises));
                return true;
            }
        }
        List<Formula> alternatives = Disjunctions.alternatives(f);
        List<Formula> concluding = alternatives.stream().filter(a -> mentions(a, conclusion)).toList();
        if (alternatives.size() == 1 || concluding.size() != 1) {
            return false;
        }
        List<Formula> more = new ArrayList<>(premises);
        alternatives.stream().filter(a -> a != concluding.get(0)).forEach(a -> more.add(Disjunctions.negation(a)));
        decompose(concluding.get(0), decls, more);
        return true;
    }

    private static Formula close(Formula f, Decls decls, List<Formula> premises) {
        Formula body = premises.isEmpty() ? f : Formula.and(premises).implies(f);
        return decls == null ? body : body.forAll(decls);
    }

    /** Whether {@code relation} occurs in {@code node}. */
    static boolean mentions(Node node, Relation relation) {
        return AnnotatedNode.annotate(node).relations().contains(relation);
    }
}
