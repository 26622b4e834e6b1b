// SPDX-License-Identifier: EPL-2.0
package isolang.history.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.TxnStatus;

/**
 * Small random histories with every feature a checker must get right, for differential tests:
 * several sessions, reads of the initial value, of committed, aborted, intermediate and own
 * writes and of values nobody wrote, repeated reads of a key, blind writes, writes of one key
 * twice in a transaction, aborted transactions and (optionally) duplicate written values.
 *
 * @param transactions the most transactions
 * @param keys the number of keys
 * @param operations the most operations per transaction
 * @param duplicates whether a write may repeat a value another write of the key wrote
 * @param aborts whether transactions may abort
 */
public record RandomHistories(int transactions, int keys, int operations, boolean duplicates, boolean aborts) {

    /** Checks the invariants. */
    public RandomHistories {
        if (transactions < 1 || keys < 1 || operations < 1) {
            throw new IllegalArgumentException("transactions, keys and operations must be positive");
        }
    }

    /** A random history. */
    public CompactHistory next(Random random) {
        HistoryBuilder b = new HistoryBuilder("random", false, 0);
        int sessions = 1 + random.nextInt(Math.min(3, transactions));
        int[] session = new int[sessions];
        for (int s = 0; s < sessions; s++) {
            session[s] = b.newSession(s + 1, null);
        }
        int[] key = new int[keys];
        for (int k = 0; k < keys; k++) {
            key[k] = b.key(String.valueOf((char) ('x' + k % 3)) + (k < 3 ? "" : Integer.toString(k)));
        }
        List<List<Long>> written = new ArrayList<>();
        for (int k = 0; k < keys; k++) {
            written.add(new ArrayList<>());
        }
        long nextValue = 1;
        int count = 1 + random.nextInt(transactions);
        for (int i = 0; i < count; i++) {
            TxnStatus status = aborts && random.nextInt(6) == 0 ? TxnStatus.ABORTED : TxnStatus.COMMITTED;
            int t = b.newTransaction(session[random.nextInt(sessions)], i + 1, status);
            int ops = 1 + random.nextInt(operations);
            for (int o = 0; o < ops; o++) {
                int k = random.nextInt(keys);
                List<Long> values = written.get(k);
                if (random.nextBoolean()) {
                    long value = duplicates && !values.isEmpty() && random.nextBoolean()
                            ? values.get(random.nextInt(Math.min(2, values.size()))) : nextValue++;
                    values.add(value);
                    b.write(t, key[k], b.value(value));
                } else {
                    int pick = random.nextInt(values.size() + 2);
                    long value = pick < values.size() ? values.get(pick)
                            : pick == values.size() ? 0 : 1000 + nextValue++;
                    if (pick == values.size() + 1 && random.nextInt(4) != 0) {
                        value = 0;
                    }
                    b.read(t, key[k], b.value(value));
                }
            }
        }
        return b.build();
    }

    /** The histories of one shape for a seed: reproducible. */
    public List<CompactHistory> sample(long seed, int count) {
        Random random = new Random(seed);
        List<CompactHistory> histories = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            histories.add(next(random));
        }
        return histories;
    }
}
