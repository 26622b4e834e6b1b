// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.ArrayList;
import java.util.List;

import isolang.history.model.CompactHistory;
import isolang.history.model.IntList;

/**
 * The write–read relation of a history and its read-consistency violations (AWDIT Def. 2.3,
 * checked the way AWDIT's code does, in O(n)). Every read of a committed transaction is
 * classified:
 * <ul>
 * <li>a read that follows an own write of its key must return the latest own write
 *     ({@link #INTERNAL}); otherwise it is {@link Anomaly#NOT_MY_LAST_WRITE} or
 *     {@link Anomaly#NOT_MY_OWN_WRITE};</li>
 * <li>any other read is external: it reads from a transaction whose final write of the key is
 *     the value read. A read of the initial value that no committed transaction writes finally
 *     reads from the initial transaction (a transaction that writes the initial value
 *     explicitly, such as a file's own initialization, takes precedence). With duplicate values
 *     several such writers may exist ({@link #AMBIGUOUS}). Without one, the read is a future,
 *     intermediate, aborted or thin-air read, in that order of preference.</li>
 * </ul>
 * Every read has its own write–read edge: repeated reads of a key are all kept.
 */
public final class ReadResolution {

    /** Not a read of a committed transaction. */
    public static final int NOT_CHECKED = -1;
    /** A read of the transaction's own latest write. */
    public static final int INTERNAL = -2;
    /** An external read with several possible writers (duplicate values). */
    public static final int AMBIGUOUS = -3;
    /** A read-consistency violation. */
    public static final int BAD = -4;

    private final HistoryIndex index;
    private final int[] writer;
    private final int[] writeOp;
    private final List<ReadViolation> violations;
    private final int ambiguous;

    private ReadResolution(HistoryIndex index, int[] writer, int[] writeOp, List<ReadViolation> violations,
            int ambiguous) {
        this.index = index;
        this.writer = writer;
        this.writeOp = writeOp;
        this.violations = List.copyOf(violations);
        this.ambiguous = ambiguous;
    }

    /** Resolves every read of the committed transactions of the indexed history. */
    public static ReadResolution resolve(HistoryIndex index) {
        CompactHistory h = index.history();
        int[] writer = new int[h.operationCount()];
        int[] writeOp = new int[h.operationCount()];
        java.util.Arrays.fill(writer, NOT_CHECKED);
        java.util.Arrays.fill(writeOp, -1);
        int[] ownWrite = new int[h.keyCount()];
        int[] stamp = new int[h.keyCount()];
        java.util.Arrays.fill(stamp, -1);
        List<ReadViolation> violations = new ArrayList<>();
        int ambiguous = 0;
        for (int t = 1; t < h.transactionCount(); t++) {
            if (!h.isCommitted(t)) {
                continue;
            }
            for (int op = h.opStart(t); op < h.opEnd(t); op++) {
                int key = h.opKey(op);
                if (!h.isRead(op)) {
                    stamp[key] = t;
                    ownWrite[key] = op;
                    continue;
                }
                if (stamp[key] == t) {
                    writer[op] = ownRead(index, t, op, ownWrite[key], violations);
                    writeOp[op] = writer[op] == INTERNAL ? ownWrite[key] : -1;
                } else {
                    writer[op] = externalRead(index, t, op, writeOp, violations);
                    ambiguous += writer[op] == AMBIGUOUS ? 1 : 0;
                }
            }
        }
        return new ReadResolution(index, writer, writeOp, violations, ambiguous);
    }

    private static int ownRead(HistoryIndex index, int t, int op, int latest, List<ReadViolation> violations) {
        CompactHistory h = index.history();
        if (h.opValue(op) == h.opValue(latest)) {
            return INTERNAL;
        }
        for (int w = index.firstWrite(h.opKey(op), h.opValue(op)); w >= 0; w = index.nextSameWrite(w)) {
            if (index.txnOf(w) == t && w < op) {
                violations.add(new ReadViolation(Anomaly.NOT_MY_LAST_WRITE, op, t, w, t));
                return BAD;
            }
        }
        violations.add(new ReadViolation(Anomaly.NOT_MY_OWN_WRITE, op, t, latest, t));
        return BAD;
    }

    private static int externalRead(HistoryIndex index, int t, int op, int[] writeOp, List<ReadViolation> violations) {
        CompactHistory h = index.history();
        int key = h.opKey(op);
        int value = h.opValue(op);
        int found = -1;
        int foundOp = -1;
        int candidates = 0;
        boolean initialWritesKey = false;
        int future = -1;
        int intermediate = -1;
        int aborted = -1;
        for (int w = index.firstWrite(key, value); w >= 0; w = index.nextSameWrite(w)) {
            int wt = index.txnOf(w);
            if (wt == t) {
                future = w;
            } else if (!h.isCommitted(wt)) {
                aborted = w;
            } else if (!index.isFinalWrite(w)) {
                intermediate = w;
            } else if (wt != found) {
                candidates++;
                found = wt;
                foundOp = w;
            }
            initialWritesKey |= wt == CompactHistory.INITIAL;
        }
        if (candidates == 0 && value == h.initialValue() && !initialWritesKey && !explicitlyWritten(index, key)) {
            candidates++;
            found = CompactHistory.INITIAL;
            foundOp = -1;
        }
        if (candidates == 1) {
            writeOp[op] = foundOp;
            return found;
        }
        if (candidates > 1) {
            return AMBIGUOUS;
        }
        if (future >= 0) {
            violations.add(new ReadViolation(Anomaly.FUTURE_READ, op, t, future, t));
        } else if (intermediate >= 0) {
            violations
                    .add(new ReadViolation(Anomaly.INTERMEDIATE_READ, op, t, intermediate, index.txnOf(intermediate)));
        } else if (aborted >= 0) {
            violations.add(new ReadViolation(Anomaly.ABORTED_READ, op, t, aborted, index.txnOf(aborted)));
        } else {
            violations.add(new ReadViolation(Anomaly.THIN_AIR_READ, op, t, -1, -1));
        }
        return BAD;
    }

