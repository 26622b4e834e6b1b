// SPDX-License-Identifier: EPL-2.0
package isolang.history.explain;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import isolang.history.check.HistoryIndex;
import isolang.history.check.ReadResolution;
import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryBuilder;
import isolang.solver.history.ObjectNames;

/**
 * The names the drawing of a sub-history uses ({@code x, y, z, x3…} for keys, each key's written
 * values numbered from 1, the engine's transaction ids), applied to the sub-history itself, so
 * that a violation found on it can be written in the same names as its diagram and its
 * {@code history} literal; and the legend that maps those names back to the database's keys,
 * values and transactions, given once. The renamed history has the sub-history's transactions
 * and operations at the same indices, so a {@link isolang.history.check.Violation} of the
 * sub-history describes itself on it unchanged.
 */
public final class SubHistoryNames {

    private final CompactHistory renamed;
    private final String legend;

    private SubHistoryNames(CompactHistory renamed, String legend) {
        this.renamed = renamed;
        this.legend = legend;
    }

    /**
     * The names of {@code engine}, the conversion of {@code sub}.
     *
     * @param sub the sub-history (as checked: indeterminate transactions decided)
     * @param engine its conversion by {@link EngineHistoryConverter#convert(ReadResolution, java.util.Set, Map)}
     */
    public static SubHistoryNames of(CompactHistory sub, EngineHistoryConverter.Converted engine) {
        HistoryBuilder b = new HistoryBuilder(sub.source(), false, 0);
        String[] keys = keyNames(sub, engine);
        long[] values = valueLabels(sub, engine);
        for (int op = sub.opStart(0); op < sub.opEnd(0); op++) {
            b.initialWrite(b.key(keys[sub.opKey(op)]), b.value(0));
        }
        long[] txnIds = transactionIds(sub, engine);
        int[] session = new int[sub.sessionCount()];
        java.util.Arrays.fill(session, -1);
        for (int t = 1; t < sub.transactionCount(); t++) {
            int s = sub.txnSession(t);
            if (s >= 0 && session[s] < 0) {
                session[s] = b.newSession(sub.sessionLabel(s), sub.sessionName(s));
            }
            int copy = b.newTransaction(s < 0 ? -1 : session[s], txnIds[t], sub.status(t));
            for (int op = sub.opStart(t); op < sub.opEnd(t); op++) {
                int key = b.key(keys[sub.opKey(op)]);
                if (sub.isRead(op)) {
                    b.read(copy, key, b.value(values[op]));
                } else {
                    b.write(copy, key, b.value(values[op]));
                }
            }
        }
        return new SubHistoryNames(b.build(), legend(sub, engine, keys, values, txnIds));
    }

    /** The sub-history with the drawing's names, at the same indices. */
    public CompactHistory renamed() {
        return renamed;
    }

    /** The index of {@link #renamed()}, for {@code describe} methods. */
    public HistoryIndex index() {
        return new HistoryIndex(renamed);
    }

    /**
     * What the names stand for, e.g. {@code x = key 8, y = key 7; (x,1) = (8,7); T1 = T1043}, leaving
     * out names that are the database's own; empty if all are.
     */
    public String legend() {
        return legend;
    }

    private static String[] keyNames(CompactHistory sub, EngineHistoryConverter.Converted engine) {
        String[] keys = new String[sub.keyCount()];
        int next = engine.keyNames().size();
        for (int k = 0; k < keys.length; k++) {
            keys[k] = ObjectNames.of(engine.objects()[k] >= 0 ? engine.objects()[k] : next++);
        }
        return keys;
    }

    /** The engine's value of each operation; a left-out operation gets a value of its key nobody else has. */
    private static long[] valueLabels(CompactHistory sub, EngineHistoryConverter.Converted engine) {
        long[] values = new long[sub.operationCount()];
        Map<Integer, Long> largest = new HashMap<>();
        for (int op = sub.opStart(1); op < sub.operationCount(); op++) {
            largest.merge(sub.opKey(op), (long) Math.max(0, engine.values()[op]), Math::max);
        }
        Map<Long, Long> invented = new HashMap<>();
        for (int op = sub.opStart(1); op < sub.operationCount(); op++) {
            int key = sub.opKey(op);
            values[op] = engine.values()[op] >= 0 ? engine.values()[op]
                    : invented.computeIfAbsent(((long) key << 32) | sub.opValue(op),
                            v -> largest.merge(key, 1L, Long::sum));
        }
        return values;
    }

    private static long[] transactionIds(CompactHistory sub, EngineHistoryConverter.Converted engine) {
        long[] ids = new long[sub.transactionCount()];
        long next = 0;
        for (int i = 1; i < engine.compactOf().length; i++) {
            ids[engine.compactOf()[i]] = engine.ids()[i];
            next = Math.max(next, engine.ids()[i]);
        }
        for (int t = 1; t < ids.length; t++) {
            if (ids[t] == 0) {
                ids[t] = ++next;
            }
        }
        return ids;
    }

    private static String legend(CompactHistory sub, EngineHistoryConverter.Converted engine, String[] keys,
            long[] values, long[] txnIds) {
        List<String> parts = new ArrayList<>();
        boolean[] used = new boolean[keys.length];
        for (int op = sub.opStart(1); op < sub.operationCount(); op++) {
            used[sub.opKey(op)] = true;
        }
        List<String> keyParts = new ArrayList<>();
        for (int k = 0; k < keys.length; k++) {
            if (used[k] && !keys[k].equals(sub.keyName(k))) {
                keyParts.add(keys[k] + " = " + (sub.isNamedKey(k) ? sub.keyName(k) : "key " + sub.keyName(k)));
            }
        }
        Map<String, String> valueParts = new LinkedHashMap<>();
        for (int op = sub.opStart(1); op < sub.operationCount(); op++) {
            String renamedValue = Long.toString(values[op]);
            if (!renamedValue.equals(sub.valueName(sub.opValue(op)))) {
                valueParts.putIfAbsent("(" + keys[sub.opKey(op)] + "," + renamedValue + ")",
                        "(" + sub.keyName(sub.opKey(op)) + "," + sub.valueName(sub.opValue(op)) + ")");
            }
        }
        List<String> txnParts = new ArrayList<>();
        for (int t = 1; t < sub.transactionCount(); t++) {
            if (txnIds[t] != sub.txnLabel(t)) {
                txnParts.add("T" + txnIds[t] + " = " + sub.txnName(t));
            }
        }
        if (!keyParts.isEmpty()) {
            parts.add(String.join(", ", keyParts));
        }
        if (!valueParts.isEmpty()) {
            List<String> pairs = new ArrayList<>();
            valueParts.forEach((name, original) -> pairs.add(name + " = " + original));
            parts.add(String.join(", ", pairs));
        }
        if (!txnParts.isEmpty()) {
            parts.add(String.join(", ", txnParts));
        }
        return String.join("; ", parts);
    }
}
