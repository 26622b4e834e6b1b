// SPDX-License-Identifier: EPL-2.0
package isolang.history.model;

/**
 * The opt-in, explicitly unsound repair for databases that were loaded before recording (TPC-C
 * on PostgreSQL, for instance): a read of a value that no transaction writes to its key is
 * taken as a read of the initial value, as AWDIT's {@code convert -F} does. Without it such
 * reads are thin-air reads and violate every level.
 */
public final class ThinAirRepair {

    private ThinAirRepair() {
    }

    /** The history with every thin-air read turned into a read of the initial value, with a note saying how many. */
    public static CompactHistory apply(CompactHistory history) {
        LongIntMap written = new LongIntMap();
        for (int op = 0; op < history.operationCount(); op++) {
            if (!history.isRead(op)) {
                written.put(pair(history.opKey(op), history.opValue(op)), 1);
            }
        }
        HistoryBuilder.Parts p = history.parts();
        int initial = history.initialValue();
        int[] values = p.opValue.clone();
        int repaired = 0;
        for (int op = 0; op < values.length; op++) {
            if (history.isRead(op) && values[op] != initial
                    && written.get(pair(history.opKey(op), values[op])) == LongIntMap.ABSENT) {
                values[op] = initial;
                repaired++;
            }
        }
        if (repaired == 0) {
            return history;
        }
        p.opValue = values;
        p.notes = new java.util.ArrayList<>(p.notes);
        p.notes.add(
                repaired + " reads of values nobody writes were taken as reads of the initial value (--repair-thin-air;"
                        + " unsound if the database was not pre-loaded)");
        return new CompactHistory(p);
    }

    private static long pair(int key, int value) {
        return (long) key << 32 | value;
    }
}
