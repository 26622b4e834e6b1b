// SPDX-License-Identifier: EPL-2.0
package isolang.tests.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code isolang scenarios --db h2} on an in-process H2 2.3 database, against H2's
 * documentation of its isolation levels ("Transaction Isolation" in the Advanced guide,
 * https://h2database.com/html/advanced.html#transaction_isolation): dirty reads are possible
 * only at read uncommitted; non-repeatable reads are not possible from repeatable read up. Each
 * observed anomaly is confirmed by the values read as well as by the checker.
 */
class H2ScenariosTest {

    private static ScenarioTable table;

    @BeforeAll
    static void runScenarios() {
        table = ScenarioTable.run("--db", "h2");
    }

    /** Read uncommitted: "dirty reads ... are possible": T2 reads the value T1 rolls back. */
    @Test
    void readUncommittedReadsDirtyData() {
        ScenarioTable.Run aborted = table.get("read-uncommitted", "G1a");
        aborted.assertObserved("biswas.RC", "biswas.RA", "biswas.CC", "biswas.PC", "biswas.SI", "biswas.SER");
        assertEquals(List.of("T2 r x=11"), aborted.reads());
        ScenarioTable.Run intermediate = table.get("read-uncommitted", "G1b");
        intermediate.assertObserved("biswas.RC", "biswas.RA", "biswas.CC", "biswas.PC", "biswas.SI", "biswas.SER");
        assertEquals(List.of("T2 r x=11"), intermediate.reads());
    }

    /** Read committed and up: "dirty reads aren't possible". */
    @Test
    void readCommittedAndUpReadNoDirtyData() {
        for (String setting : List.of("read-committed", "repeatable-read", "snapshot", "serializable")) {
            for (String dirty : List.of("G1a", "G1b", "G1c")) {
                assertFalse(table.get(setting, dirty).observed(), table.get(setting, dirty)::toString);
            }
            assertEquals(List.of("T2 r x=0"), table.get(setting, "G1a").reads());
        }
    }

    /**
     * Read committed: non-repeatable reads are possible, so T1 sees T2's y after having read the
     * old x (read skew); repeatable read and up: "non-repeatable reads aren't possible".
     */
    @Test
    void readSkewOnlyAtReadCommitted() {
        ScenarioTable.Run skew = table.get("read-committed", "G-single");
        skew.assertObserved("biswas.RA", "biswas.CC", "biswas.PC", "biswas.SI", "biswas.SER");
        assertEquals(List.of("T1 r x=0", "T2 r x=0", "T2 r y=0", "T1 r y=22"), skew.reads());
        for (String setting : List.of("repeatable-read", "snapshot", "serializable")) {
            table.get(setting, "G-single").assertPrevented("not observable");
        }
    }

    /** Writers lock rows at every level: a second writer of a row waits (no dirty write). */
    @Test
    void writersWaitForEachOther() {
        for (String setting : List.of("read-uncommitted", "read-committed")) {
            table.get(setting, "G0").assertPrevented("blocked");
        }
    }
}
