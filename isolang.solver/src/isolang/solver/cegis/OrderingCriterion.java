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
import kodkod.ast.BinaryFormula;
import kodkod.ast.ComparisonFormula;
import kodkod.ast.ConstantFormula;
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
import kodkod.ast.operator.Quantifier;
import kodkod.util.nodes.AnnotatedNode;

/**
 * The polynomial criterion for levels whose every axiom (base axioms included) has the shape
 * {@code ∀decls. premise(H) ⇒ E(H) ⊆ co}, where {@code co} is the framework's only witness, a
 * strict total order, and neither premise nor {@code E} mentions it (Biswas–Enea RC, RA, CC,
 * and any user axiom of that shape). Such an axiom forces the edges
 * {@code F = {(a,b) | ∃decls. premise ∧ (a,b) ∈ E}} into every witness and is satisfied by any
 * total order containing them, so the history is allowed iff {@code so ∪ F} is acyclic (the
 * saturation argument of AWDIT, Lemma 3.2). Read consistency is part of every history here.
 *
 * <p>Detection is structural, on the Kodkod formulas the axioms build: conjunctions, universal
 * quantifiers (nested ones merged), implications (nested ones merged into one premise, a
 * {@code true} premise dropped) and a bare inclusion whose right side is the witness relation.
 * The decomposition into {@link Rule}s is public: the history checkers evaluate the rules on
 * concrete histories (generic saturation).
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
        return rules(level, history).map(rules -> {
            List<Expression> edges = new ArrayList<>();
            edges.add(history.initial().product(history.txn().difference(history.initial())));
            Variable a = Variable.unary("a");
            Variable b = Variable.unary("b");
            for (Rule rule : rules) {
                Formula body = rule.premise().and(a.product(b).in(rule.edges()));
                if (rule.decls() != null) {
                    body = body.forSome(rule.decls());
                }
                edges.add(body.comprehension(a.oneOf(history.txn()).and(b.oneOf(history.txn()))));
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
        Framework framework = level.framework();
        if (framework.witnesses().size() != 1
                || !(framework.witnesses().get(0).shape() instanceof WitnessShape.StrictTotalOrder)) {
            return Optional.empty();
        }
        Relation order = Relation.binary("order?");
        Execution e = Execution.of(history, Map.of(framework.witnesses().get(0).name(), order));
        List<Rule> rules = new ArrayList<>();
        for (Axiom axiom : level.allAxioms()) {
            if (!decompose(axiom.name(), axiom.build(e), null, Formula.TRUE, order, rules)) {
                return Optional.empty();
            }
        }
        return Optional.of(List.copyOf(rules));
    }

    private static boolean decompose(String axiom, Formula f, Decls decls, Formula premise, Relation order,
            List<Rule> out) {
        if (f instanceof ConstantFormula constant) {
            return constant.booleanValue();
        }
        if (f instanceof NaryFormula nary && nary.op() == FormulaOperator.AND) {
            for (Formula child : nary) {
                if (!decompose(axiom, child, decls, premise, order, out)) {
                    return false;
                }
            }
            return true;
        }
        if (f instanceof BinaryFormula binary && binary.op() == FormulaOperator.AND) {
            return decompose(axiom, binary.left(), decls, premise, order, out)
                    && decompose(axiom, binary.right(), decls, premise, order, out);
        }
        if (f instanceof QuantifiedFormula quantified && quantified.quantifier() == Quantifier.ALL) {
            Decls more = decls == null ? quantified.decls() : decls.and(quantified.decls());
            return mentionsNot(quantified.decls(), order)
                    && decompose(axiom, quantified.formula(), more, premise, order, out);
        }
        if (f instanceof BinaryFormula binary && binary.op() == FormulaOperator.IMPLIES) {
            Formula more = binary.left() == Formula.TRUE ? premise
                    : premise == Formula.TRUE ? binary.left() : premise.and(binary.left());
            return mentionsNot(binary.left(), order) && decompose(axiom, binary.right(), decls, more, order, out);
        }
        if (!(f instanceof ComparisonFormula inclusion) || inclusion.op() != ExprCompOperator.SUBSET
                || inclusion.right() != order || inclusion.left().arity() != 2 || !mentionsNot(inclusion.left(), order)) {
            return false;
        }
        out.add(new Rule(axiom, decls, premise, inclusion.left()));
        return true;
    }

    private static boolean mentionsNot(Node node, Relation order) {
        return !AnnotatedNode.annotate(node).relations().contains(order);
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
