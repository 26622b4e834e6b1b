// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Operation;
import isolang.solver.history.ReadFrom;
import isolang.solver.history.RealTime;
import isolang.solver.history.Transaction;

/**
 * Builds the unplaced panels and the legend of a {@link HistoryDiagram}. Every edge is
 * labelled: with its layer, and for {@code wr}, {@code rw} and {@code ww} with the objects
 * that make the pair an edge (the objects read from, read then overwritten, written by both).
 */
final class DiagramBuilder {

    private static final Map<String, String> DESCRIPTIONS = Map.of(
            HistoryDiagram.SO, "session order",
            HistoryDiagram.WR, "write-read, with the object",
            HistoryDiagram.RT, "real time: ended before the other began",
            "co", "commit order",
            "vis", "visibility",
            "ar", "arbitration",
            "rw", "read-write (anti-dependency), with the object",
            "ww", "write-write, with the object");

    private final History history;
    private final List<Emphasis> emphases;
    private final Set<Integer> ids = new HashSet<>();

    DiagramBuilder(History history, List<Emphasis> emphases) {
        this.history = history;
        this.emphases = emphases;
        ids.add(Transaction.INITIAL);
        history.transactions().forEach(t -> ids.add(t.id()));
        for (Emphasis emphasis : emphases) {
            for (Emphasis.Edge edge : emphasis.edges()) {
                check("emphasis '" + emphasis.caption() + "'", edge.pair());
            }
            emphasis.boxes().forEach(id -> check("emphasis '" + emphasis.caption() + "'", new TxnPair(id, id)));
        }
    }

    private void check(String what, TxnPair pair) {
        if (!ids.contains(pair.from()) || !ids.contains(pair.to())) {
            throw new IllegalArgumentException(what + " relates a transaction the history does not have: " + pair);
        }
    }

    /** The legend: so, wr, the witness relations in order of first appearance, then the emphasised ones. */
    List<LegendEntry> legend(List<WitnessPanel> witnesses) {
        List<String> layers = new ArrayList<>(List.of(HistoryDiagram.SO, HistoryDiagram.WR));
        if (!history.realTime().isEmpty()) {
            layers.add(HistoryDiagram.RT);
        }
        witnesses.forEach(w -> w.relations().keySet().stream().filter(r -> !layers.contains(r)).forEach(layers::add));
        emphases.forEach(e -> e.edges().stream().map(Emphasis.Edge::layer).filter(r -> !layers.contains(r))
                .forEach(layers::add));
        List<LegendEntry> legend = new ArrayList<>();
        int palette = 0;
        for (String layer : layers) {
            RelationStyle style = RelationStyle.of(layer, RelationStyle.isFixed(layer) ? 0 : palette++);
            legend.add(new LegendEntry(layer, style, DESCRIPTIONS.getOrDefault(layer, "witness relation")));
        }
        return legend;
    }

    /** One panel per witness, or a single panel titled "history" when there is none. */
    List<DiagramPanel> panels(List<WitnessPanel> witnesses) {
        if (witnesses.isEmpty()) {
            return List.of(panel("history", Map.of()));
        }
        return witnesses.stream().map(w -> panel(w.title(), w.relations())).toList();
    }

    private DiagramPanel panel(String title, Map<String, Set<TxnPair>> relations) {
        List<DiagramEdge> edges = new ArrayList<>(historyEdges());
        relations.forEach((name, pairs) -> {
            pairs.forEach(p -> check("relation " + name + " of panel " + title, p));
            Set<TxnPair> implied = Relations.implied(pairs);
            pairs.forEach(p -> edges.add(DiagramEdge.of(name, p.from(), p.to(), label(name, p), implied.contains(p))));
        });
        for (Emphasis emphasis : emphases) {
            if (!emphasis.appliesTo(title)) {
                continue;
            }
            for (Emphasis.Edge e : emphasis.edges()) {
                if (edges.stream().noneMatch(d -> d.layer().equals(e.layer()) && d.pair().equals(e.pair()))) {
                    edges.add(DiagramEdge.added(e, e.label().isEmpty() ? label(e.layer(), e.pair()) : e.label()));
                }
            }
        }
        return new DiagramPanel(title, boxes(), lanes(), edges, 0, 0);
    }

