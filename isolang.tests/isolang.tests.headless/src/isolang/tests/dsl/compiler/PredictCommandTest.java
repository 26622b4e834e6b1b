// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;

import isolang.diagram.Emphasis;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.dsl.run.ResultView;
import isolang.dsl.run.Verdict;
import isolang.solver.SynthesisResult;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.MembershipChecker;
import isolang.solver.predict.Boundary;
import isolang.solver.predict.ChangedRead;
import isolang.solver.predict.Prediction;
import isolang.solver.predict.PredictionMode;
import isolang.solver.predict.Predictor;
import isolang.tests.dsl.Specs;
import isolang.tests.solver.oracle.PaperNotation;

/** The {@code predict} command: parsed, validated, compiled and run like the other commands. */
class PredictCommandTest {

    private static final String DEPOSITS = """
            import isolang.std.biswas.*
            history Deposits {
              session { T1: r(x,0) w(x,1) }
              session { T2: r(x,1) w(x,2) }
            }
            """;

    @Test
    void compilesAndRunsWithTheChangedReadsAndTheStandardLibrarysLevels() {
        CompiledModel model = Specs.compile(DEPOSITS + """
                predict lost: Deposits under CC not SER boundary relaxed expect found
                predict Deposits under CC not SER expect none
                """);
        CommandRunner runner = new CommandRunner(new IsolationAnalyzer(), new MembershipChecker());

        CompiledCommand.Prediction lost = assertInstanceOf(CompiledCommand.Prediction.class, model.commands().get(0));
        assertEquals(Boundary.RELAXED, lost.boundary());
        assertEquals(PredictionMode.AUTO, lost.mode(), "fast then exact is the default");
        assertEquals(Predictor.MAX_TRANSACTIONS, lost.maxTransactions());
        assertEquals(12, ((CompiledCommand.Prediction) Specs.compile(DEPOSITS + """
                predict wide: Deposits under CC not SER for 12 txn
                """).commands().get(0)).maxTransactions(), "`for N txn` is how much of a larger run is searched");
        CommandResult result = runner.run(lost);
        assertEquals(Verdict.FOUND, result.verdict());
        assertEquals(Optional.of(true), result.expectationMet());
        Prediction.Predicted p = assertInstanceOf(Prediction.Predicted.class, result.prediction().orElseThrow());
        assertEquals(List.of(new ChangedRead(2, 0, 1, 0)), p.changes());
        assertEquals(PaperNotation.parse("T1: r(x,0) w(x,1) | T2: r(x,0) w(x,2)"),
                assertInstanceOf(SynthesisResult.Found.class, result.syntheses().get(0)).history());
        // the diagram the IDE and --out draw emphasises the changed read and the fast mode's cycle
        List<Emphasis> emphases = ResultView.of("deposits.isol", result).histories().get(0).diagram().emphases();
        assertEquals(List.of("changed reads: T2 reads x from T0 instead of T1",
                "must-order cycle (fast mode): T1 -rw(x)-> T2 -rw(x)-> T1"),
                emphases.stream().map(Emphasis::caption).toList());
        assertTrue(emphases.get(0).covers("wr", 0, 2), emphases::toString);
        assertTrue(emphases.get(1).covers("rw", 1, 2) && emphases.get(1).covers("rw", 2, 1), emphases::toString);

        CompiledCommand.Prediction strict = (CompiledCommand.Prediction) model.commands().get(1);
        assertEquals(Boundary.STRICT, strict.boundary(), "strict is the default");
        assertEquals("predict@7", strict.name());
        CommandResult none = runner.run(strict);
        assertEquals(Verdict.NONE, none.verdict());
        assertEquals(Optional.of(true), none.expectationMet());
    }

    /**
     * A run that reads an object twice, under Read Committed (operation model) against Read
     * Atomic, in the exact mode written in the command: the first read observes the initial
     * value, the second still {@code T1}'s write, a non-repeatable read.
     */
    @Test
    void repeatedReadsReadCommittedAndTheModeAreWrittenInTheCommand() {
        CompiledModel model = Specs.compile("""
                import isolang.std.biswas.*
                history Twice {
                  session { T1: r(x,0) w(x,1) }
                  session { T2: r(x,1) r(x,1) }
                }
                predict Twice under RC not RA boundary relaxed mode exact expect found
                predict Twice under RC not RA mode fast expect none
                """);
        CompiledCommand.Prediction exact = (CompiledCommand.Prediction) model.commands().get(0);
        assertEquals(PredictionMode.EXACT, exact.mode());
        assertEquals(PredictionMode.FAST, ((CompiledCommand.Prediction) model.commands().get(1)).mode());
        CommandResult result = new CommandRunner(new IsolationAnalyzer(), new MembershipChecker()).run(exact);
        assertEquals(Verdict.FOUND, result.verdict(), () -> result.error().toString());
        Prediction.Predicted p = assertInstanceOf(Prediction.Predicted.class, result.prediction().orElseThrow());
        assertEquals(PredictionMode.EXACT, p.decidedBy());
        assertEquals(PaperNotation.parse("T1: r(x,0) w(x,1) | T2: r(x,0) r(x,1)"), p.history());
    }

