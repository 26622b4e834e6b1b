// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import isolang.solver.AbstractCegisListener;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.EnumerationScope;
import isolang.solver.check.HistoryEnumerator;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import isolang.tests.solver.reference.BiswasEnea;

/**
 * Strict serializability against brute force over every history of 3 transactions, 1 object and
 * 3 values with every real-time order (interval order) the enumerator gives: a serial order of
 * the transactions that extends session order and real time, in which every read returns the
 * latest write before it, decides each history. The enumerating and the SAT membership checkers
 * decide StrictSER like it on every history that separates SER from StrictSER and on a sample of
 * the others, and synthesis answers both pairs of SER and StrictSER like the enumeration.
 */
class RealTimeEnumerationTest {

    private static final EnumerationScope TINY = new EnumerationScope(3, 1, 3);
    private static final int SAMPLE = 5;

    @Test
    void intervalOrdersAreEnumeratedAndCheckersAgreeWithBruteForce() {
        List<History> timed = new HistoryEnumerator(TINY, HistoryEnumerator.Symmetry.NONE,
                HistoryEnumerator.ReadOrder.CANONICAL, HistoryEnumerator.RealTimeOrders.ALL).enumerate();
        List<History> untimed = new HistoryEnumerator(TINY, HistoryEnumerator.Symmetry.NONE,
                HistoryEnumerator.ReadOrder.CANONICAL).enumerate();
        assertEquals(untimed.size() * 19, timed.size(), "19 interval orders over 3 labelled transactions");
        List<History> classes = new HistoryEnumerator(TINY, HistoryEnumerator.Symmetry.ISOMORPHISM,
                HistoryEnumerator.ReadOrder.CANONICAL, HistoryEnumerator.RealTimeOrders.ALL).enumerate();
        IndependentChecker independent = new IndependentChecker();
        MembershipChecker membership = new MembershipChecker();
        List<String> failures = new ArrayList<>();
        int separating = 0;
        int decided = 0;
        for (int i = 0; i < classes.size(); i++) {
            History h = classes.get(i);
            boolean strict = serialOrderExists(h, true);
            boolean serializable = serialOrderExists(h, false);
            if (serializable && !strict) {
                separating++;
            } else if (i % SAMPLE != 0) {
                continue;
            }
            decided++;
            IndependentVerdict enumerated = independent.check(h, BiswasEnea.STRICT_SER);
            MembershipResult sat = membership.check(h, BiswasEnea.STRICT_SER);
            if (strict != enumerated instanceof IndependentVerdict.Allowed
                    || strict != sat instanceof MembershipResult.Allowed
                    || enumerated instanceof IndependentVerdict.Refused || sat instanceof MembershipResult.Unknown) {
                failures.add("brute force " + strict + ", enumeration " + enumerated + ", SAT " + sat + "\n" + h);
            }
        }
        assertEquals(List.of(), failures.stream().limit(3).toList(), failures.size() + " disagreements");
        assertTrue(separating >= 10, "histories that only real time forbids: " + separating);
        assertTrue(decided > classes.size() / SAMPLE, decided + " of " + classes.size());
    }

    @Test
    void synthesisSeparatesSerializabilityFromStrictSerializabilityLikeTheEnumeration() {
        List<History> classes = new HistoryEnumerator(TINY, HistoryEnumerator.Symmetry.ISOMORPHISM,
                HistoryEnumerator.ReadOrder.CANONICAL, HistoryEnumerator.RealTimeOrders.ALL).enumerate();
        assertTrue(classes.stream().anyMatch(h -> serialOrderExists(h, false) && !serialOrderExists(h, true)));
        assertTrue(classes.stream().noneMatch(h -> serialOrderExists(h, true) && !serialOrderExists(h, false)));
        IsolationAnalyzer analyzer = new IsolationAnalyzer(
                SynthesisOptions.defaults().withTimeout(Duration.ofMinutes(2)), new AbstractCegisListener());
        Scope scope = new Scope(3, 2, 2, 3, 4);

        SynthesisResult weaker = analyzer.synthesize(new Problem(List.of(BiswasEnea.SER),
                List.of(BiswasEnea.STRICT_SER), scope, HistoryModel.ABSTRACT));
        SynthesisResult stronger = analyzer.synthesize(new Problem(List.of(BiswasEnea.STRICT_SER),
                List.of(BiswasEnea.SER), scope, HistoryModel.ABSTRACT));

        History found = assertInstanceOf(SynthesisResult.Found.class, weaker).history();
        assertTrue(serialOrderExists(found, false) && !serialOrderExists(found, true), found.toString());
        assertEquals(1, found.realTime().edges().size(), "minimal in real time too: " + found);
        assertInstanceOf(SynthesisResult.NoneWithinScope.class, stronger);
    }

    /** Whether some order of the transactions extends session order (and real time) and explains every read. */
    static boolean serialOrderExists(History h, boolean realTime) {
        return place(h, new ArrayList<>(), realTime);
    }

    private static boolean place(History h, List<Transaction> order, boolean realTime) {
        if (order.size() == h.transactions().size()) {
            return true;
        }
        for (Transaction t : h.transactions()) {
            if (order.contains(t) || !predecessorsPlaced(h, t, order, realTime) || !readsLatest(h, t, order)) {
                continue;
            }
            order.add(t);
            if (place(h, order, realTime)) {
                return true;
            }
            order.remove(order.size() - 1);
        }
        return false;
    }

    private static boolean predecessorsPlaced(History h, Transaction t, List<Transaction> order, boolean realTime) {
        for (List<Transaction> session : h.sessions()) {
            int index = session.indexOf(t);
            if (index > 0 && !order.contains(session.get(index - 1))) {
                return false;
            }
        }
        return !realTime || h.transactions().stream()
                .allMatch(u -> !h.realTime().precedes(u.id(), t.id()) || order.contains(u));
    }

    /** Whether each read of {@code t} (external: the enumerator reads before it writes) returns the latest write placed. */
    private static boolean readsLatest(History h, Transaction t, List<Transaction> order) {
        for (Operation op : t.operations()) {
            if (!op.isRead()) {
                continue;
            }
            OptionalInt writer = h.writerOf(op.object(), op.value());
            int latest = -1;
            for (Transaction u : order) {
                if (u.operations().stream().anyMatch(w -> w.isWrite() && w.object() == op.object())) {
                    latest = u.id();
                }
            }
            if (op.value() == 0 ? latest != -1 : writer.isEmpty() || writer.getAsInt() != latest) {
                return false;
            }
        }
        return true;
    }
}
