// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.replay;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import isolang.dsl.isolang.BinaryFormula;
import isolang.dsl.isolang.BoxJoin;
import isolang.dsl.isolang.Builtin;
import isolang.dsl.isolang.BuiltinName;
import isolang.dsl.isolang.Compare;
import isolang.dsl.isolang.Decl;
import isolang.dsl.isolang.Expr;
import isolang.dsl.isolang.Fun;
import isolang.dsl.isolang.Join;
import isolang.dsl.isolang.Let;
import isolang.dsl.isolang.LetBinding;
import isolang.dsl.isolang.Multiplicity;
import isolang.dsl.isolang.Not;
import isolang.dsl.isolang.ParamGroup;
import isolang.dsl.isolang.Pred;
import isolang.dsl.isolang.Quantified;
import isolang.dsl.isolang.Ref;
import isolang.dsl.isolang.ReflexiveClosure;
import isolang.dsl.isolang.SetOp;
import isolang.dsl.isolang.TransitiveClosure;
import isolang.dsl.isolang.Transpose;
import isolang.dsl.isolang.Var;
import isolang.dsl.isolang.Witness;
import isolang.dsl.replay.TraceWorld.Atom;

/**
 * Evaluates formulas of the language, as written, on the explicit relations of a
 * {@link TraceWorld}: relations are sets of atom tuples, quantifiers enumerate their bounds, and
 * {@code wr[x]} with {@code x} an object is {@code wr_x}, by the semantics of docs/LANGUAGE.md.
 * It reads the syntax tree of a type-checked specification and nothing of the compiler, so its
 * verdicts are independent of the Kodkod lowering. Meant for small worlds (a found trace); a
 * quantifier costs the product of its bounds.
 */
final class RuleInterpreter {

    private final TraceWorld world;

    RuleInterpreter(TraceWorld world) {
        this.world = world;
    }

    /** Whether the closed formula {@code expr} holds. */
    boolean holds(Expr expr) {
        return formula(expr, Map.of());
    }

    private boolean formula(Expr expr, Map<Var, Set<List<Atom>>> env) {
        if (expr instanceof Quantified q) {
            return quantified(q, env);
        }
        if (expr instanceof Let let) {
            return formula(let.getBody(), bind(let.getBindings(), env));
        }
        if (expr instanceof BinaryFormula b) {
            return switch (b.getOp()) {
                case "and", "&&" -> formula(b.getLeft(), env) && formula(b.getRight(), env);
                case "or", "||" -> formula(b.getLeft(), env) || formula(b.getRight(), env);
                case "implies", "=>" -> !formula(b.getLeft(), env) || formula(b.getRight(), env);
                default -> formula(b.getLeft(), env) == formula(b.getRight(), env);
            };
        }
        if (expr instanceof Not not) {
            return !formula(not.getOperand(), env);
        }
        if (expr instanceof Multiplicity m) {
            int size = expression(m.getOperand(), env).size();
            return switch (m.getMult()) {
                case NO -> size == 0;
                case SOME -> size > 0;
                case ONE -> size == 1;
                case LONE -> size <= 1;
            };
        }
        if (expr instanceof Compare c) {
            Set<List<Atom>> left = expression(c.getLeft(), env);
            Set<List<Atom>> right = expression(c.getRight(), env);
            boolean result = switch (c.getOp()) {
                case "in" -> right.containsAll(left);
                case "=" -> left.equals(right);
                default -> !left.equals(right);
            };
            return c.isNegated() != result;
        }
        if (expr instanceof BoxJoin box) {
            Pred pred = (Pred) ((Ref) box.getTarget()).getTarget();
            return formula(pred.getBody(), arguments(pred.getParams(), box.getArgs(), env));
        }
        Pred pred = (Pred) ((Ref) expr).getTarget();
        return formula(pred.getBody(), Map.of());
    }

    /** Counts (or, for all/some/no, short-circuits) the assignments of the declared variables. */
    private boolean quantified(Quantified q, Map<Var, Set<List<Atom>>> env) {
        List<Var> vars = new ArrayList<>();
        List<Decl> declOf = new ArrayList<>();
        for (Decl decl : q.getDecls()) {
            for (Var v : decl.getVars()) {
                vars.add(v);
                declOf.add(decl);
            }
        }
        int limit = switch (q.getQuantifier()) {
            case ALL, SOME, NO -> 1;
            case ONE, LONE -> 2;
        };
        boolean negate = q.getQuantifier() == isolang.dsl.isolang.Quantifier.ALL;
        int count = count(q, vars, declOf, 0, new HashMap<>(env), negate, limit);
        return switch (q.getQuantifier()) {
            case ALL, NO -> count == 0;
            case SOME -> count > 0;
            case ONE -> count == 1;
            case LONE -> count <= 1;
        };
    }

    /**
     * The number of assignments from variable {@code index} on under which the body holds (or,
     * with {@code negate}, fails), up to {@code limit}.
     */
    private int count(Quantified q, List<Var> vars, List<Decl> declOf, int index, Map<Var, Set<List<Atom>>> env,
            boolean negate, int limit) {
        if (index == vars.size()) {
            return formula(q.getBody(), env) != negate ? 1 : 0;
        }
        Var v = vars.get(index);
        Decl decl = declOf.get(index);
        int total = 0;
        for (List<Atom> value : expression(decl.getBound(), env)) {
            Set<List<Atom>> single = Set.of(value);
            if (decl.isDisj() && clashes(decl, v, single, env)) {
                continue;
            }
            env.put(v, single);
            total += count(q, vars, declOf, index + 1, env, negate, limit - total);
            env.remove(v);
            if (total >= limit) {
                break;
            }
        }
        return total;
    }

