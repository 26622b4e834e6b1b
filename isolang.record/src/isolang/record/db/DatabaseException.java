// SPDX-License-Identifier: EPL-2.0
package isolang.record.db;

/**
 * A database could not be started, reached or set up; the message says which and why, in one
 * line a user can act on.
 */
public final class DatabaseException extends Exception {

    private static final long serialVersionUID = 1L;

    /** An error with a message only. */
    public DatabaseException(String message) {
        super(message);
    }

    /** An error caused by {@code cause}, whose message is appended. */
    public DatabaseException(String message, Throwable cause) {
        super(message + ": " + cause.getMessage(), cause);
    }
}
