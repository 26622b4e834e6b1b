// SPDX-License-Identifier: EPL-2.0
package isolang.tests.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import isolang.diagram.DiagramEdge;
import isolang.diagram.DiagramPanel;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.Lane;
import isolang.diagram.LegendEntry;
import isolang.diagram.RelationStyle;
import isolang.diagram.TransactionBox;
import isolang.diagram.TxnPair;
import isolang.diagram.WitnessPanel;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/** The diagram model, checked without layout or pixels. */
class HistoryDiagramTest {

    private static final HistoryDiagram READ_ONLY = HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(),
            DiagramExamples.readOnlyAnomalyWitnesses());

    private static Set<TxnPair> visible(HistoryDiagram diagram, DiagramPanel panel, String layer) {
        return diagram.visibleEdges(panel).stream().filter(e -> e.layer().equals(layer)).map(DiagramEdge::pair)
                .collect(Collectors.toSet());
    }

    @Test
    void readOnlyAnomalyHasOnePanelPerWitnessAndOneLanePerSession() {
        assertEquals(List.of("UpdateSer", "SI"), READ_ONLY.panels().stream().map(DiagramPanel::title).toList());
        for (DiagramPanel panel : READ_ONLY.panels()) {
            assertEquals(List.of("session 1", "session 2", "session 3"),
                    panel.lanes().stream().map(Lane::title).toList());
            assertEquals(List.of(0, 1, 2, 3), panel.boxes().stream().map(TransactionBox::id).toList());
        }
    }

    @Test
    void boxesListTheOperationsInProgramOrder() {
        DiagramPanel panel = READ_ONLY.panels().get(0);
        assertEquals(List.of("r(y,0)", "w(y,1)"), panel.box(1).orElseThrow().operations());
        assertEquals(List.of("r(x,0)", "r(y,1)"), panel.box(2).orElseThrow().operations());
        assertEquals(List.of("r(x,0)", "r(y,0)", "w(x,1)"), panel.box(3).orElseThrow().operations());
        assertEquals(2, panel.box(3).orElseThrow().session());
        TransactionBox initial = panel.box(0).orElseThrow();
        assertTrue(initial.isInitial());
        assertEquals(List.of("w(x,0)", "w(y,0)"), initial.operations());
        assertEquals(1, panel.boxes().stream().filter(TransactionBox::isInitial).count());
    }

    @Test
    void writeReadEdgesAreMergedPerPairAndLabelledWithTheirObjects() {
        Map<TxnPair, String> labels = READ_ONLY.panels().get(1).edges(HistoryDiagram.WR).stream()
                .collect(Collectors.toMap(DiagramEdge::pair, DiagramEdge::label));
        assertEquals(Map.of(new TxnPair(0, 1), "wr_y", new TxnPair(0, 2), "wr_x", new TxnPair(1, 2), "wr_y",
                new TxnPair(0, 3), "wr_x,y"), labels);
    }

    @Test
    void commitOrdersAreReducedToTheirChains() {
        assertEquals(Set.of(new TxnPair(0, 3), new TxnPair(3, 1), new TxnPair(1, 2)),
                visible(READ_ONLY, READ_ONLY.panels().get(0), "co"));
        assertEquals(Set.of(new TxnPair(0, 1), new TxnPair(1, 3), new TxnPair(3, 2)),
                visible(READ_ONLY, READ_ONLY.panels().get(1), "co"));
    }

    @Test
    void showingTransitiveEdgesRevealsTheWholeOrder() {
        HistoryDiagram all = READ_ONLY.withTransitiveEdgesShown(true);
        assertEquals(TxnPair.totalOrder(0, 1, 3, 2), visible(all, all.panels().get(1), "co"));
        assertEquals(3, all.panels().get(1).edges("co").stream().filter(DiagramEdge::implied).count());
        assertFalse(READ_ONLY.transitiveEdgesShown());
    }

    @Test
    void nonTransitiveVisibilityKeepsEveryEdgeWhileArbitrationIsReduced() {
        HistoryDiagram diagram = HistoryDiagram.of(DiagramExamples.figureOne(), DiagramExamples.figureOneWitness());
        DiagramPanel panel = diagram.panels().get(0);
        assertEquals(5, visible(diagram, panel, "vis").size());
        assertFalse(visible(diagram, panel, "vis").contains(new TxnPair(1, 3)));
        assertEquals(Set.of(new TxnPair(0, 1), new TxnPair(1, 2), new TxnPair(2, 3)), visible(diagram, panel, "ar"));
        assertEquals(Set.of(new TxnPair(1, 2), new TxnPair(2, 3), new TxnPair(0, 3), new TxnPair(0, 1)),
                visible(diagram, panel, HistoryDiagram.WR));
    }

    @Test
    void sessionOrderLinksOnlyConsecutiveTransactions() {
        History history = History.of(1, List.of(List.of(Transaction.of(1, Operation.write(0, 1)),
                Transaction.of(2, Operation.read(0, 1)), Transaction.of(3, Operation.write(0, 2)))));
        HistoryDiagram diagram = HistoryDiagram.of(history, List.of());
        DiagramPanel panel = diagram.panels().get(0);
        assertEquals("history", panel.title());
        assertEquals(Set.of(new TxnPair(1, 2), new TxnPair(2, 3)), visible(diagram, panel, HistoryDiagram.SO));
        assertEquals(1, panel.lanes().size());
    }

    @Test
    void legendGivesKnownRelationsFixedStylesAndOthersDistinctPaletteEntries() {
        assertEquals(List.of("so", "wr", "co"), READ_ONLY.layers());
        assertEquals(RelationStyle.of("co", 0), READ_ONLY.legendEntry("co").style());
        Map<String, Set<TxnPair>> second = new LinkedHashMap<>();
        second.put("ww", Set.of(new TxnPair(1, 3)));
        second.put("co", Set.of());
        HistoryDiagram custom = HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(), List.of(
                new WitnessPanel("A", Map.of("rb", Set.of(new TxnPair(2, 3)))), new WitnessPanel("B", second)));
        assertEquals(List.of("so", "wr", "rb", "ww", "co"), custom.layers());
        List<String> colors = custom.legend().stream().map(e -> e.style().color()).toList();
        assertEquals(colors.size(), Set.copyOf(colors).size());
        assertEquals(READ_ONLY.legendEntry("co"), custom.legendEntry("co"));
        assertNotEquals("", custom.legend().stream().map(LegendEntry::description).collect(Collectors.joining()));
    }

    @Test
    void hidingALayerRemovesItsEdgesAndDropsTheLayout() {
        HistoryDiagram hidden = READ_ONLY.withLayerVisible(HistoryDiagram.WR, false);
        assertFalse(hidden.isLayerVisible(HistoryDiagram.WR));
        assertTrue(hidden.visibleEdges(hidden.panels().get(0)).stream().noneMatch(e -> e.layer().equals("wr")));
        assertEquals(3, hidden.visibleEdges(hidden.panels().get(0)).size());
        assertTrue(hidden.withLayerVisible(HistoryDiagram.WR, true).isLayerVisible(HistoryDiagram.WR));
        assertThrows(IllegalArgumentException.class, () -> READ_ONLY.withLayerVisible("vis", false));
    }

    @Test
    void witnessesMentioningUnknownTransactionsOrHistoryRelationsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(),
                List.of(WitnessPanel.of("SI", "co", TxnPair.totalOrder(0, 1, 4)))));
        assertThrows(IllegalArgumentException.class, () -> WitnessPanel.of("SI", "wr", Set.of()));
        assertThrows(IllegalArgumentException.class, () -> WitnessPanel.of(" ", "co", Set.of()));
    }
}
