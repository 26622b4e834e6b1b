// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.history;

import java.util.Locale;

import isolang.history.LevelResult;
import isolang.history.explain.Explanation;
import isolang.history.explain.Recheck;

/**
 * The words for a level's result on a history, the same in the CLI, the {@code check} command
 * and the IDE: the Kodkod re-check's outcome, and a level's details (reason, notes, each
 * explained violation in its sub-history's names with the sub-history as a literal).
 */
public final class ViolationText {

    private ViolationText() {
    }

    /** What the Kodkod re-check of an explanation said, e.g. {@code the Kodkod membership checker agrees on biswas.SER's definition}. */
    public static String recheck(Recheck recheck, String level) {
        return switch (recheck.outcome()) {
            case AGREES -> "the Kodkod membership checker agrees on " + level + "'s definition";
            case DISAGREES -> "the Kodkod membership checker DISAGREES";
            case UNKNOWN, SKIPPED -> "not re-checked: " + recheck.detail();
        };
    }

    /** The heading of an explanation: its size and re-check. */
    public static String heading(Explanation explanation, String level) {
        return "minimal violating sub-history (" + (explanation.subHistory().transactionCount() - 1)
                + " transactions), "
                + recheck(explanation.recheck(), level) + ":";
    }

    /** A level's verdict with its reason, notes and explained violations, as several lines. */
    public static String details(LevelResult result) {
        StringBuilder text = new StringBuilder(result.level().name()).append(": ").append(result.verdict().word())
                .append(String.format(Locale.ROOT, " in %.2f s by %s%n", result.millis() / 1000.0, result.checker()));
        if (!result.reason().isEmpty()) {
            text.append(result.reason()).append('\n');
        }
        result.notes().forEach(note -> text.append("note: ").append(note).append('\n'));
        for (Explanation e : result.explanations()) {
            text.append('\n').append(heading(e, result.level().name())).append('\n').append(e.describe()).append("\n\n")
                    .append(e.engine().history().toString().stripTrailing()).append('\n');
        }
        if (result.explanations().isEmpty() && !result.violations().isEmpty()) {
            text.append('\n').append(result.violations().get(0).anomaly().title())
                    .append(" (no small sub-history was found to draw)\n");
        }
        if (result.disagreement()) {
            text.append("\nDISAGREEMENT: the Kodkod membership checker allows the sub-history the fast checker finds"
                    + " violating ").append(result.level().name()).append("; one of them is wrong, please report it\n");
        }
        return text.toString();
    }
}
