// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.differential;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;

import isolang.solver.encode.HistoryEncoding;
import isolang.solver.encode.WitnessEncoder;
import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.history.ValueLabels;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.HistoryVocabulary;
import isolang.solver.spec.Level;
import isolang.solver.spec.OperationVocabulary;
import isolang.solver.spec.Scope;
import kodkod.ast.Formula;
import kodkod.ast.Relation;
import kodkod.engine.Solver;
import kodkod.instance.Bounds;
import kodkod.instance.TupleFactory;
import kodkod.instance.TupleSet;
import kodkod.instance.Universe;

/**
 * Membership decided by the synthesis engine's <em>symbolic</em> encoding: the history
 * relations the SAT solver chooses during synthesis are pinned to one history, the relations
 * the encoding derives from them (external reads, final writes, write–read, program order) are
 * left to its well-formedness formula, and a level allows the history iff well-formedness, the
 * witness shapes and the level's axioms are satisfiable together.
 *
 * <p>In the operation model the operations are pinned (each transaction's operations in the
 * first slots); in the abstract model the external reads (all values read before an own write)
 * and the final writes. Session order is pinned in both. Transaction ids must be {@code 1..n}
 * and grow along every session, as the encoding requires.
 */
final class SymbolicMembership {

    private final History history;
    private final HistoryEncoding enc;
    private final Bounds bounds;
    private final Map<String, Object> atoms = new HashMap<>();
    private final TupleFactory factory;
    private final ValueLabels labels;

    SymbolicMembership(History history, HistoryModel model) {
        this.history = history;
        this.labels = history.valueLabels();
        List<Transaction> txns = history.transactions();
        for (int i = 0; i < txns.size(); i++) {
            if (txns.get(i).id() != i + 1) {
                throw new IllegalArgumentException("transaction ids must be 1..n: " + history);
            }
        }
        int operations = Math.max(1, txns.stream().mapToInt(t -> t.operations().size()).max().orElse(1));
        Scope scope = new Scope(txns.size(), history.objectCount(), labels.count(), history.sessions().size(),
                operations);
        enc = HistoryEncoding.symbolic(scope, model, false);
        bounds = enc.bounds();
        Universe universe = enc.universe();
        factory = universe.factory();
        for (int i = 0; i < universe.size(); i++) {
            atoms.put(universe.atom(i).toString(), universe.atom(i));
        }
        pin();
    }

    private void pin() {
        HistoryVocabulary vocabulary = enc.vocabulary();
        TupleSet so = factory.noneOf(2);
        for (int a = 0; a <= history.transactions().size(); a++) {
            for (int b = 1; b <= history.transactions().size(); b++) {
                if (a != b && history.sessionOrder(a, b)) {
                    so.add(factory.tuple(atom("T" + a), atom("T" + b)));
                }
            }
        }
        exactly(vocabulary.so(), so);
        if (vocabulary.operations().isPresent()) {
            pinOperations(vocabulary.operations().get());
        } else {
            pinAbstract(vocabulary);
        }
    }

    private void pinOperations(OperationVocabulary vocabulary) {
        TupleSet ops = factory.noneOf(1);
        TupleSet reads = factory.noneOf(1);
        TupleSet objects = factory.noneOf(2);
        TupleSet values = factory.noneOf(2);
        for (Transaction t : history.transactions()) {
            for (int k = 0; k < t.operations().size(); k++) {
                Operation op = t.operations().get(k);
                Object slot = atom("T" + t.id() + ".o" + k);
                ops.add(factory.tuple(slot));
                if (op.isRead()) {
                    reads.add(factory.tuple(slot));
                }
                objects.add(factory.tuple(slot, atom(ObjectNames.of(op.object()))));
                values.add(factory.tuple(slot, value(op.object(), op.value())));
            }
        }
        exactly(vocabulary.op(), ops);
        exactly(vocabulary.readOps(), reads);
        exactly(vocabulary.object(), objects);
        exactly(vocabulary.value(), values);
    }

    private void pinAbstract(HistoryVocabulary vocabulary) {
        TupleSet reads = factory.noneOf(3);
        TupleSet writes = factory.noneOf(3);
        for (int x = 0; x < history.objectCount(); x++) {
            writes.add(factory.tuple(atom("T0"), atom(ObjectNames.of(x)), value(x, 0)));
        }
        for (Transaction t : history.transactions()) {
            Object txn = atom("T" + t.id());
            for (Map.Entry<Integer, SortedSet<Long>> read : t.externalReads().entrySet()) {
                for (long v : read.getValue()) {
                    reads.add(factory.tuple(txn, atom(ObjectNames.of(read.getKey())), value(read.getKey(), v)));
                }
            }
            t.finalWrites().forEach((x, v) -> writes.add(factory.tuple(txn, atom(ObjectNames.of(x)), value(x, v))));
        }
        exactly(vocabulary.reads(), reads);
        exactly(vocabulary.writes(), writes);
    }

    private Object value(int object, long value) {
        return atom("v" + labels.labelOf(object, value));
    }

    private Object atom(String name) {
        Object atom = atoms.get(name);
        if (atom == null) {
            throw new IllegalStateException("the encoding has no atom " + name + ": " + atoms.keySet());
        }
        return atom;
    }

    private void exactly(kodkod.ast.Expression relation, TupleSet tuples) {
        bounds.boundExactly((Relation) relation, tuples);
    }

    /** Whether the level allows the pinned history in this encoding. */
    boolean allows(Level level) {
        Bounds withWitnesses = bounds.clone();
        WitnessEncoder encoder = new WitnessEncoder(enc);
        Execution execution = encoder.declare(level.framework(), "w.", Map.of(), withWitnesses);
        List<Formula> parts = new ArrayList<>();
        parts.add(enc.wellFormed());
        parts.add(encoder.shape(level.framework(), execution, Map.of()));
        for (Axiom axiom : level.allAxioms()) {
            parts.add(axiom.build(execution));
        }
        Solver solver = new Solver();
        solver.options().setSymmetryBreaking(0);
        return solver.solve(Formula.and(parts), withWitnesses).sat();
    }
}
