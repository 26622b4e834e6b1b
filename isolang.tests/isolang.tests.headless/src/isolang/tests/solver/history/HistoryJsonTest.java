// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.history;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import isolang.solver.WitnessExecution;
import isolang.solver.history.History;
import isolang.solver.history.text.HistoryJson;
import isolang.solver.spec.Framework;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;
import isolang.tests.solver.oracle.PaperNotation;

/** The JSON form of a found history: the members and order docs/CLI.md gives for {@code histories[]}. */
class HistoryJsonTest {

    @Test
    void sessionsReadsFromAndWitnessesAsDocumented() {
        History history = PaperNotation.parse("T1: w(x,9223372036854775807) | T2: r(x,9223372036854775807) w(y,1)");
        Framework framework = new Framework("Adya",
                List.of(new WitnessRelation("vo", new WitnessShape.PerObjectTotalOrder()),
                        new WitnessRelation("ar", new WitnessShape.StrictTotalOrder())),
                List.of(), "");
        WitnessExecution witness = new WitnessExecution(Level.of("PL-2", framework, List.of(), ""),
                Map.of("zz", List.of(List.of(1, 2)), "ar", List.of(List.of(0, 1), List.of(1, 2)), "vo",
                        List.of(List.of(0, 0, 1), List.of(1, 0, 2))));

        Map<String, Object> json = HistoryJson.of(history, List.of(witness));

        assertEquals(List.of("sessions", "wr", "witnesses"), List.copyOf(json.keySet()));
        assertEquals(List.of(
                List.of(Map.of("id", 1, "ops", List.of(Map.of("op", "w", "obj", "x", "val", Long.MAX_VALUE)))),
                List.of(Map.of("id", 2, "ops", List.of(Map.of("op", "r", "obj", "x", "val", Long.MAX_VALUE),
                        Map.of("op", "w", "obj", "y", "val", 1L))))),
                json.get("sessions"));
        assertEquals(List.of(Map.of("writer", 1, "reader", 2, "obj", "x")), json.get("wr"));
        @SuppressWarnings("unchecked")
        Map<String, Object> relations = (Map<String, Object>) ((List<Map<String, Object>>) json.get("witnesses")).get(0)
                .get("relations");
        assertEquals(List.of("vo", "ar", "zz"), List.copyOf(relations.keySet()), "declared order, then by name");
        assertEquals(List.of(List.of("x", 0, 1), List.of("y", 0, 2)), relations.get("vo"), "objects by name");
        assertEquals(List.of(List.of(0, 1), List.of(1, 2)), relations.get("ar"));
    }
}
