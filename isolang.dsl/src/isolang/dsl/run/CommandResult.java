// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import isolang.dsl.compiler.CompiledCommand;
import isolang.history.LevelResult;
import isolang.solver.SynthesisResult;
import isolang.solver.check.MembershipResult;
import isolang.solver.predict.Prediction;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;

/**
 * What running one command gave.
 *
 * @param command the command, as run (with the scope it searched)
 * @param verdict its answer
 * @param expectationMet whether the stated expectation holds; empty if the file states none,
 *     false if the engine gave no answer
 * @param syntheses the engine's synthesis results, in the order the command asked them
 *     (implication: one; equivalence: left-not-right then right-not-left; synthesis: one;
 *     lattice: one per ordered pair that propagation could not decide, nearest pairs first;
 *     {@link #problems()} says which)
 * @param membership the membership answer, for membership commands
 * @param implications for a lattice, {@code implications.get(i).get(j)} says whether level i
 *     implies level j within the scope (no separating history was found; false when unknown)
 * @param millis wall-clock time of the command
 * @param problems the problem of each synthesis, in the order of {@link #syntheses()}; empty
 *     when not recorded
 * @param answers for a lattice, {@code answers.get(i).get(j)} says whether level i implies
 *     level j within the scope, empty when the engine gave no answer; no rows when the lattice
 *     did not run
 * @param error why the command has no valid answer: the scope is too large, or the engine's
 *     procedures disagree (a bug in isolang); empty otherwise
 * @param prediction the engine's answer, for predictions (the changed reads and the boundary)
 * @param recorded the history checker's result, for checks of recorded history files (its
 *     explained violation's sub-history is also the one {@link #syntheses() synthesis} found)
 */
