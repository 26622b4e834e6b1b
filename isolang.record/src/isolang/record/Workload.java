// SPDX-License-Identifier: EPL-2.0
package isolang.record;

import java.time.Duration;
import java.util.Random;

/**
 * A random key–value workload: {@code sessions} concurrent sessions run at most
 * {@code transactions} transactions in all (and stop after {@code duration}), each of
 * {@code minOps … maxOps} operations; an operation reads with probability {@code readRatio} and
 * writes otherwise, on a key drawn from {@code distribution}. Session {@code s} draws its
 * transactions from a generator seeded by {@code seed} and {@code s}, so a seed fixes what each
 * session asks for (the interleaving is the database's).
 *
 * @param sessions concurrent sessions, one connection each
 * @param transactions the number of transactions to run in all
 * @param duration the time limit
 * @param keys the number of registers
 * @param distribution how keys are chosen
 * @param minOps the fewest operations of a transaction
 * @param maxOps the most operations of a transaction
 * @param readRatio the probability that an operation is a read
 * @param seed the seed of the random choices
 */
public record Workload(int sessions, long transactions, Duration duration, int keys, KeyDistribution distribution,
        int minOps, int maxOps, double readRatio, long seed) {

    /** How keys are drawn. */
    public enum KeyDistribution {
        /** Every key equally likely. */
        UNIFORM,
        /** 80 % of the operations on the first 20 % of the keys (at least one key), the rest uniform. */
        HOT;

        int next(Random random, int keys) {
            if (this == HOT && random.nextDouble() < 0.8) {
                return random.nextInt(Math.max(1, keys / 5));
            }
            return random.nextInt(keys);
        }
    }

    /** Checks the bounds. */
    public Workload {
        if (sessions < 1 || transactions < 1 || keys < 1 || minOps < 1 || maxOps < minOps || readRatio < 0
                || readRatio > 1 || duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("invalid workload " + sessions + " sessions, " + transactions
                    + " transactions, " + keys + " keys, " + minOps + "-" + maxOps + " operations, read ratio "
                    + readRatio);
        }
    }

    /** The defaults of {@code isolang record}: 4 sessions, 1000 transactions, 10 keys, 1–5 operations, half reads. */
    public static Workload defaults() {
        return new Workload(4, 1000, Duration.ofMinutes(10), 10, KeyDistribution.UNIFORM, 1, 5, 0.5, 1);
    }

    /** The generator of session {@code session}. */
    Random random(int session) {
        return new Random(seed * 1_000_003L + session);
    }
}
