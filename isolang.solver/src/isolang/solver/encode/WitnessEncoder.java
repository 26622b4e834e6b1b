// SPDX-License-Identifier: EPL-2.0
package isolang.solver.encode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import isolang.solver.spec.Execution;
import isolang.solver.spec.Framework;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Relation;
import kodkod.ast.Variable;
import kodkod.instance.Bounds;
import kodkod.instance.TupleFactory;
import kodkod.instance.TupleSet;

/**
 * Turns a framework's witness declarations into Kodkod relations with bounds and shape
 * constraints, and concrete witness values into constant expressions. Nothing here depends on
 * a particular framework: the {@link WitnessShape} decides everything.
 */
public final class WitnessEncoder {

    private final HistoryEncoding enc;

    /** An encoder for witnesses over the given history encoding. */
    public WitnessEncoder(HistoryEncoding enc) {
        this.enc = enc;
    }

    /**
     * Declares fresh relations for the framework's witnesses (except those in {@code fixed}),
     * adds their bounds to {@code bounds}, and returns the execution over them.
     */
    public Execution declare(Framework framework, String prefix, Map<String, Expression> fixed, Bounds bounds) {
        Map<String, Expression> witnesses = new LinkedHashMap<>(fixed);
        for (WitnessRelation w : framework.witnesses()) {
            if (fixed.containsKey(w.name())) {
                continue;
            }
            Relation r = Relation.nary(prefix + w.name(), w.arity());
            bounds.bound(r, upper(w.shape(), framework));
            witnesses.put(w.name(), r);
        }
        return Execution.of(enc.vocabulary(), witnesses);
    }

    /** The shape constraints of all witnesses of the execution that are not in {@code fixed}. */
    public Formula shape(Framework framework, Execution e, Map<String, Expression> fixed) {
        List<Formula> parts = new ArrayList<>();
        for (WitnessRelation w : framework.witnesses()) {
            if (!fixed.containsKey(w.name())) {
                parts.add(shape(w.shape(), e.witness(w.name()), e));
            }
        }
        return Formula.and(parts);
    }

    private Formula shape(WitnessShape shape, Expression r, Execution e) {
        Variable a = Variable.unary("a");
        Variable x = Variable.unary("x");
        if (shape instanceof WitnessShape.StrictTotalOrder) {
            return r.join(r).in(r)
                    .and(enc.txn.difference(a).in(a.join(r).union(r.join(a))).forAll(a.oneOf(enc.txn)));
        }
        if (shape instanceof WitnessShape.SubsetOf subset) {
            return r.in(e.witness(subset.superset()));
        }
        if (shape instanceof WitnessShape.TransactionRelation || shape instanceof WitnessShape.Free) {
            return Formula.TRUE;
        }
        Expression order = x.join(r);
        Expression writersOfX = x.join(enc.writers);
        return order.in(writersOfX.product(writersOfX)).and(order.join(order).in(order))
                .and(writersOfX.difference(a).in(a.join(order).union(order.join(a))).forAll(a.oneOf(writersOfX)))
                .forAll(x.oneOf(enc.obj));
    }

    private TupleSet upper(WitnessShape shape, Framework framework) {
        if (shape instanceof WitnessShape.Free free) {
            TupleSet product = all(free.columns().get(0));
            for (WitnessShape.Column column : free.columns().subList(1, free.arity())) {
                product = product.product(all(column));
            }
            return product;
        }
        TupleFactory f = enc.factory;
        TupleSet pairs = f.noneOf(2);
        TupleSet initialFirst = f.noneOf(2);
        for (int i = 0; i <= enc.transactions; i++) {
            for (int j = 1; j <= enc.transactions; j++) {
                if (i != j) {
                    initialFirst.add(f.tuple(enc.t(i), enc.t(j)));
                }
            }
        }
        for (int i = 0; i <= enc.transactions; i++) {
            for (int j = 0; j <= enc.transactions; j++) {
                pairs.add(f.tuple(enc.t(i), enc.t(j)));
            }
        }
        if (shape instanceof WitnessShape.StrictTotalOrder) {
            return initialFirst;
        }
        if (shape instanceof WitnessShape.SubsetOf subset) {
            return upper(framework.witness(subset.superset()).orElseThrow().shape(), framework);
        }
        if (shape instanceof WitnessShape.TransactionRelation) {
            return pairs;
        }
        return enc.bounds.upperBound(enc.obj).product(initialFirst);
    }

