// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.Framework;
import isolang.solver.spec.HistoryVocabulary;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessShape;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Relation;

/**
 * The polynomial criterion for levels whose every axiom (base axioms included) has the shape
 * {@code ∀decls. premise(H) ⇒ E(H) ⊆ co}, where {@code co} is the framework's only witness, a
 * strict total order, and neither premise nor {@code E} mentions it (Biswas–Enea RC, RA, CC,
 * and any user axiom of that shape). Such an axiom forces the edges
 * {@code F = {(a,b) | ∃decls. premise ∧ (a,b) ∈ E}} into every witness and is satisfied by any
 * total order containing them, so the history is allowed iff {@code so ∪ F} is acyclic (the
 * saturation argument of AWDIT, Lemma 3.2). Read consistency is part of every history here.
 *
 * <p>Detection is structural, on the Kodkod formulas the axioms build, read as
 * {@link AxiomClauses}: every conjunct must be an inclusion whose right side is the witness
 * relation, however the axiom nests its quantifiers and implications.
 */
public final class OrderingCriterion {

    private final Level level;
    private final Expression forced;
    private final Expression txn;

    private OrderingCriterion(Level level, Expression forced, Expression txn) {
        this.level = level;
        this.forced = forced;
        this.txn = txn;
    }

    /** The criterion of {@code level} over the given history vocabulary, if the level has the shape. */
    public static Optional<OrderingCriterion> detect(Level level, HistoryVocabulary history) {
        Framework framework = level.framework();
        if (framework.witnesses().size() != 1
                || !(framework.witnesses().get(0).shape() instanceof WitnessShape.StrictTotalOrder)) {
            return Optional.empty();
        }
        Relation order = Relation.binary("order?");
        Execution e = Execution.of(history, Map.of(framework.witnesses().get(0).name(), order));
        List<Expression> edges = new ArrayList<>();
        edges.add(history.initial().product(history.txn().difference(history.initial())));
        for (Axiom axiom : level.allAxioms()) {
            AxiomClauses parts = AxiomClauses.of(axiom.build(e));
            if (!parts.opaque().isEmpty()) {
                return Optional.empty();
            }
            for (AxiomClauses.Clause clause : parts.clauses()) {
                if (clause.right() != order || clause.left().arity() != 2 || clause.leftMentions(order)) {
                    return Optional.empty();
                }
                edges.add(clause.pairs(history.txn()));
            }
        }
        return Optional.of(new OrderingCriterion(level, Expression.union(edges), history.txn()));
    }

    /** The level. */
    public Level level() {
        return level;
    }

    /** The forced edges, initial-first edges included; an expression over the history only. */
    public Expression forced() {
        return forced;
    }

    /** The history is allowed: the forced edges are acyclic. */
    public Formula allows() {
        return forced.closure().intersection(Expression.IDEN).no();
    }

    /** The history is disallowed: the forced edges have a cycle. */
    public Formula forbids() {
        return allows().not();
    }

    /** The transactions the forced edges range over. */
    public Expression transactions() {
        return txn;
    }
}