    /** Whether an earlier variable of the same {@code disj} declaration has the value already. */
    private static boolean clashes(Decl decl, Var v, Set<List<Atom>> value, Map<Var, Set<List<Atom>>> env) {
        for (Var other : decl.getVars()) {
            if (other == v) {
                return false;
            }
            if (value.equals(env.get(other))) {
                return true;
            }
        }
        return false;
    }

    private Set<List<Atom>> expression(Expr expr, Map<Var, Set<List<Atom>>> env) {
        if (expr instanceof Let let) {
            return expression(let.getBody(), bind(let.getBindings(), env));
        }
        if (expr instanceof SetOp op) {
            Set<List<Atom>> left = expression(op.getLeft(), env);
            Set<List<Atom>> right = expression(op.getRight(), env);
            Set<List<Atom>> result = new LinkedHashSet<>();
            switch (op.getOp()) {
                case "+" -> {
                    result.addAll(left);
                    result.addAll(right);
                }
                case "-" -> left.stream().filter(t -> !right.contains(t)).forEach(result::add);
                case "&" -> left.stream().filter(right::contains).forEach(result::add);
                default -> left.forEach(a -> right.forEach(b -> result.add(concat(a, b))));
            }
            return result;
        }
        if (expr instanceof Join join) {
            return join(expression(join.getLeft(), env), expression(join.getRight(), env));
        }
        if (expr instanceof BoxJoin box) {
            return boxJoin(box, env);
        }
        if (expr instanceof Transpose t) {
            Set<List<Atom>> result = new LinkedHashSet<>();
            expression(t.getOperand(), env).forEach(pair -> result.add(List.of(pair.get(1), pair.get(0))));
            return result;
        }
        if (expr instanceof TransitiveClosure c) {
            return closure(expression(c.getOperand(), env));
        }
        if (expr instanceof ReflexiveClosure c) {
            Set<List<Atom>> result = closure(expression(c.getOperand(), env));
            result.addAll(world.builtin(BuiltinName.IDEN));
            return result;
        }
        if (expr instanceof Builtin builtin) {
            return world.builtin(builtin.getName());
        }
        Ref ref = (Ref) expr;
        if (ref.getTarget() instanceof Var v) {
            Set<List<Atom>> bound = env.get(v);
            if (bound == null) {
                throw new IllegalStateException("unbound variable " + v.getName() + " in a checked model");
            }
            return bound;
        }
        if (ref.getTarget() instanceof Witness w) {
            return world.witness(w.getName());
        }
        return expression(((Fun) ref.getTarget()).getBody(), Map.of());
    }

    private Set<List<Atom>> boxJoin(BoxJoin box, Map<Var, Set<List<Atom>>> env) {
        if (box.getTarget() instanceof Ref ref && ref.getTarget() instanceof Fun fun) {
            return expression(fun.getBody(), arguments(fun.getParams(), box.getArgs(), env));
        }
        if (box.getTarget() instanceof Builtin b && b.getName() == BuiltinName.WR && box.getArgs().size() == 1) {
            Set<List<Atom>> arg = expression(box.getArgs().get(0), env);
            if (arg.stream().allMatch(t -> t.size() == 1 && t.get(0).sort() == TraceWorld.Sort.OBJ)) {
                return world.wrOf(arg);
            }
        }
        Set<List<Atom>> result = expression(box.getTarget(), env);
        for (Expr arg : box.getArgs()) {
            result = join(expression(arg, env), result);
        }
        return result;
    }

    private static List<Atom> concat(List<Atom> a, List<Atom> b) {
        List<Atom> tuple = new ArrayList<>(a);
        tuple.addAll(b);
        return List.copyOf(tuple);
    }

    /** The relational join: the last column of {@code left} matched with the first of {@code right}. */
    private static Set<List<Atom>> join(Set<List<Atom>> left, Set<List<Atom>> right) {
        Set<List<Atom>> result = new LinkedHashSet<>();
        for (List<Atom> a : left) {
            for (List<Atom> b : right) {
                if (a.get(a.size() - 1).equals(b.get(0)) && a.size() + b.size() > 2) {
                    result.add(concat(a.subList(0, a.size() - 1), b.subList(1, b.size())));
                }
            }
        }
        return result;
    }

    /** The transitive closure of a binary relation, by iterating composition to a fixpoint. */
    private static Set<List<Atom>> closure(Set<List<Atom>> relation) {
        Set<List<Atom>> result = new LinkedHashSet<>(relation);
        while (true) {
            Set<List<Atom>> more = join(result, relation);
            if (!result.addAll(more)) {
                return result;
            }
        }
    }

    private Map<Var, Set<List<Atom>>> bind(List<LetBinding> bindings, Map<Var, Set<List<Atom>>> outer) {
        Map<Var, Set<List<Atom>>> env = new HashMap<>(outer);
        for (LetBinding binding : bindings) {
            env.put(binding.getVar(), expression(binding.getValue(), env));
        }
        return env;
    }

    private Map<Var, Set<List<Atom>>> arguments(List<ParamGroup> params, List<Expr> args,
            Map<Var, Set<List<Atom>>> env) {
        Map<Var, Set<List<Atom>>> bound = new HashMap<>();
        int i = 0;
        for (ParamGroup group : params) {
            for (Var v : group.getVars()) {
                bound.put(v, expression(args.get(i++), env));
            }
        }
        return bound;
    }
}
