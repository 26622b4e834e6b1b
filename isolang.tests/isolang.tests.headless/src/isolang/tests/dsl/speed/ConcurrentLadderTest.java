// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.speed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import isolang.dsl.compiler.CompiledModel;
import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.CegisPhase;
import isolang.solver.Optimization;
import isolang.solver.Statistics;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.UnknownReason;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.cegis.CegisSynthesizer;
import isolang.solver.cegis.RunContext;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.history.History;
import isolang.solver.sat.SolverSelection;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import kodkod.engine.config.Options;

/**
 * The small-scopes ladder runs its rungs side by side on two cores, and the search the
 * minimizer's last narrowing step needs (one object) beside them; the answer must stay that of
 * the rungs searched in turn: the same history every time, the same rounds, candidates and
 * counterexamples as the rungs run one after another by hand, and a cancel stops every search.
 * Counted, never timed.
 */
class ConcurrentLadderTest {

    private static final SynthesisOptions OPTIONS = SynthesisOptions.defaults().withTimeout(Duration.ofSeconds(120));

    private static final boolean TWO_CORES = Runtime.getRuntime().availableProcessors() > 1;

    @Test
    void rungsSideBySideAnswerAsRungsInTurn() {
        for (CompiledModel library : List.of(LeverParityTest.STANDARD, LeverParityTest.USER)) {
            Level cc = library.levels().get("CC_C");
            Level pc = library.levels().get("PC_C");
            Problem problem = Problem.separating(cc, pc, Scope.of(5, 5, 5));
            List<SynthesisResult> runs = new ArrayList<>();
            for (int run = 0; run < 3; run++) {
                runs.add(new IsolationAnalyzer(OPTIONS, new AbstractCegisListener()).synthesize(problem));
            }
            Statistics inTurn = rungsInTurn(problem, 4);

            History first = assertInstanceOf(SynthesisResult.Found.class, runs.get(0)).history();
            assertInstanceOf(IndependentVerdict.Allowed.class, new IndependentChecker().check(first, cc));
            assertInstanceOf(IndependentVerdict.Disallowed.class, new IndependentChecker().check(first, pc));
            for (SynthesisResult result : runs) {
                Statistics s = result.statistics();
                assertEquals(first, assertInstanceOf(SynthesisResult.Found.class, result).history());
                assertEquals(inTurn.rounds(), s.rounds(), s::toString);
                assertEquals(inTurn.candidates(), s.candidates(), s::toString);
                assertEquals(inTurn.counterexamples(), s.counterexamples(), s::toString);
                // One translation per rung (1–4 txn); on two cores one more: the one-object
                // search beside the rungs, whose "none" ends the minimizer's narrowing instead of
                // a fifth narrowing of the fourth rung's solver.
                assertEquals(4 + (TWO_CORES ? 1 : 0), s.translations(), s::toString);
            }
        }
    }

    @Test
    void cancellingWhileTheRungsSearchStopsThemAll() throws Exception {
        Level si = LeverParityTest.STANDARD.levels().get("SI_B");
        Level siC = LeverParityTest.STANDARD.levels().get("SI_C");
        CancellationToken token = new CancellationToken();
        // cancelled as soon as the first rung reports, while the top rung searches beside it
        IsolationAnalyzer analyzer = new IsolationAnalyzer(OPTIONS, new AbstractCegisListener() {
            @Override
            public void phase(CegisPhase phase, int round) {
                if (phase == CegisPhase.SYNTHESIZE) {
                    token.cancel();
                }
            }
        });
        CompletableFuture<SynthesisResult> running = CompletableFuture.supplyAsync(
                () -> analyzer.synthesize(Problem.separating(siC, si, Scope.of(8, 5, 5)), token));

        SynthesisResult result = running.get(30, TimeUnit.SECONDS);
        assertEquals(UnknownReason.CANCELLED, assertInstanceOf(SynthesisResult.Unknown.class, result).reason());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline && searchesAlive() > 0) {
            Thread.sleep(50);
        }
        assertEquals(0, searchesAlive(), "a search beside the cancelled synthesis still runs");
    }

    /** The counters of CEGIS within 1 to {@code top} transactions, one rung after another, as the analyzer sets it up. */
    private static Statistics rungsInTurn(Problem problem, int top) {
        Options kodkod = new Options();
        kodkod.setSolver(SolverSelection.resolve(OPTIONS.solver(), message -> {}));
        kodkod.setSymmetryBreaking(OPTIONS.has(Optimization.SYMMETRY_BREAKING) ? 20 : 0);
        RunContext context = new RunContext(new AbstractCegisListener(), new CancellationToken(),
                System.nanoTime() + OPTIONS.timeout().toNanos());
        for (int n = 1; n <= top; n++) {
            SynthesisResult rung = new CegisSynthesizer(problem.withScope(problem.scope().withTransactions(n)), OPTIONS,
                    kodkod, context).run();
            assertTrue(n == top ? rung instanceof SynthesisResult.Found
                    : rung instanceof SynthesisResult.NoneWithinScope, "rung " + n + ": " + rung);
        }
        return context.statistics();
    }

    private static long searchesAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("isolang-search") && t.isAlive()).count();
    }
}
