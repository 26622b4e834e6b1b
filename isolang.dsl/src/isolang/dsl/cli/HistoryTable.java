// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

import isolang.dsl.history.ViolationText;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.Verdict;
import isolang.history.check.Violation;
import isolang.history.explain.Explanation;

/**
 * The table of {@code history check}: a row per level (name, verdict, time, checker), then the
 * reason of an unknown verdict, the first violation with its justification (every violation with
 * {@code -v}), the minimal sub-history and the Kodkod re-check; a loud line when the re-check
 * disagrees.
 */
final class HistoryTable {

    /** The width of the level column. */
    static final int LEVEL_WIDTH = 14;

    private final PrintStream out;
    private final boolean verbose;
    private final boolean quiet;

    HistoryTable(PrintStream out, boolean verbose, boolean quiet) {
        this.out = out;
        this.verbose = verbose;
        this.quiet = quiet;
    }

    void level(LevelResult result, PreparedHistory history, List<Map<String, String>> files) {
        if (quiet && result.verdict() == Verdict.SATISFIED && !result.disagreement()) {
            return;
        }
        out.printf("  %-" + LEVEL_WIDTH + "s %-9s %7.2fs  %s%n", result.level().name(), result.verdict().word(),
                result.millis() / 1000.0, result.checker());
        if (!result.reason().isEmpty()) {
            out.println("      " + result.reason());
        }
        result.notes().forEach(note -> out.println("      note: " + note));
        if (result.violationsFound() > 1) {
            out.println("      " + found(result));
        }
        // An explained violation is written in its sub-history's names (those of the literal below it);
        // the whole history's violations in the database's names only when asked for or not explained.
        boolean explained = !result.explanations().isEmpty();
        List<Violation> shown = verbose ? result.violations()
                : result.violations().stream().limit(explained ? 0 : 1).toList();
        if (verbose && explained) {
            out.println("      violations (the database's names):");
        }
        for (Violation violation : shown) {
            indent(violation.describe(history.index()), "      ");
        }
        if (result.violations().size() > shown.size() + (verbose ? 0 : result.explanations().size())) {
            out.println("      (" + (result.violations().size() - shown.size() - result.explanations().size())
                    + " more; -v shows them)");
        }
        for (int i = 0; i < result.explanations().size(); i++) {
            Explanation e = result.explanations().get(i);
            out.println("      " + ViolationText.heading(e, result.level().name()));
            indent(e.describe(), "        ");
            indent(e.engine().history().toString().stripTrailing(), "        ");
            if (i < files.size() && !files.get(i).isEmpty()) {
                String any = files.get(i).values().iterator().next();
                out.println("        files: " + any.substring(0, any.lastIndexOf('.')) + ".{"
                        + String.join(",", files.get(i).keySet()) + "}");
            }
        }
        if (result.disagreement()) {
            out.println(
                    "      DISAGREEMENT: the Kodkod membership checker allows the sub-history the fast checker finds"
                            + " violating " + result.level().name() + "; one of them is wrong, please report it");
        }
    }

    /** E.g. {@code 12 distinct violations (10 listed: 7 thin-air reads, 3 write skews)}. */
    private static String found(LevelResult result) {
        java.util.StringJoiner classes = new java.util.StringJoiner(", ");
        result.listedByAnomaly().forEach((anomaly, count) -> classes.add(anomaly.counted(count)));
        return result.violationsFound() + " distinct violations ("
                + (result.violations().size() < result.violationsFound()
                        ? result.violations().size() + " listed; --all lists every one: " : "")
                + classes + ")";
    }

    private void indent(String text, String prefix) {
        text.lines().forEach(line -> out.println(prefix + line));
    }

    static void summary(PrintStream out, int histories, Map<Verdict, Integer> counts, int disagreements,
            int inputErrors,
            long millis) {
        int levels = counts.values().stream().mapToInt(Integer::intValue).sum();
        out.printf("%d histor%s, %d level check%s: %d satisfied, %d violated, %d unknown%s%s (%.2fs)%n", histories,
                histories == 1 ? "y" : "ies", levels, levels == 1 ? "" : "s", counts.getOrDefault(Verdict.SATISFIED, 0),
                counts.getOrDefault(Verdict.VIOLATED, 0), counts.getOrDefault(Verdict.UNKNOWN, 0),
                disagreements > 0 ? ", " + disagreements + " DISAGREEMENTS" : "",
                inputErrors > 0 ? ", " + inputErrors + " unreadable" : "", millis / 1000.0);
    }
}
