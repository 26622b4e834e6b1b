// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.TxnStatus;

/**
 * Cobra's binary logs: a directory with one {@code *.log} file per client session (other files,
 * such as {@code .debug} and {@code .error}, are ignored; sessions are ordered by file name).
 * Each file is a stream of records, a one-byte opcode followed by big-endian signed 64-bit
 * fields:
 * <pre>
 * 'S' txn                         begin
 * 'C' txn                         commit (the transaction begun last)
 * 'W' writeId key value           write; write ids are unique
 * 'R' writerTxn writeId key value read; names the write it read
 * </pre>
 * A read's value is the write id it names (unique, as in AWDIT), so duplicate values cannot
 * arise. Reads of {@code INIT} or {@code NULL} (0xbebeebee, 0xdeadbeef, as writer or write id) read
 * the initial value; reads of garbage-collected writes (write id 0x23332333 or 0x66666666) are
 * dropped. Keys are 64-bit hashes and may be negative. A transaction begun but not committed at
 * the end of a log is indeterminate. Aborted transactions are never logged.
 */
final class CobraReader implements HistoryReader {

    static final long INIT = 0xbebeebeeL;
    static final long NULL = 0xdeadbeefL;
    static final long GC_WRITE = 0x23332333L;
    static final long GC_WRITE_OTHER = 0x66666666L;

    @Override
    public CompactHistory read(Path path, String shown, LoadOptions options)
            throws IOException, HistoryFormatException {
        List<Path> logs;
        if (Files.isDirectory(path)) {
            try (Stream<Path> files = Files.list(path)) {
                logs = files.filter(p -> p.getFileName().toString().endsWith(".log")).filter(Files::isRegularFile)
                        .sorted().toList();
            }
            if (logs.isEmpty()) {
                throw HistoryFormatException.inFile(shown, "is a directory without Cobra .log files");
            }
        } else {
            logs = List.of(path);
        }
        HistoryBuilder builder = new HistoryBuilder(shown, false, INIT);
        int gcReads = 0;
        int unfinished = 0;
        for (Path log : logs) {
            String name = Files.isDirectory(path) ? shown + "/" + log.getFileName() : shown;
            String sessionName = log.getFileName().toString().replaceFirst("\\.log$", "");
            int session = builder.newSession(logs.indexOf(log), sessionName);
            int txn = -1;
            long txnId = 0;
            try (BinaryInput in = new BinaryInput(HistoryReader.open(log, options), name)) {
                while (true) {
                    long at = in.offset();
                    int op = in.readByteOrEnd();
                    if (op < 0) {
                        break;
                    }
                    switch (op) {
                        case 'S' -> {
                            if (txn >= 0) {
                                throw in.errorAt(at,
                                        "transaction " + txnId + " begins before the previous one committed");
                            }
                            txnId = in.readLongBigEndian("a transaction id");
                            txn = builder.newTransaction(session, txnId, TxnStatus.INDETERMINATE);
                        }
                        case 'C' -> {
                            long committed = in.readLongBigEndian("a transaction id");
                            if (txn < 0 || committed != txnId) {
                                throw in.errorAt(at, "commit of transaction " + committed + ", which has not begun");
                            }
                            builder.status(txn, TxnStatus.COMMITTED);
                            txn = -1;
                        }
                        case 'W' -> {
                            requireOpen(in, at, txn, "write");
                            long writeId = in.readLongBigEndian("a write id");
                            long key = in.readLongBigEndian("a key");
                            in.readLongBigEndian("a value");
                            builder.write(txn, builder.key(key), builder.value(writeId));
                        }
                        case 'R' -> {
                            requireOpen(in, at, txn, "read");
                            long writer = in.readLongBigEndian("a writer transaction id");
                            long writeId = in.readLongBigEndian("a write id");
                            long key = in.readLongBigEndian("a key");
                            in.readLongBigEndian("a value");
                            if (writeId == GC_WRITE || writeId == GC_WRITE_OTHER) {
                                gcReads++;
                            } else {
                                boolean initial = writer == INIT || writer == NULL || writeId == INIT
                                        || writeId == NULL;
                                builder.read(txn, builder.key(key), builder.value(initial ? INIT : writeId));
                            }
                        }
                        default -> throw in.errorAt(at, "unknown record type " + TextScanner.describe(op)
                                + " (expected S, C, W or R)");
                    }
                }
            }
            if (txn >= 0) {
                unfinished++;
            }
        }
        if (gcReads > 0) {
            builder.note(gcReads + " reads of garbage-collected writes were dropped");
        }
        if (unfinished > 0) {
            builder.note(unfinished + " transactions begun but never committed are indeterminate");
        }
        return builder.build(options.initial());
    }

    private static void requireOpen(BinaryInput in, long at, int txn, String what) throws HistoryFormatException {
        if (txn < 0) {
            throw in.errorAt(at, "a " + what + " outside a transaction");
        }
    }
}
