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
        assertTrue(counts.getOrDefault("timed VIOLATED (serializable)", 0) >= COUNT / 5,
                "too few histories that only real time forbids: " + counts);
        assertTrue(counts.getOrDefault("timed SATISFIED", 0) >= 10, counts.toString());
    }

    /**
     * 2–4 transactions over 1–2 keys in 1–3 sessions; each transaction writes one key (its writes
     * numbered, so a second write makes the first intermediate); values unique per key, in half the
     * histories huge. Three in four histories are <em>serial-shaped</em>: their transactions run one
     * after another in the order they are made (which extends session order), each read returns the
     * latest write of its key so far (one in ten any writer), and their intervals of time follow
     * another random order of the transactions, one after another (one in six overlapping the next),
     * so real time often contradicts the only serial orders there are. In the others a read picks a
     * writer of the key or the initial value, one in eight an intermediate or unwritten value, and
     * intervals (five in six transactions) follow the order of making, often overlapping.
     */
    private static CompactHistory randomHistory(Random random, boolean timed) {
        HistoryBuilder builder = new HistoryBuilder("random", false, 0);
        int keys = 1 + random.nextInt(2);
        int txns = 2 + random.nextInt(3);
        int sessions = 1 + random.nextInt(Math.min(3, txns));
        boolean serialShaped = random.nextInt(4) != 0;
        int[] key = new int[keys];
        for (int k = 0; k < keys; k++) {
            key[k] = builder.key((long) k);
        }
        int[] session = new int[sessions];
        for (int s = 0; s < sessions; s++) {
            session[s] = builder.newSession(s + 1, null);
        }
        boolean huge = random.nextBoolean();
        int[] writeKey = new int[txns];
        for (int t = 0; t < txns; t++) {
            writeKey[t] = random.nextInt(keys);
        }
        long[] latest = new long[keys];
        int[] txnOf = new int[txns];
        for (int t = 0; t < txns; t++) {
            TxnStatus status = random.nextInt(10) == 0 ? TxnStatus.ABORTED : TxnStatus.COMMITTED;
            int txn = builder.newTransaction(session[random.nextInt(sessions)], t + 1, status);
            txnOf[t] = txn;
            int ops = 1 + random.nextInt(3);
            int writes = 0;
            for (int o = 0; o < ops; o++) {
                if (random.nextInt(3) == 0) {
                    builder.write(txn, key[writeKey[t]], builder.value(value(huge, t, writes++)));
                    continue;
                }
                int k = random.nextInt(keys);
                long value;
                if (serialShaped && random.nextInt(10) != 0) {
                    value = writes > 0 && writeKey[t] == k ? value(huge, t, writes - 1) : latest[k];
                } else {
                    value = anyWriter(random, huge, writeKey, k);
                }
                builder.read(txn, key[k], builder.value(value));
            }
            if (status == TxnStatus.COMMITTED && writes > 0) {
                latest[writeKey[t]] = value(huge, t, writes - 1);
            }
        }
        if (timed) {
            List<Integer> order = new ArrayList<>();
            for (int t = 0; t < txns; t++) {
                order.add(t);
            }
            if (serialShaped) {
                java.util.Collections.shuffle(order, random);
            }
            long clock = 0;
            for (int t : order) {
                if (serialShaped) {
                    long end = clock + random.nextInt(2);
                    builder.interval(txnOf[t], clock, end);
                    clock = end + (random.nextInt(6) == 0 ? 0 : 1);
                } else if (random.nextInt(6) != 0) {
                    long start = clock + random.nextInt(3);
                    long end = start + random.nextInt(4);
                    clock = start + random.nextInt(2);
                    builder.interval(txnOf[t], start, end);
                }
            }
        }
        return builder.build();
    }

    /** The value of a random writer of key {@code k} (one in eight an intermediate or unwritten one), or the initial 0. */
    private static long anyWriter(Random random, boolean huge, int[] writeKey, int k) {
        List<Integer> writers = new ArrayList<>();
        for (int w = 0; w < writeKey.length; w++) {
            if (writeKey[w] == k) {
                writers.add(w);
            }
        }
        int pick = random.nextInt(writers.size() + 1);
        return pick == writers.size() ? 0 : value(huge, writers.get(pick), random.nextInt(8) == 0 ? 1 : 0);
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
