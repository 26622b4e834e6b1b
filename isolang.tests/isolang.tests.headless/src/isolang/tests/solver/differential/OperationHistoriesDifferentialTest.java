// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import isolang.dsl.compiler.CommandResult;
import isolang.dsl.compiler.CommandRunner;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.compiler.Verdict;
import isolang.solver.IsolationAnalyzer;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.check.MembershipChecker;
import isolang.solver.history.History;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.tests.dsl.Specs;
import isolang.tests.solver.oracle.RandomHistories;
import isolang.tests.solver.oracle.ReferenceLevel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The standing differential test of membership on operation-level histories: random histories
 * ({@link RandomHistories}: repeated reads returning the same or another value, reads of own
 * writes, blind and intermediate writes, empty transactions, values up to 2⁶³−1) are written as
 * history literals, checked against every level of the standard library with
 * {@code check H allowed by L} through the language, and decided independently by
 * <ul>
 * <li>the brute-force oracle ({@link ReferenceLevel}), which evaluates the definitions on the
 *     operations directly and shares no code with the engine;</li>
 * <li>the SAT {@link MembershipChecker} (through the {@link CommandRunner}), the enumerating
 *     {@link IndependentChecker}, and the synthesis engine's symbolic encoding with the history
 *     pinned ({@link SymbolicMembership}), in the operation model for every level and in the
 *     abstract model for the levels that need no operations (read-consistent histories).</li>
 * </ul>
 * Every decision must agree with the oracle's. CI runs {@value #DEFAULT_HISTORIES} histories;
 * the environment variables {@code ISOLANG_DIFFERENTIAL_HISTORIES} and
 * {@code ISOLANG_DIFFERENTIAL_SEED} set the count and the seed of a longer run, whose counts
 * are printed (docs/benchmarks.md).
 */
class OperationHistoriesDifferentialTest {

    private static final int DEFAULT_HISTORIES = 240;
    private static final long DEFAULT_SEED = 20_261_126L;
    private static final List<ReferenceLevel> LEVELS = List.of(ReferenceLevel.values());
    private static final CommandRunner RUNNER = new CommandRunner(new IsolationAnalyzer(), new MembershipChecker());
    /** Enumerates up to 4,096 witnesses: commit orders up to 6 transactions, (ar, vis) pairs up to 3. */
    private static final IndependentChecker INDEPENDENT = new IndependentChecker(1 << 12);

    /** The counts of one run. */
    private static final class Tally {
        final AtomicInteger verdicts = new AtomicInteger();
        final AtomicInteger readConsistent = new AtomicInteger();
        final AtomicInteger nonRepeatable = new AtomicInteger();
        final AtomicInteger hugeValues = new AtomicInteger();
        final AtomicInteger enumerationRefused = new AtomicInteger();
        final Map<String, AtomicLong> nanos = new ConcurrentHashMap<>();
        final Map<ReferenceLevel, AtomicInteger> allowed = new ConcurrentHashMap<>();
        final ConcurrentLinkedQueue<String> disagreements = new ConcurrentLinkedQueue<>();

        <T> T timed(String checker, Supplier<T> decision) {
            long start = System.nanoTime();
            T answer = decision.get();
            nanos.computeIfAbsent(checker, c -> new AtomicLong()).addAndGet(System.nanoTime() - start);
            return answer;
        }

        void record(ReferenceLevel level, String checker, boolean expected, boolean actual, History history) {
            verdicts.incrementAndGet();
            if (expected != actual) {
                disagreements.add(level.libraryName() + " by " + checker + ": " + actual + ", oracle " + expected
                        + "\n" + history);
            }
        }
    }

    @Test
    void everyCheckerDecidesEveryShippedLevelLikeTheOracle() throws Exception {
        int count = setting("ISOLANG_DIFFERENTIAL_HISTORIES", DEFAULT_HISTORIES);
        long seed = setting("ISOLANG_DIFFERENTIAL_SEED", DEFAULT_SEED);
        RandomHistories random = new RandomHistories(seed, 5, 3, 5);
        List<History> histories = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            histories.add(random.next());
        }
        Tally tally = new Tally();
        LEVELS.forEach(l -> tally.allowed.put(l, new AtomicInteger()));
        long started = System.nanoTime();
        new ForkJoinPool(2).submit(() -> histories.parallelStream().forEach(h -> decide(h, tally))).get();
        long seconds = (System.nanoTime() - started) / 1_000_000_000L;

