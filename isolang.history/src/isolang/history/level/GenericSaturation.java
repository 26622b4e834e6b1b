// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

import isolang.history.check.ConstraintGraph;
import isolang.history.check.CycleEdge;
import isolang.history.check.EdgeKind;
import isolang.history.check.ProgressListener;
import isolang.history.check.ReadResolution;
import isolang.history.check.Violation;
import isolang.history.check.ViolationCollector;
import isolang.history.model.CompactHistory;
import isolang.solver.CancellationToken;
import isolang.solver.cegis.OrderingCriterion;
import kodkod.ast.BinaryExpression;
import kodkod.ast.Expression;
import kodkod.ast.NaryExpression;
import kodkod.ast.UnaryExpression;
import kodkod.ast.Variable;
import kodkod.ast.operator.ExprOperator;

/**
 * Checks a history against any level of the Biswas–Enea shape whose axioms mention the commit
 * order only in their conclusions (AWDIT's Lemma 3.2, generalized): every rule's premise is
 * evaluated on the history ({@link RuleSearch}), the pairs it forces become commit-order edges,
 * and the history satisfies the level iff it is read-consistent and the edges (with the
 * initial transaction first) are acyclic. A rule without variables and premise, such as
 * {@code so + wr in co}, contributes edges whose closure is its relation (session order as
 * chains), not all its pairs; when session order is among them, a rule's forced edges that
 * session order implies are dropped ({@link ForcedEdges}). Each forced edge of a reported cycle is
 * justified by a binding of its rule's variables.
 */
public final class GenericSaturation {

    /** The axiom named by the edges that put the initial transaction first when session order does not. */
    private static final String INITIAL_FIRST = "the initial transaction commits first";

    /** The most evaluation steps before the check gives up as too costly. */
    private static final long BUDGET = 2_000_000_000L;

    /**
     * What the check found.
     *
     * @param violations read-consistency violations, then one cycle per strongly connected component
     *     (at most the cap asked for)
     * @param found how many distinct violations there are, also beyond the cap
     * @param forcedEdges the number of edges the rules' bindings added to the graph (after thinning)
     * @param unknown why there is no answer (time limit, cancelled, a construct it cannot evaluate), or null
     */
    public record Outcome(List<Violation> violations, long found, long forcedEdges, String unknown) {
    }

    private GenericSaturation() {
    }

    /**
     * Checks the resolved history against the rules of a level, the forced edges thinned through
     * session order where the level puts it in the commit order ({@link ForcedEdges}).
     *
     * @param maxViolations how many violations to report at most (all are counted)
     */
    public static Outcome check(ReadResolution reads, List<OrderingCriterion.Rule> rules, SymbolicVocabulary symbols,
            int maxViolations, Duration timeout, CancellationToken cancel, ProgressListener progress) {
        return check(reads, rules, symbols, maxViolations, timeout, cancel, progress, true);
    }

    /**
     * Checks the resolved history against the rules of a level.
     *
     * @param maxViolations how many violations to report at most (all are counted)
     * @param thin whether forced edges implied through session order may be dropped (false keeps
     *     every distinct forced edge: the same verdict, more work; for comparison)
     */
    public static Outcome check(ReadResolution reads, List<OrderingCriterion.Rule> rules, SymbolicVocabulary symbols,
            int maxViolations, Duration timeout, CancellationToken cancel, ProgressListener progress, boolean thin) {
        CompactHistory h = reads.index().history();
        ViolationCollector violations = new ViolationCollector(maxViolations);
        violations.addReads(reads.violations());
        try {
            progress.phase("relations", 0, h.transactionCount());
            ConcreteVocabulary vocabulary = new ConcreteVocabulary(reads, symbols);
            Evaluator evaluator = new Evaluator(vocabulary, symbols, BUDGET, System.nanoTime() + timeout.toNanos(),
                    cancel);
            ConstraintGraph graph = new ConstraintGraph(h.transactionCount());
            boolean sessionOrdered = rules.stream().anyMatch(rule -> unconditional(rule, evaluator)
                    && includesSessionOrder(rule.edges(), symbols));
            if (sessionOrdered) {
                vocabulary.sessionOrder().coveringEdges(t -> {
                    graph.add(t[0], t[1], EdgeKind.SO, -1, -1, -1);
                    return true;
                });
            } else {
                evaluator.eval(symbols.txn, Map.of()).forEach(t -> {
                    if (t[0] != CompactHistory.INITIAL) {
                        graph.addForced(CompactHistory.INITIAL, t[0], INITIAL_FIRST, -1);
                    }
                    return true;
                });
            }
            long forced = 0;
            for (int r = 0; r < rules.size(); r++) {
                OrderingCriterion.Rule rule = rules.get(r);
                progress.phase("saturation", r, rules.size());
                if (variableFree(rule, evaluator)) {
                    if (evaluator.holds(rule.premise(), Map.of())) {
                        cover(rule.edges(), vocabulary, evaluator, symbols, graph, rule.axiom());
                    }
                    continue;
                }
                ForcedEdges edges = new ForcedEdges(h, graph, rule.axiom(), thin && sessionOrdered);
                new RuleSearch(evaluator, rule).run(Map.of(), (from, to, binding) -> {
                    if (vocabulary.isTransaction(from) && vocabulary.isTransaction(to)) {
                        edges.add(from, to);
                    }
                });
                forced += edges.flush();
            }
            progress.phase("cycles", 0, graph.edgeCount());
            violations.addCycles(graph, progress,
                    cycle -> Violation.of(justify(cycle, rules, evaluator, vocabulary), reads.index()));
            return new Outcome(violations.listed(), violations.found(), forced, null);
        } catch (Evaluator.Interrupted e) {
            return new Outcome(List.of(), 0, 0, e.getMessage());
        } catch (UnsupportedConstruct e) {
            return new Outcome(List.of(), 0, 0, "the generic saturation cannot evaluate " + e.getMessage());
        }
    }

