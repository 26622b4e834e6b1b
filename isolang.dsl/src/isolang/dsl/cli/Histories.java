// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import isolang.dsl.cli.ResultView.Witnessed;
import isolang.dsl.diagram.HistoryText;
import isolang.dsl.diagram.SvgWriter;
import isolang.solver.WitnessExecution;
import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/** Renderings of a found history: text and SVG through the diagram renderer, and plain data for JSON. */
final class Histories {

    private Histories() {
    }

    /** The text form: sessions, {@code so}, {@code wr} and each witness relation. */
    static String text(Witnessed witnessed) {
        return HistoryText.render(witnessed.diagram());
    }

    /** The SVG drawing. */
    static String svg(Witnessed witnessed) {
        return new SvgWriter().write(witnessed.diagram());
    }

    /**
     * The history as JSON-ready data: {@code sessions} (lists of transactions with {@code id}
     * and {@code ops}, each op {@code {"op":"r"|"w","obj":"x","val":1}}), {@code wr} (reads-from
     * triples) and the witness executions (per level, relation name to pairs or triples of
     * transaction ids, object names in the object column).
     */
    static Map<String, Object> data(Witnessed witnessed) {
        History history = witnessed.history();
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("title", witnessed.title());
        List<Object> sessions = new ArrayList<>();
        for (List<Transaction> session : history.sessions()) {
            List<Object> transactions = new ArrayList<>();
            for (Transaction transaction : session) {
                Map<String, Object> t = new LinkedHashMap<>();
                t.put("id", transaction.id());
                List<Object> ops = new ArrayList<>();
                for (Operation op : transaction.operations()) {
                    Map<String, Object> o = new LinkedHashMap<>();
                    o.put("op", op.isRead() ? "r" : "w");
                    o.put("obj", ObjectNames.of(op.object()));
                    o.put("val", op.value());
                    ops.add(o);
                }
                t.put("ops", ops);
                transactions.add(t);
            }
            sessions.add(transactions);
        }
        data.put("sessions", sessions);
        List<Object> wr = new ArrayList<>();
        history.writeReads().forEach(r -> wr.add(readFrom(r)));
        data.put("wr", wr);
        List<Object> witnesses = new ArrayList<>();
        for (WitnessExecution witness : witnessed.witnesses()) {
            Map<String, Object> w = new LinkedHashMap<>();
            w.put("level", witness.level().name());
            Map<String, Object> relations = new LinkedHashMap<>();
            witness.level().framework().witnesses().stream().map(r -> r.name())
                    .filter(witness.relations()::containsKey)
                    .forEach(name -> relations.put(name, tuples(witness, name)));
            witness.relations().keySet().stream().sorted().filter(n -> !relations.containsKey(n))
                    .forEach(name -> relations.put(name, tuples(witness, name)));
            w.put("relations", relations);
            witnesses.add(w);
        }
        data.put("witnesses", witnesses);
        data.put("text", text(witnessed));
        return data;
    }

    private static Map<String, Object> readFrom(isolang.solver.history.ReadFrom r) {
        Map<String, Object> edge = new LinkedHashMap<>();
        edge.put("writer", r.writer());
        edge.put("reader", r.reader());
        edge.put("obj", ObjectNames.of(r.object()));
        return edge;
    }

    private static List<Object> tuples(WitnessExecution witness, String name) {
        boolean perObject = witness.level().framework().witness(name)
                .map(w -> w.shape() instanceof isolang.solver.spec.WitnessShape.PerObjectTotalOrder).orElse(false);
        List<Object> tuples = new ArrayList<>();
        for (List<Integer> tuple : witness.relation(name)) {
            List<Object> values = new ArrayList<>();
            for (int i = 0; i < tuple.size(); i++) {
                values.add(perObject && i == 0 ? ObjectNames.of(tuple.get(i)) : tuple.get(i));
            }
            tuples.add(values);
        }
        return tuples;
    }
}