    /** Whether the explicit initial transaction states a write of {@code key} (then only that write is initial). */
    private static boolean explicitlyWritten(HistoryIndex index, int key) {
        return index.history().initialExplicit() && index.writesExplicitly(CompactHistory.INITIAL, key);
    }

    /**
     * This resolution with the reads in {@code choices} (operation to writer) resolved to the
     * chosen writers, which must be among their {@link #candidates}.
     */
    public ReadResolution withChoices(java.util.Map<Integer, Integer> choices) {
        int[] chosenWriter = writer.clone();
        int[] chosenWriteOp = writeOp.clone();
        CompactHistory h = index.history();
        choices.forEach((op, w) -> {
            if (writer[op] != AMBIGUOUS) {
                throw new IllegalArgumentException("read " + op + " has one writer already");
            }
            chosenWriter[op] = w;
            chosenWriteOp[op] = -1;
            for (int o = h.opEnd(w) - 1; o >= h.opStart(w) && w != CompactHistory.INITIAL; o--) {
                if (!h.isRead(o) && h.opKey(o) == h.opKey(op)) {
                    chosenWriteOp[op] = o;
                    break;
                }
            }
        });
        int remaining = ambiguous - (int) choices.keySet().stream().filter(op -> writer[op] == AMBIGUOUS).count();
        return new ReadResolution(index, chosenWriter, chosenWriteOp, violations, remaining);
    }

    /**
     * Every choice of writers for the reads with several possible writers (operation to writer),
     * or null if there are more than {@code max} choices. One empty choice when no read is ambiguous.
     */
    public List<java.util.Map<Integer, Integer>> writerChoices(int max) {
        List<java.util.Map<Integer, Integer>> choices = new ArrayList<>(List.of(new java.util.HashMap<>()));
        CompactHistory h = index.history();
        for (int op = 0; op < h.operationCount(); op++) {
            if (writer[op] != AMBIGUOUS) {
                continue;
            }
            List<java.util.Map<Integer, Integer>> next = new ArrayList<>();
            for (java.util.Map<Integer, Integer> partial : choices) {
                for (int candidate : candidates(op)) {
                    java.util.Map<Integer, Integer> extended = new java.util.HashMap<>(partial);
                    extended.put(op, candidate);
                    next.add(extended);
                }
            }
            if (next.size() > max) {
                return null;
            }
            choices = next;
        }
        return choices;
    }

    /** The index this resolution was computed on. */
    public HistoryIndex index() {
        return index;
    }

    /**
     * What read {@code op} reads from: a writer transaction ({@code >= 0}), or {@link #INTERNAL},
     * {@link #AMBIGUOUS}, {@link #BAD} or {@link #NOT_CHECKED}.
     */
    public int writer(int op) {
        return writer[op];
    }

    /** The write operation read by {@code op} when it has a unique writer ({@code -1} for the implicit initial value). */
    public int writeOp(int op) {
        return writeOp[op];
    }

    /** The read-consistency violations, in operation order. */
    public List<ReadViolation> violations() {
        return violations;
    }

    /** The number of reads with several possible writers. */
    public int ambiguousReads() {
        return ambiguous;
    }

    /**
     * The possible writers of an {@link #AMBIGUOUS} read (or the writer of a resolved one): the
     * other committed transactions whose final write of the key is the value read, and the
     * initial transaction for the initial value.
     */
    public int[] candidates(int op) {
        if (writer[op] >= 0) {
            return new int[] {writer[op]};
        }
        CompactHistory h = index.history();
        int t = index.txnOf(op);
        IntList found = new IntList(4);
        boolean initialWritesKey = false;
        for (int w = index.firstWrite(h.opKey(op), h.opValue(op)); w >= 0; w = index.nextSameWrite(w)) {
            int wt = index.txnOf(w);
            initialWritesKey |= wt == CompactHistory.INITIAL;
            if (wt != t && h.isCommitted(wt) && index.isFinalWrite(w)
                    && (found.isEmpty() || found.get(found.size() - 1) != wt)) {
                found.add(wt);
            }
        }
        if (found.isEmpty() && h.opValue(op) == h.initialValue() && !initialWritesKey
                && !explicitlyWritten(index, h.opKey(op))) {
            found.add(CompactHistory.INITIAL);
        }
        return found.toArray();
    }
}
