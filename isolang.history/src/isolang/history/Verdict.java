// SPDX-License-Identifier: EPL-2.0
package isolang.history;

/** Whether a history satisfies a level. */
public enum Verdict {
    /** The level allows the history. */
    SATISFIED,
    /** The level forbids the history; the result explains why. */
    VIOLATED,
    /** No answer; the result says why (time limit, a level no checker fits, duplicate values, …). */
    UNKNOWN;

    /** The word shown in tables. */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
