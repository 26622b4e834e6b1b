// SPDX-License-Identifier: EPL-2.0
package isolang.solver.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import kodkod.ast.BinaryFormula;
import kodkod.ast.ComparisonFormula;
import kodkod.ast.Decl;
import kodkod.ast.Decls;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.NaryFormula;
import kodkod.ast.Node;
import kodkod.ast.QuantifiedFormula;
import kodkod.ast.Relation;
import kodkod.ast.Variable;
import kodkod.ast.operator.ExprCompOperator;
import kodkod.ast.operator.FormulaOperator;
import kodkod.ast.operator.Multiplicity;
import kodkod.ast.operator.Quantifier;
import kodkod.ast.visitor.AbstractVoidVisitor;
import kodkod.instance.TupleSet;

/**
 * The tuples an axiom forces into a witness relation {@code w}: every top-level conjunct of the
 * form {@code E in w} with {@code E} free of {@code w} (SESSION's {@code so in vis}, the initial
 * transaction's visibility) means that every witness satisfying the axiom contains the value of
 * {@code E}; likewise the pointwise form {@code all a, b: Txn | P implies a->b in w} for the pairs
 * that satisfy {@code P}. The enumeration of {@link IndependentChecker} adds these tuples to every subset it
 * tries instead of trying the subsets without them, which the axiom would reject one by one.
 * Read off the axioms as written; nothing is assumed about a framework.
 */
final class InclusionBounds {

    private final List<Expression> lower;

    private InclusionBounds(List<Expression> lower) {
        this.lower = lower;
    }

    /**
     * The inclusions into {@code w} among the top-level conjuncts of {@code axioms}; {@code txn}
     * is the set of transactions, for pointwise inclusions into a relation over transactions.
     */
    static InclusionBounds of(Relation w, List<Formula> axioms, Expression txn) {
        List<Expression> lower = new ArrayList<>();
        axioms.forEach(axiom -> collect(w, axiom, txn, lower));
        return new InclusionBounds(lower);
    }

    private static void collect(Relation w, Formula f, Expression txn, List<Expression> lower) {
        if (f instanceof NaryFormula nary && nary.op() == FormulaOperator.AND) {
            nary.forEach(part -> collect(w, part, txn, lower));
        } else if (f instanceof BinaryFormula binary && binary.op() == FormulaOperator.AND) {
            collect(w, binary.left(), txn, lower);
            collect(w, binary.right(), txn, lower);
        } else if (f instanceof QuantifiedFormula all && all.quantifier() == Quantifier.ALL && w.arity() == 2
                && singletons(all.decls()) && !mentions(all.decls(), w)) {
            pointwise(w, all.decls(), all.formula(), txn).ifPresent(lower::add);
        } else {
            inclusion(w, f).ifPresent(lower::add);
        }
    }

    /** {@code E} if {@code f} is {@code E in w} with {@code E} free of {@code w}. */
    private static Optional<Expression> inclusion(Relation w, Formula f) {
        return f instanceof ComparisonFormula inclusion && inclusion.op() == ExprCompOperator.SUBSET
                && inclusion.right() == w && !mentions(inclusion.left(), w) ? Optional.of(inclusion.left())
                        : Optional.empty();
    }

    /**
     * For {@code all decls | P implies E in w} (or without {@code P}), with {@code P} and
     * {@code E} free of {@code w}: the pairs of {@code E} under some assignment that satisfies
     * {@code P}, as the comprehension {@code {a, b: Txn | some decls | P and a->b in E}}.
     */
    private static Optional<Expression> pointwise(Relation w, Decls decls, Formula body, Expression txn) {
        Formula condition = Formula.TRUE;
        Formula conclusion = body;
        if (body instanceof BinaryFormula implication && implication.op() == FormulaOperator.IMPLIES) {
            condition = implication.left();
            conclusion = implication.right();
        }
        Optional<Expression> e = inclusion(w, conclusion);
        if (e.isEmpty() || e.get().arity() != 2 || mentions(condition, w)) {
            return Optional.empty();
        }
        Variable a = Variable.unary("a");
        Variable b = Variable.unary("b");
        Formula member = condition.and(a.product(b).in(e.get())).forSome(decls);
        return Optional.of(member.comprehension(a.oneOf(txn).and(b.oneOf(txn))));
    }

    private static boolean singletons(Decls decls) {
        for (Decl decl : decls) {
            if (decl.multiplicity() != Multiplicity.ONE) {
                return false;
            }
        }
        return true;
    }

    private static boolean mentions(Node e, Relation w) {
        boolean[] found = {false};
        e.accept(new AbstractVoidVisitor() {
            @Override
            protected boolean visited(kodkod.ast.Node node) {
                return found[0];
            }

            @Override
            public void visit(Relation relation) {
                found[0] |= relation == w;
            }
        });
        return found[0];
    }

    /** Whether some axiom forces tuples into the relation. */
    boolean isEmpty() {
        return lower.isEmpty();
    }

    /**
     * The forced tuples, each inclusion's expression evaluated by {@code evaluator} where every
     * relation the inclusions mention has a value.
     */
    TupleSet forced(Function<Expression, TupleSet> evaluator, TupleSet none) {
        TupleSet forced = none.clone();
        lower.forEach(e -> forced.addAll(evaluator.apply(e)));
        return forced;
    }
}
