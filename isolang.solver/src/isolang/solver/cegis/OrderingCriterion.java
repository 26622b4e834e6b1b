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
import kodkod.ast.Decls;
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
 * relation, however the axiom nests its quantifiers and implications; a disjunction is read as
 * a Horn clause when exactly one alternative mentions the witness (its conclusion), and a premise
 * with disjunctions gives one rule per case, so {@code (a or b) implies e in co} is two rules. A
 * disjunction of two alternatives that mention the witness ({@code a->b in co or c->d in co})
 * does not have the shape: no single edge is forced. The decomposition into
 * {@link Rule}s is public: the history checkers evaluate the rules on concrete histories
 * (generic saturation).
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
        return forcing(level, history).map(clauses -> {
            List<Expression> edges = new ArrayList<>();
            edges.add(history.initial().product(history.txn().difference(history.initial())));
            for (NamedClause named : clauses) {
                edges.add(named.clause().pairs(history.txn()));
            }
            return new OrderingCriterion(level, Expression.union(edges), history.txn());
        });
    }

    /**
     * One forcing rule of an axiom of the criterion's shape: for every binding of {@code decls}
     * (null when the axiom quantifies nothing) that satisfies {@code premise}, the pairs of the
     * binary expression {@code edges} are ordered by the witness. Neither premise nor edges
     * mention the witness.
     *
     * @param axiom the name of the axiom the rule comes from
     * @param decls the universally quantified variables, outermost first, or null
     * @param premise the premise over the history and the variables
     * @param edges the pairs forced into the witness
     */
    public record Rule(String axiom, Decls decls, Formula premise, Expression edges) {
    }

    /**
     * The forcing rules of every axiom of {@code level} (base axioms included), if the level has
     * the criterion's shape: history checkers evaluate them on concrete histories.
     */
    public static Optional<List<Rule>> rules(Level level, HistoryVocabulary history) {
        return forcing(level, history).map(clauses -> clauses.stream()
                .map(named -> new Rule(named.axiom(), named.clause().decls(), named.clause().premise(),
                        named.clause().left()))
                .toList());
    }

    private record NamedClause(String axiom, AxiomClauses.Clause clause) {
    }

    private static Optional<List<NamedClause>> forcing(Level level, HistoryVocabulary history) {
        Framework framework = level.framework();
        if (framework.witnesses().size() != 1
                || !(framework.witnesses().get(0).shape() instanceof WitnessShape.StrictTotalOrder)) {
            return Optional.empty();
        }
        Relation order = Relation.binary("order?");
        Execution e = Execution.of(history, Map.of(framework.witnesses().get(0).name(), order));
        List<NamedClause> clauses = new ArrayList<>();
        for (Axiom axiom : level.allAxioms()) {
            AxiomClauses parts = AxiomClauses.of(axiom.build(e), order);
            if (!parts.opaque().isEmpty()) {
                return Optional.empty();
            }
            for (AxiomClauses.Clause clause : parts.clauses()) {
                if (clause.right() != order || clause.left().arity() != 2 || clause.leftMentions(order)) {
                    return Optional.empty();
                }
                clauses.add(new NamedClause(axiom.name(), clause));
            }
        }
        return Optional.of(List.copyOf(clauses));
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
