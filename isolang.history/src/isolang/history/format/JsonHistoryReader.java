// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Locale;

import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.TxnStatus;

/**
 * isolang's JSON form of a history (written by {@link JsonHistoryWriter}; documented in
 * docs/CLI.md):
 * <pre>
 * {
 *   "format": "isolang-history", "version": 1,
 *   "initialValue": 0,
 *   "initial": [["w", "x", 0]],
 *   "sessions": [
 *     {"id": 1, "transactions": [
 *       {"id": 1, "status": "committed", "interval": [120, 458], "ops": [["r", "x", 0], ["w", "x", 1]]},
 *       {"id": 2, "status": "aborted", "ops": [["w", "y", 5]]}]}],
 *   "versionOrder": [["x", 1, 2]]
 * }
 * </pre>
 * Keys are strings (names) or integers; values, ids and {@code initialValue} are 64-bit
 * integers or strings of digits. {@code status} is {@code committed} (the default),
 * {@code aborted} or {@code indeterminate}. {@code interval} (optional) is when the transaction
 * ran, [start, end] with start ≤ end (any unit of one clock; the real-time order: a transaction
 * precedes those that start after it ends). {@code initial} (optional) states the initial
 * transaction's writes; {@code versionOrder} (optional) lists (key, before, after) hints.
 * {@code initialValue} must come before {@code initial} and {@code sessions}; unknown members
 * are ignored.
 */
final class JsonHistoryReader implements HistoryReader {

    @Override
    public CompactHistory read(Path path, String shown, LoadOptions options)
            throws IOException, HistoryFormatException {
        try (InputStream in = HistoryReader.open(path, options)) {
            JsonScanner json = new JsonScanner(new TextScanner(in, shown));
            json.beginObject();
            long initialValue = 0;
            HistoryBuilder builder = null;
            while (json.hasNext()) {
                String name = json.nextName();
                switch (name) {
                    case "format" -> {
                        String format = json.nextString();
                        if (!format.equals("isolang-history")) {
                            throw json.error("\"format\" must be \"isolang-history\", not \"" + format + "\"");
                        }
                    }
                    case "version" -> {
                        long version = json.nextLong();
                        if (version != 1) {
                            throw json.error("unsupported version " + version + " (this isolang reads version 1)");
                        }
                    }
                    case "initialValue" -> {
                        if (builder != null) {
                            throw json.error("\"initialValue\" must come before \"initial\" and \"sessions\"");
                        }
                        initialValue = json.nextLong();
                    }
                    case "initial" -> {
                        builder = builder != null ? builder : new HistoryBuilder(shown, false, initialValue);
                        initialWrites(json, builder);
                    }
                    case "sessions" -> {
                        builder = builder != null ? builder : new HistoryBuilder(shown, false, initialValue);
                        sessions(json, builder);
                    }
                    case "versionOrder" -> {
                        builder = builder != null ? builder : new HistoryBuilder(shown, false, initialValue);
                        versionOrder(json, builder);
                    }
                    default -> json.skipValue();
                }
            }
            json.end();
            if (builder == null) {
                throw HistoryFormatException.inFile(shown, "has no \"sessions\"");
            }
            return builder.build(options.initial());
        }
    }

    private static void initialWrites(JsonScanner json, HistoryBuilder builder)
            throws IOException, HistoryFormatException {
        json.beginArray();
        while (json.hasNext()) {
            json.beginArray();
            expectMore(json);
            String kind = json.nextString();
            if (!kind.equals("w")) {
                throw json.error("the initial transaction only writes, found \"" + kind + "\"");
            }
            expectMore(json);
            int key = key(json, builder);
            expectMore(json);
            builder.initialWrite(key, builder.value(json.nextLong()));
            expectEnd(json);
        }
    }

    private static void sessions(JsonScanner json, HistoryBuilder builder) throws IOException, HistoryFormatException {
        json.beginArray();
        long sessionCount = 0;
        long txnCount = 0;
        while (json.hasNext()) {
            json.beginObject();
            long label = ++sessionCount;
            int session = -1;
            while (json.hasNext()) {
                String name = json.nextName();
                if (name.equals("id") && session < 0) {
                    label = json.nextLong();
                } else if (name.equals("transactions")) {
                    session = session >= 0 ? session : builder.newSession(label, null);
                    json.beginArray();
                    while (json.hasNext()) {
                        transaction(json, builder, session, ++txnCount);
                    }
                } else {
                    json.skipValue();
                }
            }
        }
    }

    private static void transaction(JsonScanner json, HistoryBuilder builder, int session, long defaultLabel)
            throws IOException, HistoryFormatException {
        json.beginObject();
        int txn = builder.newTransaction(session, defaultLabel, TxnStatus.COMMITTED);
        while (json.hasNext()) {
            switch (json.nextName()) {
                case "id" -> builder.relabel(txn, json.nextLong());
                case "status" -> {
                    String status = json.nextString();
                    try {
                        builder.status(txn, TxnStatus.valueOf(status.toUpperCase(Locale.ROOT)));
                    } catch (IllegalArgumentException e) {
                        throw json.error("status must be committed, aborted or indeterminate, not \"" + status + "\"");
                    }
                }
                case "interval" -> {
                    json.beginArray();
                    expectMore(json);
                    long start = json.nextLong();
                    expectMore(json);
                    long end = json.nextLong();
                    if (end < start) {
                        throw json.error("an interval ends (" + end + ") before it starts (" + start + ")");
                    }
                    expectEnd(json);
                    builder.interval(txn, start, end);
                }
                case "ops" -> {
                    json.beginArray();
                    while (json.hasNext()) {
                        json.beginArray();
                        expectMore(json);
                        String kind = json.nextString();
                        expectMore(json);
                        int key = key(json, builder);
                        expectMore(json);
                        int value = builder.value(json.nextLong());
                        expectEnd(json);
                        switch (kind) {
                            case "r" -> builder.read(txn, key, value);
                            case "w" -> builder.write(txn, key, value);
                            default ->
                                throw json.error("an operation is [\"r\", key, value] or [\"w\", key, value], not \""
                                        + kind + "\"");
                        }
                    }
                }
                default -> json.skipValue();
            }
        }
    }

    private static void versionOrder(JsonScanner json, HistoryBuilder builder)
            throws IOException, HistoryFormatException {
        json.beginArray();
        while (json.hasNext()) {
            json.beginArray();
            expectMore(json);
            int key = key(json, builder);
            expectMore(json);
            int before = builder.value(json.nextLong());
            expectMore(json);
            int after = builder.value(json.nextLong());
            expectEnd(json);
            builder.orderHint(key, before, after);
        }
    }

    private static int key(JsonScanner json, HistoryBuilder builder) throws IOException, HistoryFormatException {
        return json.peekString() ? builder.key(json.nextString()) : builder.key(json.nextLong());
    }

    private static void expectMore(JsonScanner json) throws IOException, HistoryFormatException {
        if (!json.hasNext()) {
            throw json.error("the array is too short");
        }
    }

    private static void expectEnd(JsonScanner json) throws IOException, HistoryFormatException {
        if (json.hasNext()) {
            throw json.error("the array is too long");
        }
    }
}
