// SPDX-License-Identifier: EPL-2.0
package isolang.tests.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import isolang.diagram.HistoryDiagram;
import isolang.diagram.HistoryText;

/** The plain-text rendering printed by the CLI. */
class HistoryTextTest {

    @Test
    void readOnlyAnomalyListsSessionsWriteReadsAndOneCommitOrderPerPanel() {
        String text = HistoryText.render(HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(),
                DiagramExamples.readOnlyAnomalyWitnesses()));
        assertEquals("""
                session 1
                  T1: r(y,0) w(y,1)
                session 2
                  T2: r(x,0) r(y,1)
                session 3
                  T3: r(x,0) r(y,0) w(x,1)
                wr: T0 → T1 (y), T0 → T2 (x), T1 → T2 (y), T0 → T3 (x,y)
                [UpdateSer]
                  co: T0 → T3 → T1 → T2
                [SI]
                  co: T0 → T1 → T3 → T2
                """, text);
    }

    @Test
    void nonTransitiveRelationsListEveryEdge() {
        String text = HistoryText.render(HistoryDiagram.of(DiagramExamples.figureOne(),
                DiagramExamples.figureOneWitness()));
        assertTrue(text.contains("  ar: T0 → T1 → T2 → T3\n"), text);
        assertTrue(text.contains("  vis: T0 → T1 → T2 → T3, T0 → T2, T0 → T3\n"), text);
    }

    @Test
    void textFollowsLayerVisibilityAndTheTransitiveSwitch() {
        HistoryDiagram diagram = HistoryDiagram.of(DiagramExamples.readOnlyAnomaly(),
                DiagramExamples.readOnlyAnomalyWitnesses());
        String all = HistoryText.render(diagram.withTransitiveEdgesShown(true).withLayerVisible("wr", false));
        assertFalse(all.contains("wr:"), all);
        assertTrue(all.contains("co: T0 → T1 → T2, T0 → T2, T0 → T3 → T2, T1 → T3\n"), all);
    }
}
