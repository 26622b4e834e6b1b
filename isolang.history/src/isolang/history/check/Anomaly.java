// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

/**
 * The classes of anomalies a violation is reported as. Read anomalies are about one read (the
 * read-consistency axioms of AWDIT, Def. 2.3, and repeatable reads); the others are cycles of a
 * commit order that cannot exist, named after the pattern they form.
 */
public enum Anomaly {
    /** A read of a value no transaction wrote to its key (Plume TAP-a). */
    THIN_AIR_READ("thin-air read", true),
    /** A read of a write of an aborted transaction (TAP-b, Adya G1a). */
    ABORTED_READ("aborted read", true),
    /** A read of a write its own transaction performs later (TAP-c). */
    FUTURE_READ("future read", true),
    /** After writing a key, a transaction reads another transaction's value of it (TAP-d). */
    NOT_MY_OWN_WRITE("not my own write", true),
    /** After writing a key twice, a transaction reads its earlier write (TAP-e). */
    NOT_MY_LAST_WRITE("not my last write", true),
    /** A read of a write another transaction overwrote itself (TAP-f, Adya G1b). */
    INTERMEDIATE_READ("intermediate read", true),
    /** Two reads of one key in a transaction return the writes of different transactions (TAP-j). */
    NON_REPEATABLE_READ("non-repeatable read", true),
    /** List reads that order the appends to one key in two different ways. */
    INCOMPATIBLE_VERSION_ORDER("incompatible version order", true),
    /** A cycle of session order and write-read edges alone (Adya G1c). */
    CAUSALITY_CYCLE("causality cycle", false),
    /** Read Committed: a later read observes an older write than an earlier read (TAP-h/i). */
    NON_MONOTONIC_READ("non-monotonic read", false),
    /** Read Atomic: a transaction observes part of another's writes, or misses a session predecessor's (TAP-k/l). */
    FRACTURED_READ("fractured read", false),
    /** Causal consistency: a read misses a write in its causal past (TAP-m/n). */
    CAUSALITY_VIOLATION("causality violation", false),
    /** Two transactions read the same version of a key and both write it. */
    LOST_UPDATE("lost update", false),
    /** Two transactions each read what the other overwrites, on different keys. */
    WRITE_SKEW("write skew", false),
    /** Two readers observe two independent writes in opposite orders. */
    LONG_FORK("long fork", false),
    /** A cycle with exactly one anti-dependency (Adya G-single, read skew). */
    READ_SKEW("read skew", false),
    /** Another cycle of dependencies (Adya G2). */
    DEPENDENCY_CYCLE("dependency cycle", false),
    /** A cycle of commit-order edges forced by a level's axioms. */
    COMMIT_ORDER_CYCLE("commit-order cycle", false);

    private final String title;
    private final boolean read;

    Anomaly(String title, boolean read) {
        this.title = title;
        this.read = read;
    }

    /** The name shown to users, e.g. {@code fractured read}. */
    public String title() {
        return title;
    }

    /** {@code count} anomalies of this class in words, e.g. {@code 1 lost update}, {@code 10 dependency cycles}. */
    public String counted(long count) {
        return count + " " + title + (count == 1 ? "" : "s");
    }

    /** Whether the anomaly is about single reads rather than a cycle. */
    public boolean isReadAnomaly() {
        return read;
    }

    @Override
    public String toString() {
        return title;
    }
}
