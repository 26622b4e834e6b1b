// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.typing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;

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
import isolang.dsl.isolang.Named;
import isolang.dsl.isolang.Not;
import isolang.dsl.isolang.ParamGroup;
import isolang.dsl.isolang.Pred;
import isolang.dsl.isolang.Quantified;
import isolang.dsl.isolang.Ref;
import isolang.dsl.isolang.ReflexiveClosure;
import isolang.dsl.isolang.RelType;
import isolang.dsl.isolang.SetOp;
import isolang.dsl.isolang.Sort;
import isolang.dsl.isolang.TransitiveClosure;
import isolang.dsl.isolang.Transpose;
import isolang.dsl.isolang.Var;
import isolang.dsl.isolang.Witness;

/**
 * Computes the {@link ExprType} of every expression and reports each mistake once, at the
 * smallest expression that has it. Sorts follow the history vocabulary: a join needs the last
 * column of its left side to fit the first column of its right side, set operators need equal
 * types, closures need a homogeneous binary relation, quantifier bounds need a unary set.
 *
 * <p>Two readings of the box join are decided here and shared with the compiler: a box join
 * whose target names a {@code pred} or {@code fun} is a call, and {@code wr[x]} with {@code x}
 * of sort {@code Obj} is the per-object write–read relation {@code wr_x}.
 *
 * <p>An instance caches the types it computed; use one per resource and pass.
 */
public final class TypeChecker {

    /** Receives the problems found. */
    @FunctionalInterface
    public interface Acceptor {
        /** Reports {@code message} of the given kind at {@code node}. */
        void accept(EObject node, String message, TypeProblem kind);
    }

    private final Acceptor acceptor;
    private final Map<EObject, ExprType> cache = new HashMap<>();

    /** A checker that reports problems to {@code acceptor}. */
    public TypeChecker(Acceptor acceptor) {
        this.acceptor = acceptor;
    }

    /** A checker that only computes types (for the compiler, which runs on checked models). */
    public static TypeChecker silent() {
        return new TypeChecker((node, message, kind) -> {});
    }

    /**
     * The type a declaration like {@code Txn -> Txn} denotes; {@link ExprType#INVALID} for a
     * declaration the parser could not read (its syntax error is reported).
     */
    public static ExprType declared(RelType type) {
        if (type == null || type.getSorts().isEmpty()) {
            return ExprType.INVALID;
        }
        List<Column> columns = new ArrayList<>();
        for (Sort sort : type.getSorts()) {
            columns.add(column(sort));
        }
        return new ExprType.Relation(columns);
    }

    /** The column of a declared sort. */
    public static Column column(Sort sort) {
        return switch (sort) {
            case TXN -> Column.TXN;
            case OBJ -> Column.OBJ;
            case VAL -> Column.VAL;
            case OP -> Column.OP;
            case STEP -> Column.STEP;
        };
    }

    /** The type of a builtin name of the history vocabulary. */
    public static ExprType.Relation builtin(BuiltinName name) {
        return switch (name) {
            case TXN, INIT -> rel(Column.TXN);
            case OBJ -> rel(Column.OBJ);
            case VAL -> rel(Column.VAL);
            case OP, READ_OP, WRITE_OP -> rel(Column.OP);
            case READS, WRITES -> rel(Column.TXN, Column.OBJ, Column.VAL);
            case SO, WR, RT -> rel(Column.TXN, Column.TXN);
            case WRITERS, READERS -> rel(Column.OBJ, Column.TXN);
            case OPS, WR_OP -> rel(Column.TXN, Column.OP);
            case PO -> rel(Column.OP, Column.OP);
            case OP_OBJ -> rel(Column.OP, Column.OBJ);
            case OP_VAL -> rel(Column.OP, Column.VAL);
            case IDEN -> rel(Column.ANY, Column.ANY);
            case NONE, UNIV -> rel(Column.ANY);
            case STEP -> rel(Column.STEP);
            case EARLIER -> rel(Column.STEP, Column.STEP);
        };
    }

    private static ExprType.Relation rel(Column... columns) {
        return new ExprType.Relation(List.of(columns));
    }

    /** Whether a box join is a call of a {@code pred} or {@code fun}. */
    public static boolean isCall(BoxJoin join) {
        return join.getTarget() instanceof Ref ref
                && (ref.getTarget() instanceof Pred || ref.getTarget() instanceof Fun);
    }

    /** Whether a box join is {@code wr[x]} with {@code x} of sort {@code Obj}, i.e. {@code wr_x}. */
    public boolean isPerObjectWr(BoxJoin join) {
        return join.getTarget() instanceof Builtin builtin && builtin.getName() == BuiltinName.WR
                && join.getArgs().size() == 1
                && typeOf(join.getArgs().get(0)) instanceof ExprType.Relation arg
                && arg.arity() == 1 && arg.first() == Column.OBJ;
    }

