// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import isolang.solver.history.History;
import isolang.solver.history.ReadFrom;
import isolang.solver.history.ValueLabels;
import isolang.tests.solver.oracle.PaperNotation;

/** What the engine derives from a history's operations: external reads, write–read edges, value labels. */
class HistoryDerivationsTest {

    @Test
    void externalReadsAreAllValuesReadBeforeAnOwnWrite() {
        History history = PaperNotation.parse("T1: r(x,1) r(x,0) r(y,0) w(y,2) r(y,2) | T2: w(x,1)");

        assertEquals(Map.of(0, Set.of(0L, 1L), 1, Set.of(0L)), history.transaction(1).orElseThrow().externalReads());
        assertFalse(history.transaction(1).orElseThrow().isAbstract());
        assertTrue(history.isReadConsistent(), "non-repeatable reads are read-consistent");
    }

    @Test
    void everyExternalReadIsAWriteReadEdge() {
        History history = PaperNotation.parse("T1: w(x,1) | T2: r(x,1) r(x,0) r(x,1)");

        assertEquals(List.of(new ReadFrom(0, 0, 2), new ReadFrom(1, 0, 2)), history.writeReads());
    }

    @Test
    void readsOfOwnWritesAreNoEdges() {
        History history = PaperNotation.parse("T1: w(x,1) r(x,1) w(x,2) r(x,2) | T2: r(x,2)");

        assertEquals(List.of(new ReadFrom(1, 0, 2)), history.writeReads());
        assertTrue(history.isReadConsistent());
        assertFalse(PaperNotation.parse("T1: w(x,1) r(x,0)").isReadConsistent(), "an own write must be read");
    }

    @Test
    void valuesAreNumberedDenselyPerObject() {
        History history = PaperNotation.parse("T1: w(x,9223372036854775807) w(y,1300) | T2: r(x,2147483648) w(y,7)");
        ValueLabels labels = history.valueLabels();

        assertEquals(3, labels.count(), "x: 0, 2^31, 2^63-1; y: 0, 7, 1300");
        assertEquals(0, labels.labelOf(0, 0));
        assertEquals(1, labels.labelOf(0, 2_147_483_648L));
        assertEquals(2, labels.labelOf(0, Long.MAX_VALUE));
        assertEquals(2, labels.labelOf(1, 1300));
        assertEquals(7L, labels.valueOf(1, 1));
        assertThrows(IllegalArgumentException.class, () -> labels.labelOf(1, 8));
    }
}