        System.out.printf("operation-level differential run: seed %d, %d histories (%d read-consistent, %d with a"
                + " non-repeatable read, %d with values above 2^31), %d levels, %d verdicts (%d enumerations refused"
                + " as too large), %d disagreements, %d s; seconds per checker: %s%n", seed, count,
                tally.readConsistent.get(), tally.nonRepeatable.get(), tally.hugeValues.get(), LEVELS.size(),
                tally.verdicts.get(), tally.enumerationRefused.get(), tally.disagreements.size(), seconds,
                tally.nanos.entrySet().stream().map(e -> e.getKey() + " " + e.getValue().get() / 1_000_000_000L)
                        .sorted().toList());
        assertTrue(tally.disagreements.isEmpty(), () -> tally.disagreements.size() + " disagreements, first:\n"
                + tally.disagreements.peek());
        assertTrue(tally.readConsistent.get() > count / 3, "too few read-consistent histories to be telling");
        assertTrue(tally.nonRepeatable.get() > count / 20, "too few non-repeatable reads");
        for (ReferenceLevel level : LEVELS) {
            int allowed = tally.allowed.get(level).get();
            assertTrue(allowed > 0 && allowed < count, level + " allows " + allowed + " of " + count);
        }
    }

    private static void decide(History generated, Tally tally) {
        List<CompiledCommand.Membership> commands = commands(generated);
        History history = commands.get(0).history();
        boolean consistent = ReferenceLevel.readConsistent(history);
        tally.readConsistent.addAndGet(consistent ? 1 : 0);
        tally.nonRepeatable.addAndGet(ReferenceLevel.hasNonRepeatableRead(history) ? 1 : 0);
        tally.hugeValues.addAndGet(history.transactions().stream().flatMap(t -> t.operations().stream())
                .anyMatch(op -> op.value() > Integer.MAX_VALUE) ? 1 : 0);
        SymbolicMembership operations = new SymbolicMembership(history, HistoryModel.OPERATION);
        SymbolicMembership abstracts = consistent ? new SymbolicMembership(history, HistoryModel.ABSTRACT) : null;
        for (int i = 0; i < LEVELS.size(); i++) {
            ReferenceLevel reference = LEVELS.get(i);
            CompiledCommand.Membership command = commands.get(i);
            Level level = command.level();
            boolean expected = tally.timed("oracle", () -> reference.allows(history));
            tally.allowed.get(reference).addAndGet(expected ? 1 : 0);
            CommandResult result = tally.timed("check", () -> RUNNER.run(command));
            tally.record(reference, "check … allowed by", expected, result.verdict() == Verdict.YES, history);
            if (result.verdict() != Verdict.YES && result.verdict() != Verdict.NO) {
                tally.disagreements.add(reference + ": no answer, " + result.verdict() + "\n" + history);
            }
            IndependentVerdict independent = tally.timed("enumeration", () -> INDEPENDENT.check(history, level));
            if (independent instanceof IndependentVerdict.Refused) {
                tally.enumerationRefused.incrementAndGet();
            } else {
                tally.record(reference, "enumeration", expected, independent instanceof IndependentVerdict.Allowed,
                        history);
            }
            tally.record(reference, "operation encoding", expected,
                    tally.timed("operation encoding", () -> operations.allows(level)), history);
            if (abstracts != null && level.model() == HistoryModel.ABSTRACT) {
                tally.record(reference, "abstract encoding", expected,
                        tally.timed("abstract encoding", () -> abstracts.allows(level)), history);
            }
        }
    }

    /** {@code check H allowed by L} for every level, compiled from the history written as a literal. */
    private static List<CompiledCommand.Membership> commands(History history) {
        StringBuilder text = new StringBuilder("import isolang.std.biswas\nimport isolang.std.cerone\n"
                + "import isolang.std.isolde\nimport isolang.std.plume\nhistory H {\n" + history + "}\n");
        LEVELS.forEach(l -> text.append("check H allowed by ").append(l.libraryName()).append('\n'));
        CompiledModel model;
        synchronized (Specs.class) {
            model = Specs.compile(text.toString());
        }
        List<CompiledCommand.Membership> commands = model.commands().stream()
                .map(c -> assertInstanceOf(CompiledCommand.Membership.class, c)).toList();
        assertEquals(LEVELS.size(), commands.size());
        commands.forEach(c -> assertEquals(history.sessions(), c.history().sessions(), "the literal denotes the history"));
        return commands;
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
        boolean[] seen = new boolean[4];
        for (int i = 0; i < DEFAULT_HISTORIES; i++) {
            History history = random.next();
            seen[0] |= ReferenceLevel.hasNonRepeatableRead(history);
            seen[1] |= history.transactions().stream().anyMatch(t -> t.operations().isEmpty());
            seen[2] |= history.transactions().stream().anyMatch(t -> !t.readsOwnWrites());
            seen[3] |= history.transactions().stream().flatMap(t -> t.operations().stream())
                    .anyMatch(op -> op.value() > Long.MAX_VALUE - 100);
        }
        assertEquals("[true, true, true, true]", Arrays.toString(seen),
                "non-repeatable read, empty transaction, not-my-own-write, values near 2^63");
    }
}
