// SPDX-License-Identifier: EPL-2.0
package isolang.ui.record;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.check.Anomaly;
import isolang.history.check.Violation;
import isolang.history.explain.Explanation;

/**
 * The words of one level's result on a recorded history, for the IDE: the anomalies found in
 * one line, and the full account (why, notes, each violation with its justification, the minimal
 * violating sub-history and what the Kodkod membership checker says of it).
 */
public final class LevelDetails {

    /** The most violations the full account spells out. */
    static final int SHOWN = 20;

    private LevelDetails() {
    }

    /**
     * The anomalies found, by kind in the order of {@link Anomaly} (as the view's summary lists them), e.g.
     * {@code 2 lost updates, 1 write skew}; the reason if undecided.
     */
    public static String found(LevelResult result) {
        if (result.violations().isEmpty()) {
            return result.verdict() == isolang.history.Verdict.UNKNOWN ? result.reason() : "";
        }
        return result.listedByAnomaly().entrySet().stream().map(e -> e.getKey().counted(e.getValue()))
                .collect(Collectors.joining(", "));
    }

    /** The full account of {@code result} on {@code history}. */
    public static String describe(LevelResult result, PreparedHistory history) {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "%s: %s (%s, %.2f s)%n", result.level().name(), result.verdict().word(),
                result.checker(), result.millis() / 1000.0));
        if (!result.reason().isEmpty()) {
            text.append(result.reason()).append('\n');
        }
        result.notes().forEach(note -> text.append("note: ").append(note).append('\n'));
        List<Violation> violations = result.violations();
        for (int i = 0; i < Math.min(SHOWN, violations.size()); i++) {
            text.append(String.format("%nViolation %d of %d:%n", i + 1, violations.size()));
            text.append(violations.get(i).describe(history.index()).stripTrailing()).append('\n');
        }
        if (violations.size() > SHOWN) {
            text.append(String.format("%n(%d more violations not shown)%n", violations.size() - SHOWN));
        }
        for (Explanation e : result.explanations()) {
            text.append(String.format(
                    "%nMinimal violating sub-history (%d transactions); Kodkod membership check: %s%s%n",
                    e.subHistory().transactionCount() - 1, e.recheck().outcome().name().toLowerCase(Locale.ROOT),
                    e.recheck().detail().isEmpty() ? "" : " (" + e.recheck().detail() + ")"));
            text.append(e.engine().history().toString().stripTrailing()).append('\n');
        }
        if (result.disagreement()) {
            text.append("\nDISAGREEMENT: the Kodkod membership checker allows a sub-history the fast checker finds"
                    + " violating; one of them is wrong, please report it\n");
        }
        return text.toString();
    }
}
