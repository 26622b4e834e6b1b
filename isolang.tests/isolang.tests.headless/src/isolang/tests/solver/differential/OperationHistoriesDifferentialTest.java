// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import isolang.solver.history.History;
import isolang.solver.history.Transaction;
import isolang.tests.solver.oracle.RandomHistories;
import isolang.tests.solver.oracle.ReferenceLevel;

/**
 * The standing differential test of membership on operation-level histories: random histories
 * ({@link RandomHistories}: repeated reads returning the same or another value, reads of own
 * writes, blind and intermediate writes, empty transactions, values up to 2⁶³−1) are written as
 * decided for every level of the standard library along every membership path
 * ({@link MembershipAgreement}: {@code check H allowed by L} on the history written as a literal,
 * the enumerating checker, the synthesis encodings with the history pinned), and every decision
 * must agree with the brute-force oracle's. CI runs {@value #DEFAULT_HISTORIES} histories;
 * the environment variables {@code ISOLANG_DIFFERENTIAL_HISTORIES} and
 * {@code ISOLANG_DIFFERENTIAL_SEED} set the count and the seed of a longer run, whose counts
 * are printed (docs/benchmarks.md).
 */
class OperationHistoriesDifferentialTest {

    private static final int DEFAULT_HISTORIES = 240;
    private static final long DEFAULT_SEED = 20_261_126L;

    @Test
    void everyCheckerDecidesEveryShippedLevelLikeTheOracle() throws Exception {
        int count = setting("ISOLANG_DIFFERENTIAL_HISTORIES", DEFAULT_HISTORIES);
        long seed = setting("ISOLANG_DIFFERENTIAL_SEED", DEFAULT_SEED);
        RandomHistories random = new RandomHistories(seed, 5, 3, 5);
        List<History> histories = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            histories.add(random.next());
        }
        MembershipAgreement run = new MembershipAgreement();
        long started = System.nanoTime();
        new ForkJoinPool(2).submit(() -> histories.parallelStream().forEach(run::decide)).get();
        long seconds = (System.nanoTime() - started) / 1_000_000_000L;

        System.out.printf("operation-level differential run: seed %d, %d histories (%d read-consistent, %d with a"
                + " non-repeatable read, %d with values above 2^31), %d levels, %d verdicts (%d enumerations refused"
                + " as too large), %d disagreements, %d s; seconds per checker: %s%n", seed, count,
                run.readConsistent.get(), run.nonRepeatable.get(), run.hugeValues.get(),
                MembershipAgreement.LEVELS.size(), run.verdicts.get(), run.enumerationRefused.get(),
                run.disagreements.size(), seconds, run.secondsPerPath());
        assertTrue(run.disagreements.isEmpty(), () -> run.disagreements.size() + " disagreements, first:\n"
                + run.disagreements.peek());
        assertTrue(run.readConsistent.get() > count / 3, "too few read-consistent histories to be telling");
        assertTrue(run.nonRepeatable.get() > count / 20, "too few non-repeatable reads");
        for (ReferenceLevel level : MembershipAgreement.LEVELS) {
            int allowed = run.allowed.get(level).get();
            assertTrue(allowed > 0 && allowed < count, level + " allows " + allowed + " of " + count);
        }
    }

    private static int setting(String name, int fallback) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? fallback : Integer.parseInt(value.trim());
    }

    private static long setting(String name, long fallback) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? fallback : Long.parseLong(value.trim());
    }

    @Test
    void generatedHistoriesCoverTheShapesTheEngineOnceGotWrong() {
        RandomHistories random = new RandomHistories(DEFAULT_SEED, 5, 3, 5);
        Map<String, Predicate<Transaction>> shapes = new LinkedHashMap<>();
        shapes.put("repeated read of the same value", t -> TransactionShapes.rereads(t, true));
        shapes.put("repeated read of another value", t -> TransactionShapes.rereads(t, false));
        shapes.put("read of an own write", TransactionShapes::readsOwnWrite);
        shapes.put("blind write", TransactionShapes::blindWrite);
        shapes.put("intermediate write", TransactionShapes::intermediateWrite);
        shapes.put("empty transaction", t -> t.operations().isEmpty());
        shapes.put("read not of the own latest write", t -> !t.readsOwnWrites());
        shapes.put("value near 2^63", t -> t.operations().stream().anyMatch(op -> op.value() > Long.MAX_VALUE - 100));
        shapes.put("value near 2^31", t -> t.operations().stream()
                .anyMatch(op -> Math.abs(op.value() - Integer.MAX_VALUE) <= 32));
        shapes.put("value near 1,300", t -> t.operations().stream().anyMatch(op -> op.value() >= 1_270
                && op.value() <= 1_340));
        Set<String> seen = new TreeSet<>();
        for (int i = 0; i < DEFAULT_HISTORIES; i++) {
            History history = random.next();
            shapes.forEach((shape, test) -> {
                if (history.transactions().stream().anyMatch(test)) {
                    seen.add(shape);
                }
            });
        }
        assertEquals(new TreeSet<>(shapes.keySet()), seen, "shapes in " + DEFAULT_HISTORIES + " histories");
    }
}
