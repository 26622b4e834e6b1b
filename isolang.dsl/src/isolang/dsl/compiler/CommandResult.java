// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.compiler;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import isolang.solver.SynthesisResult;
import isolang.solver.check.MembershipResult;
import isolang.solver.spec.Level;

/**
 * What running one command gave.
 *
 * @param command the command
 * @param verdict its answer
 * @param expectationMet whether the stated expectation holds; empty if the file states none,
 *     false if the engine gave no answer
 * @param syntheses the engine's synthesis results, in the order the command asked them
 *     (implication: one; equivalence: left-not-right then right-not-left; synthesis: one;
 *     lattice: one per ordered pair of distinct levels, row by row)
 * @param membership the membership answer, for membership commands
 * @param implications for a lattice, {@code implications.get(i).get(j)} says whether level i
 *     implies level j within the scope (no separating history was found)
 * @param millis wall-clock time of the command
 */
public record CommandResult(CompiledCommand command, Verdict verdict, Optional<Boolean> expectationMet,
        List<SynthesisResult> syntheses, Optional<MembershipResult> membership, List<List<Boolean>> implications,
        long millis) {

    /** Freezes the lists. */
    public CommandResult {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(verdict, "verdict");
        syntheses = List.copyOf(syntheses);
        implications = implications.stream().map(List::copyOf).toList();
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
        List<List<Level>> edges = new java.util.ArrayList<>();
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
