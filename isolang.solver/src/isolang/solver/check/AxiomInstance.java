// SPDX-License-Identifier: EPL-2.0
package isolang.solver.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import isolang.solver.WitnessExecution;
import isolang.solver.check.ConcreteExecution.Atom;
import isolang.solver.check.ConcreteExecution.TxnAtom;
import isolang.solver.history.History;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessRelation;
import kodkod.ast.BinaryExpression;
import kodkod.ast.BinaryFormula;
import kodkod.ast.ComparisonFormula;
import kodkod.ast.Decl;
import kodkod.ast.Decls;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.NaryFormula;
import kodkod.ast.QuantifiedFormula;
import kodkod.ast.Relation;
import kodkod.ast.Variable;
import kodkod.ast.operator.ExprCompOperator;
import kodkod.ast.operator.ExprOperator;
import kodkod.ast.operator.FormulaOperator;
import kodkod.ast.operator.Quantifier;
import kodkod.engine.Evaluator;
import kodkod.instance.Instance;
import kodkod.instance.Tuple;
import kodkod.instance.TupleSet;

/**
 * An instance of an axiom that a witness execution violates: the axiom, the value of each of
 * its (leading, universally quantified) variables, and the edge its conclusion demands. It is
 * what a reader of the papers looks for in a history a level forbids: take a commit order the
 * history has under a weaker level of the same framework (the witness); then some axiom of the
 * forbidding level fails there, e.g. Serializability with {@code x=x, t1=T0, t2=T1, t3=T2}
 * demands {@code T1 → T0} in {@code co}.
 *
 * <p>Found by evaluating the axioms with Kodkod's {@link Evaluator} on the concrete history
 * and the witness's relations, and the violating bindings as the comprehension of the negated
 * body over the axiom's variables; the first binding in atom order (transactions by id) is
 * taken.
 *
 * @param axiom the violated axiom
 * @param bindings the variables' values in declaration order, e.g. {@code t1 → T2} or {@code x → x}
 * @param demanded the edge the conclusion asks for, when the conclusion has the form
 *     {@code a->b in R} with {@code a} and {@code b} variables
 */
public record AxiomInstance(Axiom axiom, List<Binding> bindings, Optional<DemandedEdge> demanded) {

    /**
     * The value of one variable.
     *
     * @param variable the variable's name as written, e.g. {@code t1}
     * @param value the atom's name, e.g. {@code T2}, {@code x}
     * @param transaction the transaction id, or -1 if the value is not a transaction
     */
    public record Binding(String variable, String value, int transaction) {
    }

    /**
     * The edge an axiom's conclusion demands.
     *
     * @param relation the name of the relation it must be in, e.g. {@code co} (a witness relation's
     *     name), or the relation's expression when it is not a witness relation
     * @param from the source transaction id
     * @param to the target transaction id
     */
    public record DemandedEdge(String relation, int from, int to) {
    }

    /** Freezes the bindings. */
    public AxiomInstance {
        bindings = List.copyOf(bindings);
    }

    /** The bindings as written in a caption, e.g. {@code x=x, t1=T0, t2=T1, t3=T2}. */
    public String bindingText() {
        return bindings.stream().map(b -> b.variable() + "=" + b.value()).collect(Collectors.joining(", "));
    }

    /** The ids of the transactions bound to variables, in declaration order, without repeats. */
    public List<Integer> transactions() {
        return bindings.stream().filter(b -> b.transaction() >= 0).map(Binding::transaction).distinct().toList();
    }

