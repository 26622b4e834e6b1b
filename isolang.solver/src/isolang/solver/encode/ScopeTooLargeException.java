// SPDX-License-Identifier: EPL-2.0
package isolang.solver.encode;

/** Thrown before encoding when a scope's estimated SAT problem would not fit in memory. */
public final class ScopeTooLargeException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** Creates the exception with a message naming the scope and the estimate. */
    public ScopeTooLargeException(String message) {
        super(message);
    }
}
