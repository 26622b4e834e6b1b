// SPDX-License-Identifier: EPL-2.0
package isolang.ui.views;

import java.util.Objects;

/**
 * One line of the isolang Results view.
 *
 * @param specification what was checked, e.g. {@code SI vs PSI}
 * @param outcome the verdict, e.g. {@code distinguished}
 * @param details a short explanation, e.g. the size of the witness history
 */
public record ResultRow(String specification, String outcome, String details) {

    /** Creates a row; no component may be null. */
    public ResultRow {
        Objects.requireNonNull(specification, "specification");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(details, "details");
    }
}
