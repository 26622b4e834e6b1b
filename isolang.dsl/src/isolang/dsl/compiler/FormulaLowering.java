// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.compiler;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.emf.ecore.EObject;

import isolang.dsl.isolang.BinaryFormula;
import isolang.dsl.isolang.BoxJoin;
import isolang.dsl.isolang.Builtin;
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
import isolang.dsl.typing.TypeChecker;
import isolang.solver.spec.Execution;
import isolang.solver.spec.SourceRef;
import kodkod.ast.Decls;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Variable;

/**
 * Lowers checked formulas and expressions to Kodkod over an {@link Execution}: builtins become
 * the execution's history vocabulary, witness names its witness relations, quantified variables
 * Kodkod variables; {@code let} and calls of {@code pred}/{@code fun} are inlined with their
 * arguments. Every formula built from text is recorded in the {@link SourceTrace}.
 *
 * <p>Runs on validated models only: the type checker has accepted every expression, so each
 * node is lowered by the method for its kind (formula or expression).
 */
final class FormulaLowering {

    private final TypeChecker types = TypeChecker.silent();
    private final SourceTrace trace;
    private final Map<EObject, SourceRef> locations = new ConcurrentHashMap<>();

    FormulaLowering(SourceTrace trace) {
        this.trace = trace;
    }

    /** The formula {@code expr} denotes over {@code execution}, with no free variables. */
    Formula formula(Expr expr, Execution execution) {
        return formula(expr, execution, Map.of());
    }

    private Formula formula(Expr expr, Execution x, Map<Var, Expression> env) {
        Formula result = buildFormula(expr, x, env);
        trace.record(result, locations.computeIfAbsent(expr, SourceTrace::locate));
        return result;
    }

    private Formula buildFormula(Expr expr, Execution x, Map<Var, Expression> env) {
        if (expr instanceof Quantified q) {
            return quantified(q, x, env);
        }
        if (expr instanceof Let let) {
            return formula(let.getBody(), x, bind(let.getBindings(), x, env));
        }
        if (expr instanceof BinaryFormula b) {
            boolean and = isAnd(b.getOp());
            if (and || isOr(b.getOp())) {
                List<Formula> operands = new ArrayList<>();
                flatten(b, and, x, env, operands);
                return and ? Formula.and(operands) : Formula.or(operands);
            }
            Formula left = formula(b.getLeft(), x, env);
            Formula right = formula(b.getRight(), x, env);
            return b.getOp().equals("implies") || b.getOp().equals("=>") ? left.implies(right) : left.iff(right);
        }
        if (expr instanceof Not not) {
            return formula(not.getOperand(), x, env).not();
        }
        if (expr instanceof Multiplicity m) {
            Expression operand = expression(m.getOperand(), x, env);
            return switch (m.getMult()) {
                case NO -> operand.no();
                case SOME -> operand.some();
                case ONE -> operand.one();
                case LONE -> operand.lone();
            };
        }
        if (expr instanceof Compare c) {
            Expression left = expression(c.getLeft(), x, env);
            Expression right = expression(c.getRight(), x, env);
            Formula result = switch (c.getOp()) {
                case "in" -> left.in(right);
                case "=" -> left.eq(right);
                default -> left.eq(right).not();
            };
            return c.isNegated() ? result.not() : result;
        }
        if (expr instanceof BoxJoin box) {
            Pred pred = (Pred) ((Ref) box.getTarget()).getTarget();
            return formula(pred.getBody(), x, arguments(pred.getParams(), box.getArgs(), x, env));
        }
        Pred pred = (Pred) ((Ref) expr).getTarget();
        return formula(pred.getBody(), x, Map.of());
    }

    /**
     * The operands of a chain of {@code and}s (or of {@code or}s) as one n-ary formula: Kodkod
     * stops translating an n-ary conjunction at its first false operand, and a binary one never,
     * which on a concrete history is most of the work of a premise.
     */
    private void flatten(Expr expr, boolean and, Execution x, Map<Var, Expression> env, List<Formula> operands) {
        if (expr instanceof BinaryFormula b && (and ? isAnd(b.getOp()) : isOr(b.getOp()))) {
            flatten(b.getLeft(), and, x, env, operands);
            flatten(b.getRight(), and, x, env, operands);
        } else {
            operands.add(formula(expr, x, env));
        }
    }

    private static boolean isAnd(String op) {
        return op.equals("and") || op.equals("&&");
    }

    private static boolean isOr(String op) {
        return op.equals("or") || op.equals("||");
    }