    /** Every atom of a sort. */
    private TupleSet all(WitnessShape.Column column) {
        TupleSet set = enc.factory.noneOf(1);
        int count = switch (column) {
            case TXN -> enc.transactions + 1;
            case OBJ -> enc.objects;
            case VAL -> enc.values;
            case STEP -> enc.steps;
        };
        for (int i = 0; i < count; i++) {
            set.add(enc.factory.tuple(atom(column, i)));
        }
        return set;
    }

    /** The atom of index {@code i} of a sort (transactions by atom index). */
    private Object atom(WitnessShape.Column column, int i) {
        return switch (column) {
            case TXN -> enc.t(i);
            case OBJ -> enc.o(i);
            case VAL -> enc.v(i);
            case STEP -> enc.stepAtom(i);
        };
    }

    /**
     * The tuples of a {@link WitnessShape.Free} relation's value by column: transaction ids,
     * object, value and step indices.
     */
    public List<List<Integer>> indices(TupleSet value, WitnessShape.Free shape) {
        List<List<Integer>> tuples = new ArrayList<>();
        value.forEach(tuple -> {
            List<Integer> row = new ArrayList<>();
            for (int c = 0; c < tuple.arity(); c++) {
                int a = tuple.atomIndex(c);
                row.add(switch (shape.columns().get(c)) {
                    case TXN -> enc.idOf(a);
                    case OBJ -> a - enc.transactions - 1;
                    case VAL -> enc.valueOf(a);
                    case STEP -> enc.stepOf(a);
                });
            }
            tuples.add(List.copyOf(row));
        });
        return tuples;
    }

    /**
     * A constant expression with exactly the given tuples: transaction columns hold
     * transaction atom indices, object columns object indices (ternary witnesses are
     * {@code Obj×Txn×Txn}).
     */
    public Expression constant(int arity, List<List<Integer>> tuples) {
        Expression result = Expression.NONE;
        for (int i = 1; i < arity; i++) {
            result = result.product(Expression.NONE);
        }
        for (List<Integer> tuple : tuples) {
            Expression product = arity == 3 ? enc.objAtom[tuple.get(0)] : enc.txnAtom[tuple.get(0)];
            for (int c = 1; c < tuple.size(); c++) {
                product = product.product(enc.txnAtom[tuple.get(c)]);
            }
            result = result.union(product);
        }
        return result;
    }

    /** The tuples of a relation's value as atom indices (object index in column 0 of ternary ones). */
    public List<List<Integer>> indices(TupleSet value) {
        List<List<Integer>> tuples = new ArrayList<>();
        value.forEach(tuple -> {
            List<Integer> row = new ArrayList<>();
            for (int c = 0; c < tuple.arity(); c++) {
                int atom = tuple.atomIndex(c);
                row.add(value.arity() == 3 && c == 0 ? atom - enc.transactions - 1 : atom);
            }
            tuples.add(List.copyOf(row));
        });
        return tuples;
    }

    /** The bounds to pin a witness relation to a given value (atom indices, as in {@link #indices}). */
    public TupleSet tuples(int arity, List<List<Integer>> rows) {
        TupleSet set = enc.factory.noneOf(arity);
        for (List<Integer> row : rows) {
            Object[] atoms = new Object[arity];
            for (int c = 0; c < arity; c++) {
                atoms[c] = arity == 3 && c == 0 ? enc.o(row.get(0)) : enc.t(row.get(c));
            }
            set.add(enc.factory.tuple(atoms));
        }
        return set;
    }
}