    /** The total number of parameters of a definition. */
    public static int parameterCount(List<ParamGroup> groups) {
        return groups.stream().mapToInt(g -> g.getVars().size()).sum();
    }

    /** The declared types of a definition's parameters, one per variable. */
    public static List<ExprType> parameterTypes(List<ParamGroup> groups) {
        List<ExprType> types = new ArrayList<>();
        for (ParamGroup group : groups) {
            ExprType type = declared(group.getType());
            group.getVars().forEach(v -> types.add(type));
        }
        return types;
    }

    /** The type of a variable: its declared parameter type, its bound, or its let value. */
    public ExprType typeOf(Var variable) {
        EObject container = variable.eContainer();
        if (container instanceof ParamGroup group) {
            return declared(group.getType());
        }
        if (container instanceof Decl decl) {
            return typeOf(decl.getBound());
        }
        if (container instanceof LetBinding binding) {
            return typeOf(binding.getValue());
        }
        return ExprType.INVALID;
    }

    /** The type of an expression, reporting its problems (once) to the acceptor. */
    public ExprType typeOf(Expr expr) {
        if (expr == null) {
            return ExprType.INVALID;
        }
        ExprType known = cache.get(expr);
        if (known != null) {
            return known;
        }
        ExprType type = compute(expr);
        cache.put(expr, type);
        return type;
    }

    private ExprType compute(Expr expr) {
        if (expr instanceof Quantified q) {
            q.getDecls().forEach(this::checkDecl);
            formula(q.getBody());
            return ExprType.FORMULA;
        }
        if (expr instanceof Let let) {
            let.getBindings().forEach(b -> relation(b.getValue()));
            return typeOf(let.getBody());
        }
        if (expr instanceof BinaryFormula binary) {
            formula(binary.getLeft());
            formula(binary.getRight());
            return ExprType.FORMULA;
        }
        if (expr instanceof Not not) {
            formula(not.getOperand());
            return ExprType.FORMULA;
        }
        if (expr instanceof Multiplicity m) {
            relation(m.getOperand());
            return ExprType.FORMULA;
        }
        if (expr instanceof Compare compare) {
            sameType(compare, relation(compare.getLeft()), relation(compare.getRight()), compare.getOp());
            return ExprType.FORMULA;
        }
        if (expr instanceof SetOp op) {
            return setOp(op);
        }
        if (expr instanceof Join join) {
            return join(join, relation(join.getLeft()), relation(join.getRight()));
        }
        if (expr instanceof BoxJoin box) {
            return boxJoin(box);
        }
        if (expr instanceof Transpose t) {
            return binaryOperand(t, t.getOperand(), "~", false);
        }
        if (expr instanceof TransitiveClosure c) {
            return binaryOperand(c, c.getOperand(), "^", true);
        }
        if (expr instanceof ReflexiveClosure c) {
            return binaryOperand(c, c.getOperand(), "*", true);
        }
        if (expr instanceof Builtin builtin) {
            return builtin(builtin.getName());
        }
        if (expr instanceof Ref ref) {
            return reference(ref);
        }
        return ExprType.INVALID;
    }

    private void checkDecl(Decl decl) {
        ExprType bound = relation(decl.getBound());
        if (bound instanceof ExprType.Relation r && r.arity() != 1) {
            acceptor.accept(decl.getBound(), "a variable ranges over a set, but this bound has type " + r,
                    TypeProblem.ARITY);
        }
    }

    private void formula(Expr expr) {
        ExprType type = typeOf(expr);
        if (type instanceof ExprType.Relation r) {
            acceptor.accept(expr, "expected a formula, found an expression of type " + r, TypeProblem.NOT_A_FORMULA);
        }
    }

    private ExprType relation(Expr expr) {
        ExprType type = typeOf(expr);
        if (type instanceof ExprType.Formula) {
            acceptor.accept(expr, "expected an expression, found a formula", TypeProblem.NOT_AN_EXPRESSION);
            return ExprType.INVALID;
        }
        return type;
    }

    private ExprType sameType(Expr node, ExprType left, ExprType right, String op) {
        if (!(left instanceof ExprType.Relation l) || !(right instanceof ExprType.Relation r)) {
            return ExprType.INVALID;
        }
        if (l.arity() != r.arity()) {
            acceptor.accept(node, "'" + op + "' needs operands of equal arity, found " + l + " and " + r,
                    TypeProblem.ARITY);
            return ExprType.INVALID;
        }
        if (!l.fits(r)) {
            acceptor.accept(node, "'" + op + "' needs operands of the same sorts, found " + l + " and " + r,
                    TypeProblem.SORT);
            return ExprType.INVALID;
        }
        return l.meet(r);
    }

