// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.dsl.run.Verdict;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.tests.dsl.Specs;
import isolang.tests.solver.oracle.ReferenceLevel;

/**
 * Histories that read an object more than once: every read is a write–read edge, so the
 * Biswas–Enea axioms see every value read and Cerone et al.'s INT rejects non-repeatable reads.
 * The three histories below were once allowed by levels that forbid them; each is checked
 * against every level of the standard library with {@code check H allowed by L}, and the
 * expected verdicts agree with the brute-force oracle.
 */
class RepeatedReadsTest {

    private static final CommandRunner RUNNER = new CommandRunner(new IsolationAnalyzer(), new MembershipChecker());

    private static final String HISTORIES = """
            import isolang.std.biswas
            import isolang.std.cerone
            import isolang.std.isolde
            import isolang.std.plume
            /** T2 reads x from T1, then the initial value: a non-repeatable read. */
            history A { session { T1: w(x,1) }  session { T2: r(x,1) r(x,0) } }
            /** T1 reads x again and sees the write of its session successor T2. */
            history B { session { T1: r(x,0) r(x,1)   T2: w(x,1) } }
            /** T1's third read of y returns the final write of its session successor. */
            history C { session { T1: r(y,0) r(y,0) r(y,3)   T2: w(y,2) w(y,5) w(y,3) } }
            """;

    /** The verdicts of {@code check H allowed by L} for every level, by level name. */
    private static List<CommandResult> checkAgainstEveryLevel(String history) {
        StringBuilder text = new StringBuilder(HISTORIES);
        for (ReferenceLevel level : ReferenceLevel.values()) {
            text.append("check ").append(history).append(" allowed by ").append(level.libraryName()).append('\n');
        }
        CompiledModel model = Specs.compile(text.toString());
        return model.commands().stream().map(RUNNER::run).toList();
    }

    private static void assertAllowedOnlyBy(String history, Set<ReferenceLevel> allowing) {
        List<CommandResult> results = checkAgainstEveryLevel(history);
        ReferenceLevel[] levels = ReferenceLevel.values();
        assertEquals(levels.length, results.size());
        for (int i = 0; i < levels.length; i++) {
            Verdict expected = allowing.contains(levels[i]) ? Verdict.YES : Verdict.NO;
            CompiledCommand.Membership command = (CompiledCommand.Membership) results.get(i).command();
            assertEquals(expected, results.get(i).verdict(), history + " allowed by " + levels[i].libraryName());
            assertEquals(expected == Verdict.YES, levels[i].allows(command.history()),
                    "the oracle agrees on " + history + " and " + levels[i].libraryName());
        }
    }

    @Test
    void nonRepeatableReadOfTwoWritersIsForbiddenByEveryLevelThatConstrainsReaders() {
        assertAllowedOnlyBy("A", Set.of(ReferenceLevel.BE_CONFLICT, ReferenceLevel.UPDATE_SER));
    }

    @Test
    void rereadingTheWriteOfALaterTransactionOfTheSessionIsForbiddenEverywhere() {
        assertAllowedOnlyBy("B", Set.of());
    }

    @Test
    void lastOfThreeReadsSeeingALaterTransactionIsForbiddenEverywhere() {
        assertAllowedOnlyBy("C", Set.of());
    }

    @Test
    void disallowingLevelsNameTheAxiomThatFails() {
        CompiledModel model = Specs.compile(HISTORIES + """
                check A allowed by biswas.RA
                check A allowed by cerone.SER
                check B allowed by biswas.RC
                """);

        List<String> reasons = model.commands().stream().map(RUNNER::run)
                .map(r -> assertInstanceOf(MembershipResult.Disallowed.class, r.membership().orElseThrow()))
                .map(d -> d.forbidding().stream().map(Object::toString).toList() + " " + d.reason()).toList();

        assertEquals("[ReadAtomic] no biswas execution satisfies [ReadAtomic]", reasons.get(0));
        assertEquals("[INT] the history has no well-formed cerone execution: INT does not hold", reasons.get(1));
        assertTrue(reasons.get(2).startsWith("[CommitOrderExtendsSoWr] "), reasons.get(2));
    }

    @Test
    void readCommittedAllowsReadingANewerValueAgainButNotAnOlderOne() {
        CompiledModel model = Specs.compile("""
                import isolang.std.biswas
                import isolang.std.cerone
                history Newer { session { T1: w(x,1) }  session { T2: r(x,0) r(x,1) } }
                history Older { session { T1: w(x,1) }  session { T2: r(x,1) r(x,0) } }
                history Repeated { session { T1: w(x,1) }  session { T2: r(x,1) r(x,1) w(x,2) r(x,2) } }
                check Newer allowed by biswas.RC expect yes
                check Newer allowed by biswas.RA expect no
                check Older allowed by biswas.RC expect no
                check Repeated allowed by biswas.SER expect yes
                check Repeated allowed by cerone.SER expect yes
                """);

        for (CompiledCommand command : model.commands()) {
            CommandResult result = RUNNER.run(command);
            assertEquals(java.util.Optional.of(true), result.expectationMet(),
                    command.name() + ": " + result.verdict());
        }
    }
}
