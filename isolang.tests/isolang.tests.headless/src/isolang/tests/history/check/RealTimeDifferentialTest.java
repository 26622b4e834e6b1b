// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.Verdict;
import isolang.history.check.ProgressListener;
import isolang.history.explain.KodkodRecheck;
import isolang.history.level.LevelPlan;
import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.TxnStatus;
import isolang.solver.CancellationToken;
import isolang.solver.SatSolverChoice;
import isolang.solver.spec.Level;

/**
 * Strict serializability ({@code biswas.StrictSER}: serializability in a commit order that
 * contains the real-time order {@code rt}) is decided alike by the history checker's serial order
 * search and by the Kodkod membership checker on the level's definition, on random small histories
 * whose transactions carry random intervals of time (some none): repeated reads, blind writes,
 * reads of own and of intermediate writes, thin-air reads, aborted transactions and huge values.
 * Histories without time decide as serializability.
 */
class RealTimeDifferentialTest {

    private static final int COUNT = 300;
    private static final Duration LIMIT = Duration.ofSeconds(60);

    private final HistoryChecker checker = new HistoryChecker(StandardLevels.CLASSIFIER,
            CheckOptions.defaults().withSolver(SatSolverChoice.SAT4J).withTimeout(LIMIT).withExplanations(0), w -> {});

    @Test
    void serialOrderSearchAgreesWithKodkodOnRandomHistoriesWithRealTime() {
        Level strict = StandardLevels.level("biswas.StrictSER");
        Level serializable = StandardLevels.level("biswas.SER");
        assertInstanceOf(LevelPlan.RealTimeSerial.class, checker.plan(strict));
        Random random = new Random(15);
        Map<String, Integer> counts = new TreeMap<>();
        List<String> disagreements = new ArrayList<>();
        for (int n = 0; n < COUNT; n++) {
            boolean timed = n % 5 != 0;
            CompactHistory history = randomHistory(random, timed);
            PreparedHistory prepared = PreparedHistory.of(history);
            KodkodRecheck.Answer oracle = KodkodRecheck.allows(prepared.reads(), strict, 50, LIMIT,
                    new CancellationToken());
            assertTrue(oracle.allowed() != null, "Kodkod gave no answer: " + oracle.detail());
            LevelResult result = checker.check(prepared, strict, new CancellationToken(), ProgressListener.NONE);
            Verdict expected = oracle.allowed() ? Verdict.SATISFIED : Verdict.VIOLATED;
            if (result.verdict() != expected) {
                disagreements.add(result.verdict() + " but Kodkod says " + expected + " on " + describe(history));
            }
            LevelResult ser = checker.check(prepared, serializable, new CancellationToken(), ProgressListener.NONE);
            if (!timed && ser.verdict() != result.verdict()) {
                disagreements.add("without time StrictSER says " + result.verdict() + ", SER " + ser.verdict() + " on "
                        + describe(history));
            }
            String kind = (timed ? "timed " : "untimed ") + expected
                    + (ser.verdict() == Verdict.SATISFIED && expected == Verdict.VIOLATED ? " (serializable)" : "");
            counts.merge(kind, 1, Integer::sum);
        }
        System.out.println("RealTimeDifferentialTest: " + counts + ", disagreements " + disagreements.size());
        assertEquals(List.of(), disagreements.stream().limit(5).toList(), counts.toString());
        assertTrue(counts.getOrDefault("timed VIOLATED (serializable)", 0) >= 3,
                "too few histories that only real time forbids: " + counts);
        assertTrue(counts.getOrDefault("timed SATISFIED", 0) >= 10, counts.toString());
    }

    /**
     * 2–4 transactions over 1–2 keys in 1–3 sessions; each transaction writes one key (its writes
     * numbered, so a second write makes the first intermediate), reads pick a writer of the key or
     * the initial value, one in eight an intermediate or unwritten value; values unique per key, in
     * half the histories huge.
     */
    private static CompactHistory randomHistory(Random random, boolean timed) {
        HistoryBuilder builder = new HistoryBuilder("random", false, 0);
        int keys = 1 + random.nextInt(2);
        int txns = 2 + random.nextInt(3);
        int sessions = 1 + random.nextInt(Math.min(3, txns));
        int[] key = new int[keys];
        for (int k = 0; k < keys; k++) {
            key[k] = builder.key((long) k);
        }
        int[] session = new int[sessions];
        for (int s = 0; s < sessions; s++) {
            session[s] = builder.newSession(s + 1, null);
        }
        boolean huge = random.nextBoolean();
        long clock = 0;
        int[] writeKey = new int[txns];
        for (int t = 0; t < txns; t++) {
            writeKey[t] = random.nextInt(keys);
        }
        for (int t = 0; t < txns; t++) {
            TxnStatus status = random.nextInt(10) == 0 ? TxnStatus.ABORTED : TxnStatus.COMMITTED;
            int txn = builder.newTransaction(session[random.nextInt(sessions)], t + 1, status);
            int ops = 1 + random.nextInt(3);
            int writes = 0;
            for (int o = 0; o < ops; o++) {
                if (random.nextInt(3) == 0) {
                    builder.write(txn, key[writeKey[t]], builder.value(value(huge, t, writes++)));
                } else {
                    int k = random.nextInt(keys);
                    List<Integer> writers = new ArrayList<>();
                    for (int w = 0; w < txns; w++) {
                        if (writeKey[w] == k) {
                            writers.add(w);
                        }
                    }
                    int pick = random.nextInt(writers.size() + 1);
                    long value = pick == writers.size() ? 0
                            : value(huge, writers.get(pick), random.nextInt(8) == 0 ? 1 : 0);
                    builder.read(txn, key[k], builder.value(value));
                }
            }
            if (timed && random.nextInt(6) != 0) {
                long start = clock + random.nextInt(3);
                long end = start + random.nextInt(4);
                clock = start + random.nextInt(2);
                builder.interval(txn, start, end);
            }
        }
        return builder.build();
    }

    /** The value operation {@code o} of transaction {@code t} writes (unique per key; unwritten ones are thin air). */
    private static long value(boolean huge, int t, int o) {
        return huge ? Long.MAX_VALUE - (t * 4L + o) : t * 4L + o + 1;
    }

    private static String describe(CompactHistory history) {
        StringBuilder text = new StringBuilder();
        for (int t = 1; t < history.transactionCount(); t++) {
            text.append(history.txnName(t)).append(history.isCommitted(t) ? "" : " (aborted)").append(" s")
                    .append(history.txnSession(t)).append(':');
            for (int op = history.opStart(t); op < history.opEnd(t); op++) {
                text.append(' ').append(history.opText(op));
            }
            for (int u = 1; u < history.transactionCount(); u++) {
                if (history.realTimePrecedes(t, u)) {
                    text.append(" <rt ").append(history.txnName(u));
                }
            }
            text.append("; ");
        }
        return text.toString();
    }
}
