// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import isolang.dsl.bench.LevelLibrary;
import isolang.dsl.compiler.CompiledCommand;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentChecker.Evaluation;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.history.History;
import isolang.solver.spec.Level;
import isolang.tests.dsl.Specs;
import isolang.tests.solver.oracle.RandomHistories;
import isolang.tests.solver.oracle.ReferenceLevel;

/**
 * The re-verification's enumeration evaluates each witness candidate with its own interpreter of
 * the axioms ({@link Evaluation#DIRECT}); Kodkod's evaluator ({@link Evaluation#KODKOD}) is the
 * reference. On random operation-level histories ({@link RandomHistories}: repeated reads, reads
 * of own writes, blind writes, huge values, read-inconsistent ones) both must give, for every
 * level of the standard library and every level of the frameworks written from scratch in the
 * benchmark's {@code user-frameworks.isol} (pointwise axioms), the same verdict after the same
 * number of candidates and, when allowed, the same witness: the enumeration order is the same,
 * so any difference is a formula the two evaluate differently.
 */
class DirectEvaluationDifferentialTest {

    private static final int HISTORIES = 1_000;
    private static final long SEED = 20_261_127L;
    /** Small enough for the reference evaluator on every history of the run. */
    private static final long CANDIDATE_LIMIT = 1 << 10;
    private static final IndependentChecker DIRECT = new IndependentChecker(CANDIDATE_LIMIT, Evaluation.DIRECT);
    private static final IndependentChecker KODKOD = new IndependentChecker(CANDIDATE_LIMIT, Evaluation.KODKOD);

    @Test
    void directEvaluationDecidesLikeKodkodsEvaluator() throws Exception {
        List<Level> levels = levels();
        RandomHistories random = new RandomHistories(SEED, 4, 3, 4);
        List<History> histories = new ArrayList<>();
        for (int i = 0; i < HISTORIES; i++) {
            histories.add(random.next());
        }
        ConcurrentLinkedQueue<String> disagreements = new ConcurrentLinkedQueue<>();
        AtomicInteger compared = new AtomicInteger();
        AtomicInteger allowed = new AtomicInteger();
        new ForkJoinPool(2).submit(() -> histories.parallelStream().forEach(history -> {
            for (Level level : levels) {
                IndependentVerdict reference = KODKOD.check(history, level);
                if (reference instanceof IndependentVerdict.Refused) {
                    continue;
                }
                IndependentVerdict direct = DIRECT.check(history, level);
                compared.incrementAndGet();
                allowed.addAndGet(reference instanceof IndependentVerdict.Allowed ? 1 : 0);
                if (!same(reference, direct)) {
                    disagreements.add(level + ": Kodkod " + reference + ", direct " + direct + "\n" + history);
                }
            }
        })).get();

        System.out.printf("direct evaluation against Kodkod's evaluator: %d histories, %d levels, %d verdicts"
                + " (%d allowed), %d disagreements%n", HISTORIES, levels.size(), compared.get(), allowed.get(),
                disagreements.size());
        assertTrue(disagreements.isEmpty(),
                () -> disagreements.size() + " disagreements, first:\n" + disagreements.peek());
        assertTrue(compared.get() > HISTORIES * levels.size() / 2, "too many enumerations refused to be telling");
        assertTrue(allowed.get() > compared.get() / 10 && allowed.get() < compared.get() * 9 / 10,
                "verdicts too one-sided to be telling: " + allowed + " of " + compared + " allowed");
    }

    private static boolean same(IndependentVerdict reference, IndependentVerdict direct) {
        if (reference.getClass() != direct.getClass() || reference.candidates() != direct.candidates()) {
            return false;
        }
        return !(reference instanceof IndependentVerdict.Allowed a)
                || a.witness().relations().equals(((IndependentVerdict.Allowed) direct).witness().relations());
    }

    /** Every level of the standard library, and every level of the frameworks written in a spec file. */
    private static List<Level> levels() {
        StringBuilder text = new StringBuilder("import isolang.std.biswas\nimport isolang.std.cerone\n"
                + "import isolang.std.isolde\nimport isolang.std.plume\nhistory H {\n  session { T1: w(x,1) }\n}\n");
        for (ReferenceLevel level : ReferenceLevel.values()) {
            text.append("check H allowed by ").append(level.libraryName()).append('\n');
        }
        List<Level> levels = new ArrayList<>();
        Specs.compile(text.toString()).commands()
                .forEach(c -> levels.add(assertInstanceOf(CompiledCommand.Membership.class, c).level()));
        assertEquals(ReferenceLevel.values().length, levels.size());
        levels.addAll(Specs.compile(LevelLibrary.USER.preamble()).levels().values());
        return levels;
    }
}
