// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.dsl.run.Verdict;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.check.MembershipChecker;
import isolang.solver.history.History;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.tests.dsl.Specs;
import isolang.tests.solver.oracle.ReferenceLevel;

/**
 * Decides one history for every level of the standard library along every membership path
 * and records where a path disagrees with the brute-force oracle ({@link ReferenceLevel},
 * which evaluates the definitions on the operations and shares no code with the engine):
 * <ul>
 * <li>{@code check H allowed by L} through the language, the history written as a literal
 *     (the SAT {@link MembershipChecker} behind the {@link CommandRunner});</li>
 * <li>the enumerating {@link IndependentChecker};</li>
 * <li>the synthesis engine's symbolic encoding with the history pinned
 *     ({@link SymbolicMembership}): the operation model for every level, the abstract model for
 *     the levels that need no operations (on read-consistent histories).</li>
 * </ul>
 * Thread-safe: one instance collects the counts of a whole run.
 */
final class MembershipAgreement {

    static final List<ReferenceLevel> LEVELS = List.of(ReferenceLevel.values());
    private static final CommandRunner RUNNER = new CommandRunner(new IsolationAnalyzer(), new MembershipChecker());
    /** Enumerates up to 4,096 witnesses: commit orders up to 6 transactions, (ar, vis) pairs up to 3. */
    private static final IndependentChecker INDEPENDENT = new IndependentChecker(1 << 12);

    final AtomicInteger histories = new AtomicInteger();
    final AtomicInteger verdicts = new AtomicInteger();
    final AtomicInteger readConsistent = new AtomicInteger();
    final AtomicInteger nonRepeatable = new AtomicInteger();
    final AtomicInteger hugeValues = new AtomicInteger();
    final AtomicInteger enumerationRefused = new AtomicInteger();
    final Map<String, AtomicLong> nanos = new ConcurrentHashMap<>();
    final Map<ReferenceLevel, AtomicInteger> allowed = new ConcurrentHashMap<>();
    final ConcurrentLinkedQueue<String> disagreements = new ConcurrentLinkedQueue<>();

    MembershipAgreement() {
        LEVELS.forEach(l -> allowed.put(l, new AtomicInteger()));
    }

    /**
     * Decides the history (transaction ids {@code 1..n}, growing along every session) for
     * every level along every path and returns the history the literal denotes.
     */
    History decide(History generated) {
        List<CompiledCommand.Membership> commands = commands(generated);
        History history = commands.get(0).history();
        boolean consistent = ReferenceLevel.readConsistent(history);
        histories.incrementAndGet();
        readConsistent.addAndGet(consistent ? 1 : 0);
        nonRepeatable.addAndGet(ReferenceLevel.hasNonRepeatableRead(history) ? 1 : 0);
        hugeValues.addAndGet(history.transactions().stream().flatMap(t -> t.operations().stream())
                .anyMatch(op -> op.value() > Integer.MAX_VALUE) ? 1 : 0);
        SymbolicMembership operations = new SymbolicMembership(history, HistoryModel.OPERATION);
        SymbolicMembership abstracts = consistent ? new SymbolicMembership(history, HistoryModel.ABSTRACT) : null;
        for (int i = 0; i < LEVELS.size(); i++) {
            ReferenceLevel reference = LEVELS.get(i);
            CompiledCommand.Membership command = commands.get(i);
            Level level = command.level();
            boolean expected = timed("oracle", () -> reference.allows(history));
            allowed.get(reference).addAndGet(expected ? 1 : 0);
            CommandResult result = timed("check", () -> RUNNER.run(command));
            record(reference, "check … allowed by", expected, result.verdict() == Verdict.YES, history);
            if (result.verdict() != Verdict.YES && result.verdict() != Verdict.NO) {
                disagreements.add(reference + ": no answer, " + result.verdict() + "\n" + history);
            }
            IndependentVerdict independent = timed("enumeration", () -> INDEPENDENT.check(history, level));
            if (independent instanceof IndependentVerdict.Refused) {
                enumerationRefused.incrementAndGet();
            } else {
                record(reference, "enumeration", expected, independent instanceof IndependentVerdict.Allowed, history);
            }
            record(reference, "operation encoding", expected,
                    timed("operation encoding", () -> operations.allows(level)),
                    history);
            if (abstracts != null && level.model() == HistoryModel.ABSTRACT) {
                record(reference, "abstract encoding", expected,
                        timed("abstract encoding", () -> abstracts.allows(level)), history);
            }
        }
        return history;
    }

    /** Seconds spent per path, for the report of a run. */
    List<String> secondsPerPath() {
        return nanos.entrySet().stream().map(e -> e.getKey() + " " + e.getValue().get() / 1_000_000_000L).sorted()
                .toList();
    }

    private <T> T timed(String path, Supplier<T> decision) {
        long start = System.nanoTime();
        T answer = decision.get();
        nanos.computeIfAbsent(path, c -> new AtomicLong()).addAndGet(System.nanoTime() - start);
        return answer;
    }

    private void record(ReferenceLevel level, String path, boolean expected, boolean actual, History history) {
        verdicts.incrementAndGet();
        if (expected != actual) {
            disagreements.add(level.libraryName() + " by " + path + ": " + actual + ", oracle " + expected + "\n"
                    + history);
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
        commands.forEach(
                c -> assertEquals(history.sessions(), c.history().sessions(), "the literal denotes the history"));
        return commands;
    }
}
