// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import isolang.diagram.hasse.HasseDiagram;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.run.ResultView;
import isolang.dsl.run.ResultView.Witnessed;
import isolang.solver.Statistics;
import isolang.solver.spec.Axiom;

/**
 * One run of one command: what was run, how it ended and what it found. A finished run keeps
 * the {@link ResultView} that words its result as the command line does; the IDE's rows, views
 * and diagrams caption it from there.
 *
 * @param fileUri the URI of the file the command is in
 * @param command the command's name
 * @param compiled the compiled command (to run it again, e.g. at another scope), or null if
 *        the file did not compile
 * @param status the state
 * @param verdict the verdict line shown inline, e.g. {@code found (0.4 s)}
 * @param scope the searched scope, e.g. {@code 3 txn, 2 obj, 2 val}, empty if none
 * @param millis the wall-clock duration in milliseconds
 * @param statistics the engine's measurements, or null if the engine was not called
 * @param view the worded result of a finished run; empty while running or when nothing ran
 * @param forbidding the axioms that forbid a checked history (membership), for markers at them
 * @param finished when the run ended (or started, while running)
 */
public record RunRecord(String fileUri, String command, CompiledCommand compiled, RunStatus status, String verdict,
        String scope, long millis, Statistics statistics, Optional<ResultView> view, List<Axiom> forbidding,
        Instant finished) {

    /** Checks that nothing required is missing. */
    public RunRecord {
        Objects.requireNonNull(fileUri, "fileUri");
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(view, "view");
        forbidding = List.copyOf(forbidding);
        Objects.requireNonNull(finished, "finished");
    }

    /**
     * Returns the history the run shows below its command and in the Counterexample view: the
     * one found, the one checked, or the one the engine's procedures disagreed about. A lattice
     * shows its {@link #hasse() order} instead.
     *
     * @return the first history of the result, if any
     */
    public Optional<Witnessed> counterexample() {
        return view.filter(v -> !v.kind().equals("lattice")).flatMap(v -> v.histories().stream().findFirst());
    }

    /**
     * Returns the Hasse diagram of a lattice's computed order.
     *
     * @return the laid-out diagram; empty for other commands and lattices without answers
     */
    public Optional<HasseDiagram> hasse() {
        return view.flatMap(ResultView::hasse);
    }

    /**
     * Returns whether the run has a drawing to show: a history or a lattice's order.
     *
     * @return true when finished with a history or an order
     */
    public boolean hasDrawing() {
        return status != RunStatus.RUNNING && (counterexample().isPresent() || hasse().isPresent());
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
