// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import isolang.solver.CegisListener;
import isolang.solver.CegisPhase;
import isolang.solver.history.History;

/**
 * Tells the time of one engine call by phase: a {@link CegisListener} that ends the running
 * {@link ProcessPhases} phase whenever the engine enters a phase of another name, and passes
 * every event on to the progress listener. The engine's phases are named for people:
 * {@code encode} (preparing a search), {@code solve} (the candidate search, its verification and
 * refinement), {@code minimize} and {@code verify} (the independent check of a found history).
 * The engine may call from its own thread.
 */
final class EnginePhases implements CegisListener {

    private final CegisListener progress;
    private final ProcessPhases phases;
    private String running;

    /**
     * Times the engine's phases.
     *
     * @param progress hears every event
     * @param phases the process's phases, ended as the engine moves on
     * @param first the name of the phase running when the engine starts, until it announces its first
     */
    EnginePhases(CegisListener progress, ProcessPhases phases, String first) {
        this.progress = progress;
        this.phases = phases;
        this.running = first;
    }

    /** Ends the phase running when the engine returned; later events (of a synthesis left behind) time nothing. */
    synchronized void finish() {
        if (running != null) {
            phases.end(running);
            running = null;
        }
    }

    @Override
    public void phase(CegisPhase phase, int round) {
        synchronized (this) {
            String name = name(phase);
            if (running != null && !name.equals(running)) {
                phases.end(running);
                running = name;
            }
        }
        progress.phase(phase, round);
    }

    @Override
    public void translated(CegisPhase phase, int round, long variables, long clauses) {
        progress.translated(phase, round, variables, clauses);
    }

    @Override
    public void candidate(int round, History candidate) {
        progress.candidate(round, candidate);
    }

    @Override
    public void counterexample(int round, String level) {
        progress.counterexample(round, level);
    }

    @Override
    public void warning(String message) {
        progress.warning(message);
    }

    private static String name(CegisPhase phase) {
        return switch (phase) {
            case PREPARE -> "encode";
            case SYNTHESIZE, VERIFY, REFINE -> "solve";
            case MINIMIZE -> "minimize";
            case RECHECK -> "verify";
        };
    }
}
