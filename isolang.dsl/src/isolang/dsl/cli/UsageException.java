// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

/**
 * A mistake on the command line or in the inputs it names (an unknown option, a missing file):
 * reported as one line, exit code {@link Main#EXIT_USAGE}, never as a stack trace.
 */
public final class UsageException extends Exception {

    private static final long serialVersionUID = 1L;

    /** A mistake described by {@code message}. */
    public UsageException(String message) {
        super(message);
    }
}
