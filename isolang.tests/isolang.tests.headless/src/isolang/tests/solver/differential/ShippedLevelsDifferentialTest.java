// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
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
import isolang.tests.solver.oracle.ReferenceLevel;
import isolang.tests.solver.reference.BiswasEnea;
import isolang.tests.solver.reference.Cerone;
import isolang.tests.solver.reference.PaperLevels;

/**
 * The exhaustive differential test of the shipped levels. Every history of 3 transactions, 2
 * objects and 2 values (the initial one included) is enumerated, with every order of the reads
 * inside a transaction for the operation-level view; each level is decided on each history by
 * the brute-force oracle, which yields the true implication matrix; then:
 * <ul>
 * <li>the enumerating {@link IndependentChecker} and the SAT {@link MembershipChecker} decide
 *     every level like the oracle, on every history that separates two levels and on a
 *     deterministic sample of the others (deciding all of them with both checkers takes minutes);</li>
 * <li>the engine answers every ordered pair of distinct levels like the matrix, in both history
 *     encodings (Read Committed only in the operation encoding): a history is found iff an
 *     enumerated history separates the pair, and every found history separates it by the
 *     oracle's account too (the facade has already minimized and re-verified it).</li>
 * </ul>
 * The operation encoding also contains histories the enumeration leaves out (a transaction
 * reading an object twice, or writing before reading); a history found there for a pair the
 * matrix calls an implication must be of that kind.
 */
class ShippedLevelsDifferentialTest {

    private static final EnumerationScope TINY = new EnumerationScope(3, 2, 2);
    private static final Scope ENGINE_SCOPE = new Scope(3, 2, 2, 3, 4);
    /** One history in this many (besides all separating ones) has its levels decided by the checkers. */
    private static final int SAMPLE = 7;

    /** The reference levels the engine's Java catalogue has. */
    private static final List<ReferenceLevel> CATALOGUED = Arrays.stream(ReferenceLevel.values())
            .filter(r -> r.engineName().isPresent()).toList();
    private static final Map<ReferenceLevel, Level> ENGINE = catalogue();
    private static List<History> abstractHistories;
    private static List<History> operationHistories;
    private static ImplicationMatrix abstractMatrix;
    private static ImplicationMatrix operationMatrix;

    private static Map<ReferenceLevel, Level> catalogue() {
        List<Level> shipped = List.of(BiswasEnea.RC, BiswasEnea.RA, BiswasEnea.CC, BiswasEnea.PC, BiswasEnea.SI,
                BiswasEnea.SER, PaperLevels.UPDATE_SER, Cerone.RA, Cerone.UA, Cerone.CC, Cerone.PSI, Cerone.PC,
                Cerone.SI, Cerone.SER, PaperLevels.NLU);
        Map<String, Level> byName = shipped.stream().collect(Collectors.toMap(Level::toString, Function.identity()));
        return CATALOGUED.stream().collect(Collectors.toMap(Function.identity(), r -> {
            Level level = byName.get(r.engineName().orElseThrow());
            if (level == null) {
                throw new IllegalStateException("no shipped level named " + r.engineName().orElseThrow());
            }
            return level;
        }));
    }

    private static List<ReferenceLevel> levels(HistoryModel model) {
        return CATALOGUED.stream()
                .filter(r -> model == HistoryModel.OPERATION || !r.needsOperationLevel()).toList();
    }

    @BeforeAll
    static void enumerate() {
        abstractHistories = new HistoryEnumerator(TINY, HistoryEnumerator.Symmetry.ISOMORPHISM,
                HistoryEnumerator.ReadOrder.CANONICAL).enumerate();
        operationHistories = new HistoryEnumerator(TINY, HistoryEnumerator.Symmetry.ISOMORPHISM,
                HistoryEnumerator.ReadOrder.ALL).enumerate();
        abstractMatrix = new ImplicationMatrix(abstractHistories, levels(HistoryModel.ABSTRACT));
        operationMatrix = new ImplicationMatrix(operationHistories, levels(HistoryModel.OPERATION));
    }

