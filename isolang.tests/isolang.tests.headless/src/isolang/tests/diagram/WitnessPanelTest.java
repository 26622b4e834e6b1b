// SPDX-License-Identifier: EPL-2.0
package isolang.tests.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import isolang.diagram.TxnPair;
import isolang.diagram.WitnessPanel;
import isolang.solver.WitnessExecution;
import isolang.solver.spec.Framework;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;

/** Turning the engine's witness executions into diagram panels. */
class WitnessPanelTest {

    private static final Framework CERONE = new Framework("Cerone", List.of(
            new WitnessRelation("ar", new WitnessShape.StrictTotalOrder()),
            new WitnessRelation("vis", new WitnessShape.SubsetOf("ar"))), List.of(), "");

    @Test
    void witnessExecutionBecomesAPanelTitledWithItsLevelInDeclarationOrder() {
        WitnessExecution witness = new WitnessExecution(Level.of("NLU", CERONE, List.of(), ""), Map.of(
                "vis", List.of(List.of(0, 1), List.of(1, 2)),
                "ar", List.of(List.of(0, 1), List.of(0, 2), List.of(1, 2))));
        WitnessPanel panel = WitnessPanel.of(witness);
        assertEquals("NLU", panel.title());
        assertEquals(List.of("ar", "vis"), List.copyOf(panel.relations().keySet()));
        assertEquals(TxnPair.totalOrder(0, 1, 2), panel.relations().get("ar"));
        assertEquals(Set.of(new TxnPair(0, 1), new TxnPair(1, 2)), panel.relations().get("vis"));
    }

    @Test
    void perObjectOrdersBecomeOneRelationPerObject() {
        Framework adya = new Framework("Adya",
                List.of(new WitnessRelation("vo", new WitnessShape.PerObjectTotalOrder())),
                List.of(), "");
        WitnessExecution witness = new WitnessExecution(Level.of("PL-2", adya, List.of(), ""), Map.of(
                "vo", List.of(List.of(0, 0, 1), List.of(1, 0, 2), List.of(1, 1, 2))));
        WitnessPanel panel = WitnessPanel.of(witness);
        assertEquals(Map.of("vo_x", Set.of(new TxnPair(0, 1)), "vo_y", Set.of(new TxnPair(0, 2), new TxnPair(1, 2))),
                panel.relations());
    }
}
