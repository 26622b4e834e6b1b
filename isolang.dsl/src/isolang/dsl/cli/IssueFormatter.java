// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;

/**
 * Validation issues as compilers print them: {@code file:line:col: error: message [code]},
 * one line each, sorted by position.
 */
final class IssueFormatter {

    private IssueFormatter() {
    }

    /** The issues sorted by line, then column. */
    static List<Issue> sorted(List<Issue> issues) {
        return issues.stream().sorted(Comparator.comparing((Issue i) -> value(i.getLineNumber()))
                .thenComparing(i -> value(i.getColumn()))).toList();
    }

    /** One issue as a line (without line break), safe to print: input echoed in it is escaped. */
    static String format(String file, Issue issue) {
        StringBuilder line = new StringBuilder(file).append(':').append(Math.max(1, value(issue.getLineNumber())))
                .append(':').append(Math.max(1, value(issue.getColumn()))).append(": ").append(severity(issue))
                .append(": ").append(Text.printable(oneLine(issue.getMessage())));
        if (issue.getCode() != null) {
            line.append(" [").append(issue.getCode()).append(']');
        }
        return line.toString();
    }

    /** {@code error}, {@code warning} or {@code info}. */
    static String severity(Issue issue) {
        Severity severity = issue.getSeverity() == null ? Severity.ERROR : issue.getSeverity();
        return severity.name().toLowerCase(Locale.ROOT);
    }

    /** Whether the issue is an error. */
    static boolean isError(Issue issue) {
        return issue.getSeverity() == null || issue.getSeverity() == Severity.ERROR;
    }

    /** The issue's 1-based line, 1 if unknown. */
    static int line(Issue issue) {
        return Math.max(1, value(issue.getLineNumber()));
    }

    /** The issue's 1-based column, 1 if unknown. */
    static int column(Issue issue) {
        return Math.max(1, value(issue.getColumn()));
    }

    private static int value(Integer number) {
        return number == null ? 0 : number;
    }

    /** The text with line breaks replaced by spaces. */
    static String oneLine(String text) {
        return text == null ? "" : text.replaceAll("\\s*\\R\\s*", " ").trim();
    }
}
