// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

/** The state of one run of a command, as the editor and the Results view show it. */
public enum RunStatus {
    /** The command is running. */
    RUNNING,
    /** The run finished and met the stated expectation (or stated none). */
    PASSED,
    /** The run finished and contradicts the stated expectation. */
    FAILED,
    /** The run stopped without an answer (time limit, cancelled). */
    UNKNOWN,
    /** The run could not be done (the file has errors, or the engine reported a problem). */
    ERROR
}