    /**
     * A run whose encoded part is too large for memory (8 transactions writing 100 objects each)
     * is refused before encoding, and the refusal says how to encode fewer transactions at once.
     */
    @Test
    void aScopeTooLargeIsRefusedWithTheLimitToLower() {
        StringBuilder text = new StringBuilder("import isolang.std.biswas.*\nhistory Wide {\n");
        for (int s = 0; s < 2; s++) {
            text.append("  session {");
            for (int t = 1 + s; t <= 8; t += 2) {
                text.append(" T").append(t).append(":");
                for (int x = 0; x < 100; x++) {
                    text.append(" w(k").append(x).append(",").append(t).append(")");
                }
            }
            text.append(" }\n");
        }
        text.append("}\npredict wide: Wide under CC not SER\n");
        CompiledCommand.Prediction wide = (CompiledCommand.Prediction) Specs.compile(text.toString()).commands()
                .get(0);
        CommandResult result = new CommandRunner(new IsolationAnalyzer(), new MembershipChecker()).run(wide);
        String error = result.error().orElseThrow();
        assertTrue(error.startsWith("the scope is too large: "), error);
        assertTrue(error.contains("--max-transactions N") && error.contains("`for N txn`"), error);
    }

    /**
     * A run larger than the limit is searched by windows only when every level is a standard one
     * by its meaning (a restated CC is); with a user level of another meaning its beginning is
     * searched and a note says why no window was. A permissive level that implies a strict one
     * gives "none" without a search.
     */
    @Test
    void windowsAreSearchedOnlyWhenEveryLevelIsAStandardOne() {
        CompiledModel model = Specs.compile("""
                import isolang.std.biswas.*
                level CcSwapped in biswas { axiom A: orderedBefore[^(wr + so)] }
                level SessionOnly in biswas { axiom A: orderedBefore[so] }
                history Late {
                  session { T1: w(a,1) T4: r(a,1) w(b,1) T6: r(x,0) w(x,1) }
                  session { T2: w(c,1) T5: r(c,1) w(d,1) T7: r(x,1) w(x,2) }
                  session { T3: r(b,0) w(e,1) }
                }
                predict Late under CcSwapped not SER boundary relaxed mode exact for 2 txn expect found
                predict Late under SessionOnly not SER boundary relaxed mode exact for 2 txn
                predict Late under CcSwapped not CC expect none
                """);
        CommandRunner runner = new CommandRunner(new IsolationAnalyzer(), new MembershipChecker());
        List<Prediction> answers = model.commands().stream()
                .map(c -> runner.run(c).prediction().orElseThrow()).toList();

        Prediction.Predicted late = assertInstanceOf(Prediction.Predicted.class, answers.get(0));
        assertEquals(6, late.window());
        assertTrue(late.statistics().notes().stream().anyMatch(n -> n.contains("did not search 4 windows whose every"
                + " variation is serializable")), late.statistics()::toString);

        Prediction.NoPrediction beginning = assertInstanceOf(Prediction.NoPrediction.class, answers.get(1));
        assertFalse(beginning.wholeRun());
        assertTrue(beginning.statistics().notes().stream().anyMatch(n -> n.startsWith("no windows were searched")
                && n.contains("SessionOnly is not one")), beginning.statistics()::toString);

        Prediction.NoPrediction implied = assertInstanceOf(Prediction.NoPrediction.class, answers.get(2));
        assertTrue(implied.exhaustive());
        assertTrue(implied.statistics().notes().get(0).startsWith("no variation of any run is allowed by CcSwapped"
                + " and forbidden by biswas.CC"), implied.statistics()::toString);
    }

    @Test
    void invalidPredictionsAreReportedWhereWritten() {
        List<Issue> issues = Specs.validate(DEPOSITS + """
                predict a: Deposits under CC not SER boundary loose
                predict b: Deposits under CC not SER mode quick
                predict c: Deposits under CC not SER for 3 obj
                predict d: Deposits under CC not SER expect holds
                predict e: Deposits under CC not SER for 12 txn
                """);
        List<String> messages = issues.stream().map(i -> i.getLineNumber() + ": " + i.getMessage()).toList();
        assertTrue(messages.contains("6: the boundary is strict or relaxed, not loose"), messages::toString);
        assertTrue(messages.contains("7: the mode is fast, exact or auto, not quick"), messages::toString);
        assertTrue(messages.contains("8: a prediction searches the variations of its history; its only scope is"
                + " `for N txn`, how many transactions of a larger run it searches"), messages::toString);
        assertTrue(messages.stream().anyMatch(m -> m.startsWith("9: ")), messages::toString);
        assertFalse(messages.stream().anyMatch(m -> m.startsWith("10: ")), messages::toString);
    }
}
