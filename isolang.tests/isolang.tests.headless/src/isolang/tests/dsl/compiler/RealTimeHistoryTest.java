// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;

import isolang.dsl.compiler.Compilation;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.compiler.SpecCompiler;
import isolang.dsl.replay.TraceReplay;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.dsl.validation.IssueCodes;
import isolang.history.Verdict;
import isolang.solver.CancellationToken;
import isolang.solver.SynthesisResult;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.history.History;
import isolang.solver.history.RealTime;
import isolang.solver.history.text.HistoryLiteral;
import isolang.tests.dsl.Specs;

/**
 * The real-time order {@code rt} of histories: intervals of time in history literals, the
 * interval-order invariant, the literal a found history is written as (read back to the same
 * history), and strict serializability of the standard library against serializability on the
 * stale read, with and without time; a synthesized history that only real time forbids is
 * confirmed by the history checker's serial order search.
 */
class RealTimeHistoryTest {

    private static final String SPEC = """
            import isolang.std.biswas
            history StaleRead {
              session { T1 [1, 2]: w(x,1) }
              session { T2 [3, 4]: r(x,0) }
            }
            history Overlapping {
              session { T1 [1, 3]: w(x,1) }
              session { T2 [2, 4]: r(x,0) }
            }
            history Untimed {
              session { T1: w(x,1) }
              session { T2: r(x,0) }
            }
            check staleSer: StaleRead allowed by biswas.SER expect yes
            check staleStrict: StaleRead allowed by biswas.StrictSER expect no
            check overlapping: Overlapping allowed by biswas.StrictSER expect yes
            check untimed: Untimed allowed by biswas.StrictSER expect yes
            synthesize serNotStrict: { biswas.SER } not { biswas.StrictSER } for 3 txn, 2 obj, 2 val expect found
            check strictImpliesSer: biswas.StrictSER implies biswas.SER for 3 txn, 2 obj, 2 val expect holds
            """;

    private static final CommandRunner RUNNER = new CommandRunner(new IsolationAnalyzer(), new MembershipChecker());

    private static CompiledModel compile(String text) {
        Compilation compilation = Specs.INJECTOR.getInstance(SpecCompiler.class).compile(Specs.parse(text));
        return assertInstanceOf(Compilation.Compiled.class, compilation).model();
    }

    @Test
    void intervalsGiveTheRealTimeOrderAndEveryCommandMeetsItsExpectation() {
        CompiledModel model = compile(SPEC);
        for (CompiledCommand command : model.commands()) {
            CommandResult result = RUNNER.run(command);
            assertEquals(Optional.of(true), result.expectationMet(), command.name() + ": " + result.verdict());
        }
        CommandResult found = RUNNER.run(model.commands().stream().filter(c -> c.name().equals("serNotStrict"))
                .findFirst().orElseThrow());
        SynthesisResult.Found history = assertInstanceOf(SynthesisResult.Found.class, found.syntheses().get(0));
        assertFalse(history.history().realTime().isEmpty(), "only real time tells SER and StrictSER apart");
        var strict = found.problems().get(0).forbidden().get(0);
        TraceReplay checker = new TraceReplay(found.command().standard(), Duration.ofSeconds(30));
        assertEquals(Verdict.VIOLATED, checker.judge(history.history(), strict, new CancellationToken()).verdict());
        assertEquals(Verdict.SATISFIED, checker.judge(history.history().withRealTime(RealTime.NONE), strict,
                new CancellationToken()).verdict());
        History stale = model.histories().get("StaleRead");
        assertInstanceOf(MembershipResult.Disallowed.class, new MembershipChecker().check(stale, strict));
        assertInstanceOf(MembershipResult.Allowed.class,
                new MembershipChecker().check(stale.withRealTime(RealTime.NONE), strict));
    }

    @Test
    void aLiteralsIntervalsAreItsRealTimeAndItsTextReadsBack() {
        History stale = lowered(SPEC, "StaleRead");
        assertEquals(List.of(new RealTime.Precedence(1, 2)), List.copyOf(stale.realTime().edges()));
        assertTrue(lowered(SPEC, "Overlapping").realTime().isEmpty());
        assertEquals(stale, lowered(HistoryLiteral.write("Back", stale), "Back"));
        assertTrue(HistoryLiteral.write("H", stale).contains("T1 [1, 2]: w(x,1)"), HistoryLiteral.write("H", stale));
    }

    @Test
    void anIntervalThatEndsBeforeItStartsIsAnError() {
        var issues = Specs.validate("history H {\n  session { T1 [3, 1]: w(x,1) }\n}\n");
        assertTrue(issues.stream().anyMatch(i -> IssueCodes.INVALID_HISTORY.equals(i.getCode())
                && i.getMessage().contains("ends (1) before it starts (3)") && i.getLineNumber() == 2),
                issues.toString());
    }

    @Test
    void realTimeOrdersAreExactlyIntervalOrders() {
        assertThrows(IllegalArgumentException.class, () -> RealTime.of(List.of(new RealTime.Precedence(1, 2),
                new RealTime.Precedence(3, 4))), "2+2 without a cross edge has no intervals");
        assertThrows(IllegalArgumentException.class, () -> RealTime.of(List.of(new RealTime.Precedence(1, 1))));
        Random random = new Random(15);
        for (int n = 0; n < 500; n++) {
            Map<Integer, RealTime.Interval> intervals = new HashMap<>();
            int count = 1 + random.nextInt(7);
            for (int t = 1; t <= count; t++) {
                long start = random.nextInt(10);
                intervals.put(t, new RealTime.Interval(start, start + random.nextInt(5)));
            }
            RealTime order = RealTime.ofIntervals(intervals);
            assertEquals(order, RealTime.ofIntervals(order.intervals()), intervals.toString());
            assertEquals(order, RealTime.of(new ArrayList<>(order.edges())));
        }
    }

    private static History lowered(String text, String name) {
        return compile(text).histories().get(name);
    }
}
