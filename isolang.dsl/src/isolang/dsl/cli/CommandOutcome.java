// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import isolang.solver.WitnessExecution;
import isolang.solver.history.History;
import isolang.solver.spec.Scope;

/**
 * What running one command of a file gave: the answer, whether it matches the file's
 * {@code expect} clause, measurements, and the histories that support the answer.
 *
 * @param file the file as the user named it
 * @param name the command's name
 * @param kind {@code implication}, {@code equivalence}, {@code synthesis}, {@code lattice} or {@code membership}
 * @param line the 1-based line of the command
 * @param column the 1-based column of the command
 * @param verdict the answer: {@code holds}, {@code fails}, {@code equivalent}, {@code distinct},
 *        {@code found}, {@code none}, {@code yes}, {@code no}, the lattice's order, {@code unknown} or {@code error}
 * @param expected the outcome the file expects, if it states one
 * @param status how the answer compares with the expectation
 * @param scope the scope searched (after overrides); empty for membership checks
 * @param operations whether histories have operations (the scope's {@code ops} matters)
 * @param measures time and CEGIS measurements summed over the command's syntheses
 * @param detail one line explaining the verdict, may be empty
 * @param histories the histories found, with their witness executions
 * @param lattice the implication order, for lattice commands
 */
public record CommandOutcome(String file, String name, String kind, int line, int column, String verdict,
        Optional<String> expected, Status status, Optional<Scope> scope, boolean operations, Measures measures,
        String detail, List<Witnessed> histories, Optional<LatticeOrder> lattice) {

    /** Checks the invariants and freezes the list. */
    public CommandOutcome {
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(status, "status");
        histories = List.copyOf(histories);
    }

    /** Whether this outcome makes {@code check} exit with {@link Main#EXIT_FAILURE}. */
    public boolean failing() {
        return status == Status.FAIL || status == Status.ERROR || status == Status.UNKNOWN && expected.isPresent();
    }

    /** How an answer compares with the expected outcome. */
    public enum Status {
        /** The answer is the expected one. */
        PASS,
        /** The answer contradicts the expected one. */
        FAIL,
        /** The engine gave no answer (time limit, solver failure). */
        UNKNOWN,
        /** The engine could not run the command or contradicted itself: a bug or a resource limit. */
        ERROR,
        /** The command states no expectation; the answer is just reported. */
        NONE
    }

    /**
     * Measurements of a command.
     *
     * @param millis wall-clock milliseconds
     * @param syntheses how many syntheses (or membership checks) ran
     * @param rounds CEGIS rounds
     * @param candidates candidate histories found
     * @param counterexamples counterexamples learned
     * @param notes facts about the answers the user should know
     */
    public record Measures(long millis, int syntheses, int rounds, int candidates, int counterexamples,
            List<String> notes) {
        /** Freezes the notes. */
        public Measures {
            notes = List.copyOf(notes);
        }
    }

    /**
     * A history supporting an answer, with one witness execution per level that allows it.
     *
     * @param suffix distinguishes several histories of one command in file names (empty if only one)
     * @param title what the history shows, e.g. {@code allowed by TapRA, not by biswas.RA}
     * @param history the history
     * @param witnesses witness executions of the levels that allow it
     */
    public record Witnessed(String suffix, String title, History history, List<WitnessExecution> witnesses) {
        /** Freezes the list. */
        public Witnessed {
            witnesses = List.copyOf(witnesses);
        }
    }

    /**
     * The implication order among a lattice's levels.
     *
     * @param levels the levels' names, in the written order
     * @param implies {@code implies.get(i).get(j)}: {@code "yes"} (level i implies level j within the
     *        scope), {@code "no"} or {@code "unknown"}; the diagonal is {@code "yes"}
     * @param hasse the covering relations ({@code A < B}) and equivalences ({@code A = B})
     */
    public record LatticeOrder(List<String> levels, List<List<String>> implies, List<String> hasse) {
        /** Freezes the lists. */
        public LatticeOrder {
            levels = List.copyOf(levels);
            implies = implies.stream().map(List::copyOf).toList();
            hasse = List.copyOf(hasse);
        }
    }
}
