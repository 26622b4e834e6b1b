// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import isolang.dsl.compiler.CompiledCommand;
import isolang.solver.Statistics;
import isolang.solver.spec.Axiom;

/**
 * One run of one command: what was run, how it ended and what it found.
 *
 * @param fileUri the URI of the file the command is in
 * @param command the command's name
 * @param compiled the compiled command (to run it again, e.g. at another scope), or null if
 *        the file did not compile
 * @param status the state
 * @param verdict the short verdict shown inline, e.g. {@code found in 0.4 s}
 * @param scope the searched scope, e.g. {@code 3 txn, 2 obj, 2 val}, empty if none
 * @param millis the wall-clock duration in milliseconds
 * @param statistics the engine's measurements, or null if the engine was not called
 * @param counterexample the history found, if any
 * @param forbidding the axioms that forbid a checked history (membership), for markers at them
 * @param finished when the run ended (or started, while running)
 */
public record RunRecord(String fileUri, String command, CompiledCommand compiled, RunStatus status, String verdict,
        String scope, long millis, Statistics statistics, Optional<Counterexample> counterexample,
        List<Axiom> forbidding, Instant finished) {

    /** Checks that nothing required is missing. */
    public RunRecord {
        Objects.requireNonNull(fileUri, "fileUri");
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(counterexample, "counterexample");
        forbidding = List.copyOf(forbidding);
        Objects.requireNonNull(finished, "finished");
    }

    /**
     * Returns the statistics as one line for the Results view.
     *
     * @return rounds, candidates, counterexamples, variables and clauses, or empty
     */
    public String statisticsText() {
        if (statistics == null) {
            return "";
        }
        return statistics.rounds() + " rounds, " + statistics.candidates() + " candidates, "
                + statistics.counterexamples() + " counterexamples, " + statistics.variables() + " vars, "
                + statistics.clauses() + " clauses";
    }
}