    private Formula quantified(Quantified q, Execution x, Map<Var, Expression> outer) {
        Map<Var, Expression> env = new HashMap<>(outer);
        Decls decls = null;
        Formula distinct = Formula.TRUE;
        for (Decl decl : q.getDecls()) {
            Expression bound = expression(decl.getBound(), x, env);
            List<Variable> group = new ArrayList<>();
            for (Var v : decl.getVars()) {
                Variable variable = Variable.unary(v.getName());
                decls = decls == null ? variable.oneOf(bound) : decls.and(variable.oneOf(bound));
                if (decl.isDisj()) {
                    for (Variable earlier : group) {
                        distinct = distinct.and(earlier.eq(variable).not());
                    }
                }
                group.add(variable);
                env.put(v, variable);
            }
        }
        Formula body = formula(q.getBody(), x, env);
        // Without 'disj' the body stands alone: the engine reads axioms by their structure
        // (premise => inclusion), and 'true implies F' would hide it.
        Formula all = distinct == Formula.TRUE ? body : distinct.implies(body);
        Formula some = distinct == Formula.TRUE ? body : distinct.and(body);
        return switch (q.getQuantifier()) {
            case ALL -> all.forAll(decls);
            case SOME -> some.forSome(decls);
            case NO -> some.forSome(decls).not();
            case ONE -> some.comprehension(decls).one();
            case LONE -> some.comprehension(decls).lone();
        };
    }

    /** The relation {@code expr} denotes, with the variables of {@code env} bound. */
    Expression expression(Expr expr, Execution x, Map<Var, Expression> env) {
        if (expr instanceof Let let) {
            return expression(let.getBody(), x, bind(let.getBindings(), x, env));
        }
        if (expr instanceof SetOp op) {
            Expression left = expression(op.getLeft(), x, env);
            Expression right = expression(op.getRight(), x, env);
            return switch (op.getOp()) {
                case "+" -> left.union(right);
                case "-" -> left.difference(right);
                case "&" -> left.intersection(right);
                default -> left.product(right);
            };
        }
        if (expr instanceof Join join) {
            return expression(join.getLeft(), x, env).join(expression(join.getRight(), x, env));
        }
        if (expr instanceof BoxJoin box) {
            return boxJoin(box, x, env);
        }
        if (expr instanceof Transpose t) {
            return expression(t.getOperand(), x, env).transpose();
        }
        if (expr instanceof TransitiveClosure c) {
            return expression(c.getOperand(), x, env).closure();
        }
        if (expr instanceof ReflexiveClosure c) {
            return expression(c.getOperand(), x, env).reflexiveClosure();
        }
        if (expr instanceof Builtin builtin) {
            return Vocabulary.of(builtin.getName(), x);
        }
        return reference((Ref) expr, x, env);
    }

    private Expression boxJoin(BoxJoin box, Execution x, Map<Var, Expression> env) {
        if (TypeChecker.isCall(box)) {
            Fun fun = (Fun) ((Ref) box.getTarget()).getTarget();
            return expression(fun.getBody(), x, arguments(fun.getParams(), box.getArgs(), x, env));
        }
        if (types.isPerObjectWr(box)) {
            return expression(box.getArgs().get(0), x, env).join(x.history().wrByObject());
        }
        Expression result = expression(box.getTarget(), x, env);
        for (Expr arg : box.getArgs()) {
            result = expression(arg, x, env).join(result);
        }
        return result;
    }

    private Expression reference(Ref ref, Execution x, Map<Var, Expression> env) {
        if (ref.getTarget() instanceof Var v) {
            Expression bound = env.get(v);
            if (bound == null) {
                throw new IllegalStateException("unbound variable " + v.getName() + " in a checked model");
            }
            return bound;
        }
        if (ref.getTarget() instanceof Witness w) {
            return x.witness(w.getName());
        }
        Fun fun = (Fun) ref.getTarget();
        return expression(fun.getBody(), x, Map.of());
    }

    private Map<Var, Expression> bind(List<LetBinding> bindings, Execution x, Map<Var, Expression> outer) {
        Map<Var, Expression> env = new HashMap<>(outer);
        for (LetBinding binding : bindings) {
            env.put(binding.getVar(), expression(binding.getValue(), x, env));
        }
        return env;
    }

    private Map<Var, Expression> arguments(List<ParamGroup> params, List<Expr> args, Execution x,
            Map<Var, Expression> env) {
        Map<Var, Expression> bound = new HashMap<>();
        int i = 0;
        for (ParamGroup group : params) {
            for (Var v : group.getVars()) {
                bound.put(v, expression(args.get(i++), x, env));
            }
        }
        return bound;
    }
}
