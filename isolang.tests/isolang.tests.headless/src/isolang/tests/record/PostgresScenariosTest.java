// SPDX-License-Identifier: EPL-2.0
package isolang.tests.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import isolang.record.scenario.Scenario;
import isolang.record.scenario.ScenarioCatalog;

/**
 * {@code isolang scenarios --db postgres} on a real PostgreSQL 17 server started from its
 * binaries, against what the PostgreSQL 17 manual documents in chapter 13.2, "Transaction
 * Isolation" (https://www.postgresql.org/docs/17/transaction-iso.html). Each observed anomaly is
 * also confirmed without the checker: by the values the reads returned and the outcomes.
 */
class PostgresScenariosTest {

    private static ScenarioTable table;

    @BeforeAll
    static void runScenarios() {
        table = ScenarioTable.run("--db", "postgres");
    }

    /**
     * §13.2, table 13.1: a dirty read is "not possible" at any level, and "PostgreSQL's Read
     * Uncommitted mode behaves like Read Committed".
     */
    @Test
    void noSettingReadsUncommittedData() {
        for (String setting : List.of("read-uncommitted", "read-committed", "repeatable-read", "serializable")) {
            for (String dirty : List.of("G1a", "G1b", "G1c")) {
                assertFalse(table.get(setting, dirty).observed(), table.get(setting, dirty)::toString);
            }
        }
        assertEquals(List.of("T2 r x=0"), table.get("read-uncommitted", "G1a").reads());
    }

    /** Every run: observed exactly when its level is violated; a prevented one names what it shows instead. */
    @Test
    void verdictsAgreeWithTheViolatedLevels() {
        table.assertVerdictsAgreeWithViolatedLevels();
    }

    /**
     * G1c without dirty reads is a write skew: up to repeatable read (snapshot isolation,
     * §13.2.2) it commits and violates serializability only; serializable (§13.2.3) aborts one
     * of the two.
     */
    @Test
    void circularInformationFlowIsAWriteSkewInstead() {
        for (String setting : List.of("read-uncommitted", "read-committed", "repeatable-read")) {
            ScenarioTable.Run run = table.get(setting, "G1c");
            run.assertPrevented("not observable");
            assertEquals(List.of("biswas.SER"), run.violates(), run::toString);
            assertEquals(List.of("write skew"), run.instead(), run::toString);
        }
        ScenarioTable.Run serializable = table.get("serializable", "G1c");
        assertTrue(serializable.result().contains("aborted"), serializable::toString);
        assertTrue(serializable.instead().isEmpty(), serializable::toString);
    }

    /**
     * §13.2.1: an UPDATE of a row another transaction updated "will wait for the first updating
     * transaction to commit or roll back", and then proceeds: no dirty write, but a lost update.
     */
    @Test
    void readCommittedBlocksDirtyWritesButLosesUpdates() {
        table.get("read-committed", "G0").assertPrevented("blocked");
        ScenarioTable.Run lost = table.get("read-committed", "lost-update");
        lost.assertObserved("biswas.SI", "biswas.SER");
        assertEquals(List.of("T1 r x=0", "T2 r x=0"), lost.reads());
        assertEquals("committed", lost.outcome(1));
        assertEquals("committed", lost.outcome(2));
        table.get("read-committed", "G-single").assertObserved("biswas.RA", "biswas.CC", "biswas.PC", "biswas.SI",
                "biswas.SER");
    }

    /**
     * §13.2.2: a repeatable read transaction "sees a snapshot as of the start of the first
     * non-transaction-control statement" (no read skew), and when it updates a row a concurrent
     * transaction updated and committed it "will be rolled back with the message ERROR: could
     * not serialize access due to concurrent update" (no lost update). Its view "will not
     * necessarily always be consistent with some serial (one at a time) execution": write skew
     * and the read-only anomaly go through, and their histories satisfy snapshot isolation.
     */
    @Test
    void repeatableReadIsSnapshotIsolation() {
        ScenarioTable.Run skew = table.get("repeatable-read", "G-single");
        skew.assertPrevented("not observable");
        assertEquals(List.of("T1 r x=0", "T2 r x=0", "T2 r y=0", "T1 r y=0"), skew.reads());
        ScenarioTable.Run lost = table.get("repeatable-read", "lost-update");
        assertTrue(lost.result().contains("aborted"), lost::toString);
        assertEquals("aborted", lost.outcome(2));
        assertTrue(lost.error(2).startsWith("40001 ERROR: could not serialize access due to concurrent update"),
                lost::toString);
        ScenarioTable.Run writeSkew = table.get("repeatable-read", "G2-item");
        writeSkew.assertObserved("biswas.SER");
        assertEquals(List.of("T1 r x=0", "T1 r y=0", "T2 r x=0", "T2 r y=0"), writeSkew.reads());
        assertEquals("committed", writeSkew.outcome(1));
        assertEquals("committed", writeSkew.outcome(2));
        table.get("repeatable-read", "read-only").assertObserved("biswas.SER");
    }

    /**
     * §13.2.3: serializable "guarantees that any concurrent execution of a set of Serializable
     * transactions ... produce the same effect as running them one at a time in some order";
     * otherwise a transaction fails with a serialization failure (SQLSTATE 40001).
     */
    @Test
    void serializablePreventsEveryAnomaly() {
        for (Scenario scenario : ScenarioCatalog.all()) {
            ScenarioTable.Run run = table.get("serializable", scenario.id());
            assertFalse(run.observed(), run::toString);
            assertTrue(run.violates().isEmpty(), run::toString);
        }
        for (String id : List.of("G2-item", "read-only", "lost-update")) {
            ScenarioTable.Run run = table.get("serializable", id);
            assertTrue(run.result().contains("aborted"), run::toString);
            assertTrue(run.errors().stream().anyMatch(e -> e != null && e.startsWith("40001 ")), run::toString);
        }
    }
}
