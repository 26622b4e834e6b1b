// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.compiler;

/** The outcome an {@code expect} clause states. */
public enum Expected {
    /** {@code check A implies B}: no history allowed by A and disallowed by B within the scope. */
    HOLDS,
    /** {@code check A implies B}: some history is allowed by A and disallowed by B. */
    FAILS,
    /** {@code check A equivalent B}: no history separates them within the scope. */
    EQUIVALENT,
    /** {@code check A equivalent B}: some history separates them. */
    DISTINCT,
    /** {@code synthesize}: a history was found. */
    FOUND,
    /** {@code synthesize}: no history exists within the scope. */
    NONE,
    /** {@code check H allowed by L}: L allows H. */
    YES,
    /** {@code check H allowed by L}: L does not allow H. */
    NO
}
