// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.TxnStatus;

/**
 * dbcop's {@code history.bincode} (also used by VeriStrong, PolySI and AWDIT): Rust bincode 1.x
 * with default options, little-endian fixed-width integers.
 * <pre>
 * u64 id, n_node, n_variable, n_transaction, n_event      generator parameters
 * String info, start, end                                u64 length + UTF-8 bytes
 * Vec&lt;Session&gt;: u64 n, then per session Vec&lt;Transaction&gt;: u64 n, then per transaction
 *   Vec&lt;Event&gt;: u64 n, then per event: bool write, u64 variable, u64 value, bool success
 *   bool success                                           the transaction committed
 * </pre>
 * The flags are read as the format's authors read them (dbcop's verifier, {@code verifier/mod.rs},
 * and VeriStrong's {@code parse_dbcop_history}): a transaction whose {@code success} is false is
 * aborted, and in a committed transaction only the events whose {@code success} is true happened.
 * A failed read is dropped. A failed write did not take effect, but its value is kept as an
 * aborted write, so that a read of it is reported as an aborted read rather than as a read of a
 * value nobody wrote; both authors' readers reject such a history too (dbcop keeps every write
 * in its map of values, VeriStrong stops with "no matched value write"). Value 0 is the initial
 * value, written by the initial transaction before every other (as in dbcop, whose root precedes
 * every session; VeriStrong's separate initial session gives the same verdicts on VeriStrong's
 * table 2). The path may be the file or a directory holding {@code history.bincode}.
 */
final class DbcopReader implements HistoryReader {

    /** The file name inside a dbcop history directory. */
    static final String FILE_NAME = "history.bincode";

    private static final long MAX_STRING = 1 << 20;

    @Override
    public CompactHistory read(Path path, String shown, LoadOptions options)
            throws IOException, HistoryFormatException {
        Path file = Files.isDirectory(path) ? path.resolve(FILE_NAME) : path;
        String name = Files.isDirectory(path) ? shown + "/" + FILE_NAME : shown;
        if (!Files.isRegularFile(file)) {
            throw HistoryFormatException.inFile(shown, "is a directory without " + FILE_NAME);
        }
        HistoryBuilder builder = new HistoryBuilder(name, true, 0);
        int failedReads = 0;
        int failedWrites = 0;
        try (BinaryInput in = new BinaryInput(HistoryReader.open(file, options), name)) {
            for (String parameter : new String[] {"id", "n_node", "n_variable", "n_transaction", "n_event"}) {
                in.readLongLittleEndian("the parameter " + parameter);
            }
            for (String text : new String[] {"info", "start", "end"}) {
                long at = in.offset();
                long length = in.readLongLittleEndian("the length of " + text);
                if (length < 0 || length > MAX_STRING) {
                    throw in.errorAt(at, "the string " + text + " claims " + Long.toUnsignedString(length)
                            + " bytes; this is not a dbcop history");
                }
                in.skip(length, "the string " + text);
            }
            long sessions = count(in, "the number of sessions");
            long txnLabel = 0;
            for (long s = 0; s < sessions; s++) {
                int session = builder.newSession(s, null);
                int abortedWrites = -1;
                long transactions = count(in, "the number of transactions of session " + s);
                for (long i = 0; i < transactions; i++) {
                    int txn = builder.newTransaction(session, ++txnLabel, TxnStatus.COMMITTED);
                    long events = count(in, "the number of events of a transaction");
                    for (long e = 0; e < events; e++) {
                        boolean write = in.readBoolean("an event's write flag");
                        int key = builder.key(in.readLongLittleEndian("an event's variable"));
                        int value = builder.value(in.readLongLittleEndian("an event's value"));
                        boolean success = in.readBoolean("an event's success flag");
                        if (success) {
                            if (write) {
                                builder.write(txn, key, value);
                            } else {
                                builder.read(txn, key, value);
                            }
                        } else if (write) {
                            if (abortedWrites < 0) {
                                abortedWrites = builder.newTransaction(session, -1, TxnStatus.ABORTED);
                            }
                            builder.write(abortedWrites, key, value);
                            failedWrites++;
                        } else {
                            failedReads++;
                        }
                    }
                    if (!in.readBoolean("a transaction's success flag")) {
                        builder.status(txn, TxnStatus.ABORTED);
                    }
                }
            }
            if (in.readByteOrEnd() >= 0) {
                throw in.errorAt(in.offset() - 1, "unexpected data after the last session");
            }
        }
        if (failedReads + failedWrites > 0) {
            builder.note("failed events of committed transactions: " + failedReads + " reads dropped, " + failedWrites
                    + " writes kept as aborted writes");
        }
        return builder.build(options.initial());
    }

    private static long count(BinaryInput in, String what) throws IOException, HistoryFormatException {
        long at = in.offset();
        long n = in.readLongLittleEndian(what);
        if (n < 0 || n > Integer.MAX_VALUE) {
            throw in.errorAt(at, what + " is " + Long.toUnsignedString(n) + "; this is not a dbcop history");
        }
        return n;
    }
}
