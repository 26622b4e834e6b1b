// SPDX-License-Identifier: EPL-2.0
package isolang.record;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import isolang.record.db.KeyValueTable;

/**
 * A history written as it happens, in the Jepsen/Elle EDN form of rw-register histories that
 * {@code isolang history check} reads (format {@code edn}): one completion map per line,
 * appended and flushed when the transaction finishes, so the file is a complete, readable
 * history at every moment, also when the recording is interrupted.
 * <pre>
 * {:type :ok, :f :txn, :process 3, :value [[:r 5 nil] [:w 2 17]], :start 1204711, :time 1311052}
 * {:type :fail, :f :txn, :process 1, :value [[:w 4 18]], :start 1199820, :time 1402333, :error "40001 …"}
 * </pre>
 * {@code :process} is the session, {@code :ok} a committed, {@code :fail} an aborted and
 * {@code :info} an indeterminate transaction (the connection was lost during its commit). A read
 * of the initial value 0 is written {@code nil}. {@code :start} and {@code :time} (Jepsen's name
 * for the time of a completion) are the client's {@link Interval}: nanoseconds on one monotonic
 * clock, taken before the transaction's first statement and after its commit (or its failure)
 * returned, so a transaction whose {@code :time} is below another's {@code :start} ended before
 * the other began (the history's real-time order). An indeterminate transaction has only a
 * {@code :start}: it may take effect at any later time. Thread-safe.
 */
public final class HistoryJournal implements Closeable {

    /** How a transaction ended. */
    public enum Outcome {
        /** The commit succeeded. */
        COMMITTED(":ok"),
        /** The database refused a statement or the commit; the transaction was rolled back. */
        ABORTED(":fail"),
        /** The connection was lost during the commit: it may or may not have committed. */
        INDETERMINATE(":info");

        private final String type;

        Outcome(String type) {
            this.type = type;
        }
    }

    /**
     * One operation of a transaction.
     *
     * @param read true for a read, false for a write
     * @param key the register
     * @param value the value read or written
     */
    public record Op(boolean read, int key, long value) {
    }

    /**
     * When a transaction ran, as the client saw it: nanoseconds on the recording's monotonic
     * clock (not wall-clock time), before its first statement and after its end returned.
     *
     * @param start before the first statement was sent
     * @param end after the commit or the failure returned; {@link #OPEN} when it may still take effect
     */
    public record Interval(long start, long end) {
        /** The end of a transaction whose outcome is unknown: it may take effect at any later time. */
        public static final long OPEN = Long.MAX_VALUE;
    }

    private final Writer out;
    private final long[] counts = new long[Outcome.values().length];
    private final Map<String, Long> errors = new HashMap<>();
    private boolean closed;

    private HistoryJournal(Writer out) {
        this.out = out;
    }

    /**
     * Creates {@code file}; refuses to replace an existing file.
     *
     * @throws IOException if the file exists or cannot be created
     */
    public static HistoryJournal create(Path file) throws IOException {
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        return new HistoryJournal(new BufferedWriter(new java.io.OutputStreamWriter(
                Files.newOutputStream(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE),
                StandardCharsets.UTF_8)));
    }

    /** A journal on {@code out}, for histories kept in memory. */
    public static HistoryJournal on(Writer out) {
        return new HistoryJournal(out);
    }

    /**
     * Appends a finished transaction without times and flushes it; does nothing once closed.
     *
     * @param error the database's error for an aborted or indeterminate transaction, or null
     * @throws IOException if the file cannot be written
     */
    public synchronized void append(int session, Outcome outcome, List<Op> ops, String error) throws IOException {
        append(session, outcome, ops, null, error);
    }

    /**
     * Appends a finished transaction with the interval in which it ran and flushes it; does
     * nothing once closed.
     *
     * @param interval when the transaction ran, or null when it was not timed
     * @param error the database's error for an aborted or indeterminate transaction, or null
     * @throws IOException if the file cannot be written
     */
    public synchronized void append(int session, Outcome outcome, List<Op> ops, Interval interval, String error)
            throws IOException {
        if (closed) {
            return;
        }
        StringBuilder line = new StringBuilder(32 + ops.size() * 16);
        line.append("{:type ").append(outcome.type).append(", :f :txn, :process ").append(session).append(", :value [");
        for (int i = 0; i < ops.size(); i++) {
            Op op = ops.get(i);
            line.append(i == 0 ? "[" : " [").append(op.read() ? ":r " : ":w ").append(op.key()).append(' ')
                    .append(op.read() && op.value() == KeyValueTable.INITIAL_VALUE ? "nil" : Long.toString(op.value()))
                    .append(']');
        }
        line.append(']');
        if (interval != null) {
            line.append(", :start ").append(interval.start());
            if (interval.end() != Interval.OPEN) {
                line.append(", :time ").append(interval.end());
            }
        }
        if (error != null) {
            line.append(", :error \"").append(error.replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
        }
        line.append("}\n");
        out.write(line.toString());
        out.flush();
        counts[outcome.ordinal()]++;
        if (error != null) {
            errors.merge(kind(error), 1L, Long::sum);
        }
    }

    /**
     * How often each kind of error ended a transaction: the error (after its SQLState) with
     * numbers and table names blanked.
     */
    public synchronized Map<String, Long> errors() {
        return Map.copyOf(errors);
    }

    private static String kind(String error) {
        int space = error.indexOf(' ') + 1;
        String kind = error.substring(0, space)
                + error.substring(space).replaceAll("(?i)isolang_kv_[0-9a-f]+", "isolang_kv").replaceAll("\\d+", "N");
        return kind.length() > 120 ? kind.substring(0, 117) + "..." : kind;
    }

    /** How many transactions ended with {@code outcome} so far. */
    public synchronized long count(Outcome outcome) {
        return counts[outcome.ordinal()];
    }

    /** Flushes and closes the file; later appends are ignored. */
    @Override
    public synchronized void close() throws IOException {
        if (!closed) {
            closed = true;
            out.close();
        }
    }
}
