// SPDX-License-Identifier: EPL-2.0
package isolang.history.explain;

/**
 * The second opinion on a violating sub-history: the Kodkod membership checker on the level's
 * definition as written in the language.
 *
 * @param outcome what it said
 * @param detail the membership checker's reason, or why it was not asked
 */
public record Recheck(Outcome outcome, String detail) {

    /** What the Kodkod membership checker said. */
    public enum Outcome {
        /** It also finds the sub-history disallowed. */
        AGREES,
        /** It finds the sub-history allowed: one of the two checkers is wrong. */
        DISAGREES,
        /** It gave no answer (time limit). */
        UNKNOWN,
        /** It was not asked (the sub-history is too large for it). */
        SKIPPED
    }
}
