// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.history;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import isolang.history.LevelResult;
import isolang.history.check.Anomaly;
import isolang.history.check.Violation;

/**
 * The distinct anomalies found in one history over all the levels it was checked against, by
 * class: a violation (a bad read, or a cycle) that several levels report counts once, keyed by
 * its anomaly class and its transactions. With the history's size, the rate per 10,000
 * transactions that {@code record --check} and the recording benchmarks report. The counts are
 * those of the violations the checker reported, so they are bounded by its
 * {@code --max-violations} per level.
 */
public final class AnomalyTally {

    private final Set<String> seen = new HashSet<>();
    private final Map<Anomaly, Integer> byClass = new EnumMap<>(Anomaly.class);

    /** Adds the violations of one level's result; those already added for another level count once. */
    public void add(LevelResult result) {
        for (Violation violation : result.violations()) {
            List<Integer> transactions = new ArrayList<>(violation.transactions());
            transactions.sort(null);
            if (seen.add(violation.anomaly().title() + transactions)) {
                byClass.merge(violation.anomaly(), 1, Integer::sum);
            }
        }
    }

    /** The distinct anomalies by class title, classes in the order of {@link Anomaly}: bad reads, then cycles. */
    public Map<String, Integer> byClass() {
        Map<String, Integer> titled = new LinkedHashMap<>();
        byClass.forEach((kind, n) -> titled.put(kind.title(), n));
        return titled;
    }

    /** The distinct anomalies of all classes. */
    public int total() {
        return byClass.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** {@code count} anomalies in {@code transactions} transactions, scaled to 10,000 transactions. */
    public static double perTenThousand(int count, long transactions) {
        return transactions == 0 ? 0 : count * 10_000.0 / transactions;
    }

    /**
     * The tally in words, e.g. {@code 3 lost updates, 1 write skew (6.0, 2.0 per 10,000
     * transactions)}, or {@code none} when nothing was found.
     *
     * @param transactions the history's transactions
     */
    public String describe(long transactions) {
        if (byClass.isEmpty()) {
            return "none";
        }
        List<String> counts = new ArrayList<>();
        List<String> rates = new ArrayList<>();
        byClass.forEach((kind, n) -> {
            counts.add(kind.counted(n));
            rates.add(String.format(Locale.ROOT, "%.1f", perTenThousand(n, transactions)));
        });
        return String.join(", ", counts) + " (" + String.join(", ", rates) + " per 10,000 transactions)";
    }

    /** The tally as JSON-ready data: per class, its count and its rate per 10,000 transactions. */
    public Map<String, Object> data(long transactions) {
        Map<String, Object> data = new LinkedHashMap<>();
        byClass.forEach((kind, n) -> data.put(kind.title(),
                Map.of("count", n, "per10000", Math.round(perTenThousand(n, transactions) * 10) / 10.0)));
        return data;
    }
}
