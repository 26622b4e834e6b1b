// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Operation;
import isolang.solver.history.ReadFrom;
import isolang.solver.history.Transaction;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** Builds the unplaced panels and the legend of a {@link HistoryDiagram}. */
final class DiagramBuilder {

    private static final Map<String, String> DESCRIPTIONS = Map.of(
            HistoryDiagram.SO, "session order",
            HistoryDiagram.WR, "write-read, labelled with the object",
            "co", "commit order",
            "vis", "visibility",
            "ar", "arbitration");

    private final History history;
    private final Set<Integer> ids = new HashSet<>();

    DiagramBuilder(History history) {
        this.history = history;
        ids.add(Transaction.INITIAL);
        history.transactions().forEach(t -> ids.add(t.id()));
    }

    /** The legend: so, wr, then the witness relations in order of first appearance. */
    List<LegendEntry> legend(List<WitnessPanel> witnesses) {
        List<String> layers = new ArrayList<>(List.of(HistoryDiagram.SO, HistoryDiagram.WR));
        witnesses.forEach(w -> w.relations().keySet().stream().filter(r -> !layers.contains(r)).forEach(layers::add));
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
            for (TxnPair p : pairs) {
                if (!ids.contains(p.from()) || !ids.contains(p.to())) {
                    throw new IllegalArgumentException("relation " + name + " of panel " + title
                            + " relates a transaction the history does not have: " + p);
                }
            }
            Set<TxnPair> implied = Relations.implied(pairs);
            pairs.forEach(p -> edges.add(DiagramEdge.of(name, p.from(), p.to(), "", implied.contains(p))));
        });
        return new DiagramPanel(title, boxes(), lanes(), edges, 0, 0);
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
                edges.add(DiagramEdge.of(HistoryDiagram.SO, session.get(i).id(), session.get(i + 1).id(), "", false));
            }
        }
        Map<TxnPair, Set<Integer>> objectsRead = new LinkedHashMap<>();
        for (ReadFrom rf : history.writeReads()) {
            objectsRead.computeIfAbsent(new TxnPair(rf.writer(), rf.reader()), k -> new TreeSet<>()).add(rf.object());
        }
        objectsRead.forEach((pair, objects) -> edges.add(DiagramEdge.of(HistoryDiagram.WR, pair.from(), pair.to(),
                HistoryDiagram.WR + "_" + String.join(",", objects.stream().map(ObjectNames::of).toList()), false)));
        return edges;
    }
}
