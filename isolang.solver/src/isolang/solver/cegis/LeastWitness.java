// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import kodkod.ast.BinaryExpression;
import kodkod.ast.Expression;
import kodkod.ast.Relation;
import kodkod.ast.UnaryExpression;
import kodkod.ast.operator.ExprOperator;

/**
 * The least value of a binary witness relation {@code w} that a level's axioms allow, read off
 * the axioms (base axioms included) as Horn clauses over the history and the witnesses declared
 * before {@code w}:
 * <ul>
 * <li>lower bounds: an inclusion {@code E in w}, also pointwise ({@code all a, b: Txn | P
 *     implies a->b in w}) and as one side of {@code w = E}; and {@code E in w + ~w} when
 *     {@code w in S} for a total order {@code S} (only the pairs of {@code E} ordered by S can be
 *     in w, so the bound is {@code E & S});</li>
 * <li>closure rules: {@code w.w in w}, {@code E.w in w} and {@code w.E in w} with E free of w.</li>
 * </ul>
 * With {@code B} the union of the lower bounds, {@code L} of the left and {@code R} of the
 * right closing relations, the least relation that contains B and obeys the rules is
 * {@code *L.B.*R}, transitively closed if the rules include transitivity. Clauses of any other
 * shape (EXT, for one) are ignored here; {@link DerivedHints} adds what they imply about the
 * history's own relations.
 */
final class LeastWitness {

    private final List<Expression> lower = new ArrayList<>();
    private final List<Expression> left = new ArrayList<>();
    private final List<Expression> right = new ArrayList<>();
    private boolean transitive;

    private LeastWitness() {
    }

    /**
     * The Horn clauses about {@code hinted} in {@code level}'s axioms, over {@code e}, which holds
     * the witnesses declared before {@code hinted}.
     */
    static LeastWitness of(Level level, WitnessRelation hinted, Execution e) {
        List<WitnessRelation> witnesses = level.framework().witnesses();
        Map<String, Expression> all = new LinkedHashMap<>(e.witnesses());
        List<Relation> later = new ArrayList<>();
        Relation w = Relation.binary(hinted.name() + "?");
        for (WitnessRelation other : witnesses.subList(witnesses.indexOf(hinted), witnesses.size())) {
            Relation marker = other == hinted ? w : Relation.nary(other.name() + "?", other.arity());
            all.put(other.name(), marker);
            if (other != hinted) {
                later.add(marker);
            }
        }
        Execution x = Execution.of(e.history(), all);
        Optional<Expression> superset = superset(level, hinted, e);
        LeastWitness least = new LeastWitness();
        for (Axiom axiom : level.allAxioms()) {
            for (AxiomClauses.Clause clause : AxiomClauses.of(axiom.build(x)).clauses()) {
                if (later.stream().noneMatch(r -> clause.leftMentions(r) || AxiomClauses.mentions(clause.right(), r))) {
                    least.read(clause, w, superset, e.txn());
                }
            }
        }
        return least;
    }

    /** The total order {@code hinted} is declared in, if it is declared in one. */
    static Optional<Expression> superset(Level level, WitnessRelation hinted, Execution e) {
        if (hinted.shape() instanceof WitnessShape.SubsetOf subset && level.framework().witness(subset.superset())
                .map(s -> s.shape() instanceof WitnessShape.StrictTotalOrder).orElse(false)) {
            return Optional.of(e.witness(subset.superset()));
        }
        return Optional.empty();
    }

    private void read(AxiomClauses.Clause clause, Relation w, Optional<Expression> superset, Expression txn) {
        Expression including = clause.right();
        if (including == w && !clause.leftMentions(w)) {
            lower.add(clause.pairs(txn));
        } else if (including == w && clause.decls() == null && clause.premise() == kodkod.ast.Formula.TRUE
                && clause.left() instanceof BinaryExpression join && join.op() == ExprOperator.JOIN) {
            boolean before = AxiomClauses.mentions(join.left(), w);
            boolean after = AxiomClauses.mentions(join.right(), w);
            if (join.left() == w && join.right() == w) {
                transitive = true;
            } else if (join.right() == w && !before) {
                left.add(join.left());
            } else if (join.left() == w && !after) {
                right.add(join.right());
            }
        } else if (superset.isPresent() && symmetric(including, w) && !clause.leftMentions(w)) {
            lower.add(clause.pairs(txn).intersection(superset.get()));
        }
    }

    /** Whether {@code e} is {@code w + ~w} (or {@code ~w + w}). */
    private static boolean symmetric(Expression e, Relation w) {
        if (!(e instanceof BinaryExpression union) || union.op() != ExprOperator.UNION) {
            return false;
        }
        return union.left() == w && transposed(union.right(), w) || union.right() == w && transposed(union.left(), w);
    }

    private static boolean transposed(Expression e, Relation w) {
        return e instanceof UnaryExpression t && t.op() == ExprOperator.TRANSPOSE && t.expression() == w;
    }

    /** Adds a lower bound. */
    void addLower(Expression bound) {
        lower.add(bound);
    }

    /** Adds the rule {@code e.w in w}. */
    void addLeft(Expression e) {
        left.add(e);
    }

    /** Adds the rule {@code w.e in w}. */
    void addRight(Expression e) {
        right.add(e);
    }

    /** Adds the rule {@code w.w in w}. */
    void addTransitive() {
        transitive = true;
    }

    /** Whether a rule {@code e.w in w} ({@code fromLeft}) or {@code w.e in w} was read. */
    boolean closes(Expression e, boolean fromLeft) {
        return (fromLeft ? left : right).contains(e);
    }

    /** Whether the rules include transitivity. */
    boolean transitive() {
        return transitive;
    }

    /** The least relation, if the axioms bound the witness from below at all. */
    Optional<Expression> expression() {
        if (lower.isEmpty()) {
            return Optional.empty();
        }
        Expression result = Expression.union(lower);
        if (!left.isEmpty()) {
            result = Expression.union(left).reflexiveClosure().join(result);
        }
        if (!right.isEmpty()) {
            result = result.join(Expression.union(right).reflexiveClosure());
        }
        return Optional.of(transitive ? result.closure() : result);
    }
}
