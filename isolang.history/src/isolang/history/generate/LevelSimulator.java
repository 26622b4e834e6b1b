// SPDX-License-Identifier: EPL-2.0
package isolang.history.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.IntList;
import isolang.history.model.TxnStatus;

/**
 * Histories valid by construction for a level, made by simulating a store with that level's
 * semantics (AWDIT's generator design: the commit order is the generation order, and what each
 * transaction reads is chosen by the level): serializability reads the latest committed state;
 * snapshot isolation and prefix consistency read a snapshot, a prefix of the commit order no
 * older than the session's last commit (snapshot isolation drops a write another transaction
 * committed to since the snapshot: first committer wins); causal consistency reads, for each
 * key, the latest write of a causally closed cut (sessions merge each other's cuts); Read Atomic
 * reads the latest write of any cut containing the session's past (so fractured views across
 * transactions are possible, not within one); Read Committed lets the cut grow between the reads
 * of one transaction. Every write writes a fresh value.
 *
 * <p>Keys are drawn from a Zipf-like distribution ({@code skew} 0 is uniform); transaction
 * lengths are geometric with the given mean; the session of each transaction is drawn
 * uniformly. Serializability is simulated in O(1) per operation, the others in O(sessions)
 * per read, so use them on moderate sizes.
 *
 * @param level the level the histories satisfy
 * @param sessions the number of sessions
 * @param transactions the number of transactions
 * @param keys the number of keys
 * @param meanOperations the mean number of operations per transaction
 * @param readRatio the probability that an operation reads
 * @param skew the exponent of the key distribution (0: uniform; 1.16 AWDIT's "80/20")
 */
