// SPDX-License-Identifier: EPL-2.0
package isolang.tests.api;

import java.util.ArrayList;
import java.util.List;

/** The clauses of an {@code Export-Package} header and what each says. */
final class ExportClauses {

    private ExportClauses() {
    }

    /** The clauses of {@code header}, split at commas outside quotes. */
    static List<String> of(String header) {
        List<String> clauses = new ArrayList<>();
        StringBuilder clause = new StringBuilder();
        boolean quoted = false;
        for (char c : header.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            }
            if (c == ',' && !quoted) {
                clauses.add(clause.toString().trim());
                clause.setLength(0);
            } else {
                clause.append(c);
            }
        }
        clauses.add(clause.toString().trim());
        return clauses;
    }

    /** Whether the clause exports its package to everyone (neither x-internal nor x-friends). */
    static boolean isApi(String clause) {
        return !clause.contains("x-internal:=true") && !clause.contains("x-friends:=");
    }

    /** The package a clause exports. */
    static String packageOf(String clause) {
        return clause.split(";", 2)[0].trim();
    }
}