    @Test
    void checkersDecideEveryLevelLikeTheOracle() throws Exception {
        Set<History> chosen = new LinkedHashSet<>();
        for (ReferenceLevel a : CATALOGUED) {
            for (ReferenceLevel b : CATALOGUED) {
                operationMatrix.separatingHistory(a, b).ifPresent(chosen::add);
                if (!a.needsOperationLevel() && !b.needsOperationLevel()) {
                    abstractMatrix.separatingHistory(a, b).ifPresent(chosen::add);
                }
            }
        }
        for (int i = 0; i < operationHistories.size(); i += SAMPLE) {
            chosen.add(operationHistories.get(i));
        }
        IndependentChecker independent = new IndependentChecker();
        MembershipChecker membership = new MembershipChecker();
        ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
        new ForkJoinPool(2).submit(() -> chosen.parallelStream().forEach(history -> {
            for (ReferenceLevel r : CATALOGUED) {
                boolean expected = r.allows(history);
                IndependentVerdict verdict = independent.check(history, ENGINE.get(r));
                MembershipResult result = membership.check(history, ENGINE.get(r));
                if (expected != verdict instanceof IndependentVerdict.Allowed
                        || expected != result instanceof MembershipResult.Allowed
                        || verdict instanceof IndependentVerdict.Refused
                        || result instanceof MembershipResult.Unknown) {
                    failures.add(r + ": oracle " + expected + ", enumeration " + verdict + ", SAT " + result + "\n"
                            + history);
                }
            }
        })).get();
        assertTrue(failures.isEmpty(), () -> failures.size() + " disagreements, first:\n" + failures.peek());
        assertTrue(chosen.size() > operationHistories.size() / SAMPLE, "sample of " + chosen.size());
    }

    @Test
    void synthesisAnswersEveryPairLikeTheMatrixInTheAbstractEncoding() throws Exception {
        assertPairs(HistoryModel.ABSTRACT, abstractMatrix);
    }

    @Test
    void synthesisAnswersEveryPairLikeTheMatrixInTheOperationEncoding() throws Exception {
        assertPairs(HistoryModel.OPERATION, operationMatrix);
    }

    private static void assertPairs(HistoryModel model, ImplicationMatrix matrix) throws Exception {
        List<ReferenceLevel[]> pairs = new ArrayList<>();
        for (ReferenceLevel a : levels(model)) {
            for (ReferenceLevel b : levels(model)) {
                if (a != b) {
                    pairs.add(new ReferenceLevel[] {a, b});
                }
            }
        }
        IsolationAnalyzer analyzer = new IsolationAnalyzer(
                SynthesisOptions.defaults().withTimeout(Duration.ofMinutes(2)),
                new AbstractCegisListener());
        ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<String> beyondEnumeration = new ConcurrentLinkedQueue<>();
        int[] found = new int[1];
        new ForkJoinPool(2).submit(() -> pairs.parallelStream().forEach(pair -> {
            ReferenceLevel a = pair[0];
            ReferenceLevel b = pair[1];
            Problem problem = new Problem(List.of(ENGINE.get(a)), List.of(ENGINE.get(b)), ENGINE_SCOPE, model);
            SynthesisResult result = analyzer.synthesize(problem);
            boolean separable = !matrix.implies(a, b);
            if (result instanceof SynthesisResult.Found f) {
                synchronized (found) {
                    found[0]++;
                }
                History h = f.history();
                if (!a.allows(h) || b.allows(h)) {
                    failures.add(problem + ": the oracle does not confirm the found history\n" + h);
                } else if (!separable && (model == HistoryModel.ABSTRACT || enumerable(h))) {
                    failures.add(problem + ": found although no enumerated history separates them\n" + h);
                } else if (!separable) {
                    beyondEnumeration.add(a + " & !" + b);
                }
            } else if (result instanceof SynthesisResult.NoneWithinScope) {
                if (separable) {
                    failures.add(problem + ": none found, but this history separates them\n"
                            + matrix.separatingHistory(a, b).orElseThrow());
                }
            } else {
                failures.add(problem + ": " + result);
            }
        })).get();
        assertTrue(failures.isEmpty(), () -> failures.size() + " of " + pairs.size() + " pairs wrong:\n"
                + String.join("\n", failures));
        assertFalse(found[0] == 0 || found[0] == pairs.size(), "the matrix must contain both answers");
        assertEquals(List.of(), List.copyOf(beyondEnumeration).stream().filter(p -> model == HistoryModel.ABSTRACT)
                .toList());
    }

    /**
     * Whether the history has the shape of the enumerated ones: per transaction at most one read
     * and one write of each object, reads before writes.
     */
    private static boolean enumerable(History history) {
        for (Transaction t : history.transactions()) {
            Set<Integer> read = new HashSet<>();
            Set<Integer> written = new HashSet<>();
            for (Operation op : t.operations()) {
                if (op.isRead() && (!written.isEmpty() || !read.add(op.object()))) {
                    return false;
                }
                if (op.isWrite() && !written.add(op.object())) {
                    return false;
                }
            }
        }
        return true;
    }
}
