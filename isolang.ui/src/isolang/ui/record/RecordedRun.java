// SPDX-License-Identifier: EPL-2.0
package isolang.ui.record;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import isolang.dsl.history.RecordedHistoryCheck;
import isolang.history.LevelResult;
import isolang.history.Verdict;
import isolang.record.db.IsolationSetting;

/**
 * What a recording in the IDE did: the database and setting, how the transactions ended, the
 * database's errors, and the history's check (absent if the recording was cancelled or failed).
 *
 * @param request what was asked
 * @param database what the database is, e.g. {@code H2 2.3 (in-process)}
 * @param setting the isolation setting, with what the database documents for it
 * @param committed transactions committed
 * @param aborted transactions aborted
 * @param indeterminate transactions whose outcome is unknown
 * @param seconds the recording's wall-clock time
 * @param errors the database's errors with how often each occurred
 * @param stopped why the recording stopped early (cancelled, lost connections), if it did
 * @param check the history's result per level, if it was checked
 */
public record RecordedRun(RecordRequest request, String database, IsolationSetting setting, long committed,
        long aborted,
        long indeterminate, double seconds, Map<String, Long> errors, Optional<String> stopped,
        Optional<RecordedHistoryCheck.Outcome> check) {

    /** Freezes the errors. */
    public RecordedRun {
        errors = Map.copyOf(errors);
    }

    /** The transactions that ended. */
    public long transactions() {
        return committed + aborted + indeterminate;
    }

    /** How the transactions ended and how fast, e.g. {@code 1,000 transactions (990 committed, …) in 1.2 s, 833 txn/s}. */
    public String outcomes() {
        return String.format(Locale.ROOT, "%,d transactions (%,d committed, %,d aborted, %,d indeterminate) in %.1f s,"
                + " %,.0f txn/s", transactions(), committed, aborted, indeterminate, seconds,
                transactions() / Math.max(seconds, 1e-3));
    }

    /** The levels by verdict, e.g. {@code satisfies RC; violates RA, CC, PC, SI, SER}, or why nothing was checked. */
    public String verdicts() {
        if (check.isEmpty()) {
            return "not checked" + stopped.map(why -> ": " + why).orElse("");
        }
        List<LevelResult> levels = check.get().levels();
        StringBuilder text = new StringBuilder();
        for (Verdict verdict : Verdict.values()) {
            String names = levels.stream().filter(l -> l.verdict() == verdict).map(l -> shortName(l.level().name()))
                    .collect(Collectors.joining(", "));
            if (!names.isEmpty()) {
                text.append(text.length() == 0 ? "" : "; ").append(switch (verdict) {
                    case SATISFIED -> "satisfies ";
                    case VIOLATED -> "violates ";
                    case UNKNOWN -> "undecided ";
                }).append(names);
            }
        }
        return text.toString();
    }

    /** A standard level's name without its framework, e.g. {@code SER} for {@code biswas.SER}. */
    public static String shortName(String level) {
        return level.startsWith("biswas.") ? level.substring("biswas.".length()) : level;
    }
}
