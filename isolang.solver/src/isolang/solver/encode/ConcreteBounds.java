// SPDX-License-Identifier: EPL-2.0
package isolang.solver.encode;

import java.util.List;
import java.util.Map;
import java.util.SortedSet;

import isolang.solver.history.History;
import isolang.solver.history.ReadFrom;
import isolang.solver.history.Transaction;
import isolang.solver.history.ValueLabels;
import kodkod.instance.TupleFactory;
import kodkod.instance.TupleSet;

/**
 * Binds every history relation of a concrete encoding exactly to the values of one history.
 * Value atoms are the history's {@link ValueLabels}: {@code v0} is the initial value of every
 * object, {@code vk} its k-th smallest other value.
 */
final class ConcreteBounds {

    private ConcreteBounds() {
    }

    static void bound(HistoryEncoding enc, History history) {
        TupleFactory f = enc.factory;
        List<Transaction> txns = history.transactions();
        ValueLabels labels = history.valueLabels();
        TupleSet reads = f.noneOf(3);
        TupleSet writes = f.noneOf(3);
        TupleSet writers = f.noneOf(2);
        for (int x = 0; x < enc.objects; x++) {
            writes.add(f.tuple(enc.t(0), enc.o(x), enc.v(0)));
            writers.add(f.tuple(enc.o(x), enc.t(0)));
        }
        for (int i = 1; i <= txns.size(); i++) {
            Transaction txn = txns.get(i - 1);
            for (Map.Entry<Integer, SortedSet<Long>> r : txn.externalReads().entrySet()) {
                for (long value : r.getValue()) {
                    reads.add(f.tuple(enc.t(i), enc.o(r.getKey()), enc.v(labels.labelOf(r.getKey(), value))));
                }
            }
            for (Map.Entry<Integer, Long> w : txn.finalWrites().entrySet()) {
                writes.add(f.tuple(enc.t(i), enc.o(w.getKey()), enc.v(labels.labelOf(w.getKey(), w.getValue()))));
                writers.add(f.tuple(enc.o(w.getKey()), enc.t(i)));
            }
        }
        enc.bounds.boundExactly(enc.reads, reads);
        enc.bounds.boundExactly(enc.writes, writes);
        enc.bounds.boundExactly(enc.writers, writers);
        TupleSet so = f.noneOf(2);
        TupleSet session = f.noneOf(2);
        for (int i = 0; i <= txns.size(); i++) {
            for (int j = 1; j <= txns.size(); j++) {
                if (i != j && history.sessionOrder(enc.idOf(i), enc.idOf(j))) {
                    so.add(f.tuple(enc.t(i), enc.t(j)));
                }
            }
            if (i > 0) {
                session.add(f.tuple(enc.t(i), enc.s(history.sessionOf(enc.idOf(i)))));
            }
        }
        enc.bounds.boundExactly(enc.so, so);
        enc.bounds.boundExactly(enc.sessionOf, session);
        TupleSet wr = f.noneOf(2);
        TupleSet wrx = f.noneOf(3);
        for (ReadFrom edge : history.writeReads()) {
            Object writer = enc.t(atomOf(enc, edge.writer()));
            Object reader = enc.t(atomOf(enc, edge.reader()));
            wr.add(f.tuple(writer, reader));
            wrx.add(f.tuple(enc.o(edge.object()), writer, reader));
        }
        enc.bounds.boundExactly(enc.wr, wr);
        enc.bounds.boundExactly(enc.wrByObject, wrx);
        enc.operations.ifPresent(ops -> ops.boundConcrete(txns, labels));
        TupleSet rt = f.noneOf(2);
        history.realTime().edges()
                .forEach(e -> rt.add(f.tuple(enc.t(atomOf(enc, e.before())), enc.t(atomOf(enc, e.after())))));
        enc.bounds.boundExactly(enc.rt, rt);
    }

    static int atomOf(HistoryEncoding enc, int id) {
        for (int i = 0; i < enc.idOfAtom.length; i++) {
            if (enc.idOfAtom[i] == id) {
                return i;
            }
        }
        throw new IllegalArgumentException("no transaction T" + id);
    }
}