public record CommandResult(CompiledCommand command, Verdict verdict, Optional<Boolean> expectationMet,
        List<SynthesisResult> syntheses, Optional<MembershipResult> membership, List<List<Boolean>> implications,
        long millis, List<Problem> problems, List<List<Optional<Boolean>>> answers, Optional<String> error,
        Optional<Prediction> prediction, Optional<LevelResult> recorded) {

    /** Checks the invariants and freezes the lists. */
    public CommandResult {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(prediction, "prediction");
        Objects.requireNonNull(recorded, "recorded");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(expectationMet, "expectationMet");
        Objects.requireNonNull(membership, "membership");
        Objects.requireNonNull(error, "error");
        syntheses = List.copyOf(syntheses);
        implications = implications.stream().map(List::copyOf).toList();
        problems = List.copyOf(problems);
        answers = answers.stream().map(List::copyOf).toList();
        if (!problems.isEmpty() && problems.size() != syntheses.size()) {
            throw new IllegalArgumentException("one problem per synthesis");
        }
    }

    /**
     * A result of a prediction.
     *
     * @param command the command
     * @param verdict its answer
     * @param expectationMet whether the stated expectation holds
     * @param syntheses the engine's synthesis results
     * @param membership the membership answer
     * @param implications the implication matrix of a lattice
     * @param millis wall-clock time of the command
     * @param problems the problem of each synthesis
     * @param answers the answers of a lattice
     * @param error why the command has no valid answer
     * @param prediction the engine's answer
     */
    public CommandResult(CompiledCommand command, Verdict verdict, Optional<Boolean> expectationMet,
            List<SynthesisResult> syntheses, Optional<MembershipResult> membership, List<List<Boolean>> implications,
            long millis, List<Problem> problems, List<List<Optional<Boolean>>> answers, Optional<String> error,
            Optional<Prediction> prediction) {
        this(command, verdict, expectationMet, syntheses, membership, implications, millis, problems, answers, error,
                prediction, Optional.empty());
    }

    /**
     * A result of a command that is neither a prediction nor a check of a recorded history.
     *
     * @param command the command
     * @param verdict its answer
     * @param expectationMet whether the stated expectation holds
     * @param syntheses the engine's synthesis results
     * @param membership the membership answer
     * @param implications the implication matrix of a lattice
     * @param millis wall-clock time of the command
     * @param problems the problem of each synthesis
     * @param answers the answers of a lattice
     * @param error why the command has no valid answer
     */
    public CommandResult(CompiledCommand command, Verdict verdict, Optional<Boolean> expectationMet,
            List<SynthesisResult> syntheses, Optional<MembershipResult> membership, List<List<Boolean>> implications,
            long millis, List<Problem> problems, List<List<Optional<Boolean>>> answers, Optional<String> error) {
        this(command, verdict, expectationMet, syntheses, membership, implications, millis, problems, answers, error,
                Optional.empty(), Optional.empty());
    }

    /**
     * A result without problems and error, whose lattice answers are the implications.
     *
     * @param command the command
     * @param verdict its answer
     * @param expectationMet whether the stated expectation holds
     * @param syntheses the engine's synthesis results
     * @param membership the membership answer
     * @param implications the implication matrix of a lattice
     * @param millis wall-clock time of the command
     */
    public CommandResult(CompiledCommand command, Verdict verdict, Optional<Boolean> expectationMet,
            List<SynthesisResult> syntheses, Optional<MembershipResult> membership, List<List<Boolean>> implications,
            long millis) {
        this(command, verdict, expectationMet, syntheses, membership, implications, millis, List.of(),
                implications.stream().map(row -> row.stream().map(Optional::of).toList()).toList(), Optional.empty());
    }

    /**
     * How the answer compares with the expectation: {@link CommandStatus#ERROR} with an
     * {@link #error()}; for a lattice {@link CommandStatus#FAIL} as soon as a known answer
     * contradicts the expectation, even if others are unknown; {@link CommandStatus#UNKNOWN}
     * without an answer (with or without expectation); {@link CommandStatus#NONE} without
     * expectation.
     */
    public CommandStatus status() {
        if (error.isPresent()) {
            return CommandStatus.ERROR;
        }
        if (command instanceof CompiledCommand.Lattice lattice && !lattice.expected().isEmpty()
                && !(unmetOrderings().isEmpty() && unexpectedOrderings().isEmpty())) {
            return CommandStatus.FAIL;
        }
        if (verdict == Verdict.UNKNOWN) {
            return CommandStatus.UNKNOWN;
        }
        return expectationMet.map(met -> met ? CommandStatus.PASS : CommandStatus.FAIL).orElse(CommandStatus.NONE);
    }

    /**
     * A lattice's computed order (its Hasse diagram, from the known {@link #answers()}): first
     * the equivalences, each level against the first written level of its class
     * ({@code strict} false), then the covering pairs between classes, strongest level first
     * ({@code strict} true). Empty for other commands.
     */
    public List<CompiledCommand.Ordering> order() {
        if (command instanceof CompiledCommand.Lattice lattice && !answers.isEmpty()) {
            return LatticeOrders.hasse(lattice.levels(), answers);
        }
        return List.of();
    }

    /** The stated relations of a lattice expectation that the answers contradict, in the written order. */
    public List<CompiledCommand.Ordering> unmetOrderings() {
        if (command instanceof CompiledCommand.Lattice lattice) {
            return LatticeOrders.unmet(lattice.levels(), answers, lattice.expected());
        }
        return List.of();
    }

    /**
     * The relations the answers establish that a lattice expectation does not imply (its
     * reflexive-transitive closure lacks them), one per pair of levels: {@code A = B} when both
     * implications hold, else {@code A < B}. Empty without expectation: then nothing is
     * unexpected.
     */
    public List<CompiledCommand.Ordering> unexpectedOrderings() {
        if (command instanceof CompiledCommand.Lattice lattice && !lattice.expected().isEmpty()) {
            return LatticeOrders.unexpected(lattice.levels(), answers, lattice.expected());
        }
        return List.of();
    }

    /** How many ordered pairs of a lattice's levels have no answer. */
    public long unknownImplications() {
        return LatticeOrders.unknown(answers);
    }

    /**
     * The covering pairs of a lattice's implication order (its Hasse diagram): {@code [a, b]}
     * when a implies b strictly and no other level lies strictly between them. Levels that are
     * equivalent within the scope are both reported against the same neighbours.
     */
    public List<List<Level>> hasseEdges() {
        if (!(command instanceof CompiledCommand.Lattice lattice)) {
            return List.of();
        }
        List<Level> levels = lattice.levels();
        int n = levels.size();
        List<List<Level>> edges = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                if (strict(a, b) && !between(a, b, n)) {
                    edges.add(List.of(levels.get(a), levels.get(b)));
                }
            }
        }
        return edges;
    }

    private boolean between(int a, int b, int n) {
        for (int c = 0; c < n; c++) {
            if (strict(a, c) && strict(c, b)) {
                return true;
            }
        }
        return false;
    }

    private boolean strict(int a, int b) {
        return a != b && implications.get(a).get(b) && !implications.get(b).get(a);
    }
}