    /**
     * The first axiom of {@code level} that {@code witness} violates on {@code history}, with a
     * violating binding of its variables; empty if the witness is of another framework, the
     * level's axioms all hold (the level allows the history with that witness) or the violated
     * axiom has no universally quantified variables to bind.
     *
     * @param history the history
     * @param level a level that forbids the history
     * @param witness a witness execution of a level of {@code level}'s framework (e.g. one that
     *     allows the history)
     * @return the violated instance
     */
    public static Optional<AxiomInstance> violated(History history, Level level, WitnessExecution witness) {
        if (!witness.level().framework().equals(level.framework())) {
            return Optional.empty();
        }
        ConcreteExecution concrete = new ConcreteExecution(history, level);
        Instance instance = concrete.historyInstance();
        Map<Relation, String> witnessNames = new HashMap<>();
        for (WitnessRelation w : level.framework().witnesses()) {
            List<List<Integer>> rows = witness.relations().get(w.name());
            if (rows == null) {
                return Optional.empty();
            }
            Relation relation = concrete.witnesses.get(w.name());
            instance.add(relation, concrete.witnessTuples(w.arity(), rows));
            witnessNames.put(relation, w.name());
        }
        Evaluator evaluator = new Evaluator(instance);
        for (Axiom axiom : level.allAxioms()) {
            Optional<Formula> failing = failingPart(axiom.build(concrete.execution), evaluator);
            if (failing.isPresent()) {
                return instance(axiom, failing.get(), evaluator, witnessNames);
            }
        }
        return Optional.empty();
    }

    /** The conjunct of {@code formula} that is false (the formula itself if it is no conjunction), if any. */
    private static Optional<Formula> failingPart(Formula formula, Evaluator evaluator) {
        if (evaluator.evaluate(formula)) {
            return Optional.empty();
        }
        List<Formula> parts = new ArrayList<>();
        if (formula instanceof NaryFormula nary && nary.op() == FormulaOperator.AND) {
            nary.forEach(parts::add);
        } else if (formula instanceof BinaryFormula binary && binary.op() == FormulaOperator.AND) {
            parts.add(binary.left());
            parts.add(binary.right());
        } else {
            return Optional.of(formula);
        }
        for (Formula part : parts) {
            Optional<Formula> failing = failingPart(part, evaluator);
            if (failing.isPresent()) {
                return failing;
            }
        }
        return Optional.of(formula);
    }

    private static Optional<AxiomInstance> instance(Axiom axiom, Formula failing, Evaluator evaluator,
            Map<Relation, String> witnessNames) {
        List<Decl> decls = new ArrayList<>();
        Formula body = failing;
        while (body instanceof QuantifiedFormula q && q.quantifier() == Quantifier.ALL) {
            q.decls().forEach(decls::add);
            body = q.formula();
        }
        if (decls.isEmpty()) {
            return Optional.empty();
        }
        Decls all = decls.get(0);
        for (Decl decl : decls.subList(1, decls.size())) {
            all = all.and(decl);
        }
        TupleSet violating = evaluator.evaluate(body.not().comprehension(all));
        if (violating.isEmpty()) {
            return Optional.empty();
        }
        Tuple first = violating.iterator().next();
        List<Binding> bindings = new ArrayList<>();
        Map<String, Integer> transactions = new HashMap<>();
        for (int i = 0; i < decls.size(); i++) {
            Atom atom = (Atom) first.atom(i);
            int id = atom instanceof TxnAtom t ? t.id() : -1;
            String name = decls.get(i).variable().name();
            bindings.add(new Binding(name, atom.toString(), id));
            transactions.put(name, id);
        }
        return Optional.of(new AxiomInstance(axiom, bindings, demanded(body, transactions, witnessNames)));
    }

    /** The edge {@code a->b in R} the conclusion of {@code premise => … => a->b in R} asks for, if it has that form. */
    private static Optional<DemandedEdge> demanded(Formula body, Map<String, Integer> transactions,
            Map<Relation, String> witnessNames) {
        Formula conclusion = body;
        while (conclusion instanceof BinaryFormula b && b.op() == FormulaOperator.IMPLIES) {
            conclusion = b.right();
        }
        if (conclusion instanceof ComparisonFormula c && c.op() == ExprCompOperator.SUBSET
                && c.left() instanceof BinaryExpression pair && pair.op() == ExprOperator.PRODUCT
                && pair.left() instanceof Variable a && pair.right() instanceof Variable b) {
            Integer from = transactions.get(a.name());
            Integer to = transactions.get(b.name());
            if (from != null && to != null && from >= 0 && to >= 0) {
                Expression target = c.right();
                String relation = target instanceof Relation r && witnessNames.containsKey(r) ? witnessNames.get(r)
                        : target.toString();
                return Optional.of(new DemandedEdge(relation, from, to));
            }
        }
        return Optional.empty();
    }
}
