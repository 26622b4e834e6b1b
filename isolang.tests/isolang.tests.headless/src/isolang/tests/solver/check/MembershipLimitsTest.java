// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.check;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.encode.ScopeTooLargeException;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.tests.solver.reference.BiswasEnea;

/**
 * The size of a history the SAT membership check encodes depends on its transactions, objects,
 * distinct values per object and, for operation-level levels, operations — never on how large
 * the values are. Beyond what a Kodkod universe holds, the history is refused with a message.
 */
class MembershipLimitsTest {

    /** One writer of x and one reader that reads x {@code reads} times, alternating two values. */
    private static History manyReads(int reads) {
        List<Operation> ops = new ArrayList<>();
        for (int i = 0; i < reads; i++) {
            ops.add(Operation.read(0, i % 2 == 0 ? 0 : Long.MAX_VALUE));
        }
        return History.of(1, List.of(List.of(Transaction.of(1, Operation.write(0, Long.MAX_VALUE))),
                List.of(new Transaction(2, ops))));
    }

    @Test
    void abstractLevelChecksAHistoryWithMoreOperationsThanAUniverseHolds() {
        MembershipResult result = new MembershipChecker().check(manyReads(1_500), BiswasEnea.RA);

        assertInstanceOf(MembershipResult.Disallowed.class, result, "a non-repeatable read of two writers");
    }

    @Test
    void operationLevelRefusesAHistoryTooLargeToEncodeWithAMessage() {
        ScopeTooLargeException e = assertThrows(ScopeTooLargeException.class,
                () -> new MembershipChecker().check(manyReads(1_500), BiswasEnea.RC));

        assertTrue(e.getMessage().contains("1507 atoms") && e.getMessage().contains("1290"), e.getMessage());
    }
}
