// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.format;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/** Builds dbcop bincode and Cobra log bytes for tests, field by field. */
final class BinaryHistories {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final ByteOrder order;

    private BinaryHistories(ByteOrder order) {
        this.order = order;
    }

    /** A little-endian (bincode) buffer. */
    static BinaryHistories bincode() {
        return new BinaryHistories(ByteOrder.LITTLE_ENDIAN);
    }

    /** A big-endian (Cobra) buffer. */
    static BinaryHistories cobra() {
        return new BinaryHistories(ByteOrder.BIG_ENDIAN);
    }

    BinaryHistories u64(long value) {
        bytes.writeBytes(ByteBuffer.allocate(8).order(order).putLong(value).array());
        return this;
    }

    BinaryHistories bool(boolean value) {
        bytes.write(value ? 1 : 0);
        return this;
    }

    BinaryHistories string(String text) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        u64(utf8.length);
        bytes.writeBytes(utf8);
        return this;
    }

    /** A bincode event. */
    BinaryHistories event(boolean write, long key, long value, boolean success) {
        return bool(write).u64(key).u64(value).bool(success);
    }

    /** A Cobra record: opcode and fields. */
    BinaryHistories record(char opcode, long... fields) {
        bytes.write(opcode);
        for (long field : fields) {
            u64(field);
        }
        return this;
    }

    /** The bincode header of a dbcop history with {@code sessions} sessions following. */
    BinaryHistories dbcopHeader(long sessions) {
        return u64(1).u64(2).u64(2).u64(1).u64(2).string("test").string("2024-10-30T09:03:02+08:00")
                .string("2024-10-30T09:03:03+08:00").u64(sessions);
    }

    byte[] bytes() {
        return bytes.toByteArray();
    }
}
