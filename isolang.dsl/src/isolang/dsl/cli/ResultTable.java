// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

import isolang.dsl.run.CommandStatus;
import isolang.dsl.run.ResultView;
import isolang.dsl.run.ResultView.Witnessed;

/**
 * The text output of {@code check} and {@code run}: a table with one row per command,
 * printed as each command finishes, grouped by file, and a summary line.
 */
final class ResultTable {

    private final PrintStream out;
    private final int nameWidth;
    private final boolean quiet;
    private final boolean verbose;
    private String currentFile;
    private boolean headerPrinted;

    /**
     * A table for commands whose longest name has {@code longestName} characters.
     *
     * @param out standard output
     * @param longestName the length of the longest command name
     * @param quiet print failing commands only
     * @param verbose print details and histories of every command
     */
    ResultTable(PrintStream out, int longestName, boolean quiet, boolean verbose) {
        this.out = out;
        this.nameWidth = Math.max(7, longestName);
        this.quiet = quiet;
        this.verbose = verbose;
    }

    /** Prints the row of one finished command (and, for failures or in verbose mode, its details). */
    void row(ResultView outcome) {
        boolean failing = outcome.failing();
        if (quiet && !failing) {
            return;
        }
        if (!headerPrinted) {
            out.printf("%-" + (nameWidth + 2) + "s %-7s %-10s %-10s %-18s %8s %6s %10s%n", "COMMAND", "STATUS",
                    "VERDICT", "EXPECTED", "SCOPE", "TIME", "ROUNDS", "CANDIDATES");
            headerPrinted = true;
        }
        if (!outcome.file().equals(currentFile)) {
            out.println(outcome.file());
            currentFile = outcome.file();
        }
        boolean lattice = outcome.kind().equals("lattice");
        String verdict = lattice && outcome.status() != CommandStatus.ERROR ? "order" : outcome.verdict();
        String expected = outcome.expected().map(e -> lattice ? "order" : e).orElse("-");
        String scope = outcome.scope().map(s -> ScopeOverride.describe(s, outcome.operations())).orElse("-");
        ResultView.Measures m = outcome.measures();
        out.printf("  %-" + nameWidth + "s %-7s %-10s %-10s %-18s %8s %6d %10d%n", outcome.name(),
                status(outcome), verdict, expected, scope, seconds(m.millis()), m.rounds(), m.candidates());
        if (lattice && outcome.status() != CommandStatus.ERROR) {
            out.println("      order: " + outcome.verdict());
            outcome.expected().ifPresent(e -> out.println("      expected: " + e));
        }
        if ((failing || verbose || outcome.status() == CommandStatus.UNKNOWN) && !outcome.detail().isEmpty()) {
            out.println("      " + outcome.detail());
        }
        if (verbose) {
            m.notes().forEach(note -> out.println("      note: " + note));
            histories(outcome);
        }
    }

    /** Prints every history of the outcome as text, indented. */
    void histories(ResultView outcome) {
        for (Witnessed witnessed : outcome.histories()) {
            out.println("      history " + witnessed.title() + ":");
            Histories.text(witnessed).lines().forEach(line -> out.println("        " + line));
        }
    }

    /** Prints the summary line. */
    void summary(List<ResultView> outcomes, int files, long millis) {
        long pass = count(outcomes, CommandStatus.PASS);
        long failed = outcomes.stream().filter(o -> o.status() == CommandStatus.FAIL).count();
        long unknown = count(outcomes, CommandStatus.UNKNOWN);
        long errors = count(outcomes, CommandStatus.ERROR);
        long none = count(outcomes, CommandStatus.NONE);
        out.printf("%d command%s in %d file%s: %d passed, %d failed, %d unknown, %d errors, %d without expectation"
                + " (%s)%n", outcomes.size(), outcomes.size() == 1 ? "" : "s", files, files == 1 ? "" : "s", pass,
                failed, unknown, errors, none, seconds(millis));
    }

    private static long count(List<ResultView> outcomes, CommandStatus status) {
        return outcomes.stream().filter(o -> o.status() == status).count();
    }

    private static String status(ResultView outcome) {
        return outcome.status() == CommandStatus.NONE ? "-" : outcome.status().name().toLowerCase(Locale.ROOT);
    }

    /** Milliseconds as seconds with two decimals, e.g. {@code 1.25s}. */
    static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.2fs", millis / 1000.0);
    }
}