    private ExprType setOp(SetOp op) {
        ExprType left = relation(op.getLeft());
        ExprType right = relation(op.getRight());
        if ("->".equals(op.getOp())) {
            if (left instanceof ExprType.Relation l && right instanceof ExprType.Relation r) {
                List<Column> columns = new ArrayList<>(l.columns());
                columns.addAll(r.columns());
                return ExprType.relation(columns);
            }
            return ExprType.INVALID;
        }
        return sameType(op, left, right, op.getOp());
    }

    private ExprType join(Expr node, ExprType left, ExprType right) {
        if (!(left instanceof ExprType.Relation l) || !(right instanceof ExprType.Relation r)) {
            return ExprType.INVALID;
        }
        if (l.arity() + r.arity() <= 2) {
            acceptor.accept(node, "joining " + l + " with " + r + " leaves no column", TypeProblem.ARITY);
            return ExprType.INVALID;
        }
        if (!l.last().fits(r.first())) {
            acceptor.accept(node, "cannot join " + l + " with " + r + ": " + l.last() + " is used where "
                    + r.first() + " is expected", TypeProblem.SORT);
            return ExprType.INVALID;
        }
        List<Column> columns = new ArrayList<>(l.columns().subList(0, l.arity() - 1));
        columns.addAll(r.columns().subList(1, r.arity()));
        return ExprType.relation(columns);
    }

    private ExprType boxJoin(BoxJoin box) {
        if (isCall(box)) {
            return call(box, (Named) ((Ref) box.getTarget()).getTarget());
        }
        if (isPerObjectWr(box)) {
            return rel(Column.TXN, Column.TXN);
        }
        ExprType result = relation(box.getTarget());
        for (Expr arg : box.getArgs()) {
            result = join(box, relation(arg), result);
            if (result == ExprType.INVALID) {
                return result;
            }
        }
        return result;
    }

    private ExprType call(BoxJoin box, Named definition) {
        List<ParamGroup> groups = definition instanceof Pred p ? p.getParams() : ((Fun) definition).getParams();
        List<ExprType> params = parameterTypes(groups);
        if (params.size() != box.getArgs().size()) {
            acceptor.accept(box, definition.getName() + " takes " + params.size() + " argument(s), not "
                    + box.getArgs().size(), TypeProblem.ARGUMENT_COUNT);
            box.getArgs().forEach(this::typeOf);
            return ExprType.INVALID;
        }
        for (int i = 0; i < params.size(); i++) {
            Expr arg = box.getArgs().get(i);
            if (relation(arg) instanceof ExprType.Relation actual && params.get(i) instanceof ExprType.Relation param
                    && !actual.fits(param)) {
                acceptor.accept(arg, "argument " + (i + 1) + " of " + definition.getName() + " must have type "
                        + param + ", not " + actual,
                        actual.arity() == param.arity() ? TypeProblem.SORT
                                : TypeProblem.ARITY);
            }
        }
        return definition instanceof Fun fun ? declared(fun.getType()) : ExprType.FORMULA;
    }

    private ExprType binaryOperand(Expr node, Expr operand, String op, boolean homogeneous) {
        if (!(relation(operand) instanceof ExprType.Relation r)) {
            return ExprType.INVALID;
        }
        if (r.arity() != 2) {
            acceptor.accept(node, "'" + op + "' needs a binary relation, found " + r, TypeProblem.ARITY);
            return ExprType.INVALID;
        }
        if (homogeneous && !r.first().fits(r.last())) {
            acceptor.accept(node, "'" + op + "' needs a relation between one sort, found " + r, TypeProblem.SORT);
            return ExprType.INVALID;
        }
        return homogeneous ? r : rel(r.last(), r.first());
    }

    private ExprType reference(Ref ref) {
        Named target = ref.getTarget();
        if (target == null || target.eIsProxy()) {
            return ExprType.INVALID;
        }
        if (target instanceof Var variable) {
            return typeOf(variable);
        }
        if (target instanceof Witness witness) {
            return declared(witness.getType());
        }
        List<ParamGroup> params = target instanceof Pred p ? p.getParams() : ((Fun) target).getParams();
        boolean called = ref.eContainer() instanceof BoxJoin box && box.getTarget() == ref;
        if (!called && parameterCount(params) > 0) {
            acceptor.accept(ref, target.getName() + " takes " + parameterCount(params)
                    + " argument(s); call it as " + target.getName() + "[…]", TypeProblem.ARGUMENT_COUNT);
            return ExprType.INVALID;
        }
        return target instanceof Fun fun ? declared(fun.getType()) : ExprType.FORMULA;
    }
}
