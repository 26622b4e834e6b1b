// SPDX-License-Identifier: EPL-2.0
package isolang.solver.analyzer;

import java.util.ArrayList;
import java.util.List;

import isolang.solver.CegisListener;
import isolang.solver.CegisPhase;
import isolang.solver.history.History;

/**
 * The progress of a search that runs beside the one the caller waits for: held back until
 * {@link #release()}, then handed on in the order it came, and from then on passed straight
 * through. The caller's listener thus sees the searches one after another, as if they ran in
 * turn, and never hears of a search whose answer is not used. Calls are handed on one at a
 * time (under this object's lock), whatever thread makes them.
 */
final class DeferredListener implements CegisListener {

    private final CegisListener target;
    private List<Runnable> held = new ArrayList<>();

    DeferredListener(CegisListener target) {
        this.target = target;
    }

    /** Hands on everything held back and passes later calls straight through. */
    synchronized void release() {
        if (held != null) {
            held.forEach(Runnable::run);
            held = null;
        }
    }

    private synchronized void pass(Runnable call) {
        if (held == null) {
            call.run();
        } else {
            held.add(call);
        }
    }

    @Override
    public void phase(CegisPhase phase, int round) {
        pass(() -> target.phase(phase, round));
    }

    @Override
    public void translated(CegisPhase phase, int round, long variables, long clauses) {
        pass(() -> target.translated(phase, round, variables, clauses));
    }

    @Override
    public void candidate(int round, History candidate) {
        pass(() -> target.candidate(round, candidate));
    }

    @Override
    public void counterexample(int round, String level) {
        pass(() -> target.counterexample(round, level));
    }

    @Override
    public void warning(String message) {
        pass(() -> target.warning(message));
    }
}