    /** The label of the edge {@code pair} of {@code layer}: see the class comment. */
    private String label(String layer, TxnPair pair) {
        Set<Integer> objects = new TreeSet<>();
        if (layer.equals(HistoryDiagram.WR)) {
            history.writeReads().stream().filter(rf -> rf.writer() == pair.from() && rf.reader() == pair.to())
                    .forEach(rf -> objects.add(rf.object()));
        } else if (layer.equals("rw")) {
            objects.addAll(reads(pair.from()));
            objects.retainAll(writes(pair.to()));
        } else if (layer.equals("ww")) {
            objects.addAll(writes(pair.from()));
            objects.retainAll(writes(pair.to()));
        }
        return objects.isEmpty() ? layer
                : layer + "_" + String.join(",", objects.stream().map(ObjectNames::of).toList());
    }

    private Set<Integer> reads(int id) {
        Set<Integer> objects = new HashSet<>();
        operations(id).stream().filter(Operation::isRead).forEach(o -> objects.add(o.object()));
        return objects;
    }

    private Set<Integer> writes(int id) {
        Set<Integer> objects = new HashSet<>();
        if (id == Transaction.INITIAL) {
            for (int object = 0; object < history.objectCount(); object++) {
                objects.add(object);
            }
            return objects;
        }
        operations(id).stream().filter(Operation::isWrite).forEach(o -> objects.add(o.object()));
        return objects;
    }

    private List<Operation> operations(int id) {
        return history.transactions().stream().filter(t -> t.id() == id).findFirst().map(Transaction::operations)
                .orElse(List.of());
    }

    private List<TransactionBox> boxes() {
        List<TransactionBox> boxes = new ArrayList<>();
        List<String> initialWrites = new ArrayList<>();
        for (int object = 0; object < history.objectCount(); object++) {
            initialWrites.add(Operation.write(object, 0).toString());
        }
        boxes.add(TransactionBox.of(Transaction.INITIAL, TransactionBox.NO_SESSION, "T0 (initial)", initialWrites));
        for (int s = 0; s < history.sessions().size(); s++) {
            for (Transaction t : history.sessions().get(s)) {
                boxes.add(TransactionBox.of(t.id(), s, "T" + t.id(),
                        t.operations().stream().map(Operation::toString).toList()));
            }
        }
        return boxes;
    }

    private List<Lane> lanes() {
        List<Lane> lanes = new ArrayList<>();
        for (int s = 0; s < history.sessions().size(); s++) {
            lanes.add(new Lane(s, "session " + (s + 1), 0, 0, 0, 0));
        }
        return lanes;
    }

    private List<DiagramEdge> historyEdges() {
        List<DiagramEdge> edges = new ArrayList<>();
        for (List<Transaction> session : history.sessions()) {
            for (int i = 0; i + 1 < session.size(); i++) {
                edges.add(DiagramEdge.of(HistoryDiagram.SO, session.get(i).id(), session.get(i + 1).id(),
                        HistoryDiagram.SO, false));
            }
        }
        Set<TxnPair> writeReads = new LinkedHashSet<>();
        for (ReadFrom rf : history.writeReads()) {
            writeReads.add(new TxnPair(rf.writer(), rf.reader()));
        }
        writeReads.forEach(pair -> edges.add(DiagramEdge.of(HistoryDiagram.WR, pair.from(), pair.to(),
                label(HistoryDiagram.WR, pair), false)));
        RealTime rt = history.realTime();
        for (RealTime.Precedence e : rt.edges()) {
            boolean implied = rt.edges().stream()
                    .anyMatch(m -> m.before() == e.before() && rt.precedes(m.after(), e.after()));
            edges.add(DiagramEdge.of(HistoryDiagram.RT, e.before(), e.after(), HistoryDiagram.RT, implied));
        }
        return edges;
    }
}
