// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.format.HistoryFormatException;
import isolang.history.format.LoadOptions;
import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.HistoryBuilder.InitialPolicy;
import isolang.history.model.TxnStatus;
import isolang.tests.history.HistoryShape;

/**
 * Every writer's output reads back as the same history, and writing it again gives the same
 * text: on random histories with 64-bit labels, repeated reads, blind writes, aborted and (for
 * JSON) indeterminate transactions and version-order hints. Formats that cannot express a
 * history say so instead of writing something else.
 */
class RoundTripTest {

    private static final int HISTORIES = 150;

    @TempDir
    Path dir;

    /**
     * A random history; {@code uncommitted} allows aborted and indeterminate transactions and
     * hints; histories with named keys may have empty transactions (Plume cannot write those).
     */
    static CompactHistory random(Random random, boolean uncommitted, boolean named, boolean negative) {
        HistoryBuilder b = new HistoryBuilder("random", false, 0);
        int keys = 1 + random.nextInt(4);
        int[] key = new int[keys];
        for (int k = 0; k < keys; k++) {
            long label = negative ? random.nextLong() : Math.abs(random.nextLong() >>> 2);
            key[k] = named ? b.key("x" + k) : b.key(label);
        }
        int sessions = 1 + random.nextInt(3);
        long label = 0;
        for (int s = 0; s < sessions; s++) {
            int session = b.newSession(s + 1, null);
            int txns = random.nextInt(4);
            for (int i = 0; i < txns; i++) {
                TxnStatus status = uncommitted && random.nextInt(5) == 0
                        ? (random.nextBoolean() ? TxnStatus.ABORTED : TxnStatus.INDETERMINATE) : TxnStatus.COMMITTED;
                int t = b.newTransaction(session, ++label, status);
                int ops = (named ? 0 : 1) + random.nextInt(4);
                for (int o = 0; o < ops; o++) {
                    int k = key[random.nextInt(keys)];
                    boolean read = random.nextBoolean();
                    long value = random.nextInt(4) == 0 && read ? 0
                            : 1 + (negative ? random.nextLong() >>> 1 : random.nextInt(1000));
                    if (read) {
                        b.read(t, k, b.value(value));
                    } else {
                        b.write(t, k, b.value(value == 0 ? 1 : value));
                    }
                }
            }
        }
        if (uncommitted && random.nextBoolean()) {
            b.orderHint(key[0], b.value(1), b.value(2));
        }
        return b.build(InitialPolicy.IMPLICIT);
    }

    private String write(CompactHistory h, HistoryFormat format) throws Exception {
        StringWriter out = new StringWriter();
        HistoryFiles.write(h, out, format, "H", "out");
        return out.toString();
    }

    private CompactHistory read(String text, HistoryFormat format) throws Exception {
        Path file = Files.writeString(dir.resolve("h." + format.id()), text, StandardCharsets.UTF_8);
        return HistoryFiles
                .read(file, "h", Optional.of(format), LoadOptions.defaults().withInitial(InitialPolicy.IMPLICIT))
                .history();
    }

    private void roundTrip(HistoryFormat format, boolean uncommitted, boolean named, boolean negative,
            boolean exactShape)
            throws Exception {
        Random random = new Random(13 + format.ordinal());
        for (int i = 0; i < HISTORIES; i++) {
            CompactHistory original = random(random, uncommitted, named, negative);
            String text = write(original, format);
            CompactHistory back = read(text, format);
            assertEquals(text, write(back, format), "writing twice differs");
            if (exactShape) {
                assertEquals(HistoryShape.of(original), HistoryShape.of(back), text);
            } else {
                assertEquals(HistoryShape.canonical(original), HistoryShape.canonical(back), text);
            }
        }
    }

    @Test
    void isolangTextRoundTrips() throws Exception {
        roundTrip(HistoryFormat.ISOLANG, false, true, false, true);
        roundTrip(HistoryFormat.ISOLANG, false, false, false, false);
    }

    @Test
    void plumeTextRoundTrips() throws Exception {
        roundTrip(HistoryFormat.PLUME, false, false, false, false);
    }

    @Test
    void jsonRoundTripsEverything() throws Exception {
        roundTrip(HistoryFormat.JSON, true, false, true, true);
        roundTrip(HistoryFormat.JSON, true, true, false, true);
    }

    @Test
    void plumeKeepsAbortedWrites() throws Exception {
        HistoryBuilder b = new HistoryBuilder("h", true, 0);
        int s = b.newSession(1, null);
        int t = b.newTransaction(s, 5, TxnStatus.ABORTED);
        b.write(t, b.key(3), b.value(7));
        b.read(b.newTransaction(s, 6, TxnStatus.COMMITTED), b.key(3), b.value(7));
        String text = write(b.build(), HistoryFormat.PLUME);
        assertEquals("r(3,7,1,6)\nw(3,7,1,-1)\n", text);
        assertEquals("session [!w(3,7)] [r(3,7)]\n",
                HistoryShape.of(read(text, HistoryFormat.PLUME)).replace("[r(3,7)] [!w(3,7)]",
                        "[!w(3,7)] [r(3,7)]"));
    }

    @Test
    void formatsThatCannotExpressAHistorySaySo() {
        HistoryBuilder b = new HistoryBuilder("h", false, 0);
        int s = b.newSession(1, null);
        b.write(b.newTransaction(s, 1, TxnStatus.INDETERMINATE), b.key("x"), b.value(1));
        CompactHistory h = b.build();
        HistoryFormatException isolang = assertThrows(HistoryFormatException.class,
                () -> write(h, HistoryFormat.ISOLANG));
        assertTrue(isolang.getMessage().contains("committed transactions only"), isolang.getMessage());
        HistoryFormatException plume = assertThrows(HistoryFormatException.class, () -> write(h, HistoryFormat.PLUME));
        assertTrue(plume.getMessage().contains("no indeterminate transactions"), plume.getMessage());
        assertThrows(HistoryFormatException.class,
                () -> HistoryFiles.write(h, dir.resolve("x"), HistoryFormat.DBCOP, "H"));
    }

    @Test
    void explicitWritesOfTheInitialValueKeepTheirReaders() throws Exception {
        Path awdit = Files.writeString(dir.resolve("a.txt"), "r 1 1\n-----\nw 0 0\n=====\nr 0 0\n-----\nw 1 1\n");
        CompactHistory h = HistoryShape.load(awdit);
        String text = write(h, HistoryFormat.ISOLANG);
        assertEquals("history H {\n  session { T1: r(k1,1) T2: w(k0,2) }\n  session { T3: r(k0,2) T4: w(k1,1) }\n}\n",
                text);
    }

    @Test
    void fileWritesAreAtomicAndListWarnings() throws Exception {
        HistoryBuilder b = new HistoryBuilder("h", false, 0);
        int s = b.newSession(1, null);
        int t = b.newTransaction(s, 1, TxnStatus.COMMITTED);
        b.write(t, b.key(1), b.value(1));
        b.orderHint(0, b.value(1), b.value(2));
        Path target = dir.resolve("out.txt");
        Files.writeString(target, "old");
        List<String> warnings = HistoryFiles.write(b.build(), target, HistoryFormat.PLUME, "H");
        assertEquals("w(1,1,1,1)\n", Files.readString(target));
        assertEquals(1, warnings.size());
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file is left");
        }
    }
}
