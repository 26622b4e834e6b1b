// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import isolang.history.format.EdnReader.Keyword;
import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.LongIntMap;
import isolang.history.model.TxnStatus;

/**
 * Jepsen/Elle histories in EDN, one operation map after another:
 * <pre>
 * {:type :ok, :f :txn, :value [[:append 1 2] [:r 3 [1 2]] [:w 4 7] [:r 5 nil]], :process 0, …}
 * </pre>
 * Only completions count; {@code :invoke} entries are skipped, as are entries whose
 * {@code :process} is not a number (the nemesis) or whose {@code :value} is not a list of
 * micro-operations. {@code :process} is the session. The completion type decides the status:
 * <ul>
 * <li>{@code :ok} committed;</li>
 * <li>{@code :fail} aborted: its writes are aborted writes, its reads are dropped;</li>
 * <li>{@code :info} indeterminate: it may have committed. Its reads carry no results in Jepsen
 *     and are dropped; its writes are kept, and the checker counts it as committed exactly when
 *     a committed transaction reads one of its writes.</li>
 * </ul>
 * Micro-operations, list-append and rw-register alike: {@code [:append k v]} writes v;
 * {@code [:w k v]} writes v; {@code [:r k [a1 … an]]} reads an (the initial value for an
 * empty list) and records the version order {@code a1 < … < an}; {@code [:r k v]} reads v;
 * {@code [:r k nil]} reads the initial value.
 *
 * <p>Time: a completion with {@code :time} (Jepsen's nanoseconds of the completion) and a start,
 * either its own {@code :start} (as {@code isolang record} writes it) or the {@code :time} of its
 * process's {@code :invoke} before it (as Jepsen writes it), gives its transaction the interval
 * [start, time], and so the history's real-time order {@code rt}. An {@code :info} transaction
 * may take effect after its completion: its interval is open ([start, ∞)). A transaction without
 * a start has no interval (it is related to no other in real time).
 */
final class ElleEdnReader implements HistoryReader {

    private static final Keyword TYPE = new Keyword("type");
    private static final Keyword VALUE = new Keyword("value");
    private static final Keyword PROCESS = new Keyword("process");
    private static final Keyword TIME = new Keyword("time");
    private static final Keyword START = new Keyword("start");

    @Override
    public CompactHistory read(Path path, String shown, LoadOptions options)
            throws IOException, HistoryFormatException {
        HistoryBuilder builder = new HistoryBuilder(shown, false, VeriStrongListReader.INITIAL);
        LongIntMap sessions = new LongIntMap();
        int skipped = 0;
        int droppedReads = 0;
        long txnLabel = 0;
        Map<Long, Long> invokedAt = new HashMap<>();
        try (InputStream in = HistoryReader.open(path, options)) {
            TextScanner text = new TextScanner(in, shown);
            EdnReader edn = new EdnReader(text);
            while (edn.hasNext()) {
                long line = edn.line();
                Object entry = edn.next();
                if (!(entry instanceof Map<?, ?> op)) {
                    throw text.errorAt(line, 1, "expected an operation map {:type … :value …} but found " + entry);
                }
                Object type = op.get(TYPE);
                TxnStatus status = status(type);
                if (status == null) {
                    if (!(type instanceof Keyword k && k.name().equals("invoke"))) {
                        throw text.errorAt(line, 1,
                                "unknown :type " + type + " (expected :invoke, :ok, :fail or :info)");
                    }
                    if (op.get(PROCESS) instanceof Long process && op.get(TIME) instanceof Long time) {
                        invokedAt.put(process, time);
                    }
                    continue;
                }
                if (!(op.get(PROCESS) instanceof Long process) || !(op.get(VALUE) instanceof List<?> micro)
                        || !micro.stream().allMatch(m -> m instanceof List<?>)) {
                    skipped++;
                    continue;
                }
                int s = sessions.get(process);
                if (s == LongIntMap.ABSENT) {
                    s = builder.newSession(process, null);
                    sessions.put(process, s);
                }
                int txn = builder.newTransaction(s, ++txnLabel, status);
                for (Object m : micro) {
                    droppedReads += microOperation(builder, txn, status, (List<?>) m, text, line) ? 0 : 1;
                }
                Long invoked = invokedAt.remove(process);
                Long start = op.get(START) instanceof Long own ? own : invoked;
                interval(builder, txn, status, start, op.get(TIME), text, line);
            }
        }
        if (skipped > 0) {
            builder.note(skipped + " completions that are not transactions (nemesis, other :f) were skipped");
        }
        if (droppedReads > 0) {
            builder.note(droppedReads + " reads of failed or indeterminate transactions were dropped");
        }
        return builder.build(options.initial());
    }

    /** Gives {@code txn} its interval of time, when the completion has one. */
    private static void interval(HistoryBuilder builder, int txn, TxnStatus status, Long start, Object time,
            TextScanner text, long line) throws HistoryFormatException {
        if (start == null) {
            return;
        }
        if (status == TxnStatus.INDETERMINATE) {
            builder.interval(txn, start, Long.MAX_VALUE);
        } else if (time instanceof Long end) {
            if (end < start) {
                throw text.errorAt(line, 1, "the transaction completes at :time " + end + ", before it started at "
                        + start);
            }
            builder.interval(txn, start, end);
        }
    }

    private static TxnStatus status(Object type) {
        if (type instanceof Keyword k) {
            return switch (k.name()) {
                case "ok" -> TxnStatus.COMMITTED;
                case "fail" -> TxnStatus.ABORTED;
                case "info" -> TxnStatus.INDETERMINATE;
                default -> null;
            };
        }
        return null;
    }

    /** Adds one micro-operation; false if it was a read that had to be dropped. */
    private static boolean microOperation(HistoryBuilder builder, int txn, TxnStatus status, List<?> m,
            TextScanner text, long line) throws HistoryFormatException {
        if (m.size() != 3 || !(m.get(0) instanceof Keyword f) || !(m.get(1) instanceof Long key)) {
            throw text.errorAt(line, 1, "a micro-operation is [:append k v], [:w k v] or [:r k v], not " + m);
        }
        int k = builder.key(key);
        Object value = m.get(2);
        switch (f.name()) {
            case "append", "w" -> {
                if (!(value instanceof Long v)) {
                    throw text.errorAt(line, 1, "the value of " + m + " must be an integer");
                }
                builder.write(txn, k, builder.value(v));
                return true;
            }
            case "r" -> {
                if (status != TxnStatus.COMMITTED) {
                    return false;
                }
                int read = builder.value(VeriStrongListReader.INITIAL);
                if (value instanceof Long v) {
                    read = builder.value(v);
                } else if (value instanceof List<?> list) {
                    int previous = -1;
                    for (Object element : list) {
                        if (!(element instanceof Long v)) {
                            throw text.errorAt(line, 1, "the list read by " + m + " must hold integers");
                        }
                        int current = builder.value(v);
                        if (previous >= 0) {
                            builder.orderHint(k, previous, current);
                        }
                        previous = current;
                    }
                    read = previous >= 0 ? previous : read;
                } else if (value != EdnReader.NIL) {
                    throw text.errorAt(line, 1, "the result of " + m + " must be an integer, a list or nil");
                }
                builder.read(txn, k, read);
                return true;
            }
            default -> throw text.errorAt(line, 1, "unknown micro-operation " + f + " (expected :append, :w or :r)");
        }
    }
}
