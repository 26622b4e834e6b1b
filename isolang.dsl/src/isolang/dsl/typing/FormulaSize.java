// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.typing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;

import isolang.dsl.isolang.BoxJoin;
import isolang.dsl.isolang.Decl;
import isolang.dsl.isolang.Definition;
import isolang.dsl.isolang.Expr;
import isolang.dsl.isolang.Fun;
import isolang.dsl.isolang.ParamGroup;
import isolang.dsl.isolang.Pred;
import isolang.dsl.isolang.Quantified;
import isolang.dsl.isolang.Ref;
import isolang.dsl.isolang.Var;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Scope;

/**
 * How large the engine's translation of a formula gets in a scope, estimated from its text:
 * the widest relation it builds (the engine's matrices have one cell per tuple of atoms, at
 * most {@link Integer#MAX_VALUE}) and the largest number of times it translates the body of a
 * quantifier. Kodkod translates a body once per binding of the quantified variables the body
 * uses, so that number is the product of the sizes of the bounds of the variables (of this and
 * the enclosing quantifiers) that the body mentions; {@code pred} and {@code fun} calls are
 * followed, their parameters standing for the variables of their arguments.
 */
public final class FormulaSize {

    /** Calls followed per estimate at most, a guard against exponential call trees. */
    private static final int MAX_CALLS = 10_000;

    /**
     * The number of atoms of each sort in a scope.
     *
     * @param transactions transactions, the initial one included
     * @param objects objects
     * @param values values
     * @param operations operations (0 in the abstract history model)
     * @param steps protocol steps (0 without a protocol model)
     * @param universe all atoms together, sessions included
     */
    public record Atoms(long transactions, long objects, long values, long operations, long steps, long universe) {

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
                    scope.steps(), txn + scope.objects() + scope.values() + scope.sessions() + ops + scope.steps());
        }

        long of(Column column) {
            return switch (column) {
                case TXN -> transactions;
                case OBJ -> objects;
                case VAL -> values;
                case OP -> Math.max(1, operations);
                case STEP -> Math.max(1, steps);
                case ANY -> universe;
            };
        }
    }

    /**
     * The estimate of some formulas.
     *
     * @param arity the largest arity of a relation built
     * @param widest the expression of that arity (null if none)
     * @param log10Instances the decimal logarithm of the most translations of one quantifier's body
     * @param deepest that quantifier (null if none)
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
    private int calls;

    /** A calculator for the atoms of one scope. */
    public FormulaSize(Atoms atoms) {
        this.atoms = atoms;
    }

    /** The estimate of the formula {@code root}, with the definitions it calls. */
    public Estimate of(EObject root) {
        calls = 0;
        return estimate(root, Map.of(), Map.of(), new HashSet<>());
    }

    /**
     * The estimate of {@code root} where each variable of {@code outer} (a parameter of the
     * definition being followed) stands for the quantified variables of its argument, whose
     * sizes (log10) are {@code outerSizes}.
     */
    private Estimate estimate(EObject root, Map<Var, Set<Var>> outer, Map<Var, Double> outerSizes,
            Set<Definition> following) {
        Map<Var, Double> sizes = new HashMap<>(outerSizes);
        Map<Var, Set<Var>> meaning = new IdentityHashMap<>(outer);
        List<EObject> nodes = new ArrayList<>();
        nodes.add(root);
        root.eAllContents().forEachRemaining(nodes::add);
        Estimate result = NOTHING;
        for (EObject node : nodes) {
            if (node instanceof Quantified q) {
                for (Decl decl : q.getDecls()) {
                    double size = log10Size(decl);
                    decl.getVars().forEach(v -> {
                        sizes.put(v, size);
                        meaning.put(v, Set.of(v));
                    });
                }
            }
            if (node instanceof Expr expr && types.typeOf(expr) instanceof ExprType.Relation r) {
                result = result.max(new Estimate(r.arity(), expr, 0, null));
            }
        }
        for (EObject node : nodes) {
            if (node instanceof Quantified q && q.getBody() != null) {
                double instances = 0;
                for (Var v : usedVariables(q.getBody(), meaning)) {
                    instances += sizes.getOrDefault(v, 0.0);
                }
                result = result.max(new Estimate(0, null, instances, q));
            }
            Definition called = called(node);
            if (called != null && calls++ < MAX_CALLS && following.add(called)) {
                result = result.max(callee(node, called, meaning, sizes, following));
                following.remove(called);
            }
        }
        return result;
    }

    /** The estimate of a called definition, its parameters standing for the variables of the arguments. */
    private Estimate callee(EObject call, Definition definition, Map<Var, Set<Var>> meaning, Map<Var, Double> sizes,
            Set<Definition> following) {
        List<ParamGroup> groups = definition instanceof Pred p ? p.getParams() : ((Fun) definition).getParams();
        List<Var> params = new ArrayList<>();
        groups.forEach(g -> params.addAll(g.getVars()));
        List<Expr> args = call instanceof BoxJoin box ? box.getArgs() : List.of();
        Map<Var, Set<Var>> bound = new IdentityHashMap<>();
        for (int i = 0; i < params.size() && i < args.size(); i++) {
            bound.put(params.get(i), usedVariables(args.get(i), meaning));
        }
        EObject body = definition instanceof Pred p ? p.getBody() : ((Fun) definition).getBody();
        return body == null ? NOTHING : estimate(body, bound, sizes, following);
    }

    /** The quantified variables {@code node} uses, parameters replaced by what they stand for. */
    private static Set<Var> usedVariables(EObject node, Map<Var, Set<Var>> meaning) {
        Set<Var> used = new HashSet<>();
        List<EObject> nodes = new ArrayList<>();
        nodes.add(node);
        node.eAllContents().forEachRemaining(nodes::add);
        for (EObject n : nodes) {
            if (n instanceof Ref ref && ref.getTarget() instanceof Var v && meaning.containsKey(v)) {
                used.addAll(meaning.get(v));
            }
        }
        return used;
    }

    /** The log10 of the number of values of one variable of a declaration. */
    private double log10Size(Decl decl) {
        long size = types.typeOf(decl.getBound()) instanceof ExprType.Relation r && r.arity() == 1
                ? atoms.of(r.first()) : atoms.universe();
        return Math.log10(Math.max(1, size));
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
