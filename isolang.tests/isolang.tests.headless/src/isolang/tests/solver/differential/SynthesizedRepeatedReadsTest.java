// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.solver.SynthesisResult;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.history.History;
import isolang.solver.history.Transaction;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.tests.dsl.Specs;

/**
 * Synthesis, membership and the independent checker follow one semantics of repeated reads:
 * the engine synthesizes histories that must read an object twice (two values of it, or one
 * value twice) in both history models, and each found history is then judged like the
 * synthesis judged it by the SAT membership check and the enumerating checker, on the levels
 * of the command, and like the brute-force oracle on every level of the standard library along
 * every membership path ({@link MembershipAgreement}).
 */
class SynthesizedRepeatedReadsTest {

    private static final CommandRunner RUNNER = new CommandRunner(new IsolationAnalyzer(), new MembershipChecker());
    private static final IndependentChecker INDEPENDENT = new IndependentChecker(1 << 12);

    private static final String SPEC = """
            import isolang.std.biswas.*
            import isolang.std.cerone
            import isolang.std.isolde
            /** Some transaction reads two values of an object before writing it (abstract model). */
            level Rereads in biswas {
              axiom Twice: some t: Txn, x: Obj | not lone t.reads[x]
            }
            /** Some read-only transaction reads one value of an object twice (operation model). */
            level ReadsAgain in biswas {
              axiom Again: some t: Txn - writers[Obj], disj a, b: t.ops |
                a.opObj = b.opObj and a.opVal = b.opVal
            }
            synthesize nonRepeatableRC: { Rereads, RC } not { RA } for 3 txn, 1 obj, 3 val
            synthesize nonRepeatableUpdateSer: { Rereads, isolde.UpdateSer } not { cerone.RA } for 3 txn, 2 obj, 3 val
            synthesize rereadUnderSI: { ReadsAgain, SI } not { SER } for 4 txn, 2 obj, 3 val
            synthesize rereadUnderRC: { ReadsAgain, RC } not { CC } for 4 txn, 2 obj, 3 val
            """;

    @ParameterizedTest
    @ValueSource(strings = {"nonRepeatableRC", "nonRepeatableUpdateSer", "rereadUnderSI", "rereadUnderRC"})
    void foundHistoryIsJudgedByEveryPathAsTheSynthesisJudgedIt(String name) {
        CompiledModel model = Specs.compile(SPEC);
        CompiledCommand.Synthesis command = model.commands().stream().filter(c -> c.name().equals(name))
                .map(c -> assertInstanceOf(CompiledCommand.Synthesis.class, c)).findFirst().orElseThrow();
        Problem problem = command.problem();
        assertEquals(name.startsWith("nonRepeatableUpdateSer") ? HistoryModel.ABSTRACT : HistoryModel.OPERATION,
                problem.model(), "the model the command searches");

        CommandResult result = RUNNER.run(command);
        SynthesisResult.Found found = assertInstanceOf(SynthesisResult.Found.class, result.syntheses().get(0),
                () -> name + ": " + result.syntheses());
        History history = found.history();
        Predicate<Transaction> shape = name.startsWith("nonRepeatable") ? t -> TransactionShapes.rereads(t, false)
                : t -> TransactionShapes.rereads(t, true);
        assertTrue(history.transactions().stream().anyMatch(shape), name + " repeats a read\n" + history);

        for (Level allowed : problem.allowed()) {
            assertJudged(true, history, allowed);
        }
        for (Level forbidden : problem.forbidden()) {
            assertJudged(false, history, forbidden);
        }
        MembershipAgreement paths = new MembershipAgreement();
        History literal = paths.decide(history);
        assertEquals(List.of(), List.copyOf(paths.disagreements), "every path agrees with the oracle\n" + literal);
    }

    private static void assertJudged(boolean allowed, History history, Level level) {
        MembershipResult membership = new MembershipChecker().check(history, level);
        IndependentVerdict independent = INDEPENDENT.check(history, level);
        assertEquals(allowed, membership instanceof MembershipResult.Allowed, level + " by membership: " + membership
                + "\n" + history);
        assertEquals(allowed, independent instanceof IndependentVerdict.Allowed, level + " by enumeration: "
                + independent + "\n" + history);
    }
}
