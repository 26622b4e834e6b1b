// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The plain-text form of a {@link HistoryDiagram}, as the CLI prints it: the transactions by
 * session, the {@code so}, {@code wr} and (when the history records time) {@code rt} edges, then per panel each witness relation written
 * as chains, e.g. {@code co: T0 → T3 → T1 → T2}.
 *
 * <p>It shows what the drawing shows: hidden layers are left out, and implied edges only
 * when the diagram shows transitive edges; each {@link Emphasis} ends the text as a line
 * {@code ! caption} followed by its edges, each an axiom demands marked {@code (demanded)}; a
 * demanded edge a panel lacks is listed there only, not with the witness's.
 */
public final class HistoryText {

    private HistoryText() {
    }

    /** The text form of {@code diagram} (laid out or not), lines separated by {@code \n}. */
    public static String render(HistoryDiagram diagram) {
        StringBuilder text = new StringBuilder();
        DiagramPanel first = diagram.panels().get(0);
        for (Lane lane : first.lanes()) {
            text.append(lane.title()).append('\n');
            first.boxes().stream().filter(b -> b.session() == lane.session())
                    .forEach(b -> text.append("  ").append(b.title()).append(": ")
                            .append(String.join(" ", b.operations())).append('\n'));
        }
        List<String> historyLayers = diagram.layers().contains(HistoryDiagram.RT)
                ? List.of(HistoryDiagram.SO, HistoryDiagram.WR, HistoryDiagram.RT)
                : List.of(HistoryDiagram.SO, HistoryDiagram.WR);
        for (String layer : historyLayers) {
            List<DiagramEdge> edges = diagram.visibleEdges(first).stream().filter(e -> e.layer().equals(layer))
                    .toList();
            if (!edges.isEmpty()) {
                text.append(layer).append(": ").append(edges.stream().map(HistoryText::edge)
                        .collect(Collectors.joining(", "))).append('\n');
            }
        }
        for (DiagramPanel panel : diagram.panels()) {
            if (diagram.panels().size() > 1 || !panel.title().equals("history")) {
                text.append('[').append(panel.title()).append("]\n");
            }
            for (String layer : diagram.layers().subList(historyLayers.size(), diagram.layers().size())) {
                Set<TxnPair> pairs = new LinkedHashSet<>();
                diagram.visibleEdges(panel).stream()
                        .filter(e -> e.layer().equals(layer) && !e.demanded())
                        .forEach(e -> pairs.add(e.pair()));
                if (!pairs.isEmpty()) {
                    text.append("  ").append(layer).append(": ").append(Relations.paths(pairs).stream()
                            .map(HistoryText::path).collect(Collectors.joining(", "))).append('\n');
                }
            }
        }
        for (Emphasis emphasis : diagram.emphases()) {
            text.append("! ").append(emphasis.caption()).append('\n');
            if (!emphasis.edges().isEmpty()) {
                text.append("  ")
                        .append(emphasis.edges().stream().map(e -> e.layer() + ": T" + e.from() + " → T" + e.to()
                                + (e.demanded() ? " (demanded)" : ""))
                                .collect(Collectors.joining(", ")))
                        .append('\n');
            }
        }
        return text.toString();
    }

    private static String edge(DiagramEdge edge) {
        String objects = edge.label().contains("_") ? " (" + edge.label().substring(edge.label().indexOf('_') + 1) + ")"
                : "";
        return "T" + edge.from() + " → T" + edge.to() + objects;
    }

    private static String path(List<Integer> ids) {
        return ids.stream().map(id -> "T" + id).collect(Collectors.joining(" → "));
    }
}
