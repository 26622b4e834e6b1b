// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

import java.io.PrintStream;

import isolang.solver.history.History;

/** A {@link CegisListener} that prints one line per event to a stream (standard error by default). */
public final class ConsoleCegisListener implements CegisListener {

    private final PrintStream out;

    /** Prints to standard error. */
    public ConsoleCegisListener() {
        this(System.err);
    }

    /** Prints to the given stream. */
    public ConsoleCegisListener(PrintStream out) {
        this.out = out;
    }

    @Override
    public void phase(CegisPhase phase, int round) {
        out.println("[round " + round + "] " + phase);
    }

    @Override
    public void translated(CegisPhase phase, int round, long variables, long clauses) {
        out.println("[round " + round + "] " + phase + ": " + variables + " variables, " + clauses + " clauses");
    }

    @Override
    public void candidate(int round, History candidate) {
        out.print("[round " + round + "] candidate:\n" + candidate);
    }

    @Override
    public void counterexample(int round, String level) {
        out.println("[round " + round + "] counterexample: allowed by " + level);
    }

    @Override
    public void warning(String message) {
        out.println("warning: " + message);
    }
}
