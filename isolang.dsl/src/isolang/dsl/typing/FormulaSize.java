// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.typing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;

import isolang.dsl.isolang.BoxJoin;
import isolang.dsl.isolang.Decl;
import isolang.dsl.isolang.Definition;
import isolang.dsl.isolang.Expr;
import isolang.dsl.isolang.Fun;
import isolang.dsl.isolang.Pred;
import isolang.dsl.isolang.Quantified;
import isolang.dsl.isolang.Ref;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Scope;

/**
 * How large the engine's translation of a formula gets in a scope, estimated from its text:
 * the widest relation it builds (the engine's matrices have one cell per tuple of atoms, at
 * most {@link Integer#MAX_VALUE}) and the number of ground instances of its most deeply nested
 * quantifiers (the product of their bounds' sizes), following {@code pred} and {@code fun}
 * calls, which the compiler inlines.
 */
public final class FormulaSize {

    /**
     * The number of atoms of each sort in a scope.
     *
     * @param transactions transactions, the initial one included
     * @param objects objects
     * @param values values
     * @param operations operations (0 in the abstract history model)
     * @param universe all atoms together, sessions included
     */
    public record Atoms(long transactions, long objects, long values, long operations, long universe) {

        /**
         * The atoms the engine may create for {@code scope} in {@code model}: those of the
         * symbolic encoding, and those of the concrete histories it checks, which have an atom
         * per operation also in the abstract model (a transaction reads and writes each object at
         * most once there).
         */
        public static Atoms of(Scope scope, HistoryModel model) {
            long txn = scope.transactions() + 1L;
            long opsPerTransaction = model == HistoryModel.OPERATION ? scope.operations() : 2L * scope.objects();
            long ops = scope.transactions() * opsPerTransaction;
            return new Atoms(txn, scope.objects(), scope.values(), model == HistoryModel.OPERATION ? ops : 0,
                    txn + scope.objects() + scope.values() + scope.sessions() + ops);
        }

        long of(Column column) {
            return switch (column) {
                case TXN -> transactions;
                case OBJ -> objects;
                case VAL -> values;
                case OP -> Math.max(1, operations);
                case ANY -> universe;
            };
        }
    }

    /**
     * The estimate of some formulas.
     *
     * @param arity the largest arity of a relation built
     * @param widest the expression of that arity (null if none)
     * @param log10Instances the decimal logarithm of the ground instances of the most nested quantifiers
     * @param deepest the innermost quantifier of that nesting (null if none)
     */
    public record Estimate(int arity, EObject widest, double log10Instances, EObject deepest) {

        /** The larger of two estimates in each respect. */
        Estimate max(Estimate other) {
            boolean wider = other.arity > arity;
            boolean deeper = other.log10Instances > log10Instances;
            return new Estimate(wider ? other.arity : arity, wider ? other.widest : widest,
                    deeper ? other.log10Instances : log10Instances, deeper ? other.deepest : deepest);
        }

        /** Whether a relation of the widest arity has more tuples than the engine can index. */
        public boolean tooWide(Atoms atoms) {
            return arity * Math.log10(atoms.universe()) > Math.log10(Integer.MAX_VALUE);
        }
    }

    private static final Estimate NOTHING = new Estimate(0, null, 0, null);

    private final Atoms atoms;
    private final TypeChecker types = TypeChecker.silent();
    /** The estimate of each definition's body, on its own; null while being computed (recursion). */
    private final Map<Definition, Estimate> definitions = new HashMap<>();

    /** A calculator for the atoms of one scope. */
    public FormulaSize(Atoms atoms) {
        this.atoms = atoms;
    }

    /** The estimate of the formula or definition {@code root}, with the definitions it calls. */
    public Estimate of(EObject root) {
        Estimate result = NOTHING;
        Map<EObject, Double> nesting = new HashMap<>();
        List<EObject> nodes = new ArrayList<>();
        nodes.add(root);
        root.eAllContents().forEachRemaining(nodes::add);
        for (EObject node : nodes) {
            double enclosing = enclosing(node, root, nesting);
            if (node instanceof Quantified q) {
                double here = enclosing + log10Factor(q);
                nesting.put(q, here);
                result = result.max(new Estimate(0, null, here, q));
            }
            if (node instanceof Expr expr && types.typeOf(expr) instanceof ExprType.Relation r) {
                result = result.max(new Estimate(r.arity(), expr, 0, null));
            }
            Definition called = called(node);
            if (called != null) {
                Estimate inner = definition(called);
                result = result.max(new Estimate(inner.arity(), inner.widest(), enclosing + inner.log10Instances(),
                        inner.deepest()));
            }
        }
        return result;
    }

    private Estimate definition(Definition definition) {
        if (definitions.containsKey(definition)) {
            Estimate known = definitions.get(definition);
            return known == null ? NOTHING : known;
        }
        definitions.put(definition, null);
        EObject body = definition instanceof Pred p ? p.getBody() : ((Fun) definition).getBody();
        Estimate estimate = body == null ? NOTHING : of(body);
        definitions.put(definition, estimate);
        return estimate;
    }

    /** The nesting (log10 of ground instances) of the quantifiers around {@code node} within {@code root}. */
    private static double enclosing(EObject node, EObject root, Map<EObject, Double> nesting) {
        for (EObject up = node == root ? null : node.eContainer(); up != null; up = up.eContainer()) {
            Double known = nesting.get(up);
            if (known != null) {
                return known;
            }
            if (up == root) {
                break;
            }
        }
        return 0;
    }

    /** The log10 of the number of bindings of one quantifier's variables. */
    private double log10Factor(Quantified q) {
        double log = 0;
        for (Decl decl : q.getDecls()) {
            long size = types.typeOf(decl.getBound()) instanceof ExprType.Relation r && r.arity() == 1
                    ? atoms.of(r.first()) : atoms.universe();
            log += decl.getVars().size() * Math.log10(Math.max(1, size));
        }
        return log;
    }

    private static Definition called(EObject node) {
        if (node instanceof BoxJoin box && TypeChecker.isCall(box)) {
            return (Definition) ((Ref) box.getTarget()).getTarget();
        }
        if (node instanceof Ref ref && ref.getTarget() instanceof Definition d && !d.eIsProxy()
                && !(ref.eContainer() instanceof BoxJoin box && box.getTarget() == ref)) {
            return d;
        }
        return null;
    }
}
