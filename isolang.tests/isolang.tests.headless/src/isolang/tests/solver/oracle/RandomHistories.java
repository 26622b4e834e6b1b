// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.oracle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/**
 * Random operation-level histories for differential tests, reproducible from a seed.
 *
 * <p>Transactions get ids {@code 1..n} in creation order and join a random session, so ids
 * grow along every session. Each transaction is a random sequence of reads and writes: blind
 * writes, several writes of one object (intermediate writes), reads of an object read before
 * (repeated reads, returning the same value or another one), reads of an own write, empty and
 * read-only transactions. Written values are unique per object and drawn from ranges that once
 * broke the engine: small numbers, around 1,300, around 2³¹ and just below 2⁶³. Most reads
 * return the initial value or another transaction's final write; a few return an intermediate
 * write, a value nobody wrote, an own later write or not the own latest write, so that
 * read-inconsistent histories are covered too.
 */
public final class RandomHistories {

    private static final long[][] VALUE_RANGES = {
            {1, 64}, {1_270, 1_340}, {Integer.MAX_VALUE - 32L, Integer.MAX_VALUE + 32L},
            {Long.MAX_VALUE - 64, Long.MAX_VALUE}};

    private final Random random;
    private final int maxTransactions;
    private final int maxObjects;
    private final int maxOperations;

    /**
     * A generator of histories with up to the given numbers of transactions, objects and
     * operations per transaction (at most 60 operations per history, so values never run out).
     */
    public RandomHistories(long seed, int maxTransactions, int maxObjects, int maxOperations) {
        if (maxTransactions * maxOperations > 60) {
            throw new IllegalArgumentException("at most 60 operations per history");
        }
        this.random = new Random(seed);
        this.maxTransactions = maxTransactions;
        this.maxObjects = maxObjects;
        this.maxOperations = maxOperations;
    }

    /** The next history. */
    public History next() {
        int n = 1 + random.nextInt(maxTransactions);
        int objects = 1 + random.nextInt(maxObjects);
        List<List<Operation>> skeletons = new ArrayList<>();
        List<Set<Long>> used = new ArrayList<>();
        long[][] ranges = new long[objects][];
        for (int x = 0; x < objects; x++) {
            ranges[x] = VALUE_RANGES[random.nextInt(VALUE_RANGES.length)];
            used.add(new HashSet<>());
        }
        for (int t = 0; t < n; t++) {
            List<Operation> ops = new ArrayList<>();
            int count = random.nextInt(maxOperations + 1);
            for (int i = 0; i < count; i++) {
                int x = random.nextInt(objects);
                ops.add(random.nextInt(5) < 2 ? Operation.write(x, fresh(ranges[x], used.get(x)))
                        : Operation.read(x, 0));
            }
            skeletons.add(ops);
        }
        for (int t = 0; t < n; t++) {
            List<Operation> ops = skeletons.get(t);
            for (int i = 0; i < ops.size(); i++) {
                if (ops.get(i).isRead()) {
                    int x = ops.get(i).object();
                    ops.set(i, Operation.read(x, readValue(skeletons, t, i, x, ranges[x], used.get(x))));
                }
            }
        }
        int sessionCount = 1 + random.nextInt(n);
        List<List<Transaction>> sessions = new ArrayList<>();
        for (int s = 0; s < sessionCount; s++) {
            sessions.add(new ArrayList<>());
        }
        for (int t = 0; t < n; t++) {
            sessions.get(random.nextInt(sessionCount)).add(new Transaction(t + 1, skeletons.get(t)));
        }
        sessions.removeIf(List::isEmpty);
        return History.of(objects, sessions);
    }

    private long fresh(long[] range, Set<Long> used) {
        long value;
        do {
            value = range[0] + (long) (random.nextDouble() * (range[1] - range[0] + 1));
        } while (value <= 0 || value > range[1] || !used.add(value));
        return value;
    }

    /** The value the i-th operation of transaction t, a read of x, returns. */
    private long readValue(List<List<Operation>> skeletons, int t, int i, int x, long[] range, Set<Long> used) {
        List<Operation> own = skeletons.get(t);
        Long ownWrite = null;
        Long ownRead = null;
        for (int j = 0; j < i; j++) {
            Operation op = own.get(j);
            if (op.object() == x) {
                ownWrite = op.isWrite() ? Long.valueOf(op.value()) : ownWrite;
                ownRead = op.isRead() ? Long.valueOf(op.value()) : ownRead;
            }
        }
        List<Long> finals = new ArrayList<>(List.of(0L));
        List<Long> intermediates = new ArrayList<>();
        for (int s = 0; s < skeletons.size(); s++) {
            Long last = null;
            for (Operation op : skeletons.get(s)) {
                if (op.isWrite() && op.object() == x) {
                    if (last != null && s != t) {
                        intermediates.add(last);
                    }
                    last = op.value();
                }
            }
            if (last != null && s != t) {
                finals.add(last);
            }
        }
        int dice = random.nextInt(100);
        if (ownWrite != null) {
            return dice < 92 ? ownWrite : pick(finals);
        }
        if (ownRead != null && dice < 50) {
            return ownRead;
        }
        if (dice >= 96 && !intermediates.isEmpty()) {
            return pick(intermediates);
        }
        if (dice >= 93) {
            for (int j = i + 1; j < own.size(); j++) {
                if (own.get(j).isWrite() && own.get(j).object() == x) {
                    return own.get(j).value();
                }
            }
        }
        if (dice >= 91) {
            return fresh(range, used);
        }
        return pick(finals);
    }

    private long pick(List<Long> values) {
        return values.get(random.nextInt(values.size()));
    }
}