    /** Whether {@code rule} forces its edges whatever the history: no variables, a premise that holds. */
    private static boolean unconditional(OrderingCriterion.Rule rule, Evaluator evaluator) {
        return variableFree(rule, evaluator) && evaluator.holds(rule.premise(), Map.of());
    }

    /** Whether {@code rule} has no variables: its edges are one relation, not one pair per binding. */
    private static boolean variableFree(OrderingCriterion.Rule rule, Evaluator evaluator) {
        return rule.decls() == null && !evaluator.mentionsVariables(rule.premise());
    }

    /** Whether {@code edges} is session order or a union (or closure of one) that has it as a member. */
    private static boolean includesSessionOrder(Expression edges, SymbolicVocabulary symbols) {
        if (edges instanceof BinaryExpression b && b.op() == ExprOperator.UNION) {
            return includesSessionOrder(b.left(), symbols) || includesSessionOrder(b.right(), symbols);
        }
        if (edges instanceof NaryExpression n && n.op() == ExprOperator.UNION) {
            for (Expression child : n) {
                if (includesSessionOrder(child, symbols)) {
                    return true;
                }
            }
            return false;
        }
        if (edges instanceof UnaryExpression u && u.op() == ExprOperator.CLOSURE) {
            return includesSessionOrder(u.expression(), symbols);
        }
        return edges == symbols.so;
    }

    /** Adds edges whose transitive closure contains every pair of {@code edges}. */
    private static void cover(Expression edges, ConcreteVocabulary vocabulary, Evaluator evaluator,
            SymbolicVocabulary symbols,
            ConstraintGraph graph, String axiom) {
        if (edges instanceof BinaryExpression b && b.op() == ExprOperator.UNION) {
            cover(b.left(), vocabulary, evaluator, symbols, graph, axiom);
            cover(b.right(), vocabulary, evaluator, symbols, graph, axiom);
        } else if (edges instanceof NaryExpression n && n.op() == ExprOperator.UNION) {
            n.forEach(child -> cover(child, vocabulary, evaluator, symbols, graph, axiom));
        } else if (edges instanceof UnaryExpression u && u.op() == ExprOperator.CLOSURE) {
            cover(u.expression(), vocabulary, evaluator, symbols, graph, axiom);
        } else if (edges == symbols.wr) {
            evaluator.eval(edges, Map.of()).forEach(t -> {
                graph.add(t[0], t[1], EdgeKind.WR, -1, -1, -1);
                return true;
            });
        } else if (edges != symbols.so) { // session order is in the graph already, as its covering edges
            evaluator.eval(edges, Map.of()).forEach(t -> {
                evaluator.step(1);
                if (vocabulary.isTransaction(t[0]) && vocabulary.isTransaction(t[1])) {
                    graph.addForced(t[0], t[1], axiom, -1);
                }
                return true;
            });
        }
    }

    /** The cycle with each forced edge's axiom followed by a binding that forces it. */
    private static List<CycleEdge> justify(List<CycleEdge> cycle, List<OrderingCriterion.Rule> rules,
            Evaluator evaluator,
            ConcreteVocabulary vocabulary) {
        List<CycleEdge> justified = new ArrayList<>();
        for (CycleEdge edge : cycle) {
            if (edge.kind() != EdgeKind.FORCED) {
                justified.add(edge);
                continue;
            }
            String binding = "";
            for (OrderingCriterion.Rule rule : rules) {
                if (rule.axiom().equals(edge.axiom()) && rule.decls() != null && binding.isEmpty()) {
                    binding = binding(rule, edge, evaluator, vocabulary);
                }
            }
            justified.add(new CycleEdge(edge.from(), edge.to(), edge.kind(), edge.key(), edge.read(), edge.other(),
                    edge.axiom() + binding));
        }
        return justified;
    }

    private static String binding(OrderingCriterion.Rule rule, CycleEdge edge, Evaluator evaluator,
            ConcreteVocabulary vocabulary) {
        Map<Variable, Integer> preset = new HashMap<>();
        if (rule.edges() instanceof BinaryExpression b && b.op() == ExprOperator.PRODUCT
                && b.left() instanceof Variable from && b.right() instanceof Variable to) {
            preset.put(from, edge.from());
            preset.put(to, edge.to());
        }
        String[] found = {""};
        try {
            new RuleSearch(evaluator, rule).run(preset, (from, to, env) -> {
                if (found[0].isEmpty() && from == edge.from() && to == edge.to()) {
                    StringJoiner text = new StringJoiner(", ", " with ", "");
                    for (kodkod.ast.Decl decl : rule.decls()) {
                        text.add(decl.variable() + " = " + vocabulary.name(env.get(decl.variable())));
                    }
                    found[0] = text.toString();
                }
            });
        } catch (UnsupportedConstruct | Evaluator.Interrupted e) {
            return "";
        }
        return found[0];
    }
}
