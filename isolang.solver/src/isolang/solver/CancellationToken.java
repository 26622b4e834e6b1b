// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A flag another thread sets to stop a synthesis. The engine checks it between rounds and
 * from the SAT solver's progress callbacks where the solver offers them.
 */
public final class CancellationToken {

    private final AtomicBoolean cancelled = new AtomicBoolean();

    /** Requests cancellation; idempotent. */
    public void cancel() {
        cancelled.set(true);
    }

    /** Whether cancellation was requested. */
    public boolean isCancelled() {
        return cancelled.get();
    }
}