public record LevelSimulator(Semantics level, int sessions, int transactions, int keys, double meanOperations,
        double readRatio, double skew) {

    /** The semantics simulated. */
    public enum Semantics {
        /** Serializability. */
        SERIALIZABLE,
        /** Snapshot isolation. */
        SNAPSHOT_ISOLATION,
        /** Prefix consistency. */
        PREFIX_CONSISTENCY,
        /** Causal consistency. */
        CAUSAL,
        /** Read Atomic. */
        READ_ATOMIC,
        /** Read Committed. */
        READ_COMMITTED
    }

    /** Checks the invariants. */
    public LevelSimulator {
        if (sessions < 1 || transactions < 0 || keys < 1 || meanOperations < 1 || readRatio < 0 || readRatio > 1) {
            throw new IllegalArgumentException("sessions, keys and mean operations must be positive, the read ratio"
                    + " between 0 and 1");
        }
    }

    /** A history of this shape for {@code seed}. */
    public CompactHistory generate(long seed) {
        return new Run(new Random(seed)).run();
    }

    /** One simulation. */
    private final class Run {
        private final Random random;
        private final HistoryBuilder b = new HistoryBuilder("generated", false, 0);
        private final KeyChooser chooser;
        /** Per key: the commit indices and values of its writes, in commit order. */
        private final IntList[] writeIndex = new IntList[keys];
        private final IntList[] writeValue = new IntList[keys];
        /** Per key and session (only for cut-based levels): commit indices of its writes. */
        private final List<List<IntList>> writesBySession = new ArrayList<>();
        private final int[] keyIds = new int[keys];
        private final int[] sessionIds = new int[sessions];
        private final int[] sessionLength = new int[sessions];
        private final int[] lastCommit = new int[sessions];
        private final int[][] cut;
        private final IntList commitSession = new IntList();
        private final IntList commitPosition = new IntList();
        private int nextValue = 1;

        Run(Random random) {
            this.random = random;
            this.chooser = new KeyChooser(keys, skew, random);
            for (int k = 0; k < keys; k++) {
                keyIds[k] = b.key(k);
                writeIndex[k] = new IntList(4);
                writeValue[k] = new IntList(4);
            }
            for (int s = 0; s < sessions; s++) {
                sessionIds[s] = b.newSession(s + 1, null);
            }
            Arrays.fill(lastCommit, -1);
            boolean cuts = level == Semantics.CAUSAL || level == Semantics.READ_ATOMIC
                    || level == Semantics.READ_COMMITTED;
            cut = cuts ? new int[sessions][sessions] : null;
            if (cuts) {
                for (int k = 0; k < keys; k++) {
                    List<IntList> perSession = new ArrayList<>();
                    for (int s = 0; s < sessions; s++) {
                        perSession.add(null);
                    }
                    writesBySession.add(perSession);
                }
            }
        }

        CompactHistory run() {
            for (int i = 0; i < transactions; i++) {
                transaction(i, random.nextInt(sessions));
            }
            return b.build();
        }

        private void transaction(int commit, int s) {
            int t = b.newTransaction(sessionIds[s], commit + 1, TxnStatus.COMMITTED);
            int snapshot = snapshot(s, commit);
            int[] view = view(s);
            IntList writtenKeys = new IntList(4);
            IntList writtenValues = new IntList(4);
            int ops = geometric();
            for (int o = 0; o < ops; o++) {
                int k = chooser.next();
                int own = indexOf(writtenKeys, k);
                if (random.nextDouble() < readRatio) {
                    int value = own >= 0 ? writtenValues.get(own) : read(k, snapshot, view, s);
                    b.read(t, keyIds[k], b.value(value));
                    if (level == Semantics.READ_COMMITTED && view != null) {
                        grow(view);
                    }
                } else if (level != Semantics.SNAPSHOT_ISOLATION || !writtenSince(k, snapshot)) {
                    int value = nextValue++;
                    b.write(t, keyIds[k], b.value(value));
                    if (own >= 0) {
                        writtenValues.set(own, value);
                    } else {
                        writtenKeys.add(k);
                        writtenValues.add(value);
                    }
                }
            }
            for (int i = 0; i < writtenKeys.size(); i++) {
                int k = writtenKeys.get(i);
                writeIndex[k].add(commit);
                writeValue[k].add(writtenValues.get(i));
                if (cut != null) {
                    List<IntList> perSession = writesBySession.get(k);
                    if (perSession.get(s) == null) {
                        perSession.set(s, new IntList(2));
                    }
                    perSession.get(s).add(commit);
                }
            }
            commitSession.add(s);
            commitPosition.add(sessionLength[s]++);
            lastCommit[s] = commit;
            if (cut != null) {
                cut[s][s] = sessionLength[s];
            }
        }

        /** The snapshot (a commit-order prefix length) of snapshot-based levels; serializability reads everything. */
        private int snapshot(int s, int commit) {
            if (level == Semantics.SNAPSHOT_ISOLATION || level == Semantics.PREFIX_CONSISTENCY) {
                int from = lastCommit[s] + 1;
                return from + (commit > from ? random.nextInt(commit - from + 1) : 0);
            }
            return commit;
        }

        /** The cut a transaction of session {@code s} reads from (cut-based levels), updated as the level allows. */
        private int[] view(int s) {
            if (cut == null) {
                return null;
            }
            if (level == Semantics.CAUSAL) {
                if (random.nextInt(3) == 0) {
                    int other = random.nextInt(sessions);
                    for (int x = 0; x < sessions; x++) {
                        cut[s][x] = Math.max(cut[s][x], cut[other][x]);
                    }
                }
                return cut[s];
            }
            int[] view = new int[sessions];
            for (int x = 0; x < sessions; x++) {
                view[x] = x == s ? sessionLength[s] : random.nextInt(sessionLength[x] + 1);
            }
            return view;
        }

        private void grow(int[] view) {
            int x = random.nextInt(sessions);
            if (view[x] < sessionLength[x]) {
                view[x] += 1 + random.nextInt(sessionLength[x] - view[x]);
            }
        }

        /** The value the level lets a read of key {@code k} return. */
        private int read(int k, int snapshot, int[] view, int s) {
            if (view == null) {
                int at = lastAtMost(writeIndex[k], snapshot - 1);
                return at < 0 ? 0 : writeValue[k].get(at);
            }
            int best = -1;
            List<IntList> perSession = writesBySession.get(k);
            for (int x = 0; x < sessions; x++) {
                IntList commits = perSession.get(x);
                if (commits == null || view[x] == 0) {
                    continue;
                }
                int limit = view[x] - 1;
                for (int i = commits.size() - 1; i >= 0; i--) {
                    int c = commits.get(i);
                    if (commitPosition.get(c) <= limit) {
                        best = Math.max(best, c);
                        break;
                    }
                }
            }
            if (best < 0) {
                return 0;
            }
            return writeValue[k].get(lastAtMost(writeIndex[k], best));
        }

        private boolean writtenSince(int k, int snapshot) {
            IntList commits = writeIndex[k];
            return commits.size() > 0 && commits.get(commits.size() - 1) >= snapshot;
        }

        private int geometric() {
            double p = 1.0 / meanOperations;
            return 1 + (int) Math.floor(Math.log(1 - random.nextDouble()) / Math.log(1 - p + 1e-12));
        }
    }

    private static int indexOf(IntList list, int value) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == value) {
                return i;
            }
        }
        return -1;
    }

    /** The last index whose entry is at most {@code limit} in an ascending list, or -1. */
    static int lastAtMost(IntList sorted, int limit) {
        int low = 0;
        int high = sorted.size() - 1;
        int found = -1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            if (sorted.get(middle) <= limit) {
                found = middle;
                low = middle + 1;
            } else {
                high = middle - 1;
            }
        }
        return found;
    }
}
