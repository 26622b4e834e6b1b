// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

/** How a command's answer compares with its {@code expect} clause (see {@link CommandResult#status()}). */
public enum CommandStatus {
    /** The answer is the expected one. */
    PASS,
    /** The answer contradicts the expected one. */
    FAIL,
    /** The engine gave no answer (time limit, cancellation, solver failure). */
    UNKNOWN,
    /**
     * The engine could not run the command (the scope is too large) or contradicted itself (a
     * bug in isolang); {@link CommandResult#error()} says which.
     */
    ERROR,
    /** The command states no expectation; the answer is just reported. */
    NONE
}
