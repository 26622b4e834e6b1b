// SPDX-License-Identifier: EPL-2.0
package isolang.history.model;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Counts that describe a history ({@code isolang history stats}): its size, its shape, and the
 * properties that decide which checks apply (duplicate written values, reads of initial values,
 * aborted and indeterminate transactions).
 *
 * @param transactions transactions, the initial one excluded
 * @param committed committed transactions (initial excluded)
 * @param aborted aborted transactions
 * @param indeterminate transactions whose outcome is unknown
 * @param sessions sessions
 * @param operations operations
 * @param reads reads
 * @param writes writes
 * @param keys distinct keys
 * @param values distinct values
 * @param duplicateWrites writes of a (key, value) pair that another write also writes
 * @param initialReads reads of the initial value
 * @param maxTransactionSize the largest number of operations of one transaction
 * @param orderHints version-order hints (list-append histories)
 */
public record HistoryStatistics(int transactions, int committed, int aborted, int indeterminate, int sessions,
        int operations, int reads, int writes, int keys, int values, int duplicateWrites, int initialReads,
        int maxTransactionSize, int orderHints) {

    /** Counts the statistics of {@code history} in one pass over its operations. */
    public static HistoryStatistics of(CompactHistory history) {
        int reads = 0;
        int initialReads = 0;
        int maxSize = 0;
        LongIntMap writesPerPair = new LongIntMap();
        int duplicates = 0;
        for (int t = 0; t < history.transactionCount(); t++) {
            maxSize = Math.max(maxSize, history.opEnd(t) - history.opStart(t));
        }
        for (int op = 0; op < history.operationCount(); op++) {
            if (history.isRead(op)) {
                reads++;
                initialReads += history.opValue(op) == history.initialValue() ? 1 : 0;
            } else {
                long pair = (long) history.opKey(op) << 32 | history.opValue(op);
                int seen = writesPerPair.get(pair);
                if (seen == LongIntMap.ABSENT) {
                    writesPerPair.put(pair, 1);
                } else {
                    duplicates += seen == 1 ? 2 : 1;
                    writesPerPair.put(pair, seen + 1);
                }
            }
        }
        int committed = history.count(TxnStatus.COMMITTED) - 1;
        return new HistoryStatistics(history.transactionCount() - 1, committed, history.count(TxnStatus.ABORTED),
                history.count(TxnStatus.INDETERMINATE), history.sessionCount(), history.operationCount(), reads,
                history.operationCount() - reads, history.keyCount(), history.valueCount(), duplicates, initialReads,
                maxSize, history.orderHintCount());
    }

    /** The statistics by name, in a stable order, for tables and JSON. */
    public Map<String, Integer> asMap() {
        Map<String, Integer> map = new LinkedHashMap<>();
        map.put("transactions", transactions);
        map.put("committed", committed);
        map.put("aborted", aborted);
        map.put("indeterminate", indeterminate);
        map.put("sessions", sessions);
        map.put("operations", operations);
        map.put("reads", reads);
        map.put("writes", writes);
        map.put("keys", keys);
        map.put("values", values);
        map.put("duplicateWrites", duplicateWrites);
        map.put("initialReads", initialReads);
        map.put("maxTransactionSize", maxTransactionSize);
        map.put("orderHints", orderHints);
        return map;
    }
}
