// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static isolang.solver.history.Operation.read;
import static isolang.solver.history.Operation.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import isolang.solver.WitnessExecution;
import isolang.solver.check.AxiomInstance;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Transaction;
import isolang.solver.spec.Level;

/**
 * The axiom instance a weaker level's commit order violates under a stronger level: found on
 * the classic anomalies, and each checked here by hand against the axiom as written in
 * biswas.isol: the premise holds for the binding in the witness's {@code co}, and the edge the
 * conclusion demands is missing from it.
 */
class AxiomInstanceTest {

    private static final int X = 0;
    private static final int Y = 1;

    private static WitnessExecution witness(History history, String level) {
        MembershipResult allowed = new MembershipChecker().check(history, StandardLevels.level(level));
        return assertInstanceOf(MembershipResult.Allowed.class, allowed, level).witness();
    }

    private static Map<String, Integer> values(AxiomInstance instance) {
        Map<String, Integer> values = new HashMap<>();
        for (AxiomInstance.Binding b : instance.bindings()) {
            values.put(b.variable(), b.transaction() >= 0 ? b.transaction() : objectIndex(b.value()));
        }
        return values;
    }

    private static int objectIndex(String name) {
        for (int i = 0; i < 26; i++) {
            if (ObjectNames.of(i).equals(name)) {
                return i;
            }
        }
        throw new AssertionError("not an object: " + name);
    }

    private static boolean co(WitnessExecution witness, int from, int to) {
        return witness.relation("co").contains(List.of(from, to));
    }

    private static boolean readsFrom(History history, int object, int writer, int reader) {
        return history.writeReads().stream().anyMatch(rf -> rf.object() == object && rf.writer() == writer
                && rf.reader() == reader);
    }

    private static boolean writes(History history, int txn, int object) {
        return txn == Transaction.INITIAL
                || history.transaction(txn).map(t -> t.finalWrites().containsKey(object)).orElse(false);
    }

    @Test
    void writeSkewBreaksSerializabilityInTheCommitOrderOfSnapshotIsolation() {
        History skew = History.of(2, List.of(List.of(Transaction.of(1, read(X, 0), read(Y, 0), write(X, 1))),
                List.of(Transaction.of(2, read(X, 0), read(Y, 0), write(Y, 1)))));
        WitnessExecution si = witness(skew, "biswas.SI");
        Level ser = StandardLevels.level("biswas.SER");

        AxiomInstance instance = AxiomInstance.violated(skew, ser, si).orElseThrow();

        assertEquals("Serializability", instance.axiom().name());
        assertEquals(List.of("x", "t1", "t2", "t3"), instance.bindings().stream()
                .map(AxiomInstance.Binding::variable).toList(), "the axiom's own variable names, in order");
        Map<String, Integer> v = values(instance);
        // orderedBefore[co]: t1 != t2 and t1->t3 in wr[x] and t2 in writers[x] and t2->t3 in co implies t2->t1 in co
        assertFalse(v.get("t1").equals(v.get("t2")), instance.bindingText());
        assertTrue(readsFrom(skew, v.get("x"), v.get("t1"), v.get("t3")), instance.bindingText());
        assertTrue(writes(skew, v.get("t2"), v.get("x")), instance.bindingText());
        assertTrue(co(si, v.get("t2"), v.get("t3")), instance.bindingText());
        assertFalse(co(si, v.get("t2"), v.get("t1")), instance.bindingText());
        assertEquals(Optional.of(new AxiomInstance.DemandedEdge("co", v.get("t2"), v.get("t1"))),
                instance.demanded());
        assertTrue(instance.bindingText().matches("x=[xy], t1=T\\d, t2=T\\d, t3=T\\d"), instance.bindingText());
    }

    @Test
    void lostUpdateBreaksConflictInTheCommitOrderOfReadAtomic() {
        History lost = History.of(1, List.of(List.of(Transaction.of(1, read(X, 0), write(X, 1))),
                List.of(Transaction.of(2, read(X, 0), write(X, 2)))));
        WitnessExecution ra = witness(lost, "biswas.RA");
        Level si = StandardLevels.level("biswas.SI");

        AxiomInstance instance = AxiomInstance.violated(lost, si, ra).orElseThrow();

        assertEquals("Conflict", instance.axiom().name(), instance.toString());
        Map<String, Integer> v = values(instance);
        // t1 != t2 and t1->t3 in wr[x] and t2 in writers[x] and t3 + t4 in writers[y]
        // and t2->t4 in *co and t4->t3 in co implies t2->t1 in co
        assertFalse(v.get("t1").equals(v.get("t2")), instance.bindingText());
        assertTrue(readsFrom(lost, v.get("x"), v.get("t1"), v.get("t3")), instance.bindingText());
        assertTrue(writes(lost, v.get("t2"), v.get("x")), instance.bindingText());
        assertTrue(writes(lost, v.get("t3"), v.get("y")) && writes(lost, v.get("t4"), v.get("y")),
                instance.bindingText());
        assertTrue(v.get("t2").equals(v.get("t4")) || co(ra, v.get("t2"), v.get("t4")), instance.bindingText());
        assertTrue(co(ra, v.get("t4"), v.get("t3")), instance.bindingText());
        assertFalse(co(ra, v.get("t2"), v.get("t1")), instance.bindingText());
        assertEquals(Optional.of(new AxiomInstance.DemandedEdge("co", v.get("t2"), v.get("t1"))),
                instance.demanded());
    }

    @Test
    void aWitnessOfTheLevelItselfOrOfAnotherFrameworkGivesNoInstance() {
        History skew = History.of(2, List.of(List.of(Transaction.of(1, read(Y, 0), write(X, 1))),
                List.of(Transaction.of(2, read(X, 0), write(Y, 1)))));
        WitnessExecution si = witness(skew, "biswas.SI");

        assertEquals(Optional.empty(), AxiomInstance.violated(skew, StandardLevels.level("biswas.SI"), si));
        assertEquals(Optional.empty(), AxiomInstance.violated(skew, StandardLevels.level("cerone.SER"), si));
    }
}
