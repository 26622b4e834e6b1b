// SPDX-License-Identifier: EPL-2.0
package isolang.solver.history.text;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import isolang.solver.WitnessExecution;
import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Operation;
import isolang.solver.history.ReadFrom;
import isolang.solver.history.Transaction;
import isolang.solver.spec.WitnessShape;

/**
 * A found history and its witness executions in the JSON form of the command line's results
 * (docs/CLI.md, {@code histories[]}), as maps, lists, strings and numbers that any JSON writer
 * prints: {@code sessions} (lists of transactions with {@code id} and {@code ops}, each op
 * {@code {"op":"r"|"w","obj":"x","val":1}}), {@code wr} (reads-from triples), {@code rt}
 * (real-time pairs of transaction ids, only when the history records time) and
 * {@code witnesses} (per level, relation name to pairs or triples of transaction ids, object
 * names in the object column of per-object orders; a protocol model's events as tuples of
 * transaction ids, object names, values and steps {@code "s1"}, {@code "s2"}, …). Members keep
 * their documented order.
 */
public final class HistoryJson {

    private HistoryJson() {
    }

    /** The members {@code sessions}, {@code wr}, {@code rt} (if any) and {@code witnesses} of {@code history}. */
    public static Map<String, Object> of(History history, List<WitnessExecution> witnesses) {
        Map<String, Object> data = new LinkedHashMap<>();
        List<Object> sessions = new ArrayList<>();
        for (List<Transaction> session : history.sessions()) {
            sessions.add(session.stream().map(HistoryJson::transaction).toList());
        }
        data.put("sessions", sessions);
        data.put("wr", history.writeReads().stream().map(HistoryJson::readFrom).toList());
        if (!history.realTime().isEmpty()) {
            data.put("rt", history.realTime().edges().stream().map(e -> List.of(e.before(), e.after())).toList());
        }
        data.put("witnesses", witnesses.stream().map(HistoryJson::witness).toList());
        return data;
    }

    private static Map<String, Object> transaction(Transaction transaction) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("id", transaction.id());
        List<Object> ops = new ArrayList<>();
        for (Operation op : transaction.operations()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("op", op.isRead() ? "r" : "w");
            o.put("obj", ObjectNames.of(op.object()));
            o.put("val", op.value());
            ops.add(o);
        }
        data.put("ops", ops);
        return data;
    }

    private static Map<String, Object> readFrom(ReadFrom r) {
        Map<String, Object> edge = new LinkedHashMap<>();
        edge.put("writer", r.writer());
        edge.put("reader", r.reader());
        edge.put("obj", ObjectNames.of(r.object()));
        return edge;
    }

    /** The level and its relations: the framework's witnesses in their declared order, then any other by name. */
    private static Map<String, Object> witness(WitnessExecution witness) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("level", witness.level().name());
        Map<String, Object> relations = new LinkedHashMap<>();
        witness.level().framework().witnesses().stream().map(r -> r.name()).filter(witness.relations()::containsKey)
                .forEach(name -> relations.put(name, tuples(witness, name)));
        witness.relations().keySet().stream().sorted().filter(n -> !relations.containsKey(n))
                .forEach(name -> relations.put(name, tuples(witness, name)));
        data.put("relations", relations);
        return data;
    }

    private static List<Object> tuples(WitnessExecution witness, String name) {
        boolean perObject = witness.level().framework().witness(name)
                .map(w -> w.shape() instanceof WitnessShape.PerObjectTotalOrder).orElse(false);
        List<WitnessShape.Column> columns = witness.level().framework().witness(name)
                .map(w -> w.shape() instanceof WitnessShape.Free free ? free.columns() : null).orElse(null);
        List<Object> tuples = new ArrayList<>();
        for (List<Integer> tuple : witness.relation(name)) {
            List<Object> values = new ArrayList<>();
            for (int i = 0; i < tuple.size(); i++) {
                if (columns != null) {
                    values.add(switch (columns.get(i)) {
                        case OBJ -> ObjectNames.of(tuple.get(i));
                        case STEP -> "s" + (tuple.get(i) + 1);
                        case TXN, VAL -> tuple.get(i);
                    });
                } else {
                    values.add(perObject && i == 0 ? ObjectNames.of(tuple.get(i)) : tuple.get(i));
                }
            }
            tuples.add(values);
        }
        return tuples;
    }
}
